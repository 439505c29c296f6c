import type { OrderView } from "@/lib/data/orders";
import { displayPhone, formatRupees } from "@/lib/format";

/** spec §7: customer_name, customer_email, customer_phone, customer_address, notes, order_details, total_price. */
export function orderEmail(order: OrderView, shopName: string, adminUrl: string) {
  const details = order.lines.map((l) => `${l.title} (${formatRupees(l.unitPrice)}${l.quantity > 1 ? ` × ${l.quantity}` : ""})`).join(", ");
  const kind = order.kind === "CHECKOUT" ? "New order" : "New order request (Buy Now)";
  return {
    subject: `${kind} from ${order.userName} — ${formatRupees(order.total)}`,
    body: [
      `${kind} on ${shopName}`,
      "",
      `Customer name: ${order.userName}`,
      `Customer email: ${order.email ?? "—"}`,
      `Customer phone: ${displayPhone(order.userPhone)}`,
      `Customer address: ${order.address ?? "—"}`,
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

export function contactEmail(m: { name: string; email: string; subject: string; message: string }, shopName: string) {
  return {
    subject: `Contact form: ${m.subject}`,
    body: [`New message on ${shopName}`, "", `From: ${m.name} <${m.email}>`, `Subject: ${m.subject}`, "", m.message].join("\n"),
  };
}
