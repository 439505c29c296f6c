import { expect, test, type APIRequestContext, type APIResponse, type Page } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import { headingDrawnWith, SAME_ON_ANY_DATABASE } from "./helpers";
import { englishLeft } from "./hindi-helpers";
import { beautyCategories, collectionCategories } from "../../features/shop/categories";

// The shop in Hindi at /hi, found by search engines in both languages.

type Alternate = { "@_hreflang": string; "@_href": string };
type Entry = { loc: string; "xhtml:link"?: Alternate[] };

async function sitemap(request: APIRequestContext): Promise<Entry[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  const doc = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === "url" || name === "xhtml:link",
    parseTagValue: false,
  }).parse(xml);
  return doc.urlset.url as Entry[];
}

const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

test(
  "every sitemap address has its Hindi twin, and each lists both languages and x-default",
  SAME_ON_ANY_DATABASE,
  async ({ request }) => {
    const entries = await sitemap(request);
    const locs = new Set(entries.map((e) => pathOf(e.loc)));
    const english = [...locs].filter((p) => !p.startsWith("/hi"));
    expect(english.length).toBeGreaterThan(10);
    for (const path of english) expect(locs.has(path === "/" ? "/hi" : `/hi${path}`), path).toBe(true);
    for (const entry of entries) {
      const links = Object.fromEntries((entry["xhtml:link"] ?? []).map((l) => [l["@_hreflang"], pathOf(l["@_href"])]));
      const english = pathOf(entry.loc).replace(/^\/hi(?=\/|$)/, "") || "/";
      expect(links, entry.loc).toEqual({
        "en-IN": english,
        "hi-IN": english === "/" ? "/hi" : `/hi${english}`,
        "x-default": english,
      });
    }
  },
);

for (const [path, twin] of [
  ["/", "/hi"],
  ["/collection/gowns", "/hi/collection/gowns"],
  ["/contact", "/hi/contact"],
] as const) {
  test(
    `${twin} is Hindi with its own canonical, and the two pages name each other (${path})`,
    SAME_ON_ANY_DATABASE,
    async ({ page }) => {
      for (const [address, lang, canonical] of [
        [path, "en", path],
        [twin, "hi", twin],
      ] as const) {
        await page.goto(address);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        const canonicalHref = await page.locator('link[rel="canonical"]').getAttribute("href");
        expect(pathOf(canonicalHref!), address).toBe(canonical);
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]));
        expect(Object.fromEntries(alternates.map(([tag, href]) => [tag, pathOf(href!)])), address).toEqual({
          "en-IN": path,
          "hi-IN": twin,
          "x-default": path,
        });
      }
    },
  );
}

test(
  "a first visit is never sent to Hindi by the browser's language; a chosen language is remembered",
  SAME_ON_ANY_DATABASE,
  async ({ browser }) => {
    const context = await browser.newContext({
      locale: "hi-IN",
      extraHTTPHeaders: { "Accept-Language": "hi-IN,hi;q=0.9" },
    });
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
  },
);

/** An answer's Vary fields, lower-case, however many Vary lines it came in. */
const varyOf = (response: APIResponse) =>
  response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "vary")
    .flatMap((h) => h.value.split(","))
    .map((f) => f.trim().toLowerCase());

