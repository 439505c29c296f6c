import { HttpError } from "@/lib/errors";
import type { Day } from "@/lib/dates";

// `.in(key)`: the error's words in the "apiErrors" catalogue, for a Hindi page's request (issue #30).

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
    const hint = nearestFree.length ? " Here are the nearest free dates." : " No nearby dates are free; please call the shop.";
    super(409, `${title} was just booked for those dates.${hint}`, undefined, undefined, { nearestFree, ...(productId ? { productId } : {}) });
    this.in(nearestFree.length ? "booked" : "bookedNoneNear", { title });
  }
}

function retryAfter(firstLapse: Date | null, now: Date): Record<string, string> {
  return { "Retry-After": String(firstLapse ? Math.max(1, Math.ceil((firstLapse.getTime() - now.getTime()) / 1000)) : 3600) };
}

/**
 * 429 when this address already holds, unconfirmed, as many piece-days as the shop
 * lets one visitor hold; Retry-After says when the first of those holds lapses.
 */
export class PendingCapError extends HttpError {
  constructor(max: number, firstLapse: Date | null, now: Date) {
    super(
      429,
      `Bookings waiting for the shop's confirmation may hold at most ${max} piece-days (one piece for one day, the shop's days before and after each stay included) from one connection. The shop will call about the ones you made; to book more now, call or WhatsApp the shop.`,
      undefined,
      retryAfter(firstLapse, now),
    );
    this.in("pendingPieceDays", { max });
  }
}

/** 429 when this address already holds as many unconfirmed stays of the piece as one visitor may. */
export class PieceStaysCapError extends HttpError {
  constructor(max: number, title: string, firstLapse: Date | null, now: Date) {
    super(
      429,
      `Bookings waiting for the shop's confirmation may hold at most ${max} ${max === 1 ? "stay" : "stays"} of one piece from one connection, and ${title} has that many from you. The shop will call about them; to book more now, call or WhatsApp the shop.`,
      undefined,
      retryAfter(firstLapse, now),
    );
    this.in(max === 1 ? "pendingStays_one" : "pendingStays_other", { max, title });
  }
}

/**
 * 409 when the holds waiting for the shop's confirmation already take as much of a category's
 * days, over some 30 days this booking touches, as the shop lets unpaid holds take: the rest
 * stays on the market for people who book and pay. Retry-After: when the first of them lapses.
 */
export class UnpaidCeilingError extends HttpError {
  constructor(title: string, firstLapse: Date | null, now: Date) {
    super(
      409,
      `So many pieces like ${title} are already held online, waiting for the shop's confirmation, around these days that this one cannot be held online just now. Call or WhatsApp the shop to book it at once, or try again later.`,
      undefined,
      retryAfter(firstLapse, now),
    );
    this.in("unpaidCeiling", { title });
  }
}

/** 429 when this address let its hold of the piece lapse unconfirmed a short while ago. */
export class CoolDownError extends HttpError {
  constructor(title: string, until: Date, now: Date) {
    super(
      429,
      `Your hold of ${title} lapsed without being confirmed a short while ago, so it cannot be held online again from this connection yet. Call or WhatsApp the shop to book it.`,
      undefined,
      retryAfter(until, now),
    );
    this.in("holdCoolDown", { title });
  }
}
