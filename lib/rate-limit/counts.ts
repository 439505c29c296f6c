import "server-only";
import { RateLimiterPrisma, RateLimiterRes } from "rate-limiter-flexible";
import { db } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * A limit of `points` actions per key in `windowSec`. `strict`: once the last point is
 * used, the key stays blocked for a whole window from that moment, so no sliding window of
 * that length ever holds more than `points` actions (a plain fixed window allows twice as
 * many across its edge). Sign-in guesses use it; public forms do not need it.
 */
export interface Limit {
  name: string;
  points: number;
  windowSec: number;
  strict?: boolean;
}

export type Outcome = { ok: true; count: number } | { ok: false; retryAfter: number };

// Counters live in the `rate_limits` table and are changed by rate-limiter-flexible's Prisma
// store with one atomic upsert each (INSERT … ON CONFLICT DO UPDATE SET points = points + n),
// so requests arriving at once, on one instance or many sharing a database, are all counted.
const limiters = new WeakMap<PrismaClient, Map<string, RateLimiterPrisma>>();

async function limiterFor(limit: Limit): Promise<RateLimiterPrisma> {
  const prisma = await db();
  let byName = limiters.get(prisma);
  if (!byName) limiters.set(prisma, (byName = new Map()));
  const id = `${limit.name}/${limit.points}/${limit.windowSec}`;
  let limiter = byName.get(id);
  if (!limiter) {
    limiter = new RateLimiterPrisma({
      storeClient: prisma,
      tableName: "rateLimit",
      keyPrefix: limit.name,
      points: limit.points,
      duration: limit.windowSec,
    });
    byName.set(id, limiter);
  }
  return limiter;
}

const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * Counts one action (or `points`, for an action that weighs more) for `key` before the action
 * is done, and says whether it may go ahead.
 * Counting first is what makes a limit hold under a burst: of N requests at once, exactly
 * `points` see a count within the limit. A database failure is thrown, not waved through.
 */
export async function consume(limit: Limit, key: string, points = 1): Promise<Outcome> {
  const limiter = await limiterFor(limit);
  try {
    const res = await limiter.consume(key, points);
    if (limit.strict && res.consumedPoints === limit.points) await limiter.block(key, limit.windowSec);
    return { ok: true, count: res.consumedPoints };
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      // An action weighing several points that did not fit gives them back, so a smaller one
      // that fits can still go ahead (one point refused is the ordinary count of a refusal).
      if (points > 1) await limiter.reward(key, points);
      return { ok: false, retryAfter: retryAfter(error) };
    }
    throw error;
  }
}

/** Gives back `points` counted for an action that was then refused, e.g. a booking of days taken. */
export async function giveBack(limit: Limit, key: string, points: number): Promise<void> {
  await (await limiterFor(limit)).reward(key, points);
}

/** How many actions `key` has used in its current window (0 when none). */
export async function countOf(limit: Limit, key: string): Promise<number> {
  const res = await (await limiterFor(limit)).get(key);
  return res?.consumedPoints ?? 0;
}

/**
 * Gives back one counted action, e.g. a sign-in that turned out to be right (and lifts a
 * strict block that action caused), keeping the rest of the window. Read-then-write, not
 * atomic: at worst a guess counted at the same instant is forgiven with it, which only the
 * account's own successful sign-in can trigger.
 */
export async function refund(limit: Limit, key: string): Promise<void> {
  const limiter = await limiterFor(limit);
  const res = await limiter.get(key);
  if (!res || res.consumedPoints <= 0) return;
  const points = Math.min(res.consumedPoints, limit.points) - 1;
  await limiter.set(key, points, Math.max(1, Math.ceil(res.msBeforeNext / 1000)));
}

/** Forgets a key's count, e.g. after a right password for that account from that address. */
export async function reset(limit: Limit, key: string): Promise<void> {
  await (await limiterFor(limit)).delete(key);
}
