import "server-only";
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { isPlausibleId } from "@/lib/validation/ids";
import { localizedPath, type Locale } from "@/lib/i18n/locales";

/*
 * A shared shortlist is /shortlist/<token>, the token signed with the server's secret over the
 * list's id and its link version (as features/rentals/booking-link.ts signs booking links):
 * never guessable, never a bare id, and revoking raises the version so every link sent so far
 * stops working. The key that changes or revokes the list stays in her browser; the database
 * keeps only its hash.
 */

const sign = (id: string, version: number) =>
  createHmac("sha256", authSecret()).update(`shortlist-link|${id}|${version}`).digest("base64url");

export const shortlistToken = (id: string, version: number): string => `s.${id}.${version}.${sign(id, version)}`;

/** The link page in her language: /shortlist/<token>, or /hi/shortlist/<token>. */
export const shortlistPath = (token: string, locale: Locale = "en") => localizedPath(locale, `/shortlist/${token}`);

/** What a token names when its signature is this server's; null for anything else (tampered, made up, cut short). */
export function readShortlistToken(token: string): { id: string; version: number } | null {
  const [prefix = "", id = "", version = "", signature = "", ...rest] = token.split(".");
  if (rest.length || prefix !== "s" || !isPlausibleId(id) || !/^(0|[1-9]\d{0,8})$/.test(version)) return null;
  const expected = Buffer.from(sign(id, Number(version)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { id, version: Number(version) };
}

/** A new edit key (given to her browser once) and the hash the database keeps. */
export function newEditKey(): { key: string; hash: string } {
  const key = randomBytes(24).toString("base64url");
  return { key, hash: hashOf(key) };
}

const hashOf = (key: string) => createHash("sha256").update(`shortlist-edit|${key}`).digest("hex");

/** Whether `key` is the one whose hash is kept (compared in constant time). */
export function editKeyMatches(key: string | null, hash: string): boolean {
  if (!key || key.length > 100) return false;
  const given = Buffer.from(hashOf(key));
  const kept = Buffer.from(hash);
  return given.length === kept.length && timingSafeEqual(given, kept);
}
