import type { OrderView } from "@/features/checkout/views";
import type { ShopVisit } from "@/lib/site/visit";
import { displayPhone, formatRupees } from "@/lib/format";
import { FULFILMENT_WORDS, type Fulfilment } from "@/features/shop/fulfilment";

/** Where and when to come, for a pickup (the owner's and the customer's e-mails). */
function shopVisitLines(shop: ShopVisit): string[] {
  return [
    `Shop address: ${shop.name}, ${shop.address}`,
    `Opening hours: ${shop.hours}`,
    `Directions: ${shop.directions}`,
  ];
}

function deliveryChargeText(charge: number): string {
  return charge ? `Delivery charge: ${formatRupees(charge)} (in the total)` : "Delivery charge: free";
}

/** The order's choice, named, with the shop for pickup or the address and charge for delivery; a Buy Now request made none. */
function fulfilmentLines(
  order: Pick<OrderView, "address" | "deliveryCharge"> & { fulfilment: Fulfilment | null },
  shop: ShopVisit,
): string[] {
  if (!order.fulfilment) return [`Customer address: ${order.address ?? "—"}`];
  const named = `Pickup or delivery: ${FULFILMENT_WORDS[order.fulfilment]}`;
  if (order.fulfilment === "pickup") return [named, ...shopVisitLines(shop)];
  return [named, `Customer address: ${order.address ?? "—"}`, deliveryChargeText(order.deliveryCharge)];
}

/**
 * spec §7: customer_name, customer_email, customer_phone, customer_address, notes, order_details,
 * total_price; and pickup at the shop or delivery.
 */
export function orderEmail(order: OrderView, shopName: string, adminUrl: string, shop: ShopVisit) {
  const details = order.lines
    .map((l) => `${l.title} (${formatRupees(l.unitPrice)}${l.quantity > 1 ? ` × ${l.quantity}` : ""})`)
    .join(", ");
  const kind = order.kind === "CHECKOUT" ? "New order" : "New order request (Buy Now)";
  return {
    subject: `${kind} from ${order.userName} — ${formatRupees(order.total)}${order.fulfilment ? ` · ${FULFILMENT_WORDS[order.fulfilment]}` : ""}`,
    body: [
      `${kind} on ${shopName}`,
      "",
      `Customer name: ${order.userName}`,
      `Customer email: ${order.email ?? "—"}`,
      `Customer phone: ${displayPhone(order.userPhone)}`,
      ...fulfilmentLines(order, shop),
      `Notes: ${order.notes ?? "—"}`,
      "",
      `Order details: ${details}`,
      `Total price: ${formatRupees(order.total)}`,
      ...(order.deposit ? [`Refundable deposit: ${formatRupees(order.deposit)}`] : []),
      "",
      `Manage orders: ${adminUrl}/admin/orders`,
    ].join("\n"),
  };
}
