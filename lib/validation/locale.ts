import { z } from "zod";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "@/lib/i18n/locales";
import { fieldWords } from "./field-words";

// Refusals and field messages name their words in the "apiErrors" catalogue: English and Hindi are written there.

/**
 * The visitor's language, as a public form sends it: "en" or "hi", left out by
 * English pages and older clients. Stored on her order and bookings, so that what the shop
 * sends her later (e-mails, WhatsApp texts, calendar files, her booking link) is in it.
 */
export const localeField = z.enum(LOCALES, { error: fieldWords("localeChoice") }).optional();

/** A stored language, read back: anything unknown (an old row, a hand edit) is English. */
export function storedLocale(value: string | null | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
