import "server-only";
import type { ShopVisit } from "@/lib/site/visit";
import { formatRupees } from "@/lib/format";
import { addDays, formatDay, type Day } from "@/lib/dates";
import type { Fulfilment } from "@/features/shop/fulfilment";
import type { Locale } from "@/lib/i18n/locales";
import { pluralKey } from "@/lib/i18n/plural";
import { translator } from "@/lib/i18n/server";
import { stayLines, type StaySummary } from "./messages";
import type { StatusWord } from "./status";

/*
 * What the shop sends a customer, in her language: the confirmation e-mail, the
 * reminders (e-mail, WhatsApp, the owner's one-tap wa.me links on Today), the deposit refund
 * note, the owner's reply from a reservation card, and the calendar file. The words come from
 * the "mail", "reminders" and "ics" catalogues; English is the default and reads exactly as
 * it always did. Server only: the translator carries every catalogue.
 */

/** How the booking's order reaches the customer (null: booked on its own, with no order, so no choice made). */
export interface OrderFulfilment {
  fulfilment: Fulfilment | null;
  deliveryCharge: number;
}

/**
 * Pickup or delivery, named, for the customer: the shop's address, hours and directions for a
 * pickup (and for a booking without an order, whose pieces are collected and returned there);
 * for a delivery only the shop's words, not the typed address (see confirmationEmail).
 */
function fulfilmentLines(order: OrderFulfilment | null, shop: ShopVisit, locale: Locale): string[] {
  const t = translator(locale, "mail");
  const visit = [
    `${shop.name}, ${shop.address}`,
    t("openHours", { hours: shop.hours }),
    t("directions", { directions: shop.directions }),
  ];
  if (order?.fulfilment === "delivery") {
    return [
      order.deliveryCharge ? t("deliveryCharged", { charge: formatRupees(order.deliveryCharge) }) : t("deliveryFree"),
      "",
      t("theShop"),
      ...visit,
    ];
  }
  return [order?.fulfilment === "pickup" ? t("pickupAtShop") : t("pickupAndReturn"), ...visit];
}

/**
 * The customer's e-mail once the owner has confirmed a booking. Only the shop's own words:
 * the address was typed by a visitor, so nothing a visitor typed (name, size, notes, the
 * delivery address) goes to it, and nothing at all before the owner has spoken to them.
 */
export function confirmationEmail(
  s: Pick<StaySummary, "title" | "from" | "to" | "rent" | "deposit" | "link"> & {
    number: string;
    bookingUrl?: string | null;
  },
  shopName: string,
  phone: string,
  order: OrderFulfilment | null,
  shop: ShopVisit,
  locale: Locale = "en",
) {
  const t = translator(locale, "mail");
  return {
    subject: t("confirmedSubject", { number: s.number, shop: shopName }),
    body: [
      t("confirmedLine", { number: s.number, shop: shopName }),
      "",
      // Delivery or pickup in the shop's words; never the address she typed (nor her size).
      ...stayLines(
        { ...s, size: null, deliverTo: null, fulfilment: order?.fulfilment === "delivery" ? "delivery" : "pickup" },
        locale,
      ),
      "",
      ...fulfilmentLines(order, shop, locale),
      "",
      ...(s.bookingUrl ? [t("bookingPage", { url: s.bookingUrl }), t("bookingPageNote"), ""] : []),
      t("questionsCalendar", { phone }),
    ].join("\n"),
  };
}

/** The owner's one-tap reply to a customer about their reservation, in the customer's language. */
export function ownerReplyText(
  s: StaySummary & { number: string; status: StatusWord; bookingUrl?: string | null },
  shopName: string,
  locale: Locale = "en",
): string {
  const t = translator(locale, "reminders");
  const status = {
    requested: t("statusRequested"),
    confirmed: t("statusConfirmed"),
    picked_up: t("statusPickedUp"),
    returned: t("statusReturned"),
    settled: t("statusSettled"),
    cancelled: t("statusCancelled"),
  }[s.status];
  const page = s.bookingUrl ? ["", t("replyPage", { url: s.bookingUrl })] : [];
  const head = s.name ? t("replyHeadNamed", { name: s.name, shop: shopName }) : t("replyHead", { shop: shopName });
  return [head, t("replyStatus", { number: s.number, status }), "", ...stayLines(s, locale), ...page].join("\n");
}

