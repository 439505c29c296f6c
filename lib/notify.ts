import "server-only";
import { getSiteConfig } from "@/lib/content/site";
import type { OrderView } from "@/lib/data/orders";
import { sendEmail, type MailResult } from "@/lib/mail";
import { contactEmail, orderEmail } from "@/lib/mail/templates";
import type { ReservationView } from "@/lib/data/reservations";
import { customerRentalsEmail, reservationEmail, reservationIcs } from "@/lib/rental/messages";

/** E-mails the owner about a stored order (with calendar files for its rentals). Never throws (see sendEmail). */
export function notifyOwnerOfOrder(order: OrderView, reservations: ReservationView[] = []): Promise<MailResult> {
  const site = getSiteConfig();
  return sendEmail({ to: site.ordersEmail, ...orderEmail(order, site.name, site.url), attachments: reservations.map((r) => calendarFile(r)) });
}

function calendarFile(r: ReservationView) {
  const site = getSiteConfig();
  const a = site.address;
  const summary = { ...r, link: `${site.url}${r.href}` };
  return { filename: `${r.number}.ics`, contentType: "text/calendar; charset=utf-8", content: reservationIcs(summary, site.name, [a.street, a.locality, a.city].join(", ")) };
}

/** The customer's confirmation of a checkout's rentals: every stay, and a calendar file for each. */
export function notifyCustomerOfRentals(order: OrderView, reservations: ReservationView[]): Promise<MailResult> {
  const site = getSiteConfig();
  if (!order.email) return Promise.resolve("stored");
  const mail = customerRentalsEmail(reservations.map((r) => ({ ...r, link: `${site.url}${r.href}` })), order.userName, site.name, site.whatsapp);
  return sendEmail({ to: order.email, ...mail, attachments: reservations.map((r) => calendarFile(r)) });
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
  const summary = { ...r, link: `${site.url}${r.href}` };
  const ics = calendarFile(r);
  const owner = await sendEmail({ to: site.ordersEmail, ...reservationEmail(summary, site.name, site.url), attachments: [ics] });
  if (r.email) await sendEmail({ to: r.email, ...customerRentalsEmail([summary], r.name, site.name, site.whatsapp), attachments: [ics] });
  return owner;
}
