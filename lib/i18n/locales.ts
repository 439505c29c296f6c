/**
 * The shop's two languages and how an address carries one. English keeps the
 * addresses it always had; Hindi is the same address under /hi ("as-needed" prefixes).
 * Pure functions: the proxy, next.config's rewrites, the sitemap and the pages share them.
 */
export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The cookie that remembers a visitor's choice of language (next.config's redirect reads it). */
export const LOCALE_COOKIE = "NEXT_LOCALE";

/** What <html lang>, hreflang and OpenGraph call each language. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };
export const OG_LOCALE: Record<Locale, string> = { en: "en_IN", hi: "hi_IN" };
/** The name of each language in itself, as the switch shows it. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: "English", hi: "हिन्दी" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The public address of a page in a language: `/collection/gowns` → `/hi/collection/gowns`.
 * An address that already names a language is moved to this one, never prefixed twice
 * (a Hindi booking's link, `/hi/booking/…`, stays as it is on a Hindi page).
 */
export function localizedPath(locale: Locale, address: string): string {
  if (!address.startsWith("/") || address.startsWith("//")) return address;
  const path = splitLocale(address).path;
  if (locale === DEFAULT_LOCALE) return path;
  if (path === "/") return `/${locale}`;
  if (path.startsWith("/?") || path.startsWith("/#")) return `/${locale}${path.slice(1)}`;
  return `/${locale}${path}`;
}

/**
 * The language an address is in and the address without it: `/hi/search?q=x` → hi,
 * `/search?q=x`. The internal `/en/…` (what a rewritten page may see) counts as English.
 */
export function splitLocale(path: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = `/${locale}`;
    if (path === prefix) return { locale, path: "/" };
    if (path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`) || path.startsWith(`${prefix}#`)) {
      const rest = path.slice(prefix.length);
      return { locale, path: rest.startsWith("/") ? rest : `/${rest}` };
    }
  }
  return { locale: DEFAULT_LOCALE, path };
}
