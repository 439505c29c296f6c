import { defineRouting } from "next-intl/routing";
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES } from "./locales";

/**
 * next-intl's routing: English without a prefix, Hindi under /hi. Its proxy is not used:
 * next.config's rewrites map the English addresses onto app/[locale] (lib/i18n/rewrites.ts),
 * so a plain page request never runs code before the page cache answers it. A first visit is
 * never redirected by Accept-Language (search engines must reach both languages).
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "as-needed",
  localeDetection: false,
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365 },
});
