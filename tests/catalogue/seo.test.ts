import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProductView } from "@/features/catalogue/rules/product-view";
import { getSiteConfig } from "@/lib/site/config";
import { storeLd } from "@/lib/site/seo";
import { productLd } from "@/features/catalogue/rules/product-ld";
import { productProblems, storeProblems } from "../helpers/rich-results";

// Item 17: the JSON-LD passes Google's rich-result rules; rentals say they are rentals.
afterEach(() => vi.unstubAllEnvs());

const view = (kind: ProductView["kind"], href: string): ProductView => ({
  kind,
  id: "p1",
  category: "gown",
  title: "Emerald Gown",
  description: "A floor-length gown.",
  titleHi: null,
  descriptionHi: null,
  price: 3500,
  images: ["/images/catalogue/gown-1.webp"],
  lines: [],
  href,
});

describe("Product JSON-LD", () => {
  it("a collection piece is offered for rent, used, and passes Google's Product/Offer rules", () => {
    vi.stubEnv("SITE_URL", "https://rangrez.in");
    const ld = productLd(getSiteConfig(), view("collection", "/collection/gowns/p1"));
    expect(productProblems(ld)).toEqual([]);
    expect(ld.offers).toMatchObject({
      businessFunction: "http://purl.org/goodrelations/v1#LeaseOut",
      itemCondition: "https://schema.org/UsedCondition",
      url: "https://rangrez.in/collection/gowns/p1",
    });
  });

  it("a dupatta is rented too; a beauty product is sold new", () => {
    const site = getSiteConfig();
    expect(productLd(site, view("dupatta", "/collection/dupatta/dupatta-1")).offers.businessFunction).toBe(
      "http://purl.org/goodrelations/v1#LeaseOut",
    );
    const soap = productLd(site, view("beauty", "/beauty-care/soap/p1"));
    expect(productProblems(soap)).toEqual([]);
    expect(soap.offers).toMatchObject({
      businessFunction: "http://purl.org/goodrelations/v1#Sell",
      itemCondition: "https://schema.org/NewCondition",
    });
  });

  it("the checker itself fails markup Google would reject", () => {
    const ld = productLd(getSiteConfig(), view("collection", "/x")) as unknown as { offers: Record<string, unknown> };
    expect(productProblems({ ...ld, offers: { ...ld.offers, itemCondition: undefined, priceCurrency: "Rs" } })).toEqual(
      ["Offer.priceCurrency must be an ISO 4217 code", "Offer.itemCondition must be a schema.org OfferItemCondition"],
    );
  });
});

describe("the store's JSON-LD", () => {
  it("has an absolute logo and the shop's coordinates, and passes Google's LocalBusiness rules", () => {
    for (const name of ["SHOP_LOGO_URL", "SHOP_LATITUDE", "SHOP_LONGITUDE"]) vi.stubEnv(name, undefined);
    vi.stubEnv("SITE_URL", "https://rangrez.in");
    const store = storeLd(getSiteConfig());
    expect(storeProblems(store)).toEqual([]);
    expect(store.logo).toBe("https://rangrez.in/images/logo.png");
    // Uttam Nagar, New Delhi
    expect(store.geo.latitude).toBeCloseTo(28.62, 1);
    expect(store.geo.longitude).toBeCloseTo(77.06, 1);
  });

  it("takes the logo and coordinates from settings, and ignores coordinates out of range", () => {
    vi.stubEnv("SHOP_LOGO_URL", "https://cdn.example/logo.png");
    vi.stubEnv("SHOP_LATITUDE", "28.612345");
    vi.stubEnv("SHOP_LONGITUDE", "977");
    const store = storeLd(getSiteConfig());
    expect(store.logo).toBe("https://cdn.example/logo.png");
    expect(store.geo).toEqual({ "@type": "GeoCoordinates", latitude: 28.612345, longitude: 77.05871 });
  });

  it("describes the shop in Hindi on a Hindi page", () => {
    const hindi = storeLd(getSiteConfig(), "hi");
    expect(hindi.description).toMatch(/[\u0900-\u097F]/);
    expect(hindi.description).not.toBe(storeLd(getSiteConfig()).description);
    expect(storeProblems(hindi)).toEqual([]);
  });
});
