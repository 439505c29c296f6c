import { expect, test, type Page } from "@playwright/test";
import { OWNER } from "./helpers";

const INDEXABLE = ["/", "/about", "/royal-pick", "/gallery", "/contact", "/trending", "/t&c", "/privacy-policy", "/return-policy", "/shipping-refund", "/collection/gowns", "/collection/suits", "/collection/dupatta", "/beauty-care/soap", "/beauty-care/hair-oil"];

async function ld(page: Page): Promise<Record<string, unknown>[]> {
  return (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
}

test("every indexable page has a unique title and description, a canonical URL and OpenGraph tags", async ({ page }) => {
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
});

test("robots.txt keeps crawlers out of admin, API, cart and checkout, and points to the sitemap", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  for (const path of ["/admin", "/api/", "/cart", "/checkout"]) expect(robots).toContain(`Disallow: ${path}`);
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  // Host: is no robots.txt standard (only Yandex read it, and no longer does).
  expect(robots).not.toMatch(/^\s*Host:/im);
});

test("the sitemap lists every page, collection and product, and a new product at once", async ({ request }) => {
  const urls = async () => [...(await (await request.get("/sitemap.xml")).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const before = await urls();
  for (const path of [...INDEXABLE, "/collection/party-wear-lehenga", "/collection/gopi-dresess", "/beauty-care/night-cream"]) expect(before).toContain(path);
  const suits = await (await request.get("/api/collection/suit")).json();
  expect(before).toContain(`/collection/suits/${suits[0]._id}`);
  expect(before).toContain("/collection/dupatta/dupatta-47");
  expect(before).not.toContain("/cart");

  const { token } = await (await request.post("/api/auth/login", { data: OWNER, headers: { "x-forwarded-for": "10.88.0.1" } })).json();
  const created = await request.post("/api/collection", { headers: { authorization: `Bearer ${token}` }, multipart: { category: "suit", title: "Sitemap Test Suit", description: "Appears in the sitemap.", price: "1999" } });
  expect(created.status()).toBe(201);
  const { _id } = await created.json();
  expect(await urls()).toContain(`/collection/suits/${_id}`);
  await request.delete(`/api/collection/${_id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(await urls()).not.toContain(`/collection/suits/${_id}`);
});

test("JSON-LD: ClothingStore on home and contact, FAQPage on home, Product and BreadcrumbList on products", async ({ page }) => {
  for (const path of ["/", "/contact"]) {
    await page.goto(path);
    const store = (await ld(page)).find((d) => d["@type"] === "ClothingStore") as Record<string, unknown> & { address: Record<string, string>; openingHoursSpecification: unknown[]; contactPoint: unknown[] };
    expect(store, path).toBeTruthy();
    expect(store.address).toMatchObject({ "@type": "PostalAddress", addressLocality: "New Delhi", addressCountry: "IN" });
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
});
