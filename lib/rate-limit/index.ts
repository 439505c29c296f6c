import { HttpError } from "@/lib/errors";
import { clientIpFrom } from "@/lib/http/client-ip";
import { consume } from "./counts";

// The refusal's words are the "apiErrors" catalogue's, in the visitor's language.

/**
 * 429 with Retry-After when this client has sent `defaultMax` requests to `scope` within
 * `windowMs` (the environment variable `override`, PUBLIC_FORM_RATE_LIMIT unless named,
 * replaces the number). Counted in the database, so the
 * limit holds across requests at once and across instances sharing it. Clients whose address
 * is unknown (no trusted proxy, and no connection address from server.mjs) share one count.
 */
export async function limit(
  request: Request,
  scope: string,
  defaultMax: number,
  windowMs: number,
  override = "PUBLIC_FORM_RATE_LIMIT",
): Promise<void> {
  const max = Number(process.env[override] ?? defaultMax);
  const outcome = await consume(
    { name: `form-${scope}`, points: max, windowSec: Math.ceil(windowMs / 1000) },
    clientIpFrom(request.headers) ?? "unknown",
  );
  if (!outcome.ok) {
    throw new HttpError(429, { key: "tooManyRequests" }, undefined, { "Retry-After": String(outcome.retryAfter) });
  }
}

/**
 * Throws `refusal(retryAfter)` once `key` has used `max` actions of `name` within `windowSec`,
 * whoever sends them: for limits on a thing (a booking) rather than on a client.
 */
export async function limitKey(
  name: string,
  key: string,
  max: number,
  windowSec: number,
  refusal: (retryAfter: number) => HttpError,
): Promise<void> {
  const outcome = await consume({ name, points: max, windowSec }, key);
  if (!outcome.ok) throw refusal(outcome.retryAfter);
}
