import type { Metadata } from "next";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale } from "@/lib/i18n/page";
import Image from "next/image";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { EDITION } from "@/lib/i18n/rewrites";
import { TypewriterHero } from "@/features/storefront/ui/home/typewriter-hero";
import { CollectionItemGrid } from "@/features/catalogue/ui/product/product-grid";
import { SectionHeading } from "@/components/ui/section-heading";
import { collectionSlugFor } from "@/features/shop/categories";
import { homeContent } from "@/features/storefront/content/home";
import { footerCollectionLabel, footerCollections } from "@/features/storefront/content/navigation";
import { localizedPath } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";
import { listCollectionItems, listNewestCollectionItems } from "@/features/catalogue";

const PER_PART = 4;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = translator(locale, "home");
  return pageMetadata({ title: t("trendingTitle"), description: t("trendingDescription"), path: "/trending", locale });
}

type Props = { params: Promise<{ locale: string; edition: string }> };

// Served at its public address through a rewrite (lib/i18n/rewrites.ts, EDITION): rendered on
// the first visit, then from the page cache until an admin save or 5 minutes.
export function generateStaticParams() {
  return [];
}
export const revalidate = 300;

export default async function TrendingPage({ params }: Props) {
  const locale = await pageLocale(params);
  if ((await params).edition !== EDITION) notFound();
  const t = translator(locale, "home");
  const { mostLoved, typewriterLines } = homeContent(locale);
  const newest = await listNewestCollectionItems(12);
  // One part per footer item ("Designer Suits" → #suits), so each lands on its own kind of piece.
  const parts = await Promise.all(
    footerCollections.map(async (c) => ({
      ...c,
      items: (await Promise.all(c.categories.map((v) => listCollectionItems(v)))).flat().slice(0, PER_PART),
      label: footerCollectionLabel(locale, c),
    })),
  );
  return (
    <main>
      <TypewriterHero lines={typewriterLines} target="new-arrivals" title={t("trendingTitle")} />
      <section id="new-arrivals" aria-labelledby="new-arrivals-h" className="mx-auto max-w-7xl scroll-mt-28 px-4 py-14">
        <SectionHeading id="new-arrivals-h" title={t("newArrivals")} subtitle={t("newArrivalsSubtitle")} />
        <div className="mt-10">
          <CollectionItemGrid items={newest} locale={locale} />
        </div>
      </section>
      {parts.map((p) => (
        <section
          key={p.anchor}
          id={p.anchor}
          aria-labelledby={`${p.anchor}-h`}
          className="mx-auto max-w-7xl scroll-mt-28 px-4 py-12"
        >
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id={`${p.anchor}-h`} className="font-display text-3xl font-bold text-maroon-800">
              {p.label}
            </h2>
            <Link
              href={localizedPath(locale, `/collection/${collectionSlugFor(p.categories[0]!)}`)}
              className="font-semibold text-maroon-700 underline underline-offset-4"
            >
              {t("seeAll", { label: p.label.toLowerCase() })}
            </Link>
          </div>
          <div className="mt-8">
            {p.items.length ? (
              <CollectionItemGrid items={p.items} locale={locale} />
            ) : (
              <p className="text-stone-600">{t("comingSoon")}</p>
            )}
          </div>
        </section>
      ))}
      <section aria-labelledby="loved-list-h" className="bg-maroon-50 py-14">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="loved-list-h" title={t("mostLovedTitle")} subtitle={t("mostLovedSubtitle")} />
          <ul className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-4">
            {mostLoved.map((m) => (
              <li key={m.label}>
                <Link href={m.href} className="group block overflow-hidden rounded-2xl bg-white shadow-sm">
                  <span className="relative block aspect-[4/5]">
                    <Image
                      src={m.image}
                      alt=""
                      fill
                      sizes="(min-width: 768px) 25vw, 50vw"
                      className="object-cover transition duration-500 group-hover:scale-105"
                    />
                  </span>
                  <span className="block p-3 text-center font-display font-semibold text-maroon-800">{m.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}
