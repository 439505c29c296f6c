import type { OrderView } from "@/lib/data/orders";
import { displayPhone, formatRupees } from "@/lib/format";
import { visitText } from "@/lib/validation/appointment";

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

export interface ContactEmailInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  phone?: string | null;
  appointment?: { day: string; time: string } | null;
}

/** The owner's copy of a contact message; an appointment says so first, with the day, time and phone to confirm on. */
export function contactEmail(m: ContactEmailInput, shopName: string) {
  const visit = m.appointment ? visitText(m.appointment) : null;
  return {
    subject: visit ? `Appointment request from ${m.name}: ${visit}` : `Contact form: ${m.subject}`,
    body: [
      visit ? `New appointment request on ${shopName}` : `New message on ${shopName}`,
      "",
      ...(visit ? [`Wants to visit: ${visit}`, "Confirm it with a call or WhatsApp to the phone below.", ""] : []),
      `From: ${m.name} <${m.email}>`,
      ...(m.phone ? [`Phone: ${displayPhone(m.phone)}`] : []),
      `Subject: ${m.subject}`,
      "",
      m.message || "(no message)",
    ].join("\n"),
  };
}
