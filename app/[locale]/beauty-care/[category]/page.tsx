import { pageLocale } from "@/lib/i18n/page";
import type { Metadata } from "next";
import { BeautyBrowse, beautyMetadata } from "@/features/catalogue/ui/catalogue-pages";
import { DEFAULT_STATE } from "@/features/catalogue/rules/browse-state";

type Props = { params: Promise<{ locale: string; category: string }> };

// Rendered on first request, then served from the route cache until an admin save
// re-validates it (lib/cache/index.ts) or 5 minutes pass. No path is rendered at build time,
// so \`next build\` never opens the database. ?page/sort/price are served by
// ./browse/[query] through proxy.ts: this page must never read searchParams.
export function generateStaticParams() {
  return [];
}
export const revalidate = 300;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return beautyMetadata((await params).category, await pageLocale(params));
}

export default async function BeautyPage({ params }: Props) {
  const locale = await pageLocale(params);
  return <BeautyBrowse slug={(await params).category} state={DEFAULT_STATE} locale={locale} />;
}
