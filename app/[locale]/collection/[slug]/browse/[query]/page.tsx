import { pageLocale } from "@/lib/i18n/page";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CollectionBrowse, collectionMetadata } from "@/features/catalogue/ui/catalogue-pages";
import { variantMetadata } from "@/features/catalogue/ui/listings";
import { canonicalState } from "@/features/catalogue/rules/browse-state";
import { shapeOf } from "@/features/catalogue/rules/browse-shape";

type Props = { params: Promise<{ locale: string; slug: string; query: string }> };

// /collection/gowns?fabric=silk&page=2, rewritten here by proxy.ts as
// /collection/gowns/browse/fabric-silk_page-2. Reads only params, so each variant is
// rendered once and then served from the route cache like the plain page.
export function generateStaticParams() {
  return [];
}
export const revalidate = 300;

/** Only the canonical spelling of a state the listing can have is a page (one cache entry per result). */
function stateOf(slug: string, query: string) {
  return canonicalState(query, shapeOf("collection", slug));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, query } = await params;
  const locale = await pageLocale(params);
  const state = stateOf(slug, query);
  if (!state) return {};
  return variantMetadata(collectionMetadata(slug, locale), `/collection/${slug}`, state, locale);
}

export default async function CollectionVariantPage({ params }: Props) {
  const { slug, query } = await params;
  const locale = await pageLocale(params);
  const state = stateOf(slug, query);
  if (!state) notFound();
  return <CollectionBrowse slug={slug} state={state} locale={locale} />;
}
