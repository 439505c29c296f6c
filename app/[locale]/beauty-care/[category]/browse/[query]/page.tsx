import { pageLocale } from "@/lib/i18n/page";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BeautyBrowse, beautyMetadata } from "@/features/catalogue/ui/catalogue-pages";
import { variantMetadata } from "@/features/catalogue/ui/listings";
import { canonicalState } from "@/features/catalogue/rules/browse-state";
import { shapeOf } from "@/features/catalogue/rules/browse-shape";

type Props = { params: Promise<{ locale: string; category: string; query: string }> };

// /beauty-care/soap?sort=price-asc&page=2, rewritten here by proxy.ts (see the collection
// variant page): ISR, reads only params.
export function generateStaticParams() {
  return [];
}
export const revalidate = 300;

/** Only the canonical spelling of a state is a page (one cache entry per result). */
function stateOf(category: string, query: string) {
  return canonicalState(query, shapeOf("beauty-care", category));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, query } = await params;
  const locale = await pageLocale(params);
  const state = stateOf(category, query);
  return state ? variantMetadata(beautyMetadata(category, locale), `/beauty-care/${category}`, state, locale) : {};
}

export default async function BeautyVariantPage({ params }: Props) {
  const { category, query } = await params;
  const locale = await pageLocale(params);
  const state = stateOf(category, query);
  if (!state) notFound();
  return <BeautyBrowse slug={category} state={state} locale={locale} />;
}