/** Escapes text for an iCalendar field (RFC 5545 §3.3.11). */
// Every line break becomes the escaped "\n": CRLF, a lone CR or LF, and also VT, FF, NEL (U+0085)
// and the Unicode line and paragraph separators, where a Unicode-aware reader ends a line too.
// A raw one in a customer's text (the size field) could otherwise start a property of its own
// in a lenient calendar app. Other control characters are not allowed in TEXT at all (only tab
// is): each becomes a space. Half a surrogate pair becomes U+FFFD, as it would when sent.
export const icsText = (v: string) =>
  v
    .toWellFormed()
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/g, "\\n")
    .replace(/(?!\t)\p{Cc}/gu, " ");
const icsDay = (d: Day) => d.replace(/-/g, "");

const octets = (v: string) => new TextEncoder().encode(v).length;

/**
 * Folds lines longer than 75 octets (RFC 5545 §3.1), between whole characters: a cut inside
 * a surrogate pair (an emoji in a customer's text) would leave half a character on each line.
 */
export function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  let size = 0;
  for (const ch of line) {
    const n = octets(ch);
    if (size + n > 75) {
      out.push(current);
      current = " ";
      size = 1;
    }
    current += ch;
    size += n;
  }
  out.push(current);
  return out.join("\r\n");
}

/** A calendar file (.ics) with the pickup and return days of one stay. */
export function reservationIcs(
  s: StaySummary & { number: string; id: string },
  shopName: string,
  address: string,
  now = new Date(),
  locale: Locale = "en",
): string {
  return staysIcs([s], shopName, address, now, locale);
}

/**
 * A calendar file (.ics) with the pickup and return days of every stay given: all-day
 * events, which carry no time zone, so they land on the same calendar days wherever the
 * phone is. Each names the piece, days, money and link; the same event again (by its UID,
 * the booking's id) replaces the one a calendar already holds. In the customer's language
 * (the owner's copy is English).
 */
export function staysIcs(
  stays: (StaySummary & { number: string; id: string })[],
  shopName: string,
  address: string,
  now = new Date(),
  locale: Locale = "en",
): string {
  const t = translator(locale, "ics");
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const event = (s: StaySummary & { id: string }, kind: "pickup" | "return", day: Day, summary: string) => [
    "BEGIN:VEVENT",
    `UID:${s.id}-${kind}@boutique`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${icsDay(day)}`,
    `DTEND;VALUE=DATE:${icsDay(addDays(day, 1))}`,
    `SUMMARY:${icsText(summary)}`,
    `LOCATION:${icsText(address)}`,
    `DESCRIPTION:${icsText(stayLines({ ...s, deliverTo: null }, locale).join("\n"))}`,
    "END:VEVENT",
  ];
  return (
    [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      `PRODID:-//${icsText(shopName)}//Reservations//${locale.toUpperCase()}`,
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      ...stays.flatMap((s) => {
        const named = { title: s.title, number: s.number, shop: shopName };
        const first = s.fulfilment === "delivery" ? t("deliverySummary", named) : t("pickupSummary", named);
        return [...event(s, "pickup", s.from, first), ...event(s, "return", s.to, t("returnSummary", named))];
      }),
      "END:VCALENDAR",
    ]
      .map(fold)
      .join("\r\n") + "\r\n"
  );
}

/** A reminder's stays, as its messages name them (only the shop's words: no name, size or notes she typed). */
export interface ReminderStay {
  number: string;
  title: string;
  from: Day;
  to: Day;
  rent: number;
  deposit: number;
  /** delivered to her on `from`, or picked up at the shop (also when left out); never her address */
  fulfilment?: Fulfilment | null;
}

export interface ReminderContext {
  shopName: string;
  /** the shop's phone to call or WhatsApp */
  phone: string;
  /** her booking page, absolute */
  bookingUrl: string | null;
  /** overdue: days past the return day, and the late fee so far over these stays */
  daysLate?: number;
  lateFee?: number;
}

type ReminderKindName = "CONFIRMATION" | "PICKUP_TOMORROW" | "RETURN_TODAY" | "OVERDUE_1" | "OVERDUE_3";

const pieces = (stays: ReminderStay[]) => stays.map((s) => `${s.number} · ${s.title}`);

/**
 * The pieces, and when each comes back: one "Return by" line when they share a
 * return day; otherwise each piece named with its own ("R-3 · Saree: return by Sat, 12 Dec").
 */
