import { describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import path from "node:path";
import {
  exploreTiles,
  faqs,
  graceImages,
  mostLoved,
  sampleGallery,
  testimonials,
  whyChooseUs,
} from "@/features/storefront/content/home";
import { galleryImages } from "@/features/storefront/content/gallery";
import { royalPicks } from "@/features/storefront/content/royal-picks";
import { policies } from "@/features/storefront/content/policies";
import { mainNav, isMenu, footerCollectionLabel, footerCollections } from "@/features/storefront/content/navigation";
import { collectionCategories, storedCollectionValues } from "@/features/shop/categories";
import { seedBeautyItems, seedCollectionItems, seedHeroSlides } from "@/features/storefront/seed/catalogue";

const publicFile = (src: string) => existsSync(path.join(process.cwd(), "public", src));

describe("fixed content (spec §9 counts)", () => {
  it("has the spec's counts", () => {
    expect(galleryImages).toHaveLength(25);
    expect(royalPicks).toHaveLength(14);
    expect(mostLoved).toHaveLength(8);
    expect(exploreTiles).toHaveLength(10);
    expect(testimonials).toHaveLength(6);
    expect(faqs).toHaveLength(4);
    expect(whyChooseUs.map((w) => w.title)).toEqual([
      "Premium Quality",
      "Flexible Rentals",
      "Customer Satisfaction",
      "Wide Collection",
    ]);
    expect(sampleGallery).toHaveLength(6);
    expect(graceImages).toHaveLength(3);
  });

  it("gives testimonials the spec's roles", () => {
    expect(testimonials.map((t) => t.role)).toEqual([
      "Groom",
      "Bride",
      "Event Organizer",
      "Bridesmaid",
      "Father of the Bride",
      "Fashion Blogger",
    ]);
  });

  it("ships every image it points to", () => {
    const all = [
      ...galleryImages.map((g) => g.src),
      ...royalPicks.map((r) => r.image),
      ...mostLoved.map((m) => m.image),
      ...exploreTiles.map((t) => t.image),
      ...graceImages.map((g) => g.image),
      ...sampleGallery.map((s) => s.image),
      ...seedCollectionItems.flatMap((i) => i.images),
      ...seedBeautyItems.flatMap((i) => i.images),
      ...seedHeroSlides.map((s) => s.image),
      "/images/owner.webp",
    ];
    expect(all.filter((src) => !publicFile(src))).toEqual([]);
  });

  it("links tiles and cards only to collections that exist", () => {
    const pages = new Set(collectionCategories.map((c) => `/collection/${c.slug}`));
    for (const href of [...mostLoved.map((m) => m.href), ...exploreTiles.map((t) => t.link)])
      expect(pages).toContain(href);
  });

  it("has the four policy pages with the spec's figures", () => {
    expect(policies.map((p) => p.slug)).toEqual(["t&c", "privacy-policy", "return-policy", "shipping-refund"]);
    const privacy = policies.find((p) => p.slug === "privacy-policy")!;
    expect(privacy.sections).toHaveLength(8);
    const text = policies.flatMap((p) => p.sections.flatMap((s) => s.paragraphs)).join(" ");
    for (const figure of [
      "within 7 days of purchase",
      "within 5 days of placing",
      "within 5 days of receiving",
      "dispatched within 5 days",
      "non-refundable",
      "original payment mode",
      "Speed Post",
      "courts of New Delhi",
    ]) {
      expect(text).toContain(figure);
    }
  });

  it("has the spec's navigation and footer", () => {
    expect(mainNav("en").map((e) => e.label)).toEqual([
      "HOME",
      "ABOUT",
      "ROYAL PICK",
      "COLLECTION",
      "BEAUTY & CARE",
      "GALLERY",
      "CONTACT",
    ]);
    const beauty = mainNav("en").find((e) => e.label === "BEAUTY & CARE");
    expect(beauty && isMenu(beauty) ? beauty.items.map((i) => i.label) : []).toEqual([
      "Soap",
      "Hair Oil",
      "Night Face Cream",
    ]);
    expect(footerCollections.map((c) => footerCollectionLabel("en", c))).toEqual([
      "Designer Suits",
      "Bridal Lehengas",
      "Graceful Sarees",
      "Western Party Dresses",
      "Ethnic Sets",
      "Gowns & More",
    ]);
    // each opens its own part of /trending, made of real collection categories
    expect(new Set(footerCollections.map((c) => c.anchor)).size).toBe(6);
    for (const c of footerCollections)
      for (const value of c.categories) expect(storedCollectionValues).toContain(value);
  });
});
