import { SHOP_TIME_ZONE } from "@/lib/format";
import { addDays, type Day } from "@/lib/dates";
import type { Locale } from "@/lib/i18n/locales";
import { stayDays } from "./terms";

/**
 * Pending holds: an online booking holds its days only until the owner confirms it, or for
 * `hours` after it was made, whichever comes first. Pure rules; the data layer applies them.
 */
export interface HoldRules {
  /** how long an unconfirmed online booking holds its days (RENTAL_HOLD_HOURS) */
  holdHours: number;
  /** how long an online hold lasts unpaid while the owner requires the advance (then paying it online confirms it) */
  unpaidHoldHours: number;
  /** piece-days one address may hold unconfirmed at once (RENTAL_PENDING_PIECE_DAYS) */
  pendingPieceDays: number;
  /** piece-days one address may book in a day (RENTAL_DAILY_PIECE_DAYS) */
  dailyPieceDays: number;
  /** stays of one piece one address may hold unconfirmed at once (RENTAL_PENDING_STAYS_PER_PIECE) */
  pendingStaysPerPiece: number;
  /** the share of a category's copy-days, over any 30 days, that unconfirmed holds may take (RENTAL_UNPAID_SHARE_PERCENT) */
  unpaidSharePercent: number;
  /** how long an address may not hold a piece again after its hold of it lapsed unconfirmed (RENTAL_HOLD_COOLDOWN_HOURS) */
  coolDownHours: number;
}

/** When a hold made at `createdAt` stops holding its days unless confirmed. */
export function holdLapsesAt(createdAt: Date, hours: number): Date {
  return new Date(createdAt.getTime() + hours * 60 * 60 * 1000);
}

/**
 * A booking still REQUESTED whose lapse time has come no longer holds anything: from that
 * moment (`<=`, the moment itself included) it frees its days and reads as cancelled, before
 * anything marks it so. A null lapse time never lapses. The one rule: queries use its twins in
 * data/lapse.ts (SQL and Prisma filters), held to the same answers by tests/rentals/lapse.test.ts.
 */
export function hasLapsed(hold: { status: string; lapsesAt: Date | null }, now: Date): boolean {
  return hold.status === "REQUESTED" && hold.lapsesAt !== null && hold.lapsesAt.getTime() <= now.getTime();
}

/** A pending hold that still holds its days: REQUESTED and not lapsed (hasLapsed). */
export function isHolding(hold: { status: string; lapsesAt: Date | null }, now: Date): boolean {
  return hold.status === "REQUESTED" && !hasLapsed(hold, now);
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
  for (const [pieceId, seen] of byPiece)
    if (seen.size > max && (!worst || seen.size > worst.count)) worst = { pieceId, count: seen.size };
  return worst;
}

/**
 * "Tue 1 Dec, 3 pm" (or "3:30 pm") in India time: when a hold lapses, for the owner and the
 * visitor. In Hindi, "मंगल, 1 दिस॰, दोपहर 3:30" (the time of day in words, not am/pm).
 */
export function holdTimeText(at: Date, locale: Locale = "en"): string {
  if (locale === "hi") {
    return new Intl.DateTimeFormat("hi-IN", {
      timeZone: SHOP_TIME_ZONE,
      weekday: "short",
      day: "numeric",
      month: "short",
      hour: "numeric",
      minute: "2-digit",
      dayPeriod: "short",
    }).format(at);
  }
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-IN", {
      timeZone: SHOP_TIME_ZONE,
      weekday: "short",
      day: "numeric",
      month: "short",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const minutes = parts.minute === "00" ? "" : `:${parts.minute}`;
  return `${parts.weekday} ${parts.day} ${parts.month}, ${parts.hour}${minutes} ${(parts.dayPeriod ?? "").toLowerCase()}`;
}

/**
 * The last minute before a cutoff, as a person reads it: a cutoff at the start of Monday
 * written "Mon 21 Dec, 12 am" (Hindi "सोम, 21 दिस॰, रात 12:00") reads as the end of Monday,
 * a day too late; "Sun 20 Dec, 11:59 pm" ("रवि, 20 दिस॰, रात 11:59") cannot be misread.
 */
export function lastMinuteText(cutoff: Date, locale: Locale = "en"): string {
  return holdTimeText(new Date(cutoff.getTime() - 60_000), locale);
}

