import { describe, expect, it } from "vitest";
import {
  BEAUTY_SHAPE,
  canonicalState,
  encodeSegment,
  FIXED_SHAPE,
  isBookableDay,
  readBrowseState,
} from "@/features/catalogue/rules/browse-state";
import { shapeOf } from "@/features/catalogue/rules/browse-shape";

describe("internal browse segments", () => {
  it("a segment holding %, a stray character or a made-up escape is no page, and never throws", () => {
    for (const segment of [
      "%",
      "%25",
      "%zz",
      "page-2%",
      "page-2%25",
      "page-2/",
      "\u202e",
      "page-2\u0000",
      "fabric-silk_%E0%A4",
      "PAGE-2",
      "",
    ]) {
      expect(() => canonicalState(segment), segment).not.toThrow();
      expect(canonicalState(segment), segment).toBeNull();
    }
  });

  it("the canonical spelling of a state is its page; any other spelling of it is not", () => {
    const state = readBrowseState({ fabric: "silk,net", page: "2", sort: "price-asc" });
    const segment = encodeSegment(state);
    expect(segment).toBe("fabric-net.silk_page-2_sort-price-asc");
    expect(canonicalState(segment)).toEqual(state);
    expect(canonicalState("fabric-silk.net_page-2_sort-price-asc")).toBeNull();
    expect(canonicalState("page-1")).toBeNull();
  });
});

describe("bookable days for 'available on'", () => {
  it("runs from today to the booking horizon, both included", () => {
    expect(isBookableDay("2026-11-25", "2026-11-25", 18)).toBe(true);
    expect(isBookableDay("2028-05-25", "2026-11-25", 18)).toBe(true);
    expect(isBookableDay("2028-05-26", "2026-11-25", 18)).toBe(false);
    expect(isBookableDay("2026-11-24", "2026-11-25", 18)).toBe(false);
    expect(isBookableDay("9999-12-31", "2026-11-25", 18)).toBe(false);
  });
});

describe("what a listing can vary", () => {
  it("a beauty shelf has no 'available on': ?on= is its plain page, and the internal dated path is no page", () => {
    expect(encodeSegment(readBrowseState({ on: "2027-01-10", page: "2" }, BEAUTY_SHAPE))).toBe("page-2");
    expect(canonicalState("on-2027-01-10_page-2", BEAUTY_SHAPE)).toBeNull();
    expect(shapeOf("beauty-care", "soap")).toBe(BEAUTY_SHAPE);
  });

  it("the dupatta line is one fixed page: no key makes a variant of it", () => {
    expect(shapeOf("collection", "dupatta")).toBe(FIXED_SHAPE);
    expect(
      encodeSegment(readBrowseState({ on: "2027-01-10", page: "2", sort: "price-asc", fabric: "silk" }, FIXED_SHAPE)),
    ).toBe("");
    for (const segment of ["page-2", "sort-price-asc", "on-2027-01-10"])
      expect(canonicalState(segment, FIXED_SHAPE), segment).toBeNull();
    expect(encodeSegment(readBrowseState({ on: "2027-01-10", fabric: "silk" }, shapeOf("collection", "gowns")))).toBe(
      "fabric-silk_on-2027-01-10",
    );
  });
});
