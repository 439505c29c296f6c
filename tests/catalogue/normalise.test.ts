import { describe, expect, it } from "vitest";
import { normaliseAttributes, normaliseImages, normalisePrice } from "@/features/catalogue/rules/normalise";
import { formatCount, formatRupees, previewChars, previewWords } from "@/lib/format";

describe("normalisation (spec §3)", () => {
  it("keeps a non-empty images list", () => {
    expect(normaliseImages(["/a.webp", "/b.webp"], "/legacy.webp")).toEqual(["/a.webp", "/b.webp"]);
  });
  it("folds the legacy single image into the list when images is empty", () => {
    expect(normaliseImages([], "/legacy.webp")).toEqual(["/legacy.webp"]);
  });
  it("gives an empty list when there is no image at all", () => {
    expect(normaliseImages([], null)).toEqual([]);
    expect(normaliseImages(undefined, "")).toEqual([]);
  });
  it("reads prices that arrive as strings", () => {
    expect(normalisePrice("1550")).toBe(1550);
    expect(normalisePrice("₹1,550")).toBe(1550);
    expect(normalisePrice(1550)).toBe(1550);
    expect(normalisePrice("abc")).toBe(0);
    expect(normalisePrice(null)).toBe(0);
  });
  it("keeps only named string attributes", () => {
    expect(normaliseAttributes({ Bottom: "Sharara", "": "x", Empty: " ", Nested: { a: 1 } })).toEqual({
      Bottom: "Sharara",
    });
    expect(normaliseAttributes([1, 2])).toEqual({});
  });
});

describe("formatting", () => {
  it("shows rupees with Indian grouping", () => {
    expect(formatRupees(1550)).toBe("₹1,550");
    expect(formatRupees(125000)).toBe("₹1,25,000");
  });
  it("writes a count in the page's language, not the phone's", () => {
    expect(formatCount(1234567)).toBe("12,34,567");
    expect(formatCount(1234567, "hi")).toBe("12,34,567");
    expect(formatCount(8799, "hi")).toBe("8,799");
  });
  it("cuts descriptions to 10 words plus '...' only when longer", () => {
    expect(previewWords("one two three four five six seven eight nine ten eleven", 10)).toBe(
      "one two three four five six seven eight nine ten...",
    );
    expect(previewWords("short text", 10)).toBe("short text");
  });
  it("cuts to characters plus '...' only when longer", () => {
    expect(previewChars("a".repeat(71), 70)).toBe("a".repeat(70) + "...");
    expect(previewChars("a".repeat(70), 70)).toBe("a".repeat(70));
  });
});
