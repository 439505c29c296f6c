import { HttpError } from "./errors";
import { clientIpFrom } from "./client-ip";

// Per-process counters for public forms (orders, contact). Sign-in uses the database
// instead (lib/data/login-attempts.ts) because it must hold across instances.
const hits = new Map<string, number[]>();

/** 429 with Retry-After when `key` has made `max` requests within `windowMs`. */
export function limit(request: Request, scope: string, defaultMax: number, windowMs: number): void {
  const max = Number(process.env.PUBLIC_FORM_RATE_LIMIT ?? defaultMax);
  const key = `${scope}:${clientIpFrom(request.headers) ?? "unknown"}`;
  const now = Date.now();
  const recent = (hits.get(key) ?? []).filter((t) => t > now - windowMs);
  if (recent.length >= max) {
    const retry = Math.ceil((recent[0]! + windowMs - now) / 1000);
    throw new HttpError(429, "Too many requests from your connection. Please wait a few minutes and try again.", undefined, { "Retry-After": String(retry) });
  }
  recent.push(now);
  hits.set(key, recent);
  if (hits.size > 10_000) hits.clear();
}