function piecesAndReturns(stays: ReminderStay[], locale: Locale, withReturnBy: boolean): string[] {
  const t = translator(locale, "reminders");
  const day = (d: Day) => formatDay(d, undefined, locale);
  const first = stays[0]!;
  if (stays.every((s) => s.to === first.to))
    return [...pieces(stays), ...(withReturnBy ? [t("returnBy", { day: day(first.to) })] : [])];
  return stays.map((s) => t("pieceReturnBy", { piece: `${s.number} · ${s.title}`, day: day(s.to) }));
}
const shortDate = (day: Day, locale: Locale) =>
  formatDay(day, { weekday: "short", day: "numeric", month: "short" }, locale).replace(/,/g, "");

/**
 * A reminder to the customer, the same words by e-mail, by WhatsApp and in
 * the owner's one-tap wa.me link: what is due and when, the pieces by number, her booking page.
 * In her language.
 */
export function reminderMessage(
  kind: ReminderKindName,
  stays: ReminderStay[],
  c: ReminderContext,
  locale: Locale = "en",
): { subject: string; text: string } {
  const t = translator(locale, "reminders");
  const day = (d: Day) => formatDay(d, undefined, locale);
  const first = stays[0]!;
  // One booking, one way: its checkout chose delivery for all its pieces, or they are picked up.
  const delivery = stays.every((s) => s.fulfilment === "delivery");
  const numbers = stays.map((s) => s.number).join(", ");
  const page = c.bookingUrl ? ["", t("yourBooking", { url: c.bookingUrl })] : [];
  const ask = ["", t("questions", { phone: c.phone })];
  const head = t("head", { shop: c.shopName });
  switch (kind) {
    case "CONFIRMATION":
      return {
        subject: t("confirmedSubject", { numbers, shop: c.shopName }),
        text: [
          head,
          t("confirmedText", { numbers }),
          "",
          ...stays.flatMap((s, i) => [
            ...(i ? [""] : []),
            ...stayLines({ ...s, title: `${s.number} · ${s.title}`, deliverTo: null }, locale),
          ]),
          ...page,
          ...ask,
        ].join("\n"),
      };
    case "PICKUP_TOMORROW":
      return {
        subject: t(delivery ? "deliverySubject" : "pickupSubject", { day: shortDate(first.from, locale), numbers }),
        text: [
          head,
          t(delivery ? "deliveryText" : "pickupText", { day: day(first.from) }),
          ...piecesAndReturns(stays, locale, true),
          ...page,
          ...ask,
        ].join("\n"),
      };
    case "RETURN_TODAY":
      return {
        subject: t("returnSubject", { day: shortDate(first.to, locale), numbers }),
        text: [
          head,
          t("returnText", { day: day(first.to) }),
          ...piecesAndReturns(stays, locale, false),
          t("bringBackToday"),
          ...page,
          ...ask,
        ].join("\n"),
      };
    case "OVERDUE_1":
    case "OVERDUE_3": {
      const late = c.daysLate ?? 1;
      return {
        subject: t(pluralKey(locale, "overdueSubject", late), { numbers, count: String(late) }),
        text: [
          head,
          t(pluralKey(locale, "overdueText", late), { day: day(first.to), count: String(late) }),
          ...piecesAndReturns(stays, locale, false),
          t("lateFee", { fee: formatRupees(c.lateFee ?? 0) }),
          ...page,
          ...ask,
        ].join("\n"),
      };
    }
  }
}

/**
 * "Deposit refunded" (the owner's one-tap WhatsApp on the day she records a refund): how much
 * came back, how (with the reference she typed, if any), for which pieces, and her booking page.
 * Not for a ₹0 settlement: there is nothing to tell her was sent.
 */
export function depositRefundedMessage(
  stays: ReminderStay[],
  c: ReminderContext,
  refund: { amount: number; methods: string[]; references: string[] },
  locale: Locale = "en",
): { subject: string; text: string } {
  const t = translator(locale, "reminders");
  const methodWords: Record<string, string> = {
    UPI: "UPI",
    CASH: t("methodCash"),
    CARD: t("methodCard"),
    ONLINE: t("methodOnline"),
  };
  const numbers = stays.map((s) => s.number).join(", ");
  const amount = formatRupees(refund.amount);
  const by = refund.methods.map((m) => methodWords[m] ?? m.toLowerCase()).join(t("methodsAnd"));
  const reference = refund.references.length ? t("refundReference", { references: refund.references.join(", ") }) : "";
  return {
    subject: t("refundSubject", { amount, numbers }),
    text: [
      t("head", { shop: c.shopName }),
      t("refundText", { amount, methods: by, reference }),
      ...pieces(stays),
      t("thanks"),
      ...(c.bookingUrl ? ["", t("yourBooking", { url: c.bookingUrl })] : []),
      ...["", t("questions", { phone: c.phone })],
    ].join("\n"),
  };
}
