import "server-only";
import { catalogueFor } from "@/messages";
import type { Locale } from "@/lib/i18n/locales";
import type { BeautyCategory, CollectionCategory } from "./categories";

/** A category's words in one language: menu label, page title, hero heading and tagline. */
export interface CategoryText {
  label: string;
  title: string;
  /** the collection page's hero heading ('{title} Collection', or the spec's own words) */
  hero: string;
  tagline: string;
}

type Slug = keyof ReturnType<typeof catalogueFor>["categories"];

/**
 * The words of a category in a language, from the "categories" namespace (keyed by slug;
 * English there is categories.ts's own text, verbatim). Kept apart from categories.ts, which
 * the client menus import: this reads the catalogues, which stay on the server.
 */
export function categoryText(
  locale: Locale,
  category: Pick<CollectionCategory | BeautyCategory, "slug">,
): CategoryText {
  return catalogueFor(locale).categories[category.slug as Slug];
}

/** The same, by slug; undefined for a slug that is no category. */
export function categoryTextBySlug(locale: Locale, slug: string): CategoryText | undefined {
  const all = catalogueFor(locale).categories;
  return Object.hasOwn(all, slug) ? all[slug as Slug] : undefined;
}

/** Hindi words in category labels that say nothing about what a visitor looks for. */
const NOT_A_KIND_HI = new Set(["डिज़ाइनर", "मनचाहे", "रंग", "में", "उपलब्ध", "वियर", "फ़ेस"]);
/** "साड़ियाँ", "साड़ी" → "साड़"; "लहंगे" → "लहंग": the plural and oblique endings off. */
const stemHi = (word: string) => word.replace(/(ियाँ|ियां|ियों|ें|ों|ाँ|ं|ा|ी|े|ि)$/u, "");
const hindiWords = (text: string) =>
  (text.normalize("NFC").match(/[\u0900-\u097F]+/gu) ?? []).filter((w) => w.length >= 2);

/**
 * The collection and beauty pages a Hindi search names ("दुपट्टा", "साड़ी", "लहंगे"), by their
 * Hindi labels, as categoriesMatching does for English words: `{ href, label }` with the
 * English path and label (the search page puts both in its language).
 */
export function categoriesMatchingHindi(
  q: string,
  categories: { collection: readonly CollectionCategory[]; beauty: readonly BeautyCategory[] },
): { href: string; label: string }[] {
  const terms = hindiWords(q).map(stemHi);
  if (!terms.length) return [];
  const named = (c: { slug: string }) =>
    hindiWords(categoryText("hi", c).label)
      .filter((w) => !NOT_A_KIND_HI.has(w))
      .some((w) => terms.some((t) => stemHi(w) === t || (t.length >= 3 && stemHi(w).startsWith(t))));
  return [
    ...categories.collection.filter(named).map((c) => ({ href: `/collection/${c.slug}`, label: c.label })),
    ...categories.beauty.filter(named).map((c) => ({ href: `/beauty-care/${c.slug}`, label: c.label })),
  ];
}
