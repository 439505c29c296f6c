import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";

/**
 * Words in another language than the page's (the owner's English on a Hindi page,
 * an address in Latin letters): a `<span lang>` around them when `lang` is set, nothing
 * otherwise, so an English page's HTML stays exactly as it was. `lang` is usually
 * foreignLang(text's language, page's language) from lib/i18n/owner-text.ts.
 */
export function InLang({ lang, children }: { lang: Locale | undefined; children: ReactNode }) {
  return lang ? <span lang={lang}>{children}</span> : <>{children}</>;
}
