import { formatRupees } from "@/lib/format";
import { addDays, formatDay, type Day } from "./days";
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
  const numbered = stays.find((s) => s.number);
  const head = numbered ? `Hello! About my reservation ${stays.map((s) => s.number).filter(Boolean).join(", ")}:` : "Hello! I would like to rent:";
  return [head, "", ...stays.flatMap((s, i) => [...(i ? [""] : []), ...lines(s)])].join("\n");
}

/** The owner's one-tap reply to a customer about their reservation. */
export function ownerReplyText(s: StaySummary & { number: string; status: string }, shopName: string): string {
  return [`Namaste${s.name ? ` ${s.name}` : ""}, this is ${shopName}.`, `Your reservation ${s.number} is ${s.status.toLowerCase()}.`, "", ...lines(s)].join("\n");
}

export function reservationEmail(s: StaySummary & { number: string; phone?: string | null; email?: string | null; notes?: string | null }, shopName: string, adminUrl: string) {
  return {
    subject: `New reservation ${s.number}: ${s.title}, ${formatDay(s.from, { day: "numeric", month: "short" })} – ${formatDay(s.to, { day: "numeric", month: "short" })}`,
    body: [
      `New reservation on ${shopName}`,
      "",
      `Customer name: ${s.name ?? "—"}`,
      `Customer phone: ${s.phone ?? "—"}`,
      `Customer email: ${s.email ?? "—"}`,
      `Notes: ${s.notes ?? "—"}`,
      "",
      ...lines(s),
      "",
      `Today's work: ${adminUrl}/admin/today`,
    ].join("\n"),
  };
}

/**
 * The customer's e-mail once the owner has confirmed a booking. Only the shop's own words:
 * the address was typed by a visitor, so nothing a visitor typed (name, size, notes) goes to
 * it, and nothing at all before the owner has spoken to them.
 */
export function confirmationEmail(s: Pick<StaySummary, "title" | "from" | "to" | "rent" | "deposit" | "link"> & { number: string }, shopName: string, phone: string) {
  return {
    subject: `Your reservation ${s.number} at ${shopName} is confirmed`,
    body: [
      `Your reservation ${s.number} at ${shopName} is confirmed.`,
      "",
      ...lines({ ...s, size: null }),
      "",
      `Questions? Call or WhatsApp ${phone}. The attached calendar file adds pickup and return to your phone's calendar.`,
    ].join("\n"),
  };
}

/** Escapes text for an iCalendar field (RFC 5545 §3.3.11). */
// Any line break, a lone CR included, becomes the escaped "\n": a raw CR in a customer's text
// (the size field) could otherwise start a property of its own in a lenient calendar app.
const icsText = (v: string) => v.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r\n|\r|\n/g, "\\n");
const icsDay = (d: Day) => d.replace(/-/g, "");

const octets = (v: string) => new TextEncoder().encode(v).length;

/** Folds lines longer than 75 octets (RFC 5545 §3.1). */
function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (octets(rest) > 75) {
    let cut = 74;
    while (octets(rest.slice(0, cut)) > 74) cut--;
    out.push(rest.slice(0, cut));
    rest = " " + rest.slice(cut);
  }
  out.push(rest);
  return out.join("\r\n");
}

/**
 * A calendar file with two all-day events, pickup and return. All-day dates carry no time
 * zone, so they land on the same calendar days wherever the phone is.
 */
export function reservationIcs(s: StaySummary & { number: string; id: string }, shopName: string, address: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const event = (kind: "pickup" | "return", day: Day, summary: string) => [
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
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${icsText(shopName)}//Reservations//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...event("pickup", s.from, `Pick up ${s.title} (${s.number}) — ${shopName}`),
    ...event("return", s.to, `Return ${s.title} (${s.number}) — ${shopName}`),
    "END:VCALENDAR",
  ]
    .map(fold)
    .join("\r\n") + "\r\n";
}
