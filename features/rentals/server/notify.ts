import "server-only";
import { getSiteConfig } from "@/lib/site/config";
import { shopVisit } from "@/lib/site/visit";
import { sendEmail, type MailResult } from "@/lib/mail";
import { alertOwner } from "@/lib/mail/owner-alerts";
import type { CustomerBooking, CustomerStay, ReservationView } from "../views";
import { orderFulfilment } from "../data/order-fulfilment";
import { customerCancelEmail, reservationEmail, stayChangeEmail } from "../rules/messages";
import { confirmationEmail, reservationIcs, staysIcs } from "../rules/customer-messages";
import { localizedPath, type Locale } from "@/lib/i18n/locales";

/** A stay's calendar file: English for the owner, in her language for the customer. */
export function stayCalendarFile(r: ReservationView, locale: Locale = "en") {
  const site = getSiteConfig();
  const a = site.address;
  const summary = { ...r, link: `${site.url}${localizedPath(locale, r.href)}` };
  return {
    filename: `${r.number}.ics`,
    contentType: "text/calendar; charset=utf-8",
    content: reservationIcs(summary, site.name, [a.street, a.locality, a.city].join(", "), undefined, locale),
  };
}

/** A new reservation: the owner is e-mailed, with a calendar file for pickup and return. Never throws; the reservation is stored. */
export function notifyOwnerOfReservation(r: ReservationView): Promise<MailResult> {
  const site = getSiteConfig();
  const summary = { ...r, link: `${site.url}${r.href}` };
  return alertOwner({
    to: site.ordersEmail,
    ...reservationEmail(summary, site.name, site.url),
    attachments: [stayCalendarFile(r)],
  });
}

/**
 * The owner confirmed a booking that carries an e-mail address: the customer gets the shop's
 * fixed confirmation and a calendar file, neither holding anything the visitor typed; in the
 * language she booked in, with her links in it.
 */
export async function notifyCustomerOfConfirmation(r: ReservationView): Promise<MailResult | null> {
  if (!r.email || r.status !== "confirmed") return null;
  const site = getSiteConfig();
  const shopOnly = { ...r, size: null, notes: null, name: null };
  const order = await orderFulfilment(r.orderId);
  return sendEmail({
    to: r.email,
    ...confirmationEmail(
      {
        ...shopOnly,
        link: `${site.url}${localizedPath(r.locale, r.href)}`,
        bookingUrl: r.bookingPath ? `${site.url}${r.bookingPath}` : null,
      },
      site.name,
      site.whatsapp,
      order,
      shopVisit(site, r.locale),
      r.locale,
    ),
    attachments: [stayCalendarFile(shopOnly, r.locale)],
  });
}

/** Her booking's stays that are not cancelled, as a calendar file (her booking page's "Add to calendar"), in the language she booked in. */
export function bookingIcs(booking: CustomerBooking) {
  const site = getSiteConfig();
  const a = site.address;
  const locale = booking.locale ?? "en";
  const stays = booking.stays
    .filter((s) => s.status !== "cancelled")
    .map((s) => ({ ...s, link: `${site.url}${localizedPath(locale, booking.path)}` }));
  const name = stays.map((s) => s.number).join("-") || "booking";
  return {
    filename: `${name}.ics`,
    contentType: "text/calendar; charset=utf-8",
    content: staysIcs(stays, site.name, [a.street, a.locality, a.city].join(", "), undefined, locale),
  };
}

/** The customer cancelled from her booking page: the owner is e-mailed which stays, so the pieces go back on the rail. Never throws. */
export function notifyOwnerOfCustomerCancel(booking: CustomerBooking, cancelled: string[]): Promise<MailResult> {
  const site = getSiteConfig();
  const stays = booking.stays.filter((s) => cancelled.includes(s.number));
  return alertOwner({
    to: site.ordersEmail,
    ...customerCancelEmail(stays, booking.name, site.name, `${site.url}/admin/reservations`),
  });
}

/** The customer asked for other days from her booking page: the owner is e-mailed, to answer on Today. Never throws. */
export function notifyOwnerOfStayChange(booking: CustomerBooking, stay: CustomerStay): Promise<MailResult> {
  const site = getSiteConfig();
  return alertOwner({
    to: site.ordersEmail,
    ...stayChangeEmail(stay, booking.name, site.name, `${site.url}/admin/today`),
  });
}
