import { INTL_LOCALE } from "@/lib/dates";
import type { Locale } from "@/lib/i18n/locales";
import { normaliseIndianMobile } from "@/lib/phone";

/** ₹1,550 — Indian digit grouping, whole rupees. */
export function formatRupees(amount: number): string {
  return `₹${Math.round(amount).toLocaleString("en-IN")}`;
}

/**
 * 12,34,567: a count in the page's language. Said outright because a bare toLocaleString()
 * takes the phone's own setting: 1,234,567 on one set to US English, 1.234.567 in German.
 */
export function formatCount(count: number, locale: Locale = "en"): string {
  return count.toLocaleString(INTL_LOCALE[locale]);
}

/** spec §2: the first `count` words plus '...' when there were more. */
export function previewWords(text: string, count: number): string {
  const words = text.trim().split(/\s+/);
  return words.length > count ? `${words.slice(0, count).join(" ")}...` : text.trim();
}

/** spec §2: the first `count` characters plus '...' when longer. */
export function previewChars(text: string, count: number): string {
  return text.length > count ? `${text.slice(0, count)}...` : text;
}

/** The shop is in Delhi: every date and time a person reads is India time, whatever the server's zone. */
export const SHOP_TIME_ZONE = "Asia/Kolkata";

/** "23 Nov 2026, 6:46 pm" in India time (in Hindi with locale "hi"). */
export function formatIndiaDateTime(value: string | Date, locale: "en" | "hi" = "en"): string {
  return new Date(value).toLocaleString(locale === "hi" ? "hi-IN" : "en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: SHOP_TIME_ZONE,
  });
}

/** The instant a day (YYYY-MM-DD) starts in India (UTC+05:30, no daylight saving), plus `addDays`. */
export function indiaDayStart(day: string, addDays = 0): Date {
  const start = new Date(`${day}T00:00:00+05:30`);
  start.setUTCDate(start.getUTCDate() + addDays);
  return start;
}

/** Today's date in India, YYYY-MM-DD. */
export function indiaToday(now = new Date()): string {
  return now.toLocaleDateString("en-CA", { timeZone: SHOP_TIME_ZONE });
}

/**
 * How the shop writes a phone number: "+91 98110 45872". Stored numbers are "+919811045872"
 * (the API normalises them), but older rows and typed ones ("098110 45872") are read the same
 * way; anything that is not an Indian mobile stays as it was stored. Orders, Today,
 * Reservations, Messages and the owner's e-mails all use this one.
 */
export function displayPhone(phone: string): string {
  const mobile = normaliseIndianMobile(phone);
  return mobile ? `+91 ${mobile.slice(3, 8)} ${mobile.slice(8)}` : phone;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/**
 * "just now", "5 minutes ago", "3 hours ago", "2 days ago": how long ago something happened,
 * in whole units counted down (59 s is "just now", never "0 minutes ago"; 1 h 59 min is
 * "1 hour ago"). A time ahead of `now` (another machine's clock) is "just now" too.
 */
export function timeAgo(value: string | Date, now: number = Date.now()): string {
  const seconds = Math.floor((now - new Date(value).getTime()) / 1000);
  if (!(seconds >= 60)) return "just now";
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${plural(minutes, "minute")} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${plural(hours, "hour")} ago`;
  return `${plural(Math.floor(hours / 24), "day")} ago`;
}
