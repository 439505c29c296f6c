import type { Fulfilment } from "@/features/shop/fulfilment";
import type { StatusWord } from "@/features/checkout/validation/order";
import type { OrderBooking } from "@/features/rentals/views";

interface OrderLineView {
  productId: string;
  title: string;
  unitPrice: number;
  quantity: number;
}

/** The admin's view of an order; `userName`, `userPhone`, `productTitle`, `quantity`, `price` keep spec §3's names. */
export interface OrderView {
  _id: string;
  kind: "REQUEST" | "CHECKOUT";
  /** The spec's words: Pending, Confirmed, Delivered, Cancelled. */
  status: StatusWord;
  userName: string;
  userPhone: string;
  email: string | null;
  /** where a delivery goes; null for pickup and Buy Now */
  address: string | null;
  /** pickup at the shop or delivery (checkout); null for a Buy Now request, which chooses nothing */
  fulfilment: Fulfilment | null;
  /** what delivery added to `total` (DELIVERY_CHARGE when the order was placed); 0 for pickup */
  deliveryCharge: number;
  notes: string | null;
  productTitle: string;
  quantity: number;
  price: number;
  total: number;
  /** refundable deposits of the order's rentals (not part of the total) */
  deposit: number;
  lines: OrderLineView[];
  /** the stays booked with this order (checkout), e.g. R-1042 for 11–14 Dec, with their status */
  bookings: OrderBooking[];
  createdAt: string;
}