/** The owner's line on a pending hold: "lapses Tue 1 Dec, 3 pm". */
export function lapseText(at: Date): string {
  return `lapses ${holdTimeText(at)}`;
}

/** "Held until Tue 1 Dec, 3 pm (India time). The shop will call you to confirm; …" */
export function heldUntilText(at: Date): string {
  return `Held until ${holdTimeText(at)} (India time). The shop will call you to confirm; unconfirmed, the days are freed then.`;
}

/**
 * The last day a stay holds its copy, seen on `today`: its hold's end, or, for a piece picked
 * up and not back past its return day, today and the piece's buffer days after it. A piece not
 * back keeps its copy off the market one day at a time until the owner marks it returned (then
 * its buffer counts from the day it really came back); the days beyond stay bookable, and a
 * booking already there is at risk until it is back.
 */
export function holdEndOn(stay: { status: string; returnOn: Day; holdTo: Day }, today: Day, bufferAfter: number): Day {
  if (stay.status !== "PICKED_UP" || stay.returnOn >= today) return stay.holdTo;
  const stillOut = addDays(today, bufferAfter);
  return stillOut > stay.holdTo ? stillOut : stay.holdTo;
}

/** The span the ceiling on unpaid holds is measured over: any run of this many days. */
export const UNPAID_WINDOW_DAYS = 30;

/** A hold as the ceiling counts it: its days (buffers included) and copies. */
export interface HeldSpan {
  from: Day;
  to: Day;
  copies?: number;
}

/**
 * The piece-days unpaid holds may take in one category over any UNPAID_WINDOW_DAYS: `percent`
 * of its copies' days, and never less than `floor` (one ordinary stay), so a quiet category of
 * one or two pieces still takes an online booking.
 */
export function unpaidCeiling(copies: number, percent: number, floor: number): number {
  return Math.max(floor, Math.floor((copies * UNPAID_WINDOW_DAYS * percent) / 100));
}

/**
 * The most piece-days `held` and `adding` together take in any UNPAID_WINDOW_DAYS-day window
 * that touches one of `adding`: what the category would have off the market unpaid, at its
 * worst, were these holds made. Windows far from the new holds cannot change, so they are not read.
 */
export function worstWindow(held: HeldSpan[], adding: HeldSpan[]): number {
  if (!adding.length) return 0;
  const all = [...held, ...adding];
  const start = addDays(
    adding.reduce((min, s) => (s.from < min ? s.from : min), adding[0]!.from),
    -(UNPAID_WINDOW_DAYS - 1),
  );
  const end = addDays(
    adding.reduce((max, s) => (s.to > max ? s.to : max), adding[0]!.to),
    UNPAID_WINDOW_DAYS - 1,
  );
  const length = stayDays(start, end);
  // Copies held on each day of start..end, then the best sum of any window over them.
  const perDay = new Array<number>(length + 1).fill(0);
  for (const s of all) {
    const from = s.from < start ? start : s.from;
    const to = s.to > end ? end : s.to;
    if (from > to) continue;
    perDay[stayDays(start, from) - 1]! += s.copies ?? 1;
    perDay[stayDays(start, to)]! -= s.copies ?? 1;
  }
  // prefix[i]: piece-days held on the first i days of start..end.
  const prefix = [0];
  let copies = 0;
  for (let i = 0; i < length; i++) prefix.push(prefix[i]! + (copies += perDay[i]!));
  let worst = 0;
  for (const a of adding) {
    // the windows that hold a day of `a`: starting from UNPAID_WINDOW_DAYS - 1 days before it to its last day
    for (let first = stayDays(start, a.from) - UNPAID_WINDOW_DAYS; first < stayDays(start, a.to); first++) {
      worst = Math.max(worst, prefix[first + UNPAID_WINDOW_DAYS]! - prefix[first]!);
    }
  }
  return worst;
}

/**
 * The piece-days `held` takes within the `days` days from `from`: what the owner's Today
 * reads as the share of the coming month held online without payment.
 */
export function heldWithin(held: HeldSpan[], from: Day, days = UNPAID_WINDOW_DAYS): number {
  const last = addDays(from, days - 1);
  return held.reduce((n, s) => {
    const a = s.from < from ? from : s.from;
    const b = s.to > last ? last : s.to;
    return a > b ? n : n + stayDays(a, b) * (s.copies ?? 1);
  }, 0);
}
