import { FULFILMENT_WORDS, type Fulfilment } from "@/lib/fulfilment";
import type { ShopVisit } from "@/lib/content/shop-visit";
import { displayPhone, formatRupees } from "@/lib/format";
import { addDays, formatDay, type Day } from "@/lib/dates";
import { stayDays } from "./terms";

/** What every message about a stay says: piece, size, days, rent, deposit, link, number. */
export interface StaySummary {
  title: string;
  from: Day;
  to: Day;
  rent: number;
  deposit: number;
  size?: string | null;
  link?: string;
  number?: string;
  name?: string | null;
}

function lines(s: StaySummary): string[] {
  return [
    `${s.title}${s.size ? ` (size ${s.size})` : ""}`,
    `Pickup: ${formatDay(s.from)}`,
    `Return: ${formatDay(s.to)} (${stayDays(s.from, s.to)} days)`,
    `Rent: ${formatRupees(s.rent)} + refundable deposit ${formatRupees(s.deposit)}`,
    ...(s.link ? [s.link] : []),
  ];
}

/** The visitor's WhatsApp message to the shop (product page, cart, a reservation). */
export function customerWhatsappText(stays: StaySummary[]): string {
  const numbers = stays.map((s) => s.number).filter(Boolean);
  const head = numbers.length ? `Hello! About my reservation${numbers.length > 1 ? "s" : ""} ${numbers.join(", ")}:` : "Hello! I would like to rent:";
  // Several stays: each names its own number, so the shop can tell which piece is which.
  const named = (s: StaySummary) => (numbers.length > 1 && s.number ? { ...s, title: `${s.number} · ${s.title}` } : s);
  return [head, "", ...stays.flatMap((s, i) => [...(i ? [""] : []), ...lines(named(s))])].join("\n");
}

/** The owner's one-tap reply to a customer about their reservation. */
export function ownerReplyText(s: StaySummary & { number: string; status: string; bookingUrl?: string | null }, shopName: string): string {
  const page = s.bookingUrl ? ["", `Your booking page (status, calendar, cancelling): ${s.bookingUrl}`] : [];
  return [`Namaste${s.name ? ` ${s.name}` : ""}, this is ${shopName}.`, `Your reservation ${s.number} is ${s.status.toLowerCase()}.`, "", ...lines(s), ...page].join("\n");
}

export function reservationEmail(s: StaySummary & { number: string; phone?: string | null; email?: string | null; notes?: string | null }, shopName: string, adminUrl: string) {
  return {
    subject: `New reservation ${s.number}: ${s.title}, ${formatDay(s.from, { day: "numeric", month: "short" })} – ${formatDay(s.to, { day: "numeric", month: "short" })}`,
    body: [
      `New reservation on ${shopName}`,
      "",
      `Customer name: ${s.name ?? "—"}`,
      `Customer phone: ${s.phone ? displayPhone(s.phone) : "—"}`,
      `Customer email: ${s.email ?? "—"}`,
      `Notes: ${s.notes ?? "—"}`,
      "",
      ...lines(s),
      "",
      `Today's work: ${adminUrl}/admin/today`,
    ].join("\n"),
  };
}

/** The owner's e-mail when a customer asks for other days from her booking page. */
export function stayChangeEmail(s: StaySummary & { number: string; change: { from: Day; to: Day } | null }, customer: string, shopName: string, todayUrl: string) {
  const asked = s.change ? `${formatDay(s.change.from)} to ${formatDay(s.change.to)}` : "other days";
  return {
    subject: `Other days asked for ${s.number}: ${asked}`,
    body: [
      `${customer || "A customer"} asked on ${shopName} to move ${s.number} to ${asked}. The days were free when asked; approving moves it.`,
      "",
      "Now:",
      ...lines(s),
      "",
      `Answer on Today: ${todayUrl}`,
    ].join("\n"),
  };
}

