import { afterEach, describe, expect, it, vi } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ProductDetails } from "@/features/catalogue/ui/product/product-details";
import { detailLines, type ProductView } from "@/features/catalogue/rules/product-view";
import { getSiteConfig } from "@/lib/site/config";

// A rented piece's popup had no "Book Now on WhatsApp" catalogue link, and
// "colour:" was the one lower-case label in a piece's details.
afterEach(() => vi.unstubAllEnvs());
vi.mock("next/navigation", async (original) => ({
  ...(await original<typeof import("next/navigation")>()),
  useRouter: () => ({ push() {}, back() {}, refresh() {} }),
}));

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
  lines: [],
  href: "/collection/gowns/g1",
};
const rental = {
  terms: { rent: 3500, baseDays: 3, extraDay: 500, deposit: 3500, stock: 1, bufferBefore: 1, bufferAfter: 2 },
  maxDays: 14,
  aheadMonths: 18,
};

const catalogueLinks = (html: string, href: string) =>
  [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)/g)].filter((m) => m[1] === href).map((m) => m[2]);

describe("a piece's popup", () => {
  it("links the WhatsApp catalogue as Book Now on WhatsApp when the piece is rented by date, as when it is not", () => {
    vi.stubEnv("SHOP_WHATSAPP_CATALOGUE", "https://wa.me/c/919958031264");
    const site = getSiteConfig();
    const rented = renderToStaticMarkup(
      createElement(ProductDetails, { product: { ...gown, rental }, site, locale: "en" }),
    );
    expect(catalogueLinks(rented, "https://wa.me/c/919958031264")).toEqual(["Book Now on WhatsApp"]);
    const plain = renderToStaticMarkup(createElement(ProductDetails, { product: gown, site, locale: "en" }));
    expect(catalogueLinks(plain, "https://wa.me/c/919958031264")).toEqual(["Book Now on WhatsApp"]);
  });

  it("names every detail with a capital, the colour too", () => {
    const item = {
      _id: "g1",
      category: "gown",
      title: "Emerald Gown",
      description: "",
      price: 3500,
      images: [],
      colour: "Emerald",
      fabric: "Georgette",
      sleeves: "Full",
    };
    expect(detailLines(item, "all-fields")).toEqual([
      { label: "Colour", value: "Emerald" },
      { label: "Fabric Type", value: "Georgette" },
      // a field the owner named herself keeps her name
      { label: "sleeves", value: "Full" },
    ]);
  });
});
