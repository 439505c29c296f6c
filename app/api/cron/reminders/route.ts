import { createHash, timingSafeEqual } from "node:crypto";
import { drainSiteReminders } from "@/features/try-ons";
import { HttpError, UnauthorizedError } from "@/lib/errors";
import { handler } from "@/lib/http";
import { parseInstant, testClockAllowed } from "@/lib/test-clock";
import { clientIpFrom } from "@/lib/http/client-ip";
import { consume, countOf, refund, type Limit } from "@/lib/rate-limit/counts";
import { CRON_SECRET_MIN_LENGTH, cronSecretOf, cronSecretProblem } from "@/lib/server/cron-secret.mjs";
import { assertSecretReady } from "@/lib/auth/secret";

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
  if (!testClockAllowed())
    throw new HttpError(400, "'now' is accepted only by a test server (REMINDERS_CLOCK_OVERRIDE=1).");
  const at = parseInstant(now);
  if (!at) throw new HttpError(400, "'now' must be an ISO instant such as 2026-12-14T04:30:00Z.");
  return at;
}

const WINDOW_SEC = 15 * 60;
/**
 * Wrong secrets from one address. Strict, as sign-in guesses: the 10th starts a block of a
 * whole window, so no 15 minutes ever see more than 10 compared from one address.
 */
const ADDRESS_LIMIT: Limit = { name: "cron-secret-address", points: 10, windowSec: WINDOW_SEC, strict: true };
/** Wrong secrets from all addresses together, so that many addresses do not multiply the 10. */
const GLOBAL_LIMIT: Limit = { name: "cron-secret-all", points: 100, windowSec: WINDOW_SEC };
const GLOBAL_KEY = "all";

function tooMany(retryAfter: number, reason: string): HttpError {
  const minutes = Math.ceil(retryAfter / 60);
  return new HttpError(429, `${reason}. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, undefined, {
    "Retry-After": String(retryAfter),
  });
}

let toldShort = false;

/**
 * The secret, or 503 while it is unset or shorter than CRON_SECRET_MIN_LENGTH: a short one is
 * never compared, even if start-up did not refuse it (a host that runs neither server.mjs nor
 * the instrumentation hook). The answer reaches anyone, so it gives the rule, not the length.
 */
function configuredSecret(): string {
  const problem = cronSecretProblem();
  if (problem) {
    if (!toldShort) console.error(problem);
    toldShort = true;
    throw new HttpError(
      503,
      `Reminders by cron are off: CRON_SECRET on the server is shorter than ${CRON_SECRET_MIN_LENGTH} characters. Set a longer one (openssl rand -hex 32).`,
    );
  }
  const secret = cronSecretOf();
  if (!secret)
    throw new HttpError(
      503,
      "Reminders by cron are off: set CRON_SECRET on the server and send it as 'Authorization: Bearer <CRON_SECRET>'.",
    );
  return secret;
}

/**
 * Checks the Bearer secret against the lockout. Only wrong secrets count; a request without
 * one is not a guess and touches nothing.
 *
 * Per address (clientIpFrom; requests whose address the shop cannot tell share "unknown"):
 * counted before the comparison, so of a burst from one address no more than 10 are compared,
 * and a right secret gives its count back. A locked address gets 429 before any comparison,
 * the right secret included: were the right one still let through there, 429 would only mean
 * "wrong" and the lock would slow nothing. Strangers sharing the scheduler's address can
 * therefore hold its drains for 15 minutes at a time; on a Node host the shop's own timer
 * sends reminders anyway, and a platform's scheduler has the platform's address.
 *
 * Globally (100 wrong in 15 minutes): the right secret must keep working for the real
 * scheduler, so it is still compared, and then a wrong one is answered 429 instead of 401.
 * That 429 leaks nothing about the secret (it comes after the same constant-time comparison
 * and means what 401 means), but it does not slow anyone either: a fresh address still learns
 * that its guess was wrong. What slows a spread-out guess is that while the global count is
 * spent, an address gets one wrong try per window instead of ten, refused before comparing
 * from the second on; the scheduler, whose tries are right, has none held against it. All a
 * stranger learns from this is that someone has been guessing. The length (lib/server/cron-secret.mjs)
 * is what puts the secret out of reach; the counts keep guessing slow and visible in the log.
 */
async function checkSecret(request: Request, secret: string): Promise<void> {
  const auth = request.headers.get("authorization") ?? "";
  if (!auth.startsWith("Bearer ")) throw new UnauthorizedError("Send 'Authorization: Bearer <CRON_SECRET>'.");
  const address = clientIpFrom(request.headers) ?? "unknown";
  const underAttack = (await countOf(GLOBAL_LIMIT, GLOBAL_KEY)) >= GLOBAL_LIMIT.points;
  const byAddress = await consume(ADDRESS_LIMIT, address);
  if (!byAddress.ok) throw tooMany(byAddress.retryAfter, "Too many wrong cron secrets from your connection");
  // Its own try counted, this address has one wrong try before it when the count is above 1.
  if (underAttack && byAddress.count > 1)
    throw tooMany(WINDOW_SEC, "Too many wrong cron secrets from your connection while the route is under attack");
  if (sameSecret(auth.slice(7).trim(), secret)) {
    await refund(ADDRESS_LIMIT, address);
    return;
  }
  const byAll = await consume(GLOBAL_LIMIT, GLOBAL_KEY);
  if (byAll.ok && byAll.count === GLOBAL_LIMIT.points) {
    // Once per window across instances: only the try that spends the count sees it equal.
    console.warn(
      `[cron] ${GLOBAL_LIMIT.points} wrong CRON_SECRET tries in ${WINDOW_SEC / 60} minutes: someone is guessing. Until the window ends an address gets one wrong try, and the right secret still works.`,
    );
  }
  if (!byAll.ok) throw tooMany(byAll.retryAfter, "Too many wrong cron secrets");
  throw new UnauthorizedError("Send 'Authorization: Bearer <CRON_SECRET>'.");
}

/**
 * GET|POST /api/cron/reminders: one drain of the due reminders (what the in-process timer does
 * on a Node host), for serverless hosts' schedulers and plain cron. `Authorization: Bearer
 * <CRON_SECRET>` (Vercel Cron sends it); 503 while CRON_SECRET is unset or too short (or
 * NEXTAUTH_SECRET, which signs the reminders' booking links, cannot be had), 401
 * without it or with a wrong one, 429 with Retry-After after too many wrong ones (above).
 */
const drain = handler(async (request) => {
  await checkSecret(request, configuredSecret());
  // Every reminder carries her booking's signed link: without NEXTAUTH_SECRET each would be
  // claimed, fail and wait; the scheduler's log shows this one answer instead.
  assertSecretReady();
  const { claimed, sent, skipped, waiting, stale } = await drainSiteReminders({ now: clockOf(request) });
  return Response.json({ claimed, sent, skipped, waiting, stale }, { headers: { "Cache-Control": "no-store" } });
});

export const GET = drain;
export const POST = drain;
