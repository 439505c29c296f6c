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
