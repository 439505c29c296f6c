import { HttpError } from "@/lib/errors";
import { clientIpFrom, isOneVisitor } from "@/lib/http/client-ip";
import { consume, giveBack } from "@/lib/rate-limit/counts";
import { holdRules } from "../settings";

// The refusal's words are the "apiErrors" catalogue's, in the visitor's language.

const DAY_SEC = 24 * 60 * 60;

/**
 * Piece-days (one copy of a piece off the market for one day, buffer days included) one
 * address may book in a day, across checkouts and reservations (RENTAL_DAILY_PIECE_DAYS).
 * Requests and lines would be the wrong unit: one checkout line can carry 20 copies and
 * 14 days. Pending holds are capped apart (features/rentals/server/booking.ts); this bounds how fast a connection
 * can book, confirm or not.
 *
 * 429 when `pieceDays` would pass the address's day; counts them otherwise, and answers how to
 * give them back when the booking is then refused (taken days, a cap): a refusal spends
 * nothing. The booking has
 * already refused (422) a request larger than any one request may hold, before this. Only a
 * public address is counted: behind the shop's own proxy (or with no address) every visitor
 * would share one day's allowance, and one stranger would lock out the rest for a day; there
 * the per-phone and per-piece caps of pending holds bound what anyone holds.
 */
export async function limitPieceDays(request: Request, pieceDays: number): Promise<(() => Promise<void>) | undefined> {
  const address = clientIpFrom(request.headers);
  if (pieceDays <= 0 || !isOneVisitor(address)) return undefined;
  const rules = holdRules();
  const daily = { name: "piece-days", points: rules.dailyPieceDays, windowSec: DAY_SEC };
  const outcome = await consume(daily, address, pieceDays);
  if (!outcome.ok) {
    throw new HttpError(429, { key: "dailyPieceDays", values: { max: rules.dailyPieceDays } }, undefined, {
      "Retry-After": String(outcome.retryAfter),
    });
  }
  return () => giveBack(daily, address, pieceDays);
}
