import { HttpError } from "./errors";
import { clientIpFrom } from "./client-ip";
import { consume } from "./data/rate-limits";

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
    throw new HttpError(429, "Too many requests from your connection. Please wait a few minutes and try again.", undefined, { "Retry-After": String(outcome.retryAfter) });
  }
}

const DAY_SEC = 24 * 60 * 60;

/**
 * Stays (dated lines) one address may book in a day, across checkouts and reservations: the
 * request limits above count requests, and one checkout can carry 50 stays. Without this, one
 * anonymous request could hold a piece for its whole booking horizon, or every piece at once,
 * until the owner cancelled each by hand. A family renting for a wedding books a handful.
 */
export function stayLimit(): number {
  const max = Number(process.env.RENTAL_STAY_LIMIT ?? 15);
  return Number.isInteger(max) && max > 0 ? max : 15;
}

const STAYS_MESSAGE = (max: number) =>
  `Online bookings are limited to ${max} stays a day from one connection. To book more, call or WhatsApp the shop.`;

/** 429 when booking `stays` more would pass the day's stays for this address; counts them otherwise. */
export async function limitStays(request: Request, stays: number): Promise<void> {
  if (stays <= 0) return;
  const max = stayLimit();
  // More than a day's allowance in one request can never pass: refused (422, this request is
  // the problem, not the pace) without using the allowance up, so the visitor can book fewer.
  if (stays > max) throw new HttpError(422, `One booking online takes at most ${max} stays. To book more, call or WhatsApp the shop.`);
  const outcome = await consume({ name: "stays", points: max, windowSec: DAY_SEC }, clientIpFrom(request.headers) ?? "unknown", stays);
  if (!outcome.ok) throw new HttpError(429, STAYS_MESSAGE(max), undefined, { "Retry-After": String(outcome.retryAfter) });
}
