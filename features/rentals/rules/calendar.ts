import { addDays, addMonths, dayToDate, eachDay, formatDay, type Day } from "@/lib/dates";
import type { Locale } from "@/lib/i18n/locales";

/**
 * Month arithmetic for the booking calendar (no date library: a month is "YYYY-MM" and
 * every day a "YYYY-MM-DD" string, as in lib/dates.ts). Safe on the client and the server.
 */
export type Month = string;

export const monthOf = (day: Day): Month => day.slice(0, 7);
export const firstDay = (month: Month): Day => `${month}-01`;
export const lastDay = (month: Month): Day => addDays(addMonths(firstDay(month), 1), -1);
export const shiftMonth = (month: Month, n: number): Month => monthOf(addMonths(firstDay(month), n));

/** Weeks of the month, Monday first; cells outside the month are null. */
export function monthWeeks(month: Month): (Day | null)[][] {
  const days = eachDay(firstDay(month), lastDay(month));
  const lead = (dayToDate(days[0]!).getUTCDay() + 6) % 7;
  const cells: (Day | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** Every month a span of days touches, in order. */
export function monthsSpanned(from: Day, to: Day): Month[] {
  const out: Month[] = [];
  for (let m = monthOf(from); m <= monthOf(to); m = shiftMonth(m, 1)) out.push(m);
  return out;
}

/**
 * "Monday 14 December 2026" ("सोमवार 14 दिसंबर 2026" in Hindi): built from parts, so every
 * browser's locale data says it alike.
 */
export function longDay(day: Day, locale: Locale = "en"): string {
  return `${formatDay(day, { weekday: "long" }, locale)} ${Number(day.slice(8))} ${formatDay(day, { month: "long" }, locale)} ${day.slice(0, 4)}`;
}

/** "December 2026" ("दिसंबर 2026"). */
export function monthName(month: Month, locale: Locale = "en"): string {
  return `${formatDay(firstDay(month), { month: "long" }, locale)} ${month.slice(0, 4)}`;
}

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/**
 * The calendar's column heads, Monday first: the day's name and what the narrow column shows
 * ("Monday", "Mo"; in Hindi "सोमवार", "सोम").
 */
export function weekdayHeads(locale: Locale = "en"): { name: string; short: string }[] {
  if (locale === "en") return WEEKDAYS.map((name) => ({ name, short: name.slice(0, 2) }));
  // 2026-01-05 was a Monday.
  return WEEKDAYS.map((_, i) => {
    const day = addDays("2026-01-05", i);
    return { name: formatDay(day, { weekday: "long" }, locale), short: formatDay(day, { weekday: "short" }, locale) };
  });
}

/** Where arrow keys, Home/End and Page Up/Down move the calendar's focus from `day`. */
export function keyTarget(day: Day, key: string, shift = false): Day | null {
  const weekday = (dayToDate(day).getUTCDay() + 6) % 7;
  switch (key) {
    case "ArrowLeft":
      return addDays(day, -1);
    case "ArrowRight":
      return addDays(day, 1);
    case "ArrowUp":
      return addDays(day, -7);
    case "ArrowDown":
      return addDays(day, 7);
    case "Home":
      return addDays(day, -weekday);
    case "End":
      return addDays(day, 6 - weekday);
    case "PageUp":
      return addMonths(day, shift ? -12 : -1);
    case "PageDown":
      return addMonths(day, shift ? 12 : 1);
    default:
      return null;
  }
}
