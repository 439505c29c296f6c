import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import Link from "next/link";
import { GalleryGrid } from "@/components/pages/gallery-grid";
import { PageHero } from "@/components/ui/page-hero";
import { galleryImages } from "@/lib/content/gallery";
import { getSiteConfig } from "@/lib/content/site";

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return pageMetadata({
    title: "Gallery",
    description: "Photos of lehengas, sarees, gowns and suits styled by our boutique for weddings, sangeets and festivals.",
    path: "/gallery",
    image: { url: "/images/gallery/gallery-01.webp", width: 600, height: 800 },
    locale: await pageLocale(params),
  });
}

export default function GalleryPage() {
  return (
    <main>
      <PageHero title={`${getSiteConfig().name} Gallery`}>
        <p className="mt-4 text-lg text-maroon-50">Looks we have styled for brides, grooms and families.</p>
        <Link href="/collection/party-wear-lehenga" className="mt-8 inline-block rounded-full bg-gold-400 px-7 py-3 font-semibold text-maroon-900 hover:bg-gold-300">
          View Collection
        </Link>
      </PageHero>
      <section aria-label="Photos" className="mx-auto max-w-7xl px-4 py-14">
        <GalleryGrid images={galleryImages} />
      </section>
    </main>
  );
}
