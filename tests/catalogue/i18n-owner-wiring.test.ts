import { describe, expect, it, vi } from "vitest";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ProductCard } from "@/features/catalogue/ui/product/product-card";
import { ProductDetails } from "@/features/catalogue/ui/product/product-details";
import { HeroCarousel } from "@/features/storefront/ui/home/hero-carousel";
import { BuyNowDialog } from "@/features/catalogue/ui/product/buy-now-dialog";
import type { ProductView } from "@/features/catalogue/rules/product-view";
import { getSiteConfig } from "@/lib/site/config";
import { ClientMessagesProvider } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/locales";
import type { HeroSlide } from "@/features/storefront/views";
import { productLd } from "@/features/catalogue/rules/product-ld";
import { CLIENT_NAMESPACES, catalogueFor, type Catalogue, type ClientNamespace } from "@/messages";

// The owner's own text (titles, descriptions, hero slides and offers) on the public
// pages: her Hindi on a Hindi page when she typed it, her English marked lang="en" otherwise,
// and an English page exactly as before (no lang attribute anywhere).
vi.mock("next/navigation", async (original) => ({
  ...(await original<typeof import("next/navigation")>()),
  useRouter: () => ({ push() {}, back() {}, refresh() {}, prefetch() {}, replace() {} }),
}));

function render(locale: Locale, element: ReactElement): string {
  const messages = catalogueFor(locale);
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]])) as Pick<
    Catalogue,
    ClientNamespace
  >;
  return renderToStaticMarkup(
    createElement(
      ClientMessagesProvider,
      { locale, messages: clientMessages } as Parameters<typeof ClientMessagesProvider>[0],
      element,
    ),
  );
}

const card = {
  _id: "g1",
  kind: "collection" as const,
  category: "gown",
  title: "Emerald Gown",
  description: "A floor-length gown.",
  price: 3500,
  href: "/collection/gowns/g1",
};
const hindiCard = { ...card, titleHi: "पन्ना गाउन", descriptionHi: "ज़मीन तक लंबा गाउन।" };

const gown: ProductView = {
  kind: "collection",
  id: "g1",
  category: "gown",
  title: "Emerald Gown",
  description: "A floor-length gown.",
  titleHi: null,
  descriptionHi: null,
  price: 3500,
  images: ["/images/catalogue/gown-emerald.webp"],
  lines: [{ label: "Fabric Type", value: "Georgette" }],
  href: "/collection/gowns/g1",
};
const hindiGown: ProductView = { ...gown, titleHi: "पन्ना गाउन", descriptionHi: "ज़मीन तक लंबा गाउन।" };

const slide: HeroSlide = {
  _id: "s1",
  title: "Bridal Season",
  desc: "Lehengas for every ceremony",
  extra: "Fittings on the spot",
  image: "/images/hero/bridal.webp",
  offers: [{ text: "Wedding season", discount: "20% off" }],
  version: 1,
};
const hindiSlide: HeroSlide = {
  ...slide,
  titleHi: "शादी का मौसम",
  descHi: "हर रस्म के लिए लहंगे",
  extraHi: "वहीं पर फ़िटिंग",
  offers: [{ text: "Wedding season", discount: "20% off", textHi: "शादी का मौसम", discountHi: "20% की छूट" }],
};

