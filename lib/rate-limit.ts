import { HttpError } from "./errors";
import { clientIpFrom, isOneVisitor } from "./client-ip";
import { consume, giveBack } from "./data/rate-limits";
import { holdRules } from "@/features/rentals/settings";

// `.in(key)`: the error's words in the "apiErrors" catalogue, for a Hindi page's request (issue #30).

/**
 * 429 with Retry-After when this client has sent `defaultMax` requests to `scope` within
 * `windowMs` (the environment variable `override`, PUBLIC_FORM_RATE_LIMIT unless named,
 * replaces the number). Counted in the database, so the
 * limit holds across requests at once and across instances sharing it. Clients whose address
 * is unknown (no trusted proxy, and no connection address from server.mjs) share one count.
 */
export async function limit(request: Request, scope: string, defaultMax: number, windowMs: number, override = "PUBLIC_FORM_RATE_LIMIT"): Promise<void> {
  const max = Number(process.env[override] ?? defaultMax);
  const outcome = await consume({ name: `form-${scope}`, points: max, windowSec: Math.ceil(windowMs / 1000) }, clientIpFrom(request.headers) ?? "unknown");
  if (!outcome.ok) {
    throw new HttpError(429, "Too many requests from your connection. Please wait a few minutes and try again.", undefined, { "Retry-After": String(outcome.retryAfter) }).in("tooManyRequests");
  }
}

const DAY_SEC = 24 * 60 * 60;

/**
 * Throws `refusal(retryAfter)` once `key` has used `max` actions of `name` within `windowSec`,
 * whoever sends them: for limits on a thing (a booking) rather than on a client.
 */
export async function limitKey(name: string, key: string, max: number, windowSec: number, refusal: (retryAfter: number) => HttpError): Promise<void> {
  const outcome = await consume({ name, points: max, windowSec }, key);
  if (!outcome.ok) throw refusal(outcome.retryAfter);
}

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
    throw new HttpError(
      429,
      `Online bookings are limited to ${rules.dailyPieceDays} piece-days (one piece for one day, the shop's days before and after each stay included) a day from one connection. To book more, call or WhatsApp the shop.`,
      undefined,
      { "Retry-After": String(outcome.retryAfter) },
    ).in("dailyPieceDays", { max: rules.dailyPieceDays });
  }
  return () => giveBack(daily, address, pieceDays);
}
