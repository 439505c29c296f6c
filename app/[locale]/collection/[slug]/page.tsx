import { pageLocale } from "@/lib/i18n/page";
import type { Metadata } from "next";
import { CollectionBrowse, collectionMetadata } from "@/features/catalogue/ui/catalogue-pages";
import { DEFAULT_STATE } from "@/features/catalogue/rules/browse-state";

type Props = { params: Promise<{ locale: string; slug: string }> };

// Rendered on first request, then served from the route cache until an admin save
// re-validates it (lib/cache/index.ts) or 5 minutes pass. No path is rendered at build time,
// so \`next build\` never opens the database. Pages, sort and filters (?page=2&sort=…) are
// served by ./browse/[query] through proxy.ts: this page must never read searchParams,
// which would make it render on every request.
export function generateStaticParams() {
  return [];
}
export const revalidate = 300;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return collectionMetadata((await params).slug, await pageLocale(params));
}

export default async function CollectionPage({ params }: Props) {
  const locale = await pageLocale(params);
  return <CollectionBrowse slug={(await params).slug} state={DEFAULT_STATE} locale={locale} />;
}
