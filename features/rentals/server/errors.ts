import { HttpError } from "@/lib/errors";
import type { Day } from "@/lib/dates";

// Each refusal names its words in the "apiErrors" catalogue: English and Hindi are written there.

/**
 * 409: the dates were taken (perhaps a moment ago). The answer carries the nearest stays
 * still free (`nearestFree`) and the piece (`productId`), so a checkout can point at its line.
 */
export class BookingConflictError extends HttpError {
  constructor(
    readonly nearestFree: { from: Day; to: Day }[],
    title: string,
    readonly productId?: string,
  ) {
    super(409, { key: nearestFree.length ? "booked" : "bookedNoneNear", values: { title } }, undefined, undefined, {
      nearestFree,
      ...(productId ? { productId } : {}),
    });
  }
}

function retryAfter(firstLapse: Date | null, now: Date): Record<string, string> {
  return {
    "Retry-After": String(firstLapse ? Math.max(1, Math.ceil((firstLapse.getTime() - now.getTime()) / 1000)) : 3600),
  };
}

/**
 * 429 when this address already holds, unconfirmed, as many piece-days as the shop
 * lets one visitor hold; Retry-After says when the first of those holds lapses.
 */
export class PendingCapError extends HttpError {
  constructor(max: number, firstLapse: Date | null, now: Date) {
    super(429, { key: "pendingPieceDays", values: { max } }, undefined, retryAfter(firstLapse, now));
  }
}

/** 429 when this address already holds as many unconfirmed stays of the piece as one visitor may. */
export class PieceStaysCapError extends HttpError {
  constructor(max: number, title: string, firstLapse: Date | null, now: Date) {
    super(
      429,
      { key: max === 1 ? "pendingStays_one" : "pendingStays_other", values: { max, title } },
      undefined,
      retryAfter(firstLapse, now),
    );
  }
}

/**
 * 409 when the holds waiting for the shop's confirmation already take as much of a category's
 * days, over some 30 days this booking touches, as the shop lets unpaid holds take: the rest
 * stays on the market for people who book and pay. Retry-After: when the first of them lapses.
 */
export class UnpaidCeilingError extends HttpError {
  constructor(title: string, firstLapse: Date | null, now: Date) {
    super(409, { key: "unpaidCeiling", values: { title } }, undefined, retryAfter(firstLapse, now));
  }
}

/** 429 when this address let its hold of the piece lapse unconfirmed a short while ago. */
export class CoolDownError extends HttpError {
  constructor(title: string, until: Date, now: Date) {
    super(429, { key: "holdCoolDown", values: { title } }, undefined, retryAfter(until, now));
  }
}