/** The owner's e-mail when a customer cancels from her booking page: which stays, whose, where to see them. */
export function customerCancelEmail(stays: (StaySummary & { number: string })[], customer: string, shopName: string, listUrl: string) {
  return {
    subject: `Cancelled by the customer: ${stays.map((s) => s.number).join(", ")}`,
    body: [
      `${customer || "A customer"} cancelled from their booking page on ${shopName}. The days are free again.`,
      "",
      ...stays.flatMap((s, i) => [...(i ? [""] : []), s.number, ...lines(s)]),
      "",
      `Reservations: ${listUrl}`,
    ].join("\n"),
  };
}

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
function fulfilmentLines(order: OrderFulfilment | null, shop: ShopVisit): string[] {
  const visit = [`${shop.name}, ${shop.address}`, `Open ${shop.hours}`, `Directions: ${shop.directions}`];
  if (order?.fulfilment === "delivery") {
    return [
      `${FULFILMENT_WORDS.delivery}: to the address you gave at checkout. ${order.deliveryCharge ? `Delivery charge: ${formatRupees(order.deliveryCharge)}.` : "Delivery is free."}`,
      "",
      "The shop:",
      ...visit,
    ];
  }
  return [order?.fulfilment === "pickup" ? `${FULFILMENT_WORDS.pickup}:` : "Pickup and return at the shop:", ...visit];
}

/**
 * The customer's e-mail once the owner has confirmed a booking. Only the shop's own words:
 * the address was typed by a visitor, so nothing a visitor typed (name, size, notes, the
 * delivery address) goes to it, and nothing at all before the owner has spoken to them.
 */
export function confirmationEmail(
  s: Pick<StaySummary, "title" | "from" | "to" | "rent" | "deposit" | "link"> & { number: string; bookingUrl?: string | null },
  shopName: string,
  phone: string,
  order: OrderFulfilment | null,
  shop: ShopVisit,
) {
  return {
    subject: `Your reservation ${s.number} at ${shopName} is confirmed`,
    body: [
      `Your reservation ${s.number} at ${shopName} is confirmed.`,
      "",
      ...lines({ ...s, size: null }),
      "",
      ...fulfilmentLines(order, shop),
      "",
      ...(s.bookingUrl ? [`Your booking page: ${s.bookingUrl}`, "It shows the booking's status and lets you cancel up to the cutoff. Keep the link to yourself: it is your booking's key.", ""] : []),
      `Questions? Call or WhatsApp ${phone}. The attached calendar file adds pickup and return to your phone's calendar.`,
    ].join("\n"),
  };
}

