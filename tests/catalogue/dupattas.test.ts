import { describe, expect, it } from "vitest";
import { dupattaDetails, dupattaItems, findDupatta } from "@/features/catalogue/content/dupattas";

describe("dupatta list (spec §2)", () => {
  it("has 47 items titled 'Elegant Silk Saree' at ₹1550", () => {
    expect(dupattaItems).toHaveLength(47);
    expect(new Set(dupattaItems.map((d) => d.title))).toEqual(new Set(["Elegant Silk Saree"]));
    expect(dupattaItems.every((d) => d.price === 1550)).toBe(true);
  });
  it("rotates six descriptions", () => {
    expect(new Set(dupattaItems.map((d) => d.description)).size).toBe(6);
    expect(dupattaItems[0]!.description).toBe(dupattaItems[6]!.description);
  });
  it("has unique ids that can be looked up", () => {
    expect(new Set(dupattaItems.map((d) => d._id)).size).toBe(47);
    expect(findDupatta("dupatta-47")?._id).toBe("dupatta-47");
    expect(findDupatta("dupatta-48")).toBeUndefined();
  });
  it("has the spec's fixed popup lines", () => {
    expect(dupattaDetails.map((d) => d.label)).toEqual([
      "Fabric Type",
      "Work Detailing",
      "Comfort & Fit",
      "Occasion Suitability",
      "Customization",
    ]);
    expect(dupattaDetails[0]!.value).toBe("Silk, Cotton, Chiffon, and Net");
  });
});
