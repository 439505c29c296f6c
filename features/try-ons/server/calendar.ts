import "server-only";
import { fold, icsText } from "@/features/rentals/rules/customer-messages";
import { translator } from "@/lib/i18n/server";
import { getSiteConfig } from "@/lib/site/config";
import { shopAddressLine } from "@/lib/site/location";
import { storedLocale } from "@/lib/validation/locale";
import { piecesIn, tryOnNumber } from "../rules/try-on";
import { tryOnPath } from "../link";
import type { TryOnRow } from "../data/try-ons";

const icsMoment = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/**
 * Her try-on as a calendar file (.ics): one event at its time (in UTC, so any phone shows it at
 * the shop's time), at the shop, naming the pieces and her try-on page; in her language. The
 * same UID again replaces it once moved.
 */
export function tryOnIcs(row: TryOnRow, now = new Date()): { content: string; filename: string } {
  const locale = storedLocale(row.locale);
  const t = translator(locale, "tryOn");
  const site = getSiteConfig();
  const number = tryOnNumber(row.number);
  const pieces = piecesIn(locale, row.pieces).join(", ");
  const link = `${site.url}${tryOnPath(row.id, row.linkVersion, locale)}`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${icsText(site.name)}//Try-ons//${locale.toUpperCase()}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${row.id}-try-on@boutique`,
    `DTSTAMP:${icsMoment(now)}`,
    `DTSTART:${icsMoment(row.start)}`,
    `DTEND:${icsMoment(row.end)}`,
    `SUMMARY:${icsText(t("icsSummary", { number, shop: site.name }))}`,
    `LOCATION:${icsText(shopAddressLine(site))}`,
    `DESCRIPTION:${icsText(`${t("icsPieces", { pieces })}\n${link}`)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return { content: lines.map(fold).join("\r\n") + "\r\n", filename: `try-on-${number}.ics` };
}
