import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { holdRules } from "../settings";
import type { Receipt } from "../views";
import { receiptOf } from "../data/receipts";

/**
 * What this browser booked. The thank-you page used to show whatever
 * reservation numbers its address named (`?reservations=R-999` told anyone "Your order is
 * in… R-999"). Now the checkout's answer sets a signed, HttpOnly cookie naming the order just
 * placed, and the page shows that order's stays, read from the database: the same on a reload
 * and in a new tab of this browser, nothing from a link someone else opens. Not sessionStorage:
 * that is one tab's, and its words would be the browser's, not the shop's.
 *
 * It lives as long as a booking's hold (RENTAL_HOLD_HOURS, at least a day): by then the shop
 * has called, or the hold has lapsed, and the page has nothing left to say. A later checkout
 * replaces it. It opens nothing but that order's own summary.
 */
export const receiptMaxAge = () => Math.max(24, holdRules().holdHours) * 3600;

const secure = () => Boolean(process.env.NEXTAUTH_URL?.startsWith("https://"));
/** __Host- on HTTPS: only this host can set it, so a sibling subdomain cannot plant one. */
export const receiptCookieName = () => (secure() ? "__Host-boutique.booked" : "boutique.booked");

const sign = (payload: string) =>
  createHmac("sha256", authSecret()).update(`booking-receipt|${payload}`).digest("base64url");

/** The Set-Cookie value for the browser that just placed `orderId`. */
export function receiptCookie(orderId: string, now = Date.now()): string {
  const payload = `${orderId}.${Math.floor(now / 1000)}`;
  return `${receiptCookieName()}=${payload}.${sign(payload)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${receiptMaxAge()}${secure() ? "; Secure" : ""}`;
}

/** The order id a Cookie header's receipt names, when the shop signed it and it has not expired; else null. */
function receiptOrderId(cookieHeader: string | null | undefined, now = Date.now()): string | null {
  if (!cookieHeader) return null;
  const name = `${receiptCookieName()}=`;
  for (const part of cookieHeader.split(";").map((p) => p.trim())) {
    if (!part.startsWith(name)) continue;
    const [orderId = "", issued = "", signature = ""] = decodeURIComponent(part.slice(name.length)).split(".");
    const expected = Buffer.from(sign(`${orderId}.${issued}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) continue;
    const age = now / 1000 - Number(issued);
    // A few minutes ahead: instances whose clocks differ slightly.
    if (age >= -300 && age <= receiptMaxAge()) return orderId;
  }
  return null;
}

/** The order this browser placed last, with its stays; null when its cookie is missing, forged or old. */
export async function bookingOfThisBrowser(
  cookieHeader: string | null | undefined,
  now = Date.now(),
): Promise<Receipt | null> {
  const orderId = receiptOrderId(cookieHeader, now);
  return orderId ? receiptOf(orderId) : null;
}
