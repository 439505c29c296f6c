"use client";
import { usePathname } from "next/navigation";
import { useLocale } from "@/lib/i18n/client";
import {
  LANGUAGE_NAME,
  LANGUAGE_TAG,
  LOCALE_COOKIE,
  localizedPath,
  splitLocale,
  type Locale,
} from "@/lib/i18n/locales";

/**
 * "हिन्दी" on English pages, "English" on Hindi ones: the same page (and its query) in the
 * other language. The choice is remembered in a cookie (a year), which next.config's
 * redirects read when she next opens an English address (lib/i18n/rewrites.ts). A plain link
 * without JavaScript; with it, the cookie is written first and the query kept.
 */
export function LanguageSwitch({ className = "", tone = "dark" }: { className?: string; tone?: "dark" | "light" }) {
  const locale = useLocale();
  const other: Locale = locale === "hi" ? "en" : "hi";
  const pathname = usePathname() ?? "/";
  const href = localizedPath(other, splitLocale(pathname).path);
  return (
    <a
      href={href}
      hrefLang={LANGUAGE_TAG[other]}
      lang={LANGUAGE_TAG[other]}
      className={`${other === "hi" ? "font-system" : ""} rounded-lg px-2 py-1 font-semibold underline-offset-4 hover:underline ${tone === "light" ? "text-white hover:text-gold-300" : "text-maroon-800 hover:bg-maroon-50"} ${className}`}
      onClick={(event) => {
        document.cookie = `${LOCALE_COOKIE}=${other}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
        const { path } = splitLocale(window.location.pathname);
        event.preventDefault();
        window.location.assign(localizedPath(other, path) + window.location.search + window.location.hash);
      }}
    >
      {LANGUAGE_NAME[other]}
    </a>
  );
}
