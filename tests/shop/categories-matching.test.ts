import { describe, expect, it } from "vitest";
import { categoriesMatching } from "@/features/shop/categories";

const labels = (q: string) => categoriesMatching(q).map((c) => c.label);

describe("categoriesMatching", () => {
  it("names the page a search means, singular or plural, among other words", () => {
    expect(categoriesMatching("dupatta")).toEqual([{ href: "/collection/dupatta", label: "Dupatta" }]);
    expect(labels("red gowns for a sangeet")).toEqual(["Gowns"]);
    expect(labels("soaps")).toEqual(["Soap"]);
    expect(labels("lehenga")).toEqual(["Party Wear Lehenga"]);
    expect(labels("hair")).toEqual(["Hair Oil"]);
  });

  it("offers nothing for words that name no kind of piece", () => {
    expect(labels("designer")).toEqual([]);
    expect(labels("red silk")).toEqual([]);
    expect(labels("")).toEqual([]);
  });
});
