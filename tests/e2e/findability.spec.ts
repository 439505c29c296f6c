import { expect, test, type Page } from "@playwright/test";
import { SAME_ON_ANY_DATABASE } from "./helpers";

// Issue #15 items 11 and 12: the spec's plain category URL, and the spec's hero words.

test(
  "/collection/saree, the spec's plain Designer Sarees category, moves permanently to its page",
  SAME_ON_ANY_DATABASE,
  async ({ page, request }) => {
    const res = await request.get("/collection/saree", { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(new URL(res.headers()["location"]!, "http://x").pathname).toBe("/collection/designer-sarees");
    const [saree] = await (await request.get("/api/collection/saree")).json();
    const item = await request.get(`/collection/saree/${saree._id}`, { maxRedirects: 0 });
    expect(item.status()).toBe(308);
    expect(new URL(item.headers()["location"]!, "http://x").pathname).toBe(`/collection/designer-sarees/${saree._id}`);

    const landed = await page.goto("/collection/saree");
    expect(landed?.status()).toBe(200);
    await expect(page).toHaveURL(/\/collection\/designer-sarees$/);
    await expect(page.getByRole("heading", { level: 1, name: "Designer Sarees Collection" })).toBeVisible();
  },
);

async function taglineShownOverSlides(page: Page) {
  await page.goto("/");
  const tagline = page.getByRole("heading", { level: 1, name: "Where Elegance Meets Affordability" });
  await expect(tagline).toBeVisible();
  await expect(page.locator("h1")).toHaveCount(1);
  // Over the slides: the first slide's picture is behind it, and nothing covers the words.
  const box = (await tagline.boundingBox())!;
  const picture = (await page.locator("main section").first().locator("img").first().boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(picture.y);
  expect(box.y + box.height).toBeLessThanOrEqual(picture.y + picture.height);
  const onTop = await tagline.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && el.contains(hit);
  });
  expect(onTop).toBe(true);
  // ... and above the slide's own title, never on it.
  const title = (await page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"]) h2').boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(title.y);
  // Still there when the next slide shows.
  await page.getByRole("button", { name: "Next slide" }).click();
  await expect(tagline).toBeVisible();
}

test("the home hero shows the spec's tagline over the slides on a phone", SAME_ON_ANY_DATABASE, async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await taglineShownOverSlides(page);
});

test("the home hero shows the spec's tagline over the slides on a desktop", SAME_ON_ANY_DATABASE, async ({ page }) => {
  await taglineShownOverSlides(page);
});

test(
  "the dupatta page's hero reads 'Designer Silk Saree', as the spec has it",
  SAME_ON_ANY_DATABASE,
  async ({ page }) => {
    await page.goto("/collection/dupatta");
    await expect(page.getByRole("heading", { level: 1, name: "Designer Silk Saree", exact: true })).toBeVisible();
  },
);
