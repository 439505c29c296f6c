import type { Locale } from "./locales";

/** `base_one` or `base_other` for a count, by the language's own plural rules (Hindi's "one" takes 0 and 1). */
export function pluralKey<B extends string>(locale: Locale, base: B, count: number): `${B}_one` | `${B}_other` {
  return new Intl.PluralRules(locale).select(count) === "one" ? `${base}_one` : `${base}_other`;
}
