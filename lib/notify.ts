import "server-only";
import { getSiteConfig } from "@/lib/content/site";
import type { OrderView } from "@/lib/data/orders";
import { sendEmail, type MailResult } from "@/lib/mail";
import { contactEmail, orderEmail } from "@/lib/mail/templates";
import type { ReservationView } from "@/lib/data/reservations";
import { customerReservationEmail, reservationEmail, reservationIcs } from "@/lib/rental/messages";

/** E-mails the owner about a stored order. Never throws (see sendEmail). */
export function notifyOwnerOfOrder(order: OrderView): Promise<MailResult> {
  const site = getSiteConfig();
  return sendEmail({ to: site.ordersEmail, ...orderEmail(order, site.name, site.url) });
}

export function notifyOwnerOfMessage(message: { name: string; email: string; subject: string; message: string }): Promise<MailResult> {
  const site = getSiteConfig();
  return sendEmail({ to: site.ordersEmail, ...contactEmail(message, site.name) });
}

/**
 * A new reservation: the owner is e-mailed, and the customer too when they gave an address,
 * each with a calendar file for pickup and return. Never throws; the reservation is stored.
 */
export async function notifyOfReservation(r: ReservationView): Promise<MailResult> {
  const site = getSiteConfig();
  const summary = { ...r, number: r.number, link: `${site.url}${r.href}` };
  const a = site.address;
  const ics = { filename: `${r.number}.ics`, contentType: "text/calendar; charset=utf-8", content: reservationIcs(summary, site.name, [a.street, a.locality, a.city].join(", ")) };
  const owner = await sendEmail({ to: site.ordersEmail, ...reservationEmail(summary, site.name, site.url), attachments: [ics] });
  if (r.email) await sendEmail({ to: r.email, ...customerReservationEmail(summary, site.name, site.whatsapp), attachments: [ics] });
  return owner;
}
