import "server-only";
import type { Metadata } from "next";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { languageAlternates } from "@/lib/site/metadata";
import { translator } from "@/lib/i18n/server";
import type { BeautyCategory, CollectionCategory } from "@/features/shop/categories";
import { dupattaItems, localizeDupatta } from "@/features/catalogue/content/dupattas";
import { browseBeauty, browseCollection } from "../data";
import { hasFilters, PAGE_SIZE, toSearch, type BrowseState } from "@/features/catalogue/rules/browse-state";
import type { Listing } from "./browse-view";
import { cardOf } from "@/features/catalogue/ui/product/product-card-view";
import { indiaToday } from "@/lib/format";

/** One page of a collection category. The dupatta line is a fixed list of 47 shown on one page (spec §2). */
export async function collectionListing(
  category: CollectionCategory,
  state: BrowseState,
  locale: Locale,
): Promise<Listing> {
  const href = (id: string) => `/collection/${category.slug}/${id}`;
  if (category.builtin) {
    const products = dupattaItems
      .map((item) => localizeDupatta(item, locale))
      .map((d) => cardOf(d, "dupatta", href(d._id)));
    return { products, total: dupattaItems.length, page: 1, pages: 1, counts: {} };
  }
  // A day already past in India asks for nothing: the filter is ignored rather than empty.
  const availableOn = state.on && state.on >= indiaToday() ? state.on : undefined;
  const r = await browseCollection({
    category: category.value,
    filters: state.filters,
    sort: state.sort,
    page: state.page,
    limit: PAGE_SIZE,
    availableOn,
  });
  const products = r.items.map((i) => cardOf(i, "collection", href(i._id)));
  return { products, total: r.total, page: r.page, pages: r.pages, counts: r.counts };
}

export async function beautyListing(category: BeautyCategory, state: BrowseState): Promise<Listing> {
  const r = await browseBeauty({
    category: category.value,
    filters: state.filters.price ? { price: state.filters.price } : {},
    sort: state.sort,
    page: state.page,
    limit: PAGE_SIZE,
  });
  const products = r.items.map((i) => cardOf(i, "beauty", `/beauty-care/${category.slug}/${i._id}`));
  return { products, total: r.total, page: r.page, pages: r.pages, counts: r.counts };
}

/**
 * A variant's canonical and robots: page N of the plain listing is its own indexable page
 * (`/collection/gowns?page=2`); a sorted or filtered one points at the plain page and is
 * kept out of the index (its links are still followed).
 */
export function variantMetadata(base: Metadata, path: string, state: BrowseState, locale: Locale): Metadata {
  const plainPage = !hasFilters(state) && state.sort === "newest";
  const english = plainPage ? `${path}${toSearch({ ...state })}` : path;
  const canonical = localizedPath(locale, english);
  const title =
    typeof base.title === "string" && state.page > 1
      ? translator(locale, "catalogue")("pageTitle", { title: base.title, page: state.page })
      : base.title;
  return {
    ...base,
    title,
    alternates: { canonical, languages: languageAlternates(english) },
    openGraph: { ...base.openGraph, url: canonical },
    ...(plainPage ? {} : { robots: { index: false, follow: true } }),
  };
}
