/** ₹1,550 — Indian digit grouping, whole rupees. */
export function formatRupees(amount: number): string {
  return `₹${Math.round(amount).toLocaleString("en-IN")}`;
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

/** "23 Nov 2026, 6:46 pm" in India time. */
export function formatIndiaDateTime(value: string | Date): string {
  return new Date(value).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: SHOP_TIME_ZONE });
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
