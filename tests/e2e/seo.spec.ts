import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { OWNER, SAME_ON_ANY_DATABASE } from "./helpers";
import { productProblems, storeProblems } from "../helpers/rich-results";

type SitemapEntry = { loc: string; lastmod?: string; changefreq?: string; priority?: number };

/** The served sitemap, read by a real XML parser (a raw "&" makes it throw). */
async function readSitemap(request: APIRequestContext): Promise<SitemapEntry[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`sitemap.xml is not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const doc = new XMLParser({ isArray: (name) => name === "url", parseTagValue: false }).parse(xml);
  return doc.urlset.url as SitemapEntry[];
}

const INDEXABLE = [
  "/",
  "/about",
  "/royal-pick",
  "/gallery",
  "/contact",
  "/trending",
  "/t&c",
  "/privacy-policy",
  "/return-policy",
  "/shipping-refund",
  "/collection/gowns",
  "/collection/suits",
  "/collection/dupatta",
  "/beauty-care/soap",
  "/beauty-care/hair-oil",
];

async function ld(page: Page): Promise<Record<string, unknown>[]> {
  return (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
}

test(
  "every indexable page has a unique title and description, a canonical URL and OpenGraph tags",
  SAME_ON_ANY_DATABASE,
  async ({ page }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of INDEXABLE) {
      await page.goto(path);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(title.length, path).toBeGreaterThan(10);
      expect(description?.length ?? 0, path).toBeGreaterThan(40);
      expect(titles.has(title), `duplicate title on ${path}`).toBe(false);
      expect(descriptions.has(description!), `duplicate description on ${path}`).toBe(false);
      titles.add(title);
      descriptions.add(description!);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).pathname, path).toBe(path);
      for (const prop of ["og:title", "og:description", "og:url", "og:image", "og:site_name"]) {
        await expect(page.locator(`meta[property="${prop}"]`), `${prop} on ${path}`).toHaveCount(1);
      }
    }
  },
);

test(
  "robots.txt keeps crawlers out of admin, API, cart and checkout, and points to the sitemap",
  SAME_ON_ANY_DATABASE,
  async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    for (const path of ["/admin", "/api/", "/cart", "/checkout"]) expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    // Host: is no robots.txt standard (only Yandex read it, and no longer does).
    expect(robots).not.toMatch(/^\s*Host:/im);
  },
);

test("the sitemap lists every page, collection and product, and a new product at once", async ({ request }) => {
  const urls = async () => (await readSitemap(request)).map((e) => new URL(e.loc).pathname);
  const before = await urls();
  for (const path of [
    ...INDEXABLE,
    "/collection/party-wear-lehenga",
    "/collection/gopi-dresess",
    "/beauty-care/night-cream",
  ])
    expect(before).toContain(path);
  const suits = await (await request.get("/api/collection/suit")).json();
  expect(before).toContain(`/collection/suits/${suits[0]._id}`);
  expect(before).toContain("/collection/dupatta/dupatta-47");
  expect(before).not.toContain("/cart");

  const { token } = await (
    await request.post("/api/auth/login", { data: OWNER, headers: { "x-forwarded-for": "10.88.0.1" } })
  ).json();
  const created = await request.post("/api/collection", {
    headers: { authorization: `Bearer ${token}` },
    multipart: { category: "suit", title: "Sitemap Test Suit", description: "Appears in the sitemap.", price: "1999" },
  });
  expect(created.status()).toBe(201);
  const { _id } = await created.json();
  expect(await urls()).toContain(`/collection/suits/${_id}`);
  await request.delete(`/api/collection/${_id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(await urls()).not.toContain(`/collection/suits/${_id}`);
});

test(
  "JSON-LD: ClothingStore on home and contact, FAQPage on home, Product and BreadcrumbList on products",
  SAME_ON_ANY_DATABASE,
  async ({ page }) => {
    for (const path of ["/", "/contact"]) {
      await page.goto(path);
      const store = (await ld(page)).find((d) => d["@type"] === "ClothingStore") as Record<string, unknown> & {
        address: Record<string, string>;
        openingHoursSpecification: unknown[];
        contactPoint: unknown[];
      };
      expect(store, path).toBeTruthy();
      expect(store.address).toMatchObject({
        "@type": "PostalAddress",
        addressLocality: "New Delhi",
        addressCountry: "IN",
      });
      expect(store.openingHoursSpecification.length).toBeGreaterThan(0);
      expect(store.contactPoint).toHaveLength(2);
    }
    await page.goto("/");
    const faq = (await ld(page)).find((d) => d["@type"] === "FAQPage") as { mainEntity: unknown[] };
    expect(faq.mainEntity).toHaveLength(4);

    await page.goto("/collection/gowns");
    expect((await ld(page)).some((d) => d["@type"] === "BreadcrumbList")).toBe(true);
    const gowns = await (await page.request.get("/api/collection/gown")).json();
    await page.goto(`/collection/gowns/${gowns[0]._id}`);
    const data = await ld(page);
    const product = data.find((d) => d["@type"] === "Product") as { name: string; offers: Record<string, unknown> };
    expect(product.name).toBe(gowns[0].title);
    expect(product.offers).toMatchObject({ "@type": "Offer", price: gowns[0].price, priceCurrency: "INR" });
    const crumbs = data.find((d) => d["@type"] === "BreadcrumbList") as { itemListElement: unknown[] };
    expect(crumbs.itemListElement).toHaveLength(3);
  },
);

