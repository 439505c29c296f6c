/**
 * The four policy pages (spec §2, figures from spec §9). Their words live in the "policies"
 * catalogue (messages/{en,hi}/policies.json), one entry per page, so the Hindi pages read the
 * same sections in Hindi and the catalogue tests cover every word.
 */
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { catalogueFor, type Catalogue } from "@/messages";

interface PolicySection {
  heading: string;
  paragraphs: string[];
}

export interface Policy {
  slug: "t&c" | "privacy-policy" | "return-policy" | "shipping-refund";
  title: string;
  description: string;
  sections: PolicySection[];
}

/** Each page's entry in the catalogue. */
const CATALOGUE_KEYS = {
  "t&c": "terms",
  "privacy-policy": "privacy",
  "return-policy": "returns",
  "shipping-refund": "shipping",
} as const;
const SLUGS = Object.keys(CATALOGUE_KEYS) as Policy["slug"][];

/** The four policies in a language, in the order the footer and the sitemap list them. */
function policiesIn(locale: Locale): Policy[] {
  const texts: Catalogue["policies"] = catalogueFor(locale).policies;
  return SLUGS.map((slug) => ({ slug, ...texts[CATALOGUE_KEYS[slug]] }));
}

/** The policies in English (the sitemap needs only their slugs). */
export const policies: Policy[] = policiesIn(DEFAULT_LOCALE);

export function findPolicy(slug: string, locale: Locale = DEFAULT_LOCALE): Policy | undefined {
  return policiesIn(locale).find((p) => p.slug === slug);
}
