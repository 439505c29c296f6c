import { displayPhone, formatRupees } from "@/lib/format";
import { formatDay, type Day } from "@/lib/dates";
import { format, type Values } from "@/lib/i18n/format-message";
import { pluralKey } from "@/lib/i18n/plural";
import type { Locale } from "@/lib/i18n/locales";
import type { Fulfilment } from "@/features/shop/fulfilment";
import enWhatsapp from "@/messages/en/whatsapp.json";
import hiWhatsapp from "@/messages/hi/whatsapp.json";
import { stayDays } from "./terms";

/*
 * The words of a stay and of the visitor's own WhatsApp message, in her language.
 * Client components build that message too (product page, cart), so this file reads its one
 * small namespace, "whatsapp", straight from the two catalogue files instead of through the
 * server's translator (lib/i18n/server.ts), which would bring every catalogue to the browser.
 * What only the server sends her (e-mails, reminders, calendar files) is in ./customer-messages.ts.
 */
const WHATSAPP = { en: enWhatsapp, hi: hiWhatsapp } as const;
const whatsappWords = (locale: Locale) => (key: keyof typeof enWhatsapp, values?: Values) =>
  format(WHATSAPP[locale][key], values);

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
  /** delivered to her on `from`, or picked up at the shop (also when left out) */
  fulfilment?: Fulfilment | null;
  /**
   * the delivery address she typed, named only where a person sends the text (her own WhatsApp
   * message, the owner's reply): set on purpose, never spread from a view, so the shop's
   * automatic e-mails, reminders and calendar files carry nothing a visitor typed
   */
  deliverTo?: string | null;
}

/** A stay as every message names it: piece (and size), pickup or delivery (and where), return, rent and deposit, link. */
export function stayLines(s: StaySummary, locale: Locale = "en"): string[] {
  const t = whatsappWords(locale);
  const day = formatDay(s.from, undefined, locale);
  const delivery = s.fulfilment === "delivery";
  return [
    s.size ? t("titleWithSize", { title: s.title, size: s.size }) : s.title,
    delivery ? t("deliveryLine", { day }) : t("pickupLine", { day }),
    ...(delivery && s.deliverTo ? [t("deliverToLine", { address: s.deliverTo.replace(/\s*\n\s*/g, ", ") })] : []),
    t("returnLine", { day: formatDay(s.to, undefined, locale), days: stayDays(s.from, s.to) }),
    t("rentLine", { rent: formatRupees(s.rent), deposit: formatRupees(s.deposit) }),
    ...(s.link ? [s.link] : []),
  ];
}

const lines = (s: StaySummary) => stayLines(s, "en");

/** The visitor's WhatsApp message to the shop (product page, cart, a reservation), in the page's language. */
export function customerWhatsappText(stays: StaySummary[], locale: Locale = "en"): string {
  const t = whatsappWords(locale);
  const numbers = stays.map((s) => s.number).filter(Boolean);
  const head = numbers.length
    ? t(pluralKey(locale, "aboutReservation", numbers.length), { numbers: numbers.join(", ") })
    : t("wouldLikeToRent");
  // Several stays: each names its own number, so the shop can tell which piece is which.
  const named = (s: StaySummary) => (numbers.length > 1 && s.number ? { ...s, title: `${s.number} · ${s.title}` } : s);
  return [head, "", ...stays.flatMap((s, i) => [...(i ? [""] : []), ...stayLines(named(s), locale)])].join("\n");
}

export function reservationEmail(
  s: StaySummary & { number: string; phone?: string | null; email?: string | null; notes?: string | null },
  shopName: string,
  adminUrl: string,
) {
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
export function stayChangeEmail(
  s: StaySummary & { number: string; change: { from: Day; to: Day } | null },
  customer: string,
  shopName: string,
  todayUrl: string,
) {
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
export function customerCancelEmail(
  stays: (StaySummary & { number: string })[],
  customer: string,
  shopName: string,
  listUrl: string,
) {
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
