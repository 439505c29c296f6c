import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { BROWSE, seedBrowse } from "./browse-seed";
import { SAME_ON_ANY_DATABASE } from "./helpers";

test.beforeAll(async ({ request }) => {
  await seedBrowse(request);
});

test("on a phone: two pieces a row, filters behind a Filters button", SAME_ON_ANY_DATABASE, async ({ page }) => {
  await page.goto(BROWSE.path);
  const cards = page.locator("#grid article");
  await expect(cards).toHaveCount(24);
  const [a, b, c] = await Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!));
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
  expect(c!.y).toBeGreaterThan(a!.y + a!.height - 1);
  expect(a!.width).toBeGreaterThan(120);

  const button = page.getByRole("button", { name: /^Filters/ });
  const filters = page.getByRole("navigation", { name: "Filters" });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(filters).toBeHidden();
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(filters).toBeVisible();
  await filters.getByRole("link", { name: /^Net \(\d+\)/ }).click();
  await expect(page).toHaveURL(/fabric=net/);
  // The pick closes the panel and the results are in view, not the list of filters.
  const picked = page.getByRole("button", { name: "Filters (1)" });
  await expect(picked).toBeVisible();
  await expect(picked).toHaveAttribute("aria-expanded", "false");
  await expect(picked).toBeFocused();
  await expect(filters).toBeHidden();
  await expect(page.getByText(/^\d+ pieces?(, page \d+ of \d+)?$/)).toBeInViewport();
  await expect(cards.first()).toBeInViewport();
  await expect(cards.first().locator("h3")).toBeVisible();
});

test(
  "on a phone the open filters and appended pieces have no axe violations",
  SAME_ON_ANY_DATABASE,
  async ({ page }) => {
    await page.goto(BROWSE.path);
    await page.getByRole("button", { name: /^Filters/ }).click();
    await page.getByRole("button", { name: "Show more" }).click();
    await expect(page.getByRole("status").filter({ hasText: /more pieces? shown/ })).toHaveCount(1);
    await expect.poll(() => page.locator("#grid article").count()).toBeGreaterThan(24);
    // Axe reads contrast as painted: wait until the appended pieces have faded in.
    await expect(page.locator("#grid ul.grid > li").last()).toHaveCSS("opacity", "1");
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(
      results.violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(", ")}`,
      ),
    ).toEqual([]);
  },
);

test("on a phone, an 'available on' day that cannot be booked is explained above the pieces, with the filters folded", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/collection/gowns?on=2025-01-01");
  const notice = page.getByRole("alert").filter({ hasText: "has passed. Choose a day from today to" });
  await expect(notice).toBeVisible();
  await expect(page.getByLabel("Available on")).toBeHidden();
});
