import type { Locale } from "@/lib/i18n/locales";
import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CollectionHero } from "@/features/catalogue/ui/product/collection-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { isBookableDay, type BrowseState } from "@/features/catalogue/rules/browse-state";
import { FACETS } from "@/features/catalogue/rules/facets";
import { findBeautyCategory, findCollectionCategory } from "@/features/shop/categories";
import { categoryText } from "@/features/shop/category-text";
import { translator } from "@/lib/i18n/server";
import { getSiteConfig } from "@/lib/site/config";
import { indiaToday } from "@/lib/format";
import { pageMetadata } from "@/lib/site/metadata";
import { rentalRules } from "@/features/rentals/settings";
import { breadcrumbLd } from "@/lib/site/seo";
import { BrowseView } from "./browse-view";
import type { Listing } from "./browse-view";
import { beautyListing, collectionListing } from "./listings";

/**
 * Variants that mean nothing are not pages: a page past the last and an
 * "available on" day that cannot be booked would otherwise each render, and be cached, as a
 * page of their own: a visitor could vary them without end. proxy.ts sends the day away
 * before it gets here; this also covers the internal address asked for directly.
 */
function assertMeaningful(state: BrowseState, listing?: Listing): void {
  if (state.on && !isBookableDay(state.on, indiaToday(), rentalRules().aheadMonths)) notFound();
  if (listing && state.page > 1 && state.page > listing.pages) notFound();
}

// The collection and beauty pages at a page/sort/filter state, shared by the plain pages
// (app/[locale]/collection/[slug]/page.tsx) and their variants (…/browse/[query]/page.tsx).

export function collectionMetadata(slug: string, locale: Locale): Metadata {
  const category = findCollectionCategory(slug);
  if (!category) return {};
  const t = translator(locale, "catalogue");
  const text = categoryText(locale, category);
  return pageMetadata({
    title: t("collectionMetaTitle", { title: text.title }),
    description: t("collectionMetaDescription", { tagline: text.tagline, kind: text.title.toLowerCase() }),
    path: `/collection/${category.slug}`,
    locale,
  });
}

export function beautyMetadata(slug: string, locale: Locale): Metadata {
  const category = findBeautyCategory(slug);
  if (!category) return {};
  const t = translator(locale, "catalogue");
  const text = categoryText(locale, category);
  return pageMetadata({
    title: text.title,
    description: t("beautyMetaDescription", { tagline: text.tagline }),
    path: `/beauty-care/${category.slug}`,
    locale,
  });
}

export async function CollectionBrowse({ slug, state, locale }: { slug: string; state: BrowseState; locale: Locale }) {
  const category = findCollectionCategory(slug);
  if (!category || category.slug !== slug) notFound();
  const site = getSiteConfig();
  const t = translator(locale, "catalogue");
  const text = categoryText(locale, category);
  assertMeaningful(state);
  const listing = await collectionListing(category, state, locale);
  assertMeaningful(state, listing);
  return (
    <main>
      <JsonLd
        data={breadcrumbLd(
          site,
          [
            { name: t("home"), path: "/" },
            { name: text.title, path: `/collection/${slug}` },
          ],
          locale,
        )}
      />
      <CollectionHero title={text.hero} tagline={text.tagline} targetId="grid" cta={t("exploreCollection")} />
      <BrowseView
        locale={locale}
        basePath={`/collection/${slug}`}
        title={text.title}
        state={state}
        listing={listing}
        facets={category.builtin ? [] : FACETS}
        sortable={!category.builtin}
        api={`/api/collection/${category.value}`}
        kind={category.builtin ? "dupatta" : "collection"}
        cta={category.builtin ? t("viewDetails") : undefined}
        emptyText={t("emptyCollection")}
      />
    </main>
  );
}

export async function BeautyBrowse({ slug, state, locale }: { slug: string; state: BrowseState; locale: Locale }) {
  const category = findBeautyCategory(slug);
  if (!category) notFound();
  const site = getSiteConfig();
  const t = translator(locale, "catalogue");
  const text = categoryText(locale, category);
  const listing = await beautyListing(category, state);
  assertMeaningful(state, listing);
  return (
    <main>
      <JsonLd
        data={breadcrumbLd(
          site,
          [
            { name: t("home"), path: "/" },
            { name: text.title, path: `/beauty-care/${category.slug}` },
          ],
          locale,
        )}
      />
      <CollectionHero title={text.title} tagline={text.tagline} targetId="grid" cta={t("exploreCollection")} />
      <BrowseView
        locale={locale}
        basePath={`/beauty-care/${category.slug}`}
        title={text.title}
        state={state}
        listing={listing}
        facets={FACETS.filter((f) => f.key === "price")}
        sortable
        api={`/api/beauty/${category.value}`}
        kind="beauty"
        preview="lines"
        cta={t("viewDetails")}
        emptyText={t("emptyBeauty")}
      />
    </main>
  );
}
