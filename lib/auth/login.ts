import "server-only";
import { HttpError } from "@/lib/errors";
import { findAdminByEmail, type Admin } from "@/lib/auth/admins";
import { consume, countOf, refund, reset, type Limit } from "@/lib/rate-limit/counts";
import { deviceCookie, deviceFor } from "./device-cookie";
import { dummyHash, verifyPassword } from "@/lib/auth/password";

const INVALID_CREDENTIALS = "❌ Invalid credentials!";

const WINDOW_SEC = 15 * 60;
/** Guesses at one account from one address: the brute-force limit. */
const PAIR_LIMIT: Limit = { name: "signin-pair", points: 5, windowSec: WINDOW_SEC, strict: true };
/** Guesses from one address across all accounts, so rotating e-mails gains nothing. */
const ADDRESS_LIMIT: Limit = { name: "signin-address", points: 5, windowSec: WINDOW_SEC, strict: true };
/**
 * Guesses at one account from everywhere. Far above the per-address limit: many addresses
 * together are slowed (see `slowdownMs`) long before this stops the owner signing in.
 */
const ACCOUNT_LIMIT: Limit = { name: "signin-account", points: 100, windowSec: WINDOW_SEC };
const SLOWDOWN_AFTER = 10;
/**
 * Account-and-address pairs that signed in with the right password in the last 30 days:
 * the owner's home and shop. They are exempt from the account's ceiling and slowdown, so
 * an attack spread over many addresses cannot lock her out from where she usually signs in.
 */
const KNOWN_LIMIT: Limit = { name: "signin-known", points: 1_000_000, windowSec: 30 * 24 * 3600 };

export class TooManyAttemptsError extends HttpError {
  constructor(
    readonly retryAfter: number,
    reason = "Too many failed sign-ins",
  ) {
    const minutes = Math.ceil(retryAfter / 60);
    super(429, `${reason}. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, undefined, {
      "Retry-After": String(retryAfter),
    });
  }
}

/** A delay that grows with the account's guesses this window: 0 up to 10, then 0.25 s doubling to 8 s. */
function slowdownMs(accountGuesses: number): number {
  const over = accountGuesses - SLOWDOWN_AFTER;
  return over <= 0 ? 0 : Math.min(8000, 250 * 2 ** Math.min(5, Math.floor((over - 1) / 5)));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Guesses at one account from one browser that has signed in to it before (its device
 * cookie, ./device-cookie.ts): counted on their own instead of by address, so strangers
 * sharing the owner's address (one proxy in front, or no address the shop can tell) lock out
 * only themselves. The same 5 per 15 minutes and block as from an address.
 */
const DEVICE_LIMIT: Limit = { name: "signin-device", points: 5, windowSec: WINDOW_SEC, strict: true };

/** Who is signing in, as far as the request tells. */
export interface SignInClient {
  /** The client's address (lib/http/client-ip.ts); null when the shop cannot tell it. */
  ip: string | null;
  /** The request's Cookie header, where a device cookie may be. */
  cookies?: string | null;
}

export interface SignedIn {
  admin: Admin;
  /** A fresh device cookie for this browser and account (a Set-Cookie value). */
  deviceCookie: string;
}

/** Counts an attempt from a browser with this account's device cookie; its own 5, nothing shared. */
async function countDeviceAttempt(account: string, device: string): Promise<void> {
  const byDevice = await consume(DEVICE_LIMIT, `${account}|${device}`);
  if (!byDevice.ok) throw new TooManyAttemptsError(byDevice.retryAfter);
}

/** Counts an attempt from anywhere else; says whether the address is one the owner signed in from. */
async function countAddressAttempt(account: string, address: string): Promise<boolean> {
  const pair = `${account}|${address}`;
  const byAddress = await consume(ADDRESS_LIMIT, address);
  if (!byAddress.ok)
    throw new TooManyAttemptsError(byAddress.retryAfter, "Too many failed sign-ins from your connection");
  const byPair = await consume(PAIR_LIMIT, pair);
  if (!byPair.ok) throw new TooManyAttemptsError(byPair.retryAfter);
  const known = (await countOf(KNOWN_LIMIT, pair)) > 0;
  if (!known) {
    const byAccount = await consume(ACCOUNT_LIMIT, account);
    if (!byAccount.ok)
      throw new TooManyAttemptsError(
        byAccount.retryAfter,
        "This account is under attack from many addresses, so sign-in is paused",
      );
    await sleep(slowdownMs(byAccount.count));
  }
  return known;
}

/**
 * Checks an e-mail and password. Every attempt is counted before the password is hashed,
 * atomically in the database, so however many arrive at once no more than the limits are
 * ever checked: 5 per account and address, and 5 per address across accounts, in any 15
 * minutes. A browser holding a device cookie for the account is counted on its own instead
 * (5 per device), so failures by others, even from the owner's own address or from requests
 * with no address at all (`ip` null: they share one count), never lock her out on a browser
 * she has signed in from. The account's own ceiling (100) slows and finally stops a
 * spread-out attack, but not her devices nor the addresses she has signed in from in the last
 * 30 days. An unknown e-mail costs the same hash as a wrong password, and both get the same answer.
 */
export async function authenticate(email: string, password: string, client: SignInClient): Promise<SignedIn> {
  const account = email.trim().toLowerCase();
  const address = client.ip ?? "unknown";
  // Read first: a device cookie counts only at the account's current session version.
  const user = await findAdminByEmail(email);
  const device = user ? deviceFor(client.cookies, account, user.sessionVersion) : null;
  let known = false;
  if (device) await countDeviceAttempt(account, device);
  else known = await countAddressAttempt(account, address);

  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
  if (!user || !ok) throw new HttpError(401, INVALID_CREDENTIALS);
  // The right password: this account from this device or address starts afresh, and the
  // attempt is not held against the address or the account.
  if (device) {
    await reset(DEVICE_LIMIT, `${account}|${device}`);
  } else {
    const pair = `${account}|${address}`;
    await reset(PAIR_LIMIT, pair);
    await refund(ADDRESS_LIMIT, address);
    if (!known) await refund(ACCOUNT_LIMIT, account);
    await consume(KNOWN_LIMIT, pair);
  }
  return { admin: user, deviceCookie: deviceCookie(account, user.sessionVersion) };
}

export { clientIpFrom as clientIp } from "@/lib/http/client-ip";
