// The demo shop is Hindi on its Hindi pages from the first screen: every hero slide and offer,
// every piece and product has a Hindi title and description, and each detail written in
// English (fabric, work, dupatta, occasions, size and fit, alterations, colour, the free
// attributes; ingredients, skin type, volume, usage) has its Hindi beside it.
import { describe, expect, it } from "vitest";
import { seedBeautyItems, seedCollectionItems, seedHeroSlides } from "@/features/storefront/seed/catalogue";

const DEVANAGARI = /[\u0900-\u097F]/;
const hindi = (text: unknown) => typeof text === "string" && DEVANAGARI.test(text) && text.trim() === text;

const PIECE_DETAILS = ["fabric", "work", "dupatta", "occasions", "sizeFit", "customAlterations", "colour"] as const;
const PRODUCT_DETAILS = ["ingredients", "skinType", "volume", "usage"] as const;

describe("the demo seed in Hindi", () => {
  it("every hero slide and offer has Hindi lines", () => {
    expect(seedHeroSlides.length).toBeGreaterThan(0);
    for (const s of seedHeroSlides) {
      for (const text of [s.titleHi, s.descHi, s.extraHi]) expect(hindi(text), `${s.title}: ${text}`).toBe(true);
      for (const o of s.offers) {
        expect(hindi(o.textHi), o.text).toBe(true);
        // A discount may be only a number and a sign ("20% छूट" has a word; "₹500 छूट" too).
        expect(hindi(o.discountHi), o.discount).toBe(true);
      }
    }
  });

  it("every piece has a Hindi title, description and a Hindi value for each detail it has in English", () => {
    expect(seedCollectionItems.length).toBeGreaterThanOrEqual(54);
    const titles = new Set<string>();
    for (const item of seedCollectionItems) {
      expect(hindi(item.titleHi), item.title).toBe(true);
      expect(hindi(item.descriptionHi), item.title).toBe(true);
      expect(item.descriptionHi.length, item.title).toBeGreaterThan(40);
      expect(item.descriptionHi, item.title).toContain(item.titleHi);
      titles.add(item.titleHi);
      for (const field of PIECE_DETAILS) {
        if (item[field] === undefined) continue;
        expect(hindi(item[`${field}Hi`]), `${item.title} ${field}Hi`).toBe(true);
      }
      const names = Object.keys(item.attributes ?? {});
      expect(Object.keys(item.attributesHi ?? {}).sort(), item.title).toEqual(names.sort());
      for (const name of names) expect(hindi(item.attributesHi![name]), `${item.title} ${name}`).toBe(true);
    }
    // No two pieces share a Hindi title (a list of identical names tells the visitor nothing).
    expect(titles.size).toBe(seedCollectionItems.length);
  });

  it("every beauty product has a Hindi title, description and details", () => {
    for (const item of seedBeautyItems) {
      expect(hindi(item.titleHi), item.title).toBe(true);
      expect(hindi(item.descriptionHi), item.title).toBe(true);
      for (const field of PRODUCT_DETAILS) expect(hindi(item[`${field}Hi`]), `${item.title} ${field}Hi`).toBe(true);
    }
  });

  it("uses the shop's words: लहंगा and साड़ी, no English category word left in a Hindi title", () => {
    const lehengas = seedCollectionItems.filter((i) => i.category === "sarees");
    expect(lehengas.every((i) => i.titleHi.includes("लहंगा"))).toBe(true);
    const sarees = seedCollectionItems.filter((i) => i.category === "saree" || i.category === "custom-saree");
    expect(sarees.every((i) => i.titleHi.includes("साड़ी"))).toBe(true);
    for (const item of [...seedCollectionItems, ...seedBeautyItems])
      expect(item.titleHi, item.title).not.toMatch(/[A-Za-z]{3,}/);
  });
});
