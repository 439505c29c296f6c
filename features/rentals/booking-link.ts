import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { isPlausibleId } from "@/lib/validation/ids";
import { localizedPath, type Locale } from "@/lib/i18n/locales";

import type { BookingRef } from "./views";

/*
 * A customer's booking page is /booking/<token>, the token signed with the server's secret
 * over what it names and the booking's link version: never guessable, never a bare id, and
 * the owner revokes every link sent so far by raising the version.
 */

const PREFIX = { order: "o", reservation: "r" } as const;
const KIND_OF: Record<string, BookingRef["kind"]> = { o: "order", r: "reservation" };

const sign = (ref: BookingRef, version: number) =>
  createHmac("sha256", authSecret()).update(`booking-link|${ref.kind}|${ref.id}|${version}`).digest("base64url");

function bookingToken(ref: BookingRef, version: number): string {
  return `${PREFIX[ref.kind]}.${ref.id}.${version}.${sign(ref, version)}`;
}

/** Her booking page, in her language: /booking/<token>, or /hi/booking/<token> for a Hindi customer. */
export const bookingPath = (ref: BookingRef, version: number, locale: Locale = "en") =>
  localizedPath(locale, `/booking/${bookingToken(ref, version)}`);

/** What a token names, when its signature is this server's; null for anything else (tampered, made up, cut short). */
export function readBookingToken(token: string): (BookingRef & { version: number }) | null {
  const [prefix = "", id = "", version = "", signature = "", ...rest] = token.split(".");
  const kind = KIND_OF[prefix];
  if (rest.length || !kind || !isPlausibleId(id) || !/^(0|[1-9]\d{0,8})$/.test(version)) return null; // the canonical form only: "00" is not version 0
  const ref = { kind, id };
  const expected = Buffer.from(sign(ref, Number(version)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { ...ref, version: Number(version) };
}
