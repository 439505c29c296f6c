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
export function categoryText(locale: Locale, category: Pick<CollectionCategory | BeautyCategory, "slug">): CategoryText {
  return catalogueFor(locale).categories[category.slug as Slug];
}

/** The same, by slug; undefined for a slug that is no category. */
export function categoryTextBySlug(locale: Locale, slug: string): CategoryText | undefined {
  const all = catalogueFor(locale).categories;
  return Object.hasOwn(all, slug) ? all[slug as Slug] : undefined;
}
