import { describe, expect, it, vi } from "vitest";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ProductCard } from "@/features/catalogue/ui/product/product-card";
import { ProductDetails } from "@/features/catalogue/ui/product/product-details";
import { BeautyBrowse, CollectionBrowse, collectionMetadata } from "@/features/catalogue/ui/catalogue-pages";
import { HeaderSearch } from "@/features/catalogue/ui/search/search-box";
import SearchPage from "@/app/[locale]/search/page";
import { DEFAULT_STATE } from "@/features/catalogue/rules/browse-state";
import type { ProductView } from "@/features/catalogue/rules/product-view";
import { beautyCategories, collectionCategories, collectionHeroTitle } from "@/features/shop/categories";
import { categoriesMatchingHindi } from "@/features/shop/category-text";
import { dupattaDetails, dupattaItems, localizeDupatta } from "@/features/catalogue/content/dupattas";
import { getSiteConfig } from "@/lib/site/config";
import { ClientMessagesProvider } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/locales";
import { breadcrumbLd } from "@/lib/site/seo";
import { productLd } from "@/features/catalogue/rules/product-ld";
import { CLIENT_NAMESPACES, catalogueFor, type Catalogue, type ClientNamespace } from "@/messages";

// The catalogue's pages in Hindi under /hi: words from the catalogues, every
// internal link and form under /hi, prices as in English. English stays as it was.
// Under vitest next-intl resolves to its client build, whose setRequestLocale (pageLocale) throws.
vi.mock("next-intl/server", async (original) => ({
  ...(await original<typeof import("next-intl/server")>()),
  setRequestLocale() {},
}));
vi.mock("next/navigation", async (original) => ({
  ...(await original<typeof import("next/navigation")>()),
  useRouter: () => ({ push() {}, back() {}, refresh() {}, prefetch() {}, replace() {} }),
}));

/** Renders as the page would: inside the provider that hands client components their words. */
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

/** Every internal address a page links or submits to. */
const internal = (html: string) =>
  [...html.matchAll(/(?:href|action)="(\/[^"]*)"/g)]
    .map((m) => m[1]!)
    .filter((h) => !h.startsWith("/images/") && !h.startsWith("/_next/"));

const gown: ProductView = {
  kind: "collection",
  id: "g1",
  category: "gown",
  title: "Emerald Gown",
  titleHi: null,
  descriptionHi: null,
  description: "A floor-length gown.",
  price: 3500,
  images: ["/images/catalogue/gown-emerald.webp", "/images/catalogue/gown-emerald.webp"],
  lines: [{ label: "Fabric Type", value: "Georgette" }],
  href: "/collection/gowns/g1",
};

