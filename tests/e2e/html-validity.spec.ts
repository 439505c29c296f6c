import { expect, test } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { seedBrowse } from "./browse-seed";
import { htmlConfig as config } from "./html-config";
import { SAME_ON_ANY_DATABASE } from "./helpers";

// The served HTML of every page in the sitemap is valid HTML.

// Not SAME_ON_ANY_DATABASE: the one test that opens every address in the sitemap, every product
// page in both languages included, so on PostgreSQL too every row the tests wrote is rendered.
test("every page in the sitemap is valid HTML", async ({ request }) => {
  // Both languages: every address has its Hindi twin.
  test.setTimeout(480_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, "&")).pathname);
  expect(urls.length).toBeGreaterThan(50);
  const validator = new HtmlValidate(config);
  const problems: string[] = [];
  for (const path of urls) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const report = await validator.validateString(await res.text(), path);
    for (const r of report.results)
      for (const m of r.messages) problems.push(`${path}: ${m.ruleId}: ${m.message} (${m.selector ?? ""})`);
  }
  // One line per distinct problem keeps a regression readable.
  expect([...new Set(problems.map((p) => p.replace(/^[^:]+: /, "")))], problems.slice(0, 5).join("\n")).toEqual([]);
});

test(
  "collection and beauty pages with pages, sort and filters are valid HTML",
  SAME_ON_ANY_DATABASE,
  async ({ request }) => {
    await seedBrowse(request);
    const validator = new HtmlValidate(config);
    const problems: string[] = [];
    for (const path of [
      "/collection/dresses",
      "/collection/dresses?page=2",
      "/collection/gowns?sort=price-asc&fabric=silk,net",
      "/collection/gowns?fabric=velvet&colour=black",
      "/beauty-care/soap?price=under-1500&sort=price-desc",
    ]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const report = await validator.validateString(await res.text(), path);
      for (const r of report.results)
        for (const m of r.messages) problems.push(`${path}: ${m.ruleId}: ${m.message} (${m.selector ?? ""})`);
    }
    expect(problems).toEqual([]);
  },
);