test("sitemap.xml is well-formed XML; every <loc> is absolute and every entry has a <lastmod>, an item's its last change", async ({
  request,
  baseURL,
}) => {
  const entries = await readSitemap(request);
  expect(entries.length).toBeGreaterThan(40);
  for (const e of entries) {
    expect(new URL(e.loc).origin, e.loc).toBe(new URL(baseURL!).origin);
    expect(e.lastmod, e.loc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  }
  // The terms page by its own address, "&" and all, as the page's canonical link has it.
  expect(entries.map((e) => e.loc)).toContain(`${baseURL}/t&c`);

  const { token } = await (
    await request.post("/api/auth/login", { data: OWNER, headers: { "x-forwarded-for": "10.88.0.2" } })
  ).json();
  const auth = { authorization: `Bearer ${token}` };
  const fields = {
    category: "gown",
    title: "Lastmod Test Gown",
    description: "Shows its last change in the sitemap.",
    price: "2500",
  };
  const { _id } = await (await request.post("/api/collection", { headers: auth, multipart: fields })).json();
  const entryOf = async (path: string) => (await readSitemap(request)).find((e) => new URL(e.loc).pathname === path)!;
  const created = await entryOf(`/collection/gowns/${_id}`);
  await new Promise((r) => setTimeout(r, 1100));
  const before = Date.now();
  expect(
    (await request.put(`/api/collection/${_id}`, { headers: auth, multipart: { ...fields, price: "2600" } })).status(),
  ).toBe(200);
  const edited = await entryOf(`/collection/gowns/${_id}`);
  expect(Date.parse(edited.lastmod!)).toBeGreaterThan(Date.parse(created.lastmod!));
  expect(Date.parse(edited.lastmod!)).toBeGreaterThanOrEqual(before - 1000);
  // The gowns page shows the edited piece: it changed then too.
  expect((await entryOf("/collection/gowns")).lastmod).toBe(edited.lastmod);
  await request.delete(`/api/collection/${_id}`, { headers: auth });
});

test(
  'the terms page answers at /t&c and at /t%26c, the address apps that encode "&" ask for',
  SAME_ON_ANY_DATABASE,
  async ({ page }) => {
    for (const path of ["/t&c", "/t%26c"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "Terms & Conditions" })).toBeVisible();
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).pathname).toBe("/t&c");
    }
  },
);

test(
  "JSON-LD passes Google's rich-result rules: the store with logo and geo, rentals offered as rentals, beauty sold new",
  SAME_ON_ANY_DATABASE,
  async ({ page, request }) => {
    await page.goto("/");
    const store = (await ld(page)).find((d) => d["@type"] === "ClothingStore")!;
    expect(storeProblems(store)).toEqual([]);
    const logo = await request.get(store.logo as string);
    expect(logo.status()).toBe(200);
    expect(logo.headers()["content-type"]).toMatch(/^image\//);
    expect((await ld(page)).some((d) => d["@type"] === "FAQPage")).toBe(true);

    const [gown] = await (await request.get("/api/collection/gown")).json();
    const [soap] = await (await request.get("/api/beauty/soap")).json();
    const pages = [
      { path: `/collection/gowns/${gown._id}`, fn: "LeaseOut", condition: "UsedCondition" },
      { path: "/collection/dupatta/dupatta-1", fn: "LeaseOut", condition: "UsedCondition" },
      { path: `/beauty-care/soap/${soap._id}`, fn: "Sell", condition: "NewCondition" },
    ];
    for (const { path, fn, condition } of pages) {
      await page.goto(path);
      const product = (await ld(page)).find((d) => d["@type"] === "Product") as Record<string, unknown> & {
        offers: Record<string, unknown>;
      };
      expect(productProblems(product), path).toEqual([]);
      expect(product.offers.businessFunction, path).toBe(`http://purl.org/goodrelations/v1#${fn}`);
      expect(product.offers.itemCondition, path).toBe(`https://schema.org/${condition}`);
    }
  },
);
