import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { foreignLang } from "@/lib/i18n/owner-text";

/**
 * Words in another language than the page's (issue #30: the owner's English on a Hindi page,
 * an address in Latin letters): a `<span lang>` around them when `lang` is set, nothing
 * otherwise, so an English page's HTML stays exactly as it was. `lang` is usually
 * foreignLang(text's language, page's language) from lib/i18n/owner-text.ts.
 */
export function InLang({ lang, children }: { lang: Locale | undefined; children: ReactNode }) {
  return lang ? <span lang={lang}>{children}</span> : <>{children}</>;
}

/** The lang a Latin-letter proper name (an address, a person's name) needs on a page: "en" on a Hindi one. */
export function latinLang(locale: Locale): Locale | undefined {
  return foreignLang("en", locale);
}
