import "server-only";
import { db } from "@/lib/db";
import { getSiteConfig } from "@/lib/site/config";
import { sendEmail } from "@/lib/mail";
import { storedLocale } from "@/lib/validation/locale";
import type { Day } from "@/lib/dates";
import { bookingPath } from "../booking-link";
import type { Adjustable } from "../rules/ledger";
import { ledgerMail, type LedgerMailEvent, type MoneyMethod } from "../rules/ledger-messages";
import { reservationNumber } from "../rules/status";
import type { BookingRef, LedgerEntryView } from "../views";
import { bookingMoney } from "../data/ledger";

/** What happened to her booking that she is told of by e-mail and on her page. */
export type BookingEvent = "payment" | "refund" | "adjustment" | "cancelled" | "change";

/** What each event names: the figures and R-numbers of it (never anything a visitor typed). */
export interface BookingEventDetails {
  payment: { amount: number; method: MoneyMethod };
  refund: { amount: number; method: MoneyMethod };
  /** the owner's adjustment: her reason is her own words, and goes to the customer */
  adjustment: { amount: number; reason: string; kind: Adjustable };
  /** the stays the shop cancelled (the booking's R-numbers when left out) */
  cancelled: { numbers?: string[] };
  /** the stay moved: its R-number, its new days and its rent for them */
  change: { number: string; from: Day; to: Day; rent: number };
}

/** Where to write to her, in which language, and her booking page's link version; null for no such booking. */
async function recipientOf(ref: BookingRef) {
  const prisma = await db();
  if (ref.kind === "order") {
    const order = await prisma.order.findUnique({
      where: { id: ref.id },
      select: { email: true, locale: true, linkVersion: true, fulfilment: true },
    });
    if (!order) return null;
    const stays = await prisma.reservation.findMany({
      where: { orderId: ref.id, kind: "RENTAL" },
      select: { number: true },
      orderBy: { number: "asc" },
    });
    return {
      email: order.email,
      locale: storedLocale(order.locale),
      version: order.linkVersion,
      numbers: stays.map((s) => reservationNumber(s.number)),
      delivery: order.fulfilment === "DELIVERY",
    };
  }
  const r = await prisma.reservation.findUnique({
    where: { id: ref.id },
    select: { email: true, locale: true, linkVersion: true, number: true, kind: true, orderId: true },
  });
  if (!r || r.kind !== "RENTAL" || r.orderId) return null;
  return {
    email: r.email,
    locale: storedLocale(r.locale),
    version: r.linkVersion,
    numbers: [reservationNumber(r.number)],
    delivery: false,
  };
}

/**
 * E-mails her (when she gave an address) what happened to her booking, in her language: the
 * event, the booking's figures after it (still due, owed back to her, or nothing) and her
 * booking page. Through the outbox, so it is kept even when no provider sends it. Never throws:
 * the money or the change it tells of is already written.
 */
export async function tellCustomer<E extends BookingEvent>(
  ref: BookingRef,
  event: E,
  details: BookingEventDetails[E],
): Promise<void> {
  try {
    const to = await recipientOf(ref);
    if (!to?.email) return;
    const money = await bookingMoney(ref);
    const site = getSiteConfig();
    const message = ledgerMail(
      eventOf(event, details, money.entries, to.delivery),
      {
        shopName: site.name,
        phone: site.whatsapp,
        bookingUrl: `${site.url}${bookingPath(ref, to.version, to.locale)}`,
        numbers: to.numbers,
        money,
      },
      to.locale,
    );
    const mail = { to: to.email, subject: message.subject, body: message.body };
    await sendEmail(mail);
  } catch (error) {
    console.error(
      `[customer-mail] could not tell ${ref.kind} ${ref.id} of the ${event}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** The event as the message names it; an adjustment of a late fee or damage names the stay it is on (its latest such entry). */
function eventOf<E extends BookingEvent>(
  event: E,
  details: BookingEventDetails[E],
  entries: LedgerEntryView[],
  delivery: boolean,
): LedgerMailEvent {
  const d = details as BookingEventDetails[BookingEvent];
  switch (event) {
    case "payment":
    case "refund": {
      const { amount, method } = d as BookingEventDetails["payment"];
      return { event: event === "refund" ? "refund" : "payment", amount, method };
    }
    case "adjustment": {
      const a = d as BookingEventDetails["adjustment"];
      const kind = { late_fee: "late_fee", damage: "damage", other: "adjustment" }[a.kind];
      const entry = entries.findLast(
        (e) => e.byOwner && e.kind === kind && e.amount === a.amount && e.reason === a.reason,
      );
      return { event: "adjustment", amount: a.amount, reason: a.reason, kind: a.kind, number: entry?.stay ?? null };
    }
    case "cancelled":
      return { event: "cancelled", numbers: (d as BookingEventDetails["cancelled"]).numbers ?? [] };
    default: {
      const c = d as BookingEventDetails["change"];
      return { event: "change", number: c.number, from: c.from, to: c.to, rent: c.rent, delivery };
    }
  }
}
