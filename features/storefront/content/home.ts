/**
 * Fixed content of the home page (spec §2). The words are in the "home" catalogue
 * (messages/{en,hi}/home.json), in the same order as the pictures and links here;
 * homeContent(locale) puts them together. Counts are checked by tests/storefront/content.test.ts.
 */
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";

interface WhyCard {
  title: string;
  text: string;
}

interface MostLoved {
  label: string;
  image: string;
  href: string;
}

interface ExploreTile {
  name: string;
  quote: string;
  image: string;
  link: string;
}

interface GraceImage {
  image: string;
  caption: string;
}

interface OwnerStat {
  value: string;
  label: string;
}

interface Testimonial {
  name: string;
  role: string;
  feedback: string;
}

export interface Faq {
  question: string;
  answer: string;
}

interface SampleItem {
  id: number;
  title: string;
  image: string;
  description: string;
}

/** spec §2: eight cards, each with a label and an arrow to its collection. */
const mostLovedPictures = [
  { image: "/images/catalogue/lehenga-ruby.webp", href: "/collection/party-wear-lehenga" },
  { image: "/images/catalogue/saree-emerald.webp", href: "/collection/designer-sarees" },
  { image: "/images/catalogue/gown-blush.webp", href: "/collection/gowns" },
  { image: "/images/catalogue/suit-royal.webp", href: "/collection/suits" },
  { image: "/images/catalogue/blouse-wine.webp", href: "/collection/designer-blouses" },
  { image: "/images/catalogue/gopi-marigold.webp", href: "/collection/gopi-dresess" },
  { image: "/images/catalogue/dress-teal.webp", href: "/collection/dresses" },
  { image: "/images/catalogue/dupatta-royal.webp", href: "/collection/dupatta" },
];

/** spec §2: ten category tiles with a name and a quote. */
const explorePictures = [
  { image: "/images/catalogue/lehenga-wine.webp", link: "/collection/party-wear-lehenga" },
  { image: "/images/catalogue/saree-ruby.webp", link: "/collection/designer-sarees" },
  { image: "/images/catalogue/gown-royal.webp", link: "/collection/gowns" },
  { image: "/images/catalogue/suit-emerald.webp", link: "/collection/suits" },
  { image: "/images/catalogue/dress-ruby.webp", link: "/collection/dresses" },
  { image: "/images/catalogue/blouse-emerald.webp", link: "/collection/designer-blouses" },
  { image: "/images/catalogue/gopi-ruby.webp", link: "/collection/gopi-dresess" },
  { image: "/images/catalogue/saree-teal.webp", link: "/collection/customised-colours-sarees-avaliable" },
  { image: "/images/catalogue/blouse-marigold.webp", link: "/collection/customised-colours-blouses-avaliable" },
  { image: "/images/catalogue/dupatta-wine.webp", link: "/collection/dupatta" },
];

const gracePictures = [
  "/images/gallery/gallery-01.webp",
  "/images/gallery/gallery-02.webp",
  "/images/gallery/gallery-03.webp",
];

const ownerStatValues = ["5+", "1000+", "100%"];

/** spec §2: the six-item sample gallery (grid on desktop, slider on mobile). */
const samplePictures = [
  "/images/gallery/gallery-04.webp",
  "/images/gallery/gallery-05.webp",
  "/images/gallery/gallery-06.webp",
  "/images/gallery/gallery-07.webp",
  "/images/gallery/gallery-08.webp",
  "/images/gallery/gallery-09.webp",
];

/** The home page's fixed content in a language, its links in that language. */
export function homeContent(locale: Locale) {
  const t = translator(locale, "home");
  const mostLoved: MostLoved[] = (t.raw("mostLoved") as string[]).map((label, i) => ({
    label,
    image: mostLovedPictures[i]!.image,
    href: localizedPath(locale, mostLovedPictures[i]!.href),
  }));
  const exploreTiles: ExploreTile[] = (t.raw("exploreTiles") as { name: string; quote: string }[]).map((tile, i) => ({
    ...tile,
    image: explorePictures[i]!.image,
    link: localizedPath(locale, explorePictures[i]!.link),
  }));
  const graceImages: GraceImage[] = (t.raw("graceCaptions") as string[]).map((caption, i) => ({
    image: gracePictures[i]!,
    caption,
  }));
  const ownerStats: OwnerStat[] = (t.raw("ownerStats") as string[]).map((label, i) => ({
    value: ownerStatValues[i]!,
    label,
  }));
  const sampleGallery: SampleItem[] = (t.raw("sampleGallery") as { title: string; description: string }[]).map(
    (s, i) => ({ id: i + 1, ...s, image: samplePictures[i]! }),
  );
  return {
    /** spec §1: the home hero's tagline, over the slides or above the typewriter. */
    heroTagline: t("tagline"),
    typewriterLines: t.raw("typewriterLines") as string[],
    whyChooseUs: t.raw("whyChooseUs") as WhyCard[],
    mostLoved,
    exploreTiles,
    graceImages,
    ownerStats,
    /** spec §2: six quotes, with these roles. */
    testimonials: t.raw("testimonials") as Testimonial[],
    /** spec §2: four questions. */
    faqs: t.raw("faqs") as Faq[],
    sampleGallery,
  };
}

// The English content, as the spec gives it (tests read these; the about page reads ownerStats until it takes homeContent(locale)).
const english = homeContent("en");
export const { whyChooseUs, mostLoved, exploreTiles, graceImages, ownerStats, testimonials, faqs, sampleGallery } =
  english;
