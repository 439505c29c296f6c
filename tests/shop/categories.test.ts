import { describe, expect, it } from "vitest";
import {
  beautyCategories,
  collectionCategories,
  findBeautyCategory,
  findCollectionCategory,
  storedCollectionValues,
} from "@/features/shop/categories";

// spec §2: the slugs in use, spellings as given.
const specSlugs = [
  "designer-sarees",
  "designer-blouses",
  "suits",
  "gowns",
  "dresses",
  "party-wear-lehenga",
  "gopi-dresess",
  "customised-colours-sarees-avaliable",
  "customised-colours-blouses-avaliable",
  "dupatta",
];
const specMenuLabels = [
  "Suits",
  "Gowns",
  "Dresses",
  "Designer Sarees",
  "Designer Blouses",
  "Gopi Dresess",
  "Party Wear Lehenga",
  "Customised Colours Sarees Avaliable",
  "Customised Colours Blouses Avaliable",
];

describe("category registry", () => {
  it("has every slug of the spec, once", () => {
    expect(collectionCategories.map((c) => c.slug).sort()).toEqual([...specSlugs].sort());
  });

  it("keeps the spec's menu labels", () => {
    const labels = collectionCategories.map((c) => c.label);
    for (const label of specMenuLabels) expect(labels).toContain(label);
  });

  it("maps pages to the admin values of spec §3", () => {
    expect(findCollectionCategory("gopi-dresess")?.value).toBe("gopidress");
    expect(findCollectionCategory("party-wear-lehenga")?.value).toBe("sarees");
    expect(findCollectionCategory("designer-sarees")?.value).toBe("saree");
    expect(findCollectionCategory("designer-blouses")?.value).toBe("blouse");
    expect(findCollectionCategory("suits")?.value).toBe("suit");
  });

  it("finds a category by slug or API value, and nothing for an unknown key", () => {
    expect(findCollectionCategory("gopidress")?.slug).toBe("gopi-dresess");
    expect(findCollectionCategory("suits")?.slug).toBe("suits");
    expect(findCollectionCategory("nope")).toBeUndefined();
  });

  it("gives gown, suit and gopi the all-fields popup and the others attribute lines", () => {
    const allFields = collectionCategories
      .filter((c) => c.popupStyle === "all-fields")
      .map((c) => c.value)
      .sort();
    expect(allFields).toEqual(["gopidress", "gown", "suit"]);
  });

  it("has unique API values, and the built-in dupatta list is not stored", () => {
    const values = collectionCategories.map((c) => c.value);
    expect(new Set(values).size).toBe(values.length);
    expect(storedCollectionValues).not.toContain("dupatta");
    expect(storedCollectionValues).toHaveLength(9);
  });

  it("has the three beauty categories with the spec's menu labels", () => {
    expect(beautyCategories.map((c) => [c.slug, c.label])).toEqual([
      ["soap", "Soap"],
      ["hair-oil", "Hair Oil"],
      ["night-cream", "Night Face Cream"],
    ]);
    expect(findBeautyCategory("shampoo")).toBeUndefined();
  });
});
