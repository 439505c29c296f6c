import "server-only";
import { HttpError } from "@/lib/errors";
import { findAdminByEmail, type Admin } from "@/lib/data/admins";
import { consume, countOf, refund, reset, type Limit } from "@/lib/data/rate-limits";
import { dummyHash, verifyPassword } from "./password";

export const INVALID_CREDENTIALS = "❌ Invalid credentials!";

const WINDOW_SEC = 15 * 60;
/** Guesses at one account from one address: the brute-force limit. */
export const PAIR_LIMIT: Limit = { name: "signin-pair", points: 5, windowSec: WINDOW_SEC, strict: true };
/** Guesses from one address across all accounts, so rotating e-mails gains nothing. */
export const ADDRESS_LIMIT: Limit = { name: "signin-address", points: 5, windowSec: WINDOW_SEC, strict: true };
/**
 * Guesses at one account from everywhere. Far above the per-address limit: many addresses
 * together are slowed (see `slowdownMs`) long before this stops the owner signing in.
 */
export const ACCOUNT_LIMIT: Limit = { name: "signin-account", points: 100, windowSec: WINDOW_SEC };
const SLOWDOWN_AFTER = 10;
/**
 * Account-and-address pairs that signed in with the right password in the last 30 days:
 * the owner's home and shop. They are exempt from the account's ceiling and slowdown, so
 * an attack spread over many addresses cannot lock her out from where she usually signs in.
 */
export const KNOWN_LIMIT: Limit = { name: "signin-known", points: 1_000_000, windowSec: 30 * 24 * 3600 };

export class TooManyAttemptsError extends HttpError {
  constructor(readonly retryAfter: number, reason = "Too many failed sign-ins") {
    const minutes = Math.ceil(retryAfter / 60);
    super(429, `${reason}. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, undefined, { "Retry-After": String(retryAfter) });
  }
}

/** A delay that grows with the account's guesses this window: 0 up to 10, then 0.25 s doubling to 8 s. */
export function slowdownMs(accountGuesses: number): number {
  const over = accountGuesses - SLOWDOWN_AFTER;
  return over <= 0 ? 0 : Math.min(8000, 250 * 2 ** Math.min(5, Math.floor((over - 1) / 5)));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Checks an e-mail and password. Every attempt is counted before the password is hashed,
 * atomically in the database, so however many arrive at once no more than the limits are
 * ever checked: 5 per account and address, and 5 per address across accounts, in any 15
 * minutes. Failures elsewhere never lock the owner out from her own address; the account's
 * own ceiling (100) slows and finally stops a spread-out attack, but not the addresses she
 * has signed in from in the last 30 days. An unknown e-mail costs the same hash as
 * a wrong password, and both get the same answer. `ip` is null when no proxy is trusted:
 * all such attempts then share one address.
 */
export async function authenticate(email: string, password: string, ip: string | null): Promise<Admin> {
  const account = email.trim().toLowerCase();
  const address = ip ?? "unknown";
  const pair = `${account}|${address}`;

  const byAddress = await consume(ADDRESS_LIMIT, address);
  if (!byAddress.ok) throw new TooManyAttemptsError(byAddress.retryAfter, "Too many failed sign-ins from your connection");
  const byPair = await consume(PAIR_LIMIT, pair);
  if (!byPair.ok) throw new TooManyAttemptsError(byPair.retryAfter);
  const known = (await countOf(KNOWN_LIMIT, pair)) > 0;
  if (!known) {
    const byAccount = await consume(ACCOUNT_LIMIT, account);
    if (!byAccount.ok) throw new TooManyAttemptsError(byAccount.retryAfter, "This account is under attack from many addresses, so sign-in is paused");
    await sleep(slowdownMs(byAccount.count));
  }

  const user = await findAdminByEmail(email);
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
  if (!user || !ok) throw new HttpError(401, INVALID_CREDENTIALS);
  // The right password: this account from this address starts afresh, and the attempt is
  // not held against the address or the account.
  await reset(PAIR_LIMIT, pair);
  await refund(ADDRESS_LIMIT, address);
  if (!known) await refund(ACCOUNT_LIMIT, account);
  await consume(KNOWN_LIMIT, pair);
  return user;
}

export { clientIpFrom as clientIp } from "@/lib/client-ip";
