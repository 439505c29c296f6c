import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { connection } from "next/server";
import { HeroCarousel } from "@/components/home/hero-carousel";
import { ExploreYourStyle, GraceInEveryStitch, MostLovedSlider, OwnerSection, WhyChooseUs } from "@/components/home/home-sections";
import { FaqAccordion, SampleGallery, Testimonials } from "@/components/home/home-sections-2";
import { TypewriterHero } from "@/components/home/typewriter-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { faqs, heroTagline, typewriterLines } from "@/lib/content/home";
import { getSiteConfig } from "@/lib/content/site";
import { listNewestCollectionItems } from "@/lib/data/collection-items";
import { listHeroSlides } from "@/lib/data/hero-slides";
import { CollectionItemGrid } from "@/components/product/product-grid";
import { SectionHeading } from "@/components/ui/section-heading";
import { faqLd, storeLd } from "@/lib/seo";

export const metadata: Metadata = pageMetadata({
  title: `${getSiteConfig().name} | Lehengas, Sarees & Gowns on Rent in Delhi`,
  absoluteTitle: true,
  description: "Where elegance meets affordability: rent bridal lehengas, designer sarees, gowns, suits and blouses in Uttam Nagar, New Delhi, with delivery and pickup across India.",
  path: "/",
});

export default async function HomePage() {
  // Rendered at request time (reads cached in memory): `next build` never opens the embedded database.
  await connection();
  const site = getSiteConfig();
  const [slides, newest] = await Promise.all([listHeroSlides(), listNewestCollectionItems(4)]);
  return (
    <main>
      <JsonLd data={storeLd(site)} />
      <JsonLd data={faqLd(faqs)} />
      {slides.length ? <HeroCarousel slides={slides} tagline={heroTagline} /> : <TypewriterHero lines={typewriterLines} target="why-h" title={heroTagline} />}
      <WhyChooseUs />
      <MostLovedSlider />
      <ExploreYourStyle />
      {newest.length ? (
        <section aria-labelledby="new-h" className="cv-auto mx-auto max-w-7xl px-4 pb-16">
          <SectionHeading id="new-h" title="Fresh in the Studio" subtitle="The newest pieces ready to rent." />
          <div className="mt-10"><CollectionItemGrid items={newest} /></div>
        </section>
      ) : null}
      <GraceInEveryStitch />
      <OwnerSection site={site} />
      <Testimonials />
      <FaqAccordion />
      <SampleGallery />
    </main>
  );
}
