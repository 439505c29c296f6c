import "server-only";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

/** What every page under app/[locale] receives. */
export type LocaleParams = Promise<{ locale: string }>;

/**
 * The page's language from its [locale] segment, also handed to next-intl for this render
 * (setRequestLocale: server components' getTranslations() then read no headers, so the page
 * stays static). Call it first in every page and generateMetadata.
 */
export async function pageLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  // An unknown first segment: its 404 is drawn in English (without a language set, next-intl
  // would read the request's headers, which a static page may not).
  if (!isLocale(locale)) {
    setRequestLocale(DEFAULT_LOCALE);
    notFound();
  }
  setRequestLocale(locale);
  return locale;
}
