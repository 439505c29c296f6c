import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { isPlausibleId } from "@/lib/validation/ids";
import { localizedPath, type Locale } from "@/lib/i18n/locales";

/*
 * Her try-on page is /try-on/<token>: signed with the server's secret over the try-on and its
 * link version, as a booking's page is (features/rentals/booking-link.ts), never a bare id.
 */

const sign = (id: string, version: number) =>
  createHmac("sha256", authSecret()).update(`try-on-link|${id}|${version}`).digest("base64url");

const tryOnToken = (id: string, version: number) => `t.${id}.${version}.${sign(id, version)}`;

export const tryOnPath = (id: string, version: number, locale: Locale = "en") =>
  localizedPath(locale, `/try-on/${tryOnToken(id, version)}`);

/** The try-on a token names, when this server signed it; null for anything else. */
export function readTryOnToken(token: string): { id: string; version: number } | null {
  const [prefix = "", id = "", version = "", signature = "", ...rest] = token.split(".");
  if (rest.length || prefix !== "t" || !isPlausibleId(id) || !/^(0|[1-9]\d{0,8})$/.test(version)) return null;
  const expected = Buffer.from(sign(id, Number(version)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { id, version: Number(version) };
}
