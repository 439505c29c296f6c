import { SHOP_TIME_ZONE } from "@/lib/format";
import type { Day } from "./days";
import { stayDays } from "./terms";

/**
 * Pending holds: an online booking holds its days only until the owner confirms it, or for
 * `hours` after it was made, whichever comes first. Pure rules; the data layer applies them.
 */
export interface HoldRules {
  /** how long an unconfirmed online booking holds its days (RENTAL_HOLD_HOURS) */
  holdHours: number;
  /** piece-days one phone, and one address, may hold unconfirmed at once (RENTAL_PENDING_PIECE_DAYS) */
  pendingPieceDays: number;
  /** piece-days one address may book in a day (RENTAL_DAILY_PIECE_DAYS) */
  dailyPieceDays: number;
}

export const HOLD_DEFAULTS: HoldRules = { holdHours: 48, pendingPieceDays: 40, dailyPieceDays: 60 };

/** When a hold made at `createdAt` stops holding its days unless confirmed. */
export function holdLapsesAt(createdAt: Date, hours: number): Date {
  return new Date(createdAt.getTime() + hours * 60 * 60 * 1000);
}

/** A booking still REQUESTED whose lapse time has come no longer holds anything. */
export function hasLapsed(hold: { status: string; lapsesAt: Date | null }, now: Date): boolean {
  return hold.status === "REQUESTED" && hold.lapsesAt !== null && hold.lapsesAt.getTime() <= now.getTime();
}

/**
 * What a booking takes off the market, in the unit every allowance counts: one copy for one
 * day of the stay (pickup and return included; buffer days are the shop's, not the visitor's).
 */
export function pieceDays(stay: { from: Day; to: Day; copies?: number }): number {
  return stayDays(stay.from, stay.to) * (stay.copies ?? 1);
}

export function totalPieceDays(stays: { from: Day; to: Day; copies?: number }[]): number {
  return stays.reduce((sum, s) => sum + pieceDays(s), 0);
}

/** "Tue 1 Dec, 3 pm" (or "3:30 pm") in India time: when a hold lapses, for the owner and the visitor. */
export function holdTimeText(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-IN", { timeZone: SHOP_TIME_ZONE, weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit", hour12: true })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const minutes = parts.minute === "00" ? "" : `:${parts.minute}`;
  return `${parts.weekday} ${parts.day} ${parts.month}, ${parts.hour}${minutes} ${(parts.dayPeriod ?? "").toLowerCase()}`;
}

/** The owner's line on a pending hold: "lapses Tue 1 Dec, 3 pm". */
export function lapseText(at: Date): string {
  return `lapses ${holdTimeText(at)}`;
}
