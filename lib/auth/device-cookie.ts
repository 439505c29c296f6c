import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";

/**
 * OWASP's "device cookie" (owasp.org/www-community/Slow_Down_Online_Guessing_Attacks_with_Device_Cookies):
 * a browser that has signed in to an account with the right password gets a signed cookie
 * naming that account, and its later guesses at that account are counted on their own, per
 * device, instead of in its address's count. Strangers behind the same proxy, or with no
 * address the shop can tell, then lock out only themselves, never the owner's own phone.
 * It grants nothing else: it is no session, and a stolen one buys five guesses a window. It
 * carries the account's session version, so changing the password or signing out everywhere
 * (which raise it) also ends every device's own count: a stolen cookie is worth nothing after.
 */
const DEVICE_MAX_AGE = 180 * 24 * 3600;

const secure = () => Boolean(process.env.NEXTAUTH_URL?.startsWith("https://"));
/** __Host- on HTTPS: only this host can set it, so a sibling subdomain cannot plant one. */
const deviceCookieName = () => (secure() ? "__Host-boutique.device" : "boutique.device");

const sign = (payload: string) =>
  createHmac("sha256", authSecret()).update(`device-cookie|${payload}`).digest("base64url");

/**
 * A Set-Cookie value for a browser that just signed in to `account` (a normalised e-mail)
 * whose session version is `version`.
 */
export function deviceCookie(account: string, version: number, now = Date.now()): string {
  const payload = `${Buffer.from(account).toString("base64url")}.${version}.${Math.floor(now / 1000)}.${randomBytes(16).toString("base64url")}`;
  return `${deviceCookieName()}=${payload}.${sign(payload)}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${DEVICE_MAX_AGE}${secure() ? "; Secure" : ""}`;
}

function cookieValues(cookieHeader: string, name: string): string[] {
  return cookieHeader
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${name}=`))
    .map((part) => part.slice(name.length + 1));
}

/**
 * This browser's device id when its Cookie header holds a device cookie the shop signed for
 * `account` at its current session `version`, not older than DEVICE_MAX_AGE; null otherwise
 * (no cookie, another account's, tampered, expired, from before a password change).
 */
export function deviceFor(
  cookieHeader: string | null | undefined,
  account: string,
  version: number,
  now = Date.now(),
): string | null {
  if (!cookieHeader) return null;
  for (const value of cookieValues(cookieHeader, deviceCookieName())) {
    const [who = "", signedVersion = "", issued = "", nonce = "", signature = ""] = value.split(".");
    const payload = `${who}.${signedVersion}.${issued}.${nonce}`;
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) continue;
    if (Buffer.from(who, "base64url").toString() !== account || signedVersion !== String(version)) continue;
    const age = now / 1000 - Number(issued);
    // A few minutes ahead: instances whose clocks differ slightly.
    if (!(age >= -300 && age <= DEVICE_MAX_AGE)) continue;
    return nonce;
  }
  return null;
}
