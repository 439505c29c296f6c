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
  if (period === "day")
    return {
      period,
      from: on,
      to: on,
      prev: addDays(on, -1),
      next: addDays(on, 1),
      label: formatDay(on).replace(/,/g, ""),
    };
  if (period === "week") {
    const weekday = new Date(`${on}T00:00:00Z`).getUTCDay();
    const from = addDays(on, -((weekday + 6) % 7));
    const to = addDays(from, 6);
    const short = (d: Day) => formatDay(d, { day: "numeric", month: "short" });
    return {
      period,
      from,
      to,
      prev: addDays(from, -7),
      next: addDays(from, 7),
      label: `${short(from)} – ${short(to)} ${to.slice(0, 4)}`,
    };
  }
  const from = `${on.slice(0, 7)}-01`;
  return {
    period,
    from,
    to: addDays(addMonths(from, 1), -1),
    prev: addMonths(from, -1),
    next: addMonths(from, 1),
    label: formatDay(from, { month: "long", year: "numeric" }),
  };
}

/** The charges the money screen names (deposits apart: they are not the shop's money). */
export interface Charged {
  rent: number;
  delivery: number;
  goods: number;
  lateFees: number;
  damages: number;
  adjustments: number;
  total: number;
}

/** Which of the screen's charge figures a ledger kind adds to. */
export const CHARGE_COLUMNS: Record<
  "RENT" | "DELIVERY" | "GOODS" | "LATE_FEE" | "DAMAGE" | "ADJUSTMENT",
  Exclude<keyof Charged, "total">
> = {
  RENT: "rent",
  DELIVERY: "delivery",
  GOODS: "goods",
  LATE_FEE: "lateFees",
  DAMAGE: "damages",
  ADJUSTMENT: "adjustments",
};

export function chargeTotal(c: Omit<Charged, "total">): number {
  return c.rent + c.delivery + c.goods + c.lateFees + c.damages + c.adjustments;
}

/**
 * One ledger entry for the accountant: a charge, a deposit asked or released, or money that
 * moved (a payment above 0, a refund below). Each amount sits in one of three columns, so
 * each column adds up to the money screen's figure of the same span.
 */
export interface MoneyRow {
  /** the India day it happened */
  on: string;
  at: Date;
  kind: string;
  /** the R-numbers of the booking */
  booking: string;
  /** the stay it is for, when it is one stay's */
  stay: string | null;
  customer: string | null;
  phone: string | null;
  method: "UPI" | "CASH" | "CARD" | "ONLINE" | null;
  /** paid through Razorpay */
  online: boolean;
  reference: string | null;
  reason: string | null;
  /** whole rupees: rent, delivery, goods, fees, damage, adjustments (below 0 when taken back) */
  charge: number;
  /** deposits asked (above 0) and taken back or released (below 0) */
  deposit: number;
  /** payments in above 0, refunds out below 0 */
  money: number;
}
