import { createHash, timingSafeEqual } from "node:crypto";
import { drainReminders } from "@/lib/reminders";
import { HttpError, UnauthorizedError } from "@/lib/errors";
import { handler } from "@/lib/http";
import { parseInstant, testClockAllowed } from "@/lib/test-clock";

/**
 * Compared in constant time, digests of equal length so not even the secret's length shows:
 * the secret is the only thing between the internet and a drain.
 */
function sameSecret(given: string, secret: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/** The test clock (lib/test-clock): `?now=<ISO instant>`, refused out loud where it is not allowed. */
function clockOf(request: Request): Date {
  const now = new URL(request.url).searchParams.get("now");
  if (now === null) return new Date();
  if (!testClockAllowed()) throw new HttpError(400, "'now' is accepted only by a test server (REMINDERS_CLOCK_OVERRIDE=1).");
  const at = parseInstant(now);
  if (!at) throw new HttpError(400, "'now' must be an ISO instant such as 2026-12-14T04:30:00Z.");
  return at;
}

/**
 * GET|POST /api/cron/reminders: one drain of the due reminders (what the in-process timer does
 * on a Node host), for serverless hosts' schedulers and plain cron. `Authorization: Bearer
 * <CRON_SECRET>` (Vercel Cron sends it); 503 while CRON_SECRET is unset, 401 without it.
 */
const drain = handler(async (request) => {
  const secret = process.env.CRON_SECRET?.trim();
  if (!secret) throw new HttpError(503, "Reminders by cron are off: set CRON_SECRET on the server and send it as 'Authorization: Bearer <CRON_SECRET>'.");
  const auth = request.headers.get("authorization") ?? "";
  if (!auth.startsWith("Bearer ") || !sameSecret(auth.slice(7).trim(), secret)) throw new UnauthorizedError("Send 'Authorization: Bearer <CRON_SECRET>'.");
  const { claimed, sent, skipped, waiting, stale } = await drainReminders({ now: clockOf(request) });
  return Response.json({ claimed, sent, skipped, waiting, stale }, { headers: { "Cache-Control": "no-store" } });
});

export const GET = drain;
export const POST = drain;
