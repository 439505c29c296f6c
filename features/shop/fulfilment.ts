/** How a checkout order reaches the customer. No zod here: client components and messages read it. */
export const FULFILMENTS = ["pickup", "delivery"] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

export const FULFILMENT_WORDS: Record<Fulfilment, string> = { pickup: "Pick up at the shop", delivery: "Delivery" };

/** How an order placed reaches its customer, as the shop stored it: the address only for a delivery. */
export interface PlacedFulfilment {
  fulfilment: Fulfilment;
  address: string | null;
  deliveryCharge: number;
}

/** The stored choice in the words the site uses; null for a Buy Now request, which chooses nothing. */
export const fulfilmentWord = (stored: "PICKUP" | "DELIVERY" | null): Fulfilment | null =>
  stored === "PICKUP" ? "pickup" : stored === "DELIVERY" ? "delivery" : null;
