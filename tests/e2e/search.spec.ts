import { expect, test } from "@playwright/test";

// Search from the header of every page, forgiving spelling, results marked.
test("a visitor searches from the header, with a misspelling, and opens a marked result", async ({ page }) => {
  // The header holds the search box itself on a wide screen (2xl); narrower ones link to /search.
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto("/about");
  const box = page.getByRole("banner").getByRole("searchbox", { name: "Search the shop" });
  await box.fill("lehnga");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=lehnga/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “lehnga”");
  await expect(page.getByRole("status")).toContainText(/\d+ pieces? found/);
  const first = page.getByRole("main").getByRole("listitem").first();
  await expect(first.getByRole("heading")).toContainText(/Lehenga/);
  await expect(first.locator("mark").first()).toHaveText(/Lehenga/i);
  // The marked word stands out in gold, and the hit shows its photo in a 3:4 frame it fills.
  await expect(first.locator("mark").first()).toHaveCSS("background-color", "rgb(242, 213, 143)");
  const photo = first.locator("img");
  await expect(photo).toBeVisible();
  const frame = (await photo.locator("xpath=..").boundingBox())!;
  expect(frame.height / frame.width).toBeCloseTo(4 / 3, 1);
  expect(await photo.boundingBox()).toEqual(frame);
  await first.getByRole("link").click();
  await expect(page).toHaveURL(/\/collection\/party-wear-lehenga\/[a-z0-9]+/);
});

test("Hindi and other spellings find the same pieces; the beauty line is searched too", async ({ page }) => {
  for (const [q, title] of [
    ["साड़ी", /Saree/],
    ["anarkli", /Anarkali/],
    ["banarsi", /Banarasi/],
    ["hair oil", /Oil/i],
  ] as const) {
    await page.goto(`/search?q=${encodeURIComponent(q)}`);
    await expect(page.getByRole("main").getByRole("listitem").first().getByRole("heading"), q).toContainText(title);
  }
});

test("a search that names a collection offers its page above the results (the dupattas are a built-in list search cannot find)", async ({
  page,
}) => {
  await page.goto("/search?q=dupatta");
  const named = page.getByRole("navigation", { name: "Matching collections" });
  await named.getByRole("link", { name: "Dupatta →" }).click();
  await expect(page).toHaveURL(/\/collection\/dupatta$/);
  await page.goto("/search?q=red%20silk");
  await expect(page.getByRole("navigation", { name: "Matching collections" })).toHaveCount(0);
});

test("no results: says so and offers the collections", async ({ page }) => {
  await page.goto("/search?q=qqxxzzkk");
  await expect(page.getByRole("status")).toHaveText("Nothing matched your search.");
  const suggest = page.getByRole("region", { name: "Try instead" });
  await expect(suggest.getByRole("link", { name: "Designer Sarees" })).toBeVisible();
  await suggest.getByRole("link", { name: "Designer Sarees" }).click();
  await expect(page).toHaveURL(/\/collection\/designer-sarees$/);
  await page.goBack();
  // Result pages are not for the index; their links are followed.
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/);
});

test("on a phone the header's search icon opens the search page with the box focused", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Search the shop" }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole("searchbox", { name: "Search the shop" })).toBeFocused();
  await page.keyboard.type("red lehenga");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main").getByRole("listitem").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
