import { SHOP_TIME_ZONE } from "@/lib/format";
import type { Day } from "@/lib/dates";
import type { Locale } from "@/lib/i18n/locales";
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
  /** stays of one piece one phone, and one address, may hold unconfirmed at once (RENTAL_PENDING_STAYS_PER_PIECE) */
  pendingStaysPerPiece: number;
}

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
 * day it is held, buffer days included (`from`..`to` is the hold, not the stay). Counting the
 * stay alone let a 1-day stay hold 4 days under the default buffers, and the 3 days between
 * two such holds could not be booked by anyone: 40 one-day stays took a piece for 280 days.
 */
export function pieceDays(hold: { from: Day; to: Day; copies?: number }): number {
  return stayDays(hold.from, hold.to) * (hold.copies ?? 1);
}

export function totalPieceDays(holds: { from: Day; to: Day; copies?: number }[]): number {
  return holds.reduce((sum, s) => sum + pieceDays(s), 0);
}

/** One stay of a piece, as the per-piece cap counts it: its copies are one stay. */
export interface PieceStay {
  pieceId: string;
  from: Day;
  to: Day;
}

/**
 * The piece with the most distinct stays among `stays` when that is more than `max`, else
 * null. A stay is a piece and its pickup..return: copies of it, or the same days asked for
 * twice, are one stay, since they add no days taken off the market; many short stays spread
 * over the calendar are what leaves a piece's gaps too short for anyone else.
 */
export function tooManyStays(stays: PieceStay[], max: number): { pieceId: string; count: number } | null {
  const byPiece = new Map<string, Set<string>>();
  for (const s of stays) {
    const seen = byPiece.get(s.pieceId) ?? new Set<string>();
    seen.add(`${s.from}/${s.to}`);
    byPiece.set(s.pieceId, seen);
  }
  let worst: { pieceId: string; count: number } | null = null;
  for (const [pieceId, seen] of byPiece) if (seen.size > max && (!worst || seen.size > worst.count)) worst = { pieceId, count: seen.size };
  return worst;
}

/**
 * "Tue 1 Dec, 3 pm" (or "3:30 pm") in India time: when a hold lapses, for the owner and the
 * visitor. In Hindi, "मंगल, 1 दिस॰, दोपहर 3:30" (the time of day in words, not am/pm).
 */
export function holdTimeText(at: Date, locale: Locale = "en"): string {
  if (locale === "hi") {
    return new Intl.DateTimeFormat("hi-IN", { timeZone: SHOP_TIME_ZONE, weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit", dayPeriod: "short" }).format(at);
  }
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

/** "Held until Tue 1 Dec, 3 pm (India time). The shop will call you to confirm; …" */
export function heldUntilText(at: Date): string {
  return `Held until ${holdTimeText(at)} (India time). The shop will call you to confirm; unconfirmed, the days are freed then.`;
}
