import { addDays, addMonths, formatDay, type Day } from "@/lib/dates";

/** The money screen's spans: an India calendar day, a week (Monday to Sunday) or a month. */
export const PERIODS = ["day", "week", "month"] as const;
export type Period = (typeof PERIODS)[number];

export interface MoneySpan {
  period: Period;
  /** first and last day, both included (India calendar days) */
  from: Day;
  to: Day;
  /** a day in the span before and the one after, for the arrows */
  prev: Day;
  next: Day;
  /** "Thu 26 Nov 2026", "23 – 29 Nov 2026", "November 2026" */
  label: string;
}

/** The day, week or month that holds `on`. */
export function moneySpan(period: Period, on: Day): MoneySpan {
  if (period === "day") return { period, from: on, to: on, prev: addDays(on, -1), next: addDays(on, 1), label: formatDay(on).replace(/,/g, "") };
  if (period === "week") {
    const weekday = new Date(`${on}T00:00:00Z`).getUTCDay();
    const from = addDays(on, -((weekday + 6) % 7));
    const to = addDays(from, 6);
    const short = (d: Day) => formatDay(d, { day: "numeric", month: "short" });
    return { period, from, to, prev: addDays(from, -7), next: addDays(from, 7), label: `${short(from)} – ${short(to)} ${to.slice(0, 4)}` };
  }
  const from = `${on.slice(0, 7)}-01`;
  return { period, from, to: addDays(addMonths(from, 1), -1), prev: addMonths(from, -1), next: addMonths(from, 1), label: formatDay(from, { month: "long", year: "numeric" }) };
}

/** One money movement for the accountant: a payment that came in, or a refund paid back (a negative amount). */
export interface MoneyRow {
  at: Date;
  kind: "payment" | "refund";
  /** the R-numbers of the booking */
  booking: string;
  customer: string | null;
  phone: string | null;
  method: "UPI" | "CASH" | "CARD" | "ONLINE" | null;
  reference: string | null;
  /** whole rupees: payments above 0, refunds below */
  amount: number;
}
