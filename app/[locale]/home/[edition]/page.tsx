import type { Metadata } from "next";
import { HydrateLater } from "@/components/ui/hydrate-later";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale } from "@/lib/i18n/page";
import { notFound } from "next/navigation";
import { EDITION } from "@/lib/i18n/rewrites";
import { HeroCarousel } from "@/features/storefront/ui/home/hero-carousel";
import { WhyChooseUs } from "@/features/storefront/ui/home/why-choose-us";
import { MostLovedSlider } from "@/features/storefront/ui/home/most-loved-slider";
import { ExploreYourStyle } from "@/features/storefront/ui/home/explore-your-style";
import { GraceInEveryStitch } from "@/features/storefront/ui/home/grace-in-every-stitch";
import { OwnerSection } from "@/features/storefront/ui/home/owner-section";
import { Testimonials } from "@/features/storefront/ui/home/testimonials";
import { FaqAccordion } from "@/features/storefront/ui/home/faq-accordion";
import { SampleGallery } from "@/features/storefront/ui/home/sample-gallery";
import { TypewriterHero } from "@/features/storefront/ui/home/typewriter-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { homeContent } from "@/features/storefront/content/home";
import { translator } from "@/lib/i18n/server";
import { getSiteConfig } from "@/lib/site/config";
import { listNewestCollectionItems } from "@/features/catalogue";
import { listHeroSlides } from "@/features/storefront";
import { CollectionItemGrid } from "@/features/catalogue/ui/product/product-grid";
import { SectionHeading } from "@/components/ui/section-heading";
import { faqLd, storeLd } from "@/lib/site/seo";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = translator(locale, "home");
  return pageMetadata({
    title: t("metaTitle", { name: getSiteConfig().name }),
    absoluteTitle: true,
    description: t("metaDescription"),
    path: "/",
    locale,
  });
}

type Props = { params: Promise<{ locale: string; edition: string }> };

// Served at its public address through a rewrite (lib/i18n/rewrites.ts, EDITION): rendered on
// the first visit, then from the page cache until an admin save or 5 minutes.
export function generateStaticParams() {
  return [];
}
export const revalidate = 300;

export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params);
  if ((await params).edition !== EDITION) notFound();
  const t = translator(locale, "home");
  const { faqs, heroTagline, typewriterLines } = homeContent(locale);
  const site = getSiteConfig();
  const [slides, newest] = await Promise.all([listHeroSlides(), listNewestCollectionItems(4)]);
  return (
    <main>
      <JsonLd data={storeLd(site, locale)} />
      <JsonLd data={faqLd(faqs)} />
      {slides.length ? (
        <HeroCarousel slides={slides} tagline={heroTagline} locale={locale} />
      ) : (
        <TypewriterHero lines={typewriterLines} target="why-h" title={heroTagline} />
      )}
      {/* Each section below the hero hydrates on its own, after the rest (HydrateLater): the same
          HTML, but a slow phone gets short tasks instead of one long one. */}
      <HydrateLater>
        <WhyChooseUs locale={locale} />
      </HydrateLater>
      <HydrateLater>
        <MostLovedSlider locale={locale} />
      </HydrateLater>
      <HydrateLater>
        <ExploreYourStyle locale={locale} />
      </HydrateLater>
      {newest.length ? (
        <HydrateLater>
          <section aria-labelledby="new-h" className="cv-auto mx-auto max-w-7xl px-4 pb-16">
            <SectionHeading id="new-h" title={t("freshTitle")} subtitle={t("freshSubtitle")} />
            <div className="mt-10">
              <CollectionItemGrid items={newest} locale={locale} />
            </div>
          </section>
        </HydrateLater>
      ) : null}
      <HydrateLater>
        <GraceInEveryStitch locale={locale} />
      </HydrateLater>
      <HydrateLater>
        <OwnerSection site={site} locale={locale} />
      </HydrateLater>
      <HydrateLater>
        <Testimonials locale={locale} />
      </HydrateLater>
      <HydrateLater>
        <FaqAccordion locale={locale} faqs={faqs} />
      </HydrateLater>
      <HydrateLater>
        <SampleGallery locale={locale} />
      </HydrateLater>
    </main>
  );
}