test(
  "a cache in front never keeps the remembered language's redirect, and keys English pages on the cookie",
  SAME_ON_ANY_DATABASE,
  async ({ request }) => {
    // Her 307 is hers alone: kept by a shared cache, it would send English visitors to Hindi.
    const redirect = await request.get("/", { headers: { cookie: "NEXT_LOCALE=hi" }, maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    expect(new URL(redirect.headers().location!, "http://x").pathname).toBe("/hi");
    expect(redirect.headers()["cache-control"]).toBe("private, no-store");
    expect(varyOf(redirect)).toContain("cookie");
    // The English page at the same address keeps its cache time, and Next's own Vary fields, with Cookie added.
    for (const path of ["/", "/collection/gowns"]) {
      const english = await request.get(path, { maxRedirects: 0 });
      expect(english.status(), path).toBe(200);
      expect(english.headers()["cache-control"], path).toBe("s-maxage=300, stale-while-revalidate=3300");
      expect(varyOf(english), path).toEqual(
        expect.arrayContaining(["rsc", "next-router-state-tree", "accept-encoding", "cookie"]),
      );
    }
    // No rule redirects from /hi: a Hindi page is the same for every cookie, one cached copy.
    const hindi = await request.get("/hi", { headers: { cookie: "NEXT_LOCALE=hi" }, maxRedirects: 0 });
    expect(hindi.status()).toBe(200);
    expect(varyOf(hindi)).not.toContain("cookie");
  },
);

/** The faces whose unicode-range starts at U+0900 (Noto Sans Devanagari) that the page has asked for. */
const devanagariFacesAskedFor = (page: Page) =>
  page.evaluate(
    () => [...document.fonts].filter((f) => /U\+900/i.test(f.unicodeRange) && f.status !== "unloaded").length,
  );

/** When the page's load event began, and when each of these addresses was requested (ms since navigation). */
const requestTimes = (page: Page, urls: string[]) =>
  page.evaluate((urls) => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const starts = performance
      .getEntriesByType("resource")
      .filter((e) => urls.includes(e.name))
      .map((e) => e.startTime);
    return [navigation.loadEventStart, starts] as const;
  }, urls);

test(
  "Noto Sans Devanagari: never on English pages; on a first Hindi page fetched only after it has loaded, and drawn from the next page on",
  SAME_ON_ANY_DATABASE,
  async ({ page }) => {
    test.setTimeout(240_000); // four pages, each rendered for the first time on a fresh server
    const fonts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "font") fonts.push(r.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const englishFonts = [...fonts];
    // Playfair is the only font of English pages (lib/fonts/index.ts): one file, or two.
    expect(englishFonts.length).toBeLessThanOrEqual(2);
    expect(await devanagariFacesAskedFor(page)).toBe(0);

    // The first Hindi page: the phone's own Devanagari font draws it; nothing is fetched for the
    // webfont until the page has loaded…
    await page.goto("/hi/collection/gowns");
    await expect(page.locator("h1")).toContainText("गाउन");
    await expect(page.locator("html")).not.toHaveAttribute("data-devanagari-webfont");
    expect(await headingDrawnWith(page)).not.toContain("Noto Sans Devanagari (web font)");
    // …then both weights are fetched, in idle time after the load event.
    await expect.poll(() => devanagariFacesAskedFor(page), { timeout: 15_000 }).toBe(2);
    await page.waitForFunction(
      () => [...document.fonts].filter((f) => /U\+900/i.test(f.unicodeRange)).every((f) => f.status === "loaded"),
      null,
      { timeout: 15_000 },
    );
    const devanagari = fonts.filter((url) => /noto-sans-devanagari/.test(url));
    expect(devanagari).toHaveLength(2);
    const [loadEventStart, started] = await requestTimes(page, devanagari);
    expect(started).toHaveLength(2);
    for (const start of started) expect(start).toBeGreaterThanOrEqual(loadEventStart);
    // The heading on screen keeps its font: nothing changes under a reader's eyes.
    expect(await headingDrawnWith(page)).not.toContain("Noto Sans Devanagari (web font)");

    // The next page opened draws its Devanagari in the cached webfont from the first paint.
    await page.goto("/hi/checkout");
    await expect(page.locator("html")).toHaveAttribute("data-devanagari-webfont", "");
    await page.evaluate(() => document.fonts.ready);
    expect(await headingDrawnWith(page)).toContain("Noto Sans Devanagari (web font)");
  },
);

test(
  "a note left by other Devanagari files (an older version) is not trusted: the page fetches them only after it has loaded, as a first visit does",
  SAME_ON_ANY_DATABASE,
  async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "font" && /noto-sans-devanagari/.test(r.url())) fonts.push(r.url());
    });
    // An English page reaches the shop's storage without running the Hindi pages' gate. The note
    // as a browser kept it before the files' version was in it, i.e. of files no longer served.
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("devanagari-webfont", "Noto Sans Devanagari Web"));
    await page.goto("/hi/checkout");
    await expect(page.locator("html")).not.toHaveAttribute("data-devanagari-webfont");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("devanagari-webfont")), { timeout: 15_000 })
      .toMatch(/^Noto Sans Devanagari Web \d+\.\d+\.\d+$/);
    expect(fonts).toHaveLength(2);
    const [loadEventStart, started] = await requestTimes(page, fonts);
    expect(started).toHaveLength(2);
    for (const start of started) expect(start).toBeGreaterThanOrEqual(loadEventStart);
    // The new note is trusted on the next page.
    await page.goto("/hi/cart");
    await expect(page.locator("html")).toHaveAttribute("data-devanagari-webfont", "");
  },
);

test(
  "/en addresses are the English pages' internal names: they move permanently to the public ones",
  SAME_ON_ANY_DATABASE,
  async ({ request }) => {
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
  },
);

test(
  "an address under /hi that names no page is the Hindi 404, with the shop's header and the switch",
  SAME_ON_ANY_DATABASE,
  async ({ page }) => {
    for (const path of ["/hi/no-such-page", "/hi/login"]) {
      const answer = await page.goto(path);
      expect(answer!.status(), path).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      await expect(page.getByRole("heading", { level: 1 })).toContainText(/[\u0900-\u097F]/);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("link", { name: "English" }).first()).toBeVisible();
    }
  },
);

test("no English interface word is left on a Hindi page", SAME_ON_ANY_DATABASE, async ({ page, request }) => {
  test.setTimeout(300_000);
  const [gown] = (await (await request.get("/api/collection/gown")).json()) as { _id: string }[];
  // The owner's English titles (shown, marked English, where a piece has no Hindi one), and what the visitor typed.
  const lists = await Promise.all([
    ...collectionCategories.map((c) => request.get(`/api/collection/${c.value}`)),
    ...beautyCategories.map((c) => request.get(`/api/beauty/${c.value}`)),
  ]);
  const titles = (await Promise.all(lists.map(async (r) => (r.ok() ? ((await r.json()) as { title: string }[]) : []))))
    .flat()
    .map((i) => i.title);
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
    "/hi/login",
    "/hi/collection/gowns/no-such-piece/deeper",
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
