import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { RoyalPicksGrid } from "@/components/pages/royal-picks-grid";
import { PageHero } from "@/components/ui/page-hero";
import { royalPicks } from "@/lib/content/royal-picks";
import { getSiteConfig, whatsappLink } from "@/lib/content/site";

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return pageMetadata({
    title: "Royal Picks",
    description: "Fourteen showstopper pieces hand-picked by our founder: bridal lehengas, Kanjivaram sarees, reception gowns and more, on rent in Delhi.",
    path: "/royal-pick",
    image: { url: "/images/royal/royal-01.webp", width: 600, height: 800 },
    locale: await pageLocale(params),
  });
}

export default function RoyalPickPage() {
  const site = getSiteConfig();
  return (
    <main>
      <PageHero title="Royal Picks Collection">
        <p className="mt-4 text-lg text-maroon-50">Our founder&apos;s favourites: pieces fit for a maharani.</p>
        <a href="#picks" className="mt-8 inline-block rounded-full bg-gold-400 px-7 py-3 font-semibold text-maroon-900 hover:bg-gold-300">
          See the picks
        </a>
      </PageHero>
      <section id="picks" aria-label="Royal picks" className="mx-auto max-w-7xl scroll-mt-28 px-4 py-14">
        <RoyalPicksGrid picks={royalPicks} enquireBase={whatsappLink(site.whatsappNumber)} />
      </section>
    </main>
  );
}
