/**
 * Calendar days as "YYYY-MM-DD" strings: a rental is booked for India calendar days, so no
 * time of day or time zone is involved once a day is named. Arithmetic runs in UTC, where
 * every day is 24 hours. Safe on the client and the server.
 */
export type Day = string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day (not 30 February), or false. */
export function isDay(value: string): value is Day {
  const m = DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Midnight UTC of the day: how a PostgreSQL DATE travels through Prisma. */
export function dayToDate(day: Day): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

export function dateToDay(date: Date): Day {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: Day, n: number): Day {
  const date = dayToDate(day);
  date.setUTCDate(date.getUTCDate() + n);
  return dateToDay(date);
}

/** Whole days from `a` to `b` (b − a): 2026-12-14 → 2026-12-17 is 3. */
export function daysBetween(a: Day, b: Day): number {
  return Math.round((dayToDate(b).getTime() - dayToDate(a).getTime()) / 86_400_000);
}

/** Every day from `from` to `to`, both included. */
export function eachDay(from: Day, to: Day): Day[] {
  const out: Day[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The same day `months` later (clamped to the month's end: 31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: Day, months: number): Day {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return dateToDay(target);
}

/** What Intl calls each language of the shop (lib/i18n/locales.ts): Indian English, Hindi. */
export const INTL_LOCALE = { en: "en-IN", hi: "hi-IN" } as const;

/**
 * "Mon 14 Dec 2026" (or "सोम, 14 दिस॰ 2026" in Hindi) — for people; the day itself carries no
 * zone, so none is applied.
 */
export function formatDay(
  day: Day,
  options: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short", year: "numeric" },
  locale: keyof typeof INTL_LOCALE = "en",
): string {
  return dayToDate(day).toLocaleDateString(INTL_LOCALE[locale], { ...options, timeZone: "UTC" });
}
