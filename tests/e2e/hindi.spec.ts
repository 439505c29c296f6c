import { expect, test, type APIRequestContext } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import { englishLeft } from "./hindi-helpers";
import { beautyCategories, collectionCategories } from "../../lib/content/categories";

// Issue #30: the shop in Hindi at /hi, found by search engines in both languages.

type Alternate = { "@_hreflang": string; "@_href": string };
type Entry = { loc: string; "xhtml:link"?: Alternate[] };

async function sitemap(request: APIRequestContext): Promise<Entry[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  const doc = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "url" || name === "xhtml:link", parseTagValue: false }).parse(xml);
  return doc.urlset.url as Entry[];
}

const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

test("every sitemap address has its Hindi twin, and each lists both languages and x-default", async ({ request }) => {
  const entries = await sitemap(request);
  const locs = new Set(entries.map((e) => pathOf(e.loc)));
  const english = [...locs].filter((p) => !p.startsWith("/hi"));
  expect(english.length).toBeGreaterThan(10);
  for (const path of english) expect(locs.has(path === "/" ? "/hi" : `/hi${path}`), path).toBe(true);
  for (const entry of entries) {
    const links = Object.fromEntries((entry["xhtml:link"] ?? []).map((l) => [l["@_hreflang"], pathOf(l["@_href"])]));
    const english = pathOf(entry.loc).replace(/^\/hi(?=\/|$)/, "") || "/";
    expect(links, entry.loc).toEqual({ "en-IN": english, "hi-IN": english === "/" ? "/hi" : `/hi${english}`, "x-default": english });
  }
});

for (const [path, twin] of [
  ["/", "/hi"],
  ["/collection/gowns", "/hi/collection/gowns"],
  ["/contact", "/hi/contact"],
] as const) {
  test(`${twin} is Hindi with its own canonical, and the two pages name each other (${path})`, async ({ page }) => {
    for (const [address, lang, canonical] of [
      [path, "en", path],
      [twin, "hi", twin],
    ] as const) {
      await page.goto(address);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const canonicalHref = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(pathOf(canonicalHref!), address).toBe(canonical);
      const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]));
      expect(Object.fromEntries(alternates.map(([tag, href]) => [tag, pathOf(href!)])), address).toEqual({ "en-IN": path, "hi-IN": twin, "x-default": path });
    }
  });
}

test("a first visit is never sent to Hindi by the browser's language; a chosen language is remembered", async ({ browser }) => {
  const context = await browser.newContext({ locale: "hi-IN", extraHTTPHeaders: { "Accept-Language": "hi-IN,hi;q=0.9" } });
  const page = await context.newPage();
  await page.goto("/collection/gowns?sort=price-asc");
  expect(new URL(page.url()).pathname).toBe("/collection/gowns");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  // The switch keeps the page and its query.
  await page.getByRole("link", { name: "हिन्दी" }).first().click();
  await expect(page).toHaveURL(/\/hi\/collection\/gowns\?sort=price-asc$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");

  // Remembered: an English address now opens its Hindi twin…
  await page.goto("/contact");
  await expect(page).toHaveURL(/\/hi\/contact$/);
  // …until she switches back.
  await page.getByRole("link", { name: "English" }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.goto("/about");
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await context.close();
});

test("English pages download no Devanagari font; Hindi pages fetch theirs (font-display: optional: the phone's own until it is there)", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "font") fonts.push(r.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const englishFonts = [...fonts];
  // No Devanagari face (its unicode-range starts at U+0900) is even asked for by an English page.
  expect(await page.evaluate(() => [...document.fonts].filter((f) => /U\+900/i.test(f.unicodeRange) && f.status !== "unloaded").length)).toBe(0);
  fonts.length = 0;
  await page.goto("/hi");
  await page.waitForLoadState("networkidle");
  // Playfair is the only font of English pages (lib/fonts/index.ts): one file, or two.
  expect(englishFonts.length).toBeLessThanOrEqual(2);
  const devanagari = fonts.filter((url) => !englishFonts.includes(url));
  expect(devanagari.length).toBeGreaterThan(0);
  // The Devanagari face (its unicode-range starts at U+0900) loads: this page or the next draws in it.
  await page.waitForFunction(() => [...document.fonts].some((f) => f.status === "loaded" && /U\+900/i.test(f.unicodeRange)), null, { timeout: 15_000 });
});

test("/en addresses are the English pages' internal names: they move permanently to the public ones", async ({ request }) => {
  for (const [from, to] of <const>[
    ["/en", "/"],
    ["/en/about", "/about"],
    ["/hi/home/current", "/hi"],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(pathOf(new URL(response.headers().location!, "http://x").href), from).toBe(to);
  }
  expect((await request.get("/fr/about")).status()).toBe(404);
});

test("no English interface word is left on a Hindi page", async ({ page, request }) => {
  test.setTimeout(180_000);
  const [gown] = (await (await request.get("/api/collection/gown")).json()) as { _id: string }[];
  // The owner's English titles (the seeded pieces have no Hindi), and what the visitor typed.
  const lists = await Promise.all([...collectionCategories.map((c) => request.get(`/api/collection/${c.value}`)), ...beautyCategories.map((c) => request.get(`/api/beauty/${c.value}`))]);
  const titles = (await Promise.all(lists.map(async (r) => (r.ok() ? ((await r.json()) as { title: string }[]) : [])))).flat().map((i) => i.title);
  const ownerText = [...titles, "zzzz"];
  const pages = [
    "/hi",
    "/hi/trending",
    "/hi/collection/gowns",
    `/hi/collection/gowns/${gown!._id}`,
    "/hi/collection/dupatta",
    "/hi/beauty-care/soap",
    "/hi/search?q=लहंगा",
    "/hi/search?q=zzzz",
    "/hi/cart",
    "/hi/checkout",
    "/hi/about",
    "/hi/contact",
    "/hi/gallery",
    "/hi/royal-pick",
    "/hi/t&c",
    "/hi/privacy-policy",
    "/hi/return-policy",
    "/hi/shipping-refund",
    "/hi/no-such-page",
  ];
  const left: Record<string, string[]> = {};
  for (const path of pages) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const words = await englishLeft(page, ownerText);
    if (words.length) left[path] = words;
  }
  expect(left).toEqual({});
});
