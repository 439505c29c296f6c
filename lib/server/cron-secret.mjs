// @ts-check
// CRON_SECRET, the one thing between the internet and /api/cron/reminders, and the sentence a
// start with a weak one prints. Plain JavaScript: server.mjs checks it before Next.js is
// loaded, instrumentation-node.ts under `next start` and on serverless hosts, and the route
// itself on every request (a host may skip both start-up paths).

/**
 * The fewest characters CRON_SECRET may have. `openssl rand -hex 32` gives 64; 32 random hex
 * characters are already 128 bits, which no rate of guessing reaches. The lockout in the route
 * (app/api/cron/reminders) slows guessing; only the length makes it hopeless.
 */
export const CRON_SECRET_MIN_LENGTH = 32;

/**
 * The secret as the route compares it: trimmed, or undefined when unset or blank (reminders
 * by cron are then off, which is right on a host where the shop's own timer sends them).
 * @param {Record<string, string | undefined>} [env]
 * @returns {string | undefined}
 */
export function cronSecretOf(env = process.env) {
  return env.CRON_SECRET?.trim() || undefined;
}

/**
 * Null when CRON_SECRET is unset or long enough; otherwise the one line for the operator's
 * log, with the secret's length (never the secret) and how to make a good one.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string | null}
 */
export function cronSecretProblem(env = process.env) {
  const secret = cronSecretOf(env);
  if (secret === undefined) return null;
  // Characters, not UTF-16 units: "32 characters" means what the operator counts.
  const length = [...secret].length;
  if (length >= CRON_SECRET_MIN_LENGTH) return null;
  return `[cron] CRON_SECRET is ${length} characters long; it must have at least ${CRON_SECRET_MIN_LENGTH} (make one with \`openssl rand -hex 32\` and give the scheduler the same), or be unset where the shop's own timer sends reminders (npm start).`;
}