/** Escapes text for an iCalendar field (RFC 5545 §3.3.11). */
// Every line break becomes the escaped "\n": CRLF, a lone CR or LF, and also VT, FF, NEL (U+0085)
// and the Unicode line and paragraph separators, where a Unicode-aware reader ends a line too.
// A raw one in a customer's text (the size field) could otherwise start a property of its own
// in a lenient calendar app. Other control characters are not allowed in TEXT at all (only tab
// is): each becomes a space. Half a surrogate pair becomes U+FFFD, as it would when sent.
const icsText = (v: string) =>
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
function fold(line: string): string {
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
export function reservationIcs(s: StaySummary & { number: string; id: string }, shopName: string, address: string, now = new Date()): string {
  return staysIcs([s], shopName, address, now);
}

/**
 * A calendar file (.ics) with the pickup and return days of every stay given: all-day
 * events, which carry no time zone, so they land on the same calendar days wherever the
 * phone is. Each names the piece, days, money and link; the same event again (by its UID,
 * the booking's id) replaces the one a calendar already holds.
 */
export function staysIcs(stays: (StaySummary & { number: string; id: string })[], shopName: string, address: string, now = new Date()): string {
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
    `DESCRIPTION:${icsText(lines(s).join("\n"))}`,
    "END:VEVENT",
  ];
  return (
    [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      `PRODID:-//${icsText(shopName)}//Reservations//EN`,
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      ...stays.flatMap((s) => [...event(s, "pickup", s.from, `Pick up ${s.title} (${s.number}) — ${shopName}`), ...event(s, "return", s.to, `Return ${s.title} (${s.number}) — ${shopName}`)]),
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
const shortDate = (day: Day) => formatDay(day, { weekday: "short", day: "numeric", month: "short" }).replace(/,/g, "");

/**
 * A reminder to the customer (issue #28, item 3), the same words by e-mail, by WhatsApp and in
 * the owner's one-tap wa.me link: what is due and when, the pieces by number, her booking page.
 */
export function reminderMessage(kind: ReminderKindName, stays: ReminderStay[], c: ReminderContext): { subject: string; text: string } {
  const first = stays[0]!;
  const numbers = stays.map((s) => s.number).join(", ");
  const page = c.bookingUrl ? ["", `Your booking: ${c.bookingUrl}`] : [];
  const ask = ["", `Questions? Call or WhatsApp ${c.phone}.`];
  const head = `Namaste, this is ${c.shopName}.`;
  switch (kind) {
    case "CONFIRMATION":
      return {
        subject: `Your booking ${numbers} at ${c.shopName} is confirmed`,
        text: [head, `Your booking ${numbers} is confirmed.`, "", ...stays.flatMap((s, i) => [...(i ? [""] : []), ...lines({ ...s, title: `${s.number} · ${s.title}` })]), ...page, ...ask].join("\n"),
      };
    case "PICKUP_TOMORROW":
      return {
        subject: `Pickup tomorrow, ${shortDate(first.from)}: ${numbers}`,
        text: [head, `Your pickup is tomorrow, ${formatDay(first.from)}:`, ...pieces(stays), `Return by ${formatDay(first.to)}.`, ...page, ...ask].join("\n"),
      };
    case "RETURN_TODAY":
      return {
        subject: `Return today, ${shortDate(first.to)}: ${numbers}`,
        text: [head, `Today, ${formatDay(first.to)}, is the return day for:`, ...pieces(stays), "Please bring it back to the shop today.", ...page, ...ask].join("\n"),
      };
    case "OVERDUE_1":
    case "OVERDUE_3": {
      const late = c.daysLate ?? 1;
      return {
        subject: `${numbers} is ${late} ${late === 1 ? "day" : "days"} late: please return it`,
        text: [
          head,
          `The return day was ${formatDay(first.to)}; ${late === 1 ? "it is now 1 day" : `it is now ${late} days`} late:`,
          ...pieces(stays),
          `Late fee so far: ${formatRupees(c.lateFee ?? 0)} (taken from the deposit). Please bring it back as soon as you can.`,
          ...page,
          ...ask,
        ].join("\n"),
      };
    }
  }
}

const METHOD_WORDS: Record<string, string> = { UPI: "UPI", CASH: "cash", CARD: "card", ONLINE: "online" };

/**
 * "Deposit refunded" (the owner's one-tap WhatsApp on the day she records a refund): how much
 * came back, how (with the reference she typed, if any), for which pieces, and her booking page.
 * Not for a ₹0 settlement: there is nothing to tell her was sent.
 */
export function depositRefundedMessage(stays: ReminderStay[], c: ReminderContext, refund: { amount: number; methods: string[]; references: string[] }): { subject: string; text: string } {
  const numbers = stays.map((s) => s.number).join(", ");
  const by = refund.methods.map((m) => METHOD_WORDS[m] ?? m.toLowerCase()).join(" and ");
  const reference = refund.references.length ? ` (reference ${refund.references.join(", ")})` : "";
  return {
    subject: `Deposit refunded: ${formatRupees(refund.amount)} for ${numbers}`,
    text: [
      `Namaste, this is ${c.shopName}.`,
      `Your deposit is refunded: ${formatRupees(refund.amount)} by ${by}${reference}, for:`,
      ...pieces(stays),
      "Thank you for renting with us.",
      ...(c.bookingUrl ? ["", `Your booking: ${c.bookingUrl}`] : []),
      "",
      `Questions? Call or WhatsApp ${c.phone}.`,
    ].join("\n"),
  };
}