describe("the catalogue in Hindi", () => {
  it("a product card links to the piece's Hindi page, its cart button speaks Hindi", () => {
    const product = {
      _id: "g1",
      kind: "collection" as const,
      category: "gown",
      title: "Emerald Gown",
      description: "A floor-length gown.",
      price: 3500,
      href: "/collection/gowns/g1",
    };
    const hi = render("hi", createElement(ProductCard, { product, locale: "hi" }));
    expect(internal(hi)).toEqual(["/hi/collection/gowns/g1"]);
    expect(hi).toContain("Emerald Gown कार्ट में डालें");
    expect(hi).toContain("₹3,500");
    const en = render("en", createElement(ProductCard, { product }));
    expect(internal(en)).toEqual(["/collection/gowns/g1"]);
    expect(en).toContain("Add Emerald Gown to cart");
  });

  it("a product's details: Hindi words around the owner's text, a WhatsApp message in Hindi with the Hindi address", () => {
    const site = getSiteConfig();
    const html = render("hi", createElement(ProductDetails, { product: gown, site, locale: "hi", headingLevel: 1 }));
    for (const word of [
      "क़ीमत: ₹3,500",
      "कपड़ा:",
      "कार्ट में डालें",
      "अभी ख़रीदें",
      "WhatsApp पर अभी बुक करें",
      "या यह पीस हमें WhatsApp पर भेजें",
      "(नए टैब में खुलता है)",
      "अगली तस्वीर",
      "Emerald Gown की तस्वीरें",
    ]) {
      expect(html).toContain(word);
    }
    for (const english of [
      "Price:",
      "Add to Cart",
      "Buy Now",
      "WhatsApp<",
      "opens in a new tab",
      "Next image",
      "Fabric Type",
    ])
      expect(html).not.toContain(english);
    const message = decodeURIComponent(/href="https:\/\/wa\.me\/\d+\?text=([^"]+)"/.exec(html)?.[1] ?? "");
    expect(message).toContain("नमस्ते!");
    expect(message).toContain(`${site.url}/hi/collection/gowns/g1`);
  });

  it("the dupatta page: the built-in pieces, the hero and the page's links in Hindi", async () => {
    const html = render("hi", await CollectionBrowse({ slug: "dupatta", state: DEFAULT_STATE, locale: "hi" }));
    expect(html).toContain("डिज़ाइनर सिल्क दुपट्टे");
    expect(html).toContain("एलिगेंट सिल्क दुपट्टा");
    expect(html).toContain("पूरी जानकारी देखें");
    expect(html).toContain("कलेक्शन देखें");
    expect(html).toContain("47 पीस");
    expect(html).not.toContain("Elegant Silk Saree");
    expect(html).not.toContain("View Details");
    const links = internal(html);
    expect(links).toContain("/hi/collection/dupatta/dupatta-1");
    expect(links.filter((h) => !h.startsWith("/hi/") && h !== "/hi")).toEqual([]);
    // the breadcrumb's JSON-LD: Hindi names, Hindi addresses
    expect(html).toContain('"name":"होम"');
    expect(html).toContain(`"item":"${getSiteConfig().url}/hi/collection/dupatta"`);
  });

  it("a collection page with pieces from the database: filters, sort, counts and links in Hindi", async () => {
    const html = render(
      "hi",
      await CollectionBrowse({ slug: "party-wear-lehenga", state: DEFAULT_STATE, locale: "hi" }),
    );
    expect(html).toContain("पार्टी वियर लहंगा कलेक्शन");
    for (const word of ["क्रम", "सबसे नए", "क़ीमत: कम से ज़्यादा", "इस दिन उपलब्ध", "दिखाएँ", "फ़िल्टर"])
      expect(html).toContain(word);
    for (const english of ["Sort by", "Newest", "Available on", ">Show<", "Filters", "pieces", "Explore Collection"])
      expect(html).not.toContain(english);
    expect(internal(html).filter((h) => !h.startsWith("/hi/"))).toEqual([]);
    expect(html).toContain('action="/hi/collection/party-wear-lehenga"');
  });

  it("a beauty shelf in Hindi", async () => {
    const html = render("hi", await BeautyBrowse({ slug: "soap", state: DEFAULT_STATE, locale: "hi" }));
    expect(html).toContain("हाथ से बने साबुन");
    expect(internal(html).filter((h) => !h.startsWith("/hi/"))).toEqual([]);
  });

  it("the collection page's metadata is Hindi, its canonical the Hindi address", () => {
    const meta = collectionMetadata("gowns", "hi");
    expect(meta.title).toBe("डिज़ाइनर गाउन किराए पर");
    expect(meta.description).toContain("किराए पर लें");
    expect(meta.alternates?.canonical).toBe("/hi/collection/gowns");
    expect(collectionMetadata("gowns", "en").title).toBe("Designer Gowns on Rent");
  });

  it("the search page finding nothing: Hindi words, suggestions and forms under /hi", async () => {
    const html = render(
      "hi",
      await SearchPage({ params: Promise.resolve({ locale: "hi" }), searchParams: Promise.resolve({ q: "qqzzxxv" }) }),
    );
    for (const word of [
      "“qqzzxxv” के नतीजे",
      "आपकी खोज से कुछ नहीं मिला।",
      "इसके बजाय यह देखें",
      "या कोई कलेक्शन देखें:",
      "डिज़ाइनर गाउन",
      "आयुर्वेदिक हेयर ऑयल",
      "दुकान में खोजें",
      "इस दिन किराए के लिए ख़ाली",
    ]) {
      expect(html).toContain(word);
    }
    for (const english of [
      "Results for",
      "Nothing matched",
      "Try instead",
      "Designer Gowns",
      "Search the shop",
      "Free to rent on",
    ])
      expect(html).not.toContain(english);
    const links = internal(html);
    expect(links).toContain("/hi/search");
    expect(links).toContain("/hi/collection/gowns");
    expect(links.filter((h) => !h.startsWith("/hi/"))).toEqual([]);
  });

  it("the search page names a matching collection in Hindi", async () => {
    const html = render(
      "hi",
      await SearchPage({ params: Promise.resolve({ locale: "hi" }), searchParams: Promise.resolve({ q: "dupatta" }) }),
    );
    expect(html).toContain('href="/hi/collection/dupatta"');
    expect(html).toContain("दुपट्टा →");
    expect(html).toContain("कलेक्शन:");
  });

  it("a Hindi search names the collections it means, singular or plural", async () => {
    const matching = (q: string) =>
      categoriesMatchingHindi(q, { collection: collectionCategories, beauty: beautyCategories }).map((c) => c.href);
    expect(matching("शादी के लिए लहंगा किराए पर")).toEqual(["/collection/party-wear-lehenga"]);
    expect(matching("लाल साड़ी")).toEqual([
      "/collection/designer-sarees",
      "/collection/customised-colours-sarees-avaliable",
    ]);
    expect(matching("दुपट्टे")).toEqual(["/collection/dupatta"]);
    expect(matching("साबुन")).toEqual(["/beauty-care/soap"]);
    expect(matching("डिज़ाइनर")).toEqual([]);
    expect(matching("lehenga")).toEqual([]);
    const html = render(
      "hi",
      await SearchPage({ params: Promise.resolve({ locale: "hi" }), searchParams: Promise.resolve({ q: "गाउन" }) }),
    );
    expect(html).toContain('href="/hi/collection/gowns"');
  });

  it("the header's search box searches in the page's language", () => {
    const hi = render("hi", createElement(HeaderSearch, { locale: "hi" }));
    expect(internal(hi)).toEqual(["/hi/search", "/hi/search"]);
    expect(hi).toContain('placeholder="लहंगा, साड़ी खोजें…"');
    expect(internal(render("en", createElement(HeaderSearch)))).toEqual(["/search", "/search"]);
  });

  it("JSON-LD on a Hindi page: the offer's url and the breadcrumb's items are the Hindi addresses", () => {
    const site = getSiteConfig();
    expect(productLd(site, gown, "hi").offers.url).toBe(`${site.url}/hi/collection/gowns/g1`);
    expect(productLd(site, gown).offers.url).toBe(`${site.url}/collection/gowns/g1`);
    const crumbs = breadcrumbLd(site, [{ name: "होम", path: "/" }], "hi");
    expect(crumbs.itemListElement[0]).toMatchObject({ name: "होम", item: `${site.url}/hi` });
  });

  it("the English catalogue of categories and dupattas is categories.ts's and the spec's text, verbatim", () => {
    const words = catalogueFor("en").categories as Record<
      string,
      { label: string; title: string; hero: string; tagline: string }
    >;
    for (const c of collectionCategories)
      expect(words[c.slug], c.slug).toEqual({
        label: c.label,
        title: c.title,
        hero: collectionHeroTitle(c),
        tagline: c.tagline,
      });
    for (const c of beautyCategories)
      expect(words[c.slug], c.slug).toEqual({ label: c.label, title: c.title, hero: c.title, tagline: c.tagline });
    expect(Object.keys(words).sort()).toEqual([...collectionCategories, ...beautyCategories].map((c) => c.slug).sort());
    expect(dupattaItems[0]!.title).toBe("Elegant Silk Saree");
    const hindi = localizeDupatta({ ...dupattaItems[7]!, kind: "dupatta", lines: dupattaDetails }, "hi");
    expect(hindi.title).toBe("एलिगेंट सिल्क दुपट्टा");
    expect(hindi.description).toBe(catalogueFor("hi").dupattas.descriptions[1]);
    expect(hindi.lines[0]!.label).toBe("कपड़ा");
  });
});
