import type { Metadata } from "next";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import Link from "@/components/ui/link";
import { GalleryGrid } from "@/features/storefront/ui/gallery-grid";
import { PageHero } from "@/components/ui/page-hero";
import { galleryImagesIn } from "@/features/storefront/content/gallery";
import { getSiteConfig } from "@/lib/site/config";
import { localizedPath } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = translator(locale, "gallery");
  return pageMetadata({
    title: t("title"),
    description: t("description"),
    path: "/gallery",
    image: { url: "/images/gallery/gallery-01.webp", width: 600, height: 800 },
    locale,
  });
}

export default async function GalleryPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = translator(locale, "gallery");
  return (
    <main>
      <PageHero title={t("heading", { name: getSiteConfig().name })}>
        <p className="mt-4 text-lg text-maroon-50">{t("intro")}</p>
        <Link
          href={localizedPath(locale, "/collection/party-wear-lehenga")}
          className="mt-8 inline-block rounded-full bg-gold-400 px-7 py-3 font-semibold text-maroon-900 hover:bg-gold-300"
        >
          {t("viewCollection")}
        </Link>
      </PageHero>
      <section aria-label={t("sectionLabel")} className="mx-auto max-w-7xl px-4 py-14">
        <GalleryGrid images={galleryImagesIn(locale)} locale={locale} />
      </section>
    </main>
  );
}