describe("the owner's text on the public pages", () => {
  it("a product card: her Hindi on a Hindi page; her English in lang=en without it; English pages unchanged", () => {
    const hi = render("hi", createElement(ProductCard, { product: hindiCard, locale: "hi" }));
    expect(hi).toContain(">पन्ना गाउन</h3>");
    expect(hi).toContain("ज़मीन तक लंबा गाउन।");
    expect(hi).toContain("पन्ना गाउन कार्ट में डालें");
    expect(hi).not.toContain("Emerald Gown");
    expect(hi).not.toContain('lang="en"');

    const fallback = render("hi", createElement(ProductCard, { product: card, locale: "hi" }));
    expect(fallback).toMatch(/<h3 lang="en"[^>]*>Emerald Gown<\/h3>/);
    expect(fallback).toMatch(/<p lang="en"[^>]*>A floor-length gown\.<\/p>/);

    for (const product of [card, hindiCard]) {
      const en = render("en", createElement(ProductCard, { product, locale: "en" }));
      expect(en).toContain(">Emerald Gown</h3>");
      expect(en).not.toContain("पन्ना");
      expect(en).not.toContain("lang=");
    }
  });

  it("product details: title, description, image alt in her Hindi; her attribute values in lang=en on a Hindi page", () => {
    const site = getSiteConfig();
    const hi = render("hi", createElement(ProductDetails, { product: hindiGown, site, locale: "hi", headingLevel: 1 }));
    expect(hi).toMatch(/<h1 id="product-title"[^>]*>पन्ना गाउन<\/h1>/);
    expect(hi).toContain("ज़मीन तक लंबा गाउन।");
    expect(hi).toContain('alt="पन्ना गाउन"');
    expect(hi).not.toMatch(/<h1[^>]*lang=/);
    expect(hi).toMatch(/<dd lang="en"[^>]*>Georgette<\/dd>/);

    const fallback = render(
      "hi",
      createElement(ProductDetails, { product: gown, site, locale: "hi", headingLevel: 1 }),
    );
    expect(fallback).toMatch(/<h1 id="product-title" lang="en"[^>]*>Emerald Gown<\/h1>/);
    expect(fallback).toMatch(/<p lang="en"[^>]*>A floor-length gown\.<\/p>/);

    const en = render("en", createElement(ProductDetails, { product: hindiGown, site, locale: "en", headingLevel: 1 }));
    expect(en).toContain(">Emerald Gown</h1>");
    expect(en).not.toContain("पन्ना");
    expect(en).not.toContain("lang=");
  });

  it("a hero slide and its offers: her Hindi, or her English in lang=en; English pages unchanged", () => {
    const hi = render("hi", createElement(HeroCarousel, { slides: [hindiSlide], tagline: "t", locale: "hi" }));
    for (const words of [
      ">शादी का मौसम</h2>",
      ">हर रस्म के लिए लहंगे</p>",
      ">वहीं पर फ़िटिंग</p>",
      "शादी का मौसम · 20% की छूट",
    ])
      expect(hi).toContain(words);
    expect(hi).not.toContain('lang="en"');

    const fallback = render("hi", createElement(HeroCarousel, { slides: [slide], tagline: "t", locale: "hi" }));
    expect(fallback).toMatch(/<h2 lang="en"[^>]*>Bridal Season<\/h2>/);
    expect(fallback).toMatch(/<p lang="en"[^>]*>Lehengas for every ceremony<\/p>/);
    expect(fallback).toMatch(/<p lang="en"[^>]*>Fittings on the spot<\/p>/);
    expect(fallback).toContain('<span lang="en">Wedding season</span> · <span lang="en">20% off</span>');

    for (const s of [slide, hindiSlide]) {
      const en = render("en", createElement(HeroCarousel, { slides: [s], tagline: "t", locale: "en" }));
      expect(en).toContain(">Bridal Season</h2>");
      expect(en).toContain("Wedding season · 20% off");
      expect(en).not.toContain("lang=");
    }
  });

  it("Buy Now's heading: the title as the page shows it, her English in lang=en on a Hindi page; English as before", () => {
    const product = { id: "g1", title: "Emerald Gown", price: 3500 };
    const props = { product, open: true, onClose() {} };
    expect(render("hi", createElement(BuyNowDialog, { ...props, shown: { title: "पन्ना गाउन" } }))).toMatch(
      /<h2[^>]*>पन्ना गाउन बुक करें<\/h2>/,
    );
    expect(
      render("hi", createElement(BuyNowDialog, { ...props, shown: { title: "Emerald Gown", lang: "en" } })),
    ).toMatch(/<h2[^>]*><span lang="en">Emerald Gown<\/span> बुक करें<\/h2>/);
    expect(render("en", createElement(BuyNowDialog, props))).toMatch(/<h2[^>]*>Book Emerald Gown<\/h2>/);
  });

  it("JSON-LD: her Hindi name and description on a Hindi page when she typed them", () => {
    const site = getSiteConfig();
    expect(productLd(site, hindiGown, "hi")).toMatchObject({ name: "पन्ना गाउन", description: "ज़मीन तक लंबा गाउन।" });
    expect(productLd(site, gown, "hi")).toMatchObject({ name: "Emerald Gown" });
    expect(productLd(site, hindiGown, "en")).toMatchObject({
      name: "Emerald Gown",
      description: "A floor-length gown.",
    });
  });
});
