import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { OWNER, SAME_ON_ANY_DATABASE } from "./helpers";

const PUBLIC = [
  "/",
  "/about",
  "/royal-pick",
  "/gallery",
  "/contact",
  "/thank-you",
  "/trending",
  "/t&c",
  "/privacy-policy",
  "/return-policy",
  "/shipping-refund",
  "/collection/gowns",
  "/collection/dupatta",
  "/beauty-care/night-cream",
  "/cart",
  "/checkout",
  "/login",
  "/does-not-exist",
  "/search?q=lehenga",
  "/search?q=qqxxzzkk",
];
const ADMIN = [
  "/admin",
  "/admin/today",
  "/admin/reservations",
  "/admin/reservations/piece",
  "/admin/money",
  "/admin/hero",
  "/admin/collections",
  "/admin/beauty",
  "/admin/orders",
  "/admin/messages",
  "/change-password",
];

async function expectNoViolations(page: Page, label: string) {
  // Let reveal transitions finish: colour contrast is judged on the settled page.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"), null, { timeout: 5000 })
    .catch(() => {});
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
  expect(summary, label).toEqual([]);
}

test("every Hindi page has no axe violations", SAME_ON_ANY_DATABASE, async ({ page }) => {
  test.setTimeout(300_000);
  for (const path of PUBLIC.filter((p) => p !== "/login")) {
    const hindi = path === "/" ? "/hi" : `/hi${path}`;
    await page.goto(hindi);
    await page.waitForLoadState("load");
    await expectNoViolations(page, hindi);
  }
  const items = await (await page.request.get("/api/collection/gown")).json();
  await page.goto(`/hi/collection/gowns/${items[0]._id}`);
  await expectNoViolations(page, "Hindi product page");
  await page.getByRole("button", { name: "अगला महीना" }).click();
  await page.locator('button[data-day$="-15"]').click();
  await expectNoViolations(page, "Hindi product page with a stay chosen");
});

test("every public page has no axe violations", SAME_ON_ANY_DATABASE, async ({ page }) => {
  test.setTimeout(300_000);
  for (const path of PUBLIC) {
    await page.goto(path);
    await page.waitForLoadState("load");
    await expectNoViolations(page, path);
  }
  const items = await (await page.request.get("/api/collection/gown")).json();
  await page.goto(`/collection/gowns/${items[0]._id}`);
  await expectNoViolations(page, "product page");
  // The booking panel open: calendar, a chosen stay with its price, the reserve form.
  await page.getByRole("button", { name: "Next month" }).click();
  await page.locator('button[data-day$="-15"]').click();
  await page.getByRole("button", { name: "Reserve now" }).click();
  await expect(page.getByRole("form", { name: "Reserve these dates" })).toBeVisible();
  await expectNoViolations(page, "product page with the booking panel open");
  // A filtered, sorted page with its filters, and more pieces shown.
  await page.goto("/collection/gowns?sort=price-asc&fabric=silk,net");
  await expectNoViolations(page, "filtered collection page");
  await page.goto("/collection/gowns?fabric=velvet&colour=black");
  await expectNoViolations(page, "empty filtered collection page");
  await page.goto("/collection/gowns");
  await page.locator("article a:has(h3)").first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("grid")).toBeVisible();
  await expectNoViolations(page, "product popup");
});

test("every admin screen has no axe violations", SAME_ON_ANY_DATABASE, async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto("/login?callbackUrl=/admin");
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("**/admin");
  for (const path of ADMIN) {
    await page.goto(path);
    await expectNoViolations(page, path);
  }
  // A seeded piece's calendar (every seeded piece rents by date).
  const items = await (await page.request.get("/api/collection/gown")).json();
  await page.goto(`/admin/reservations/piece/${items[0]._id}`);
  await expectNoViolations(page, "piece calendar");
});

/** Presses Tab until `target` has focus, checking that every stop shows a visible focus ring. */
async function tabTo(page: Page, target: ReturnType<Page["locator"]>, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const visible = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return true;
      const s = getComputedStyle(el);
      return s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0;
    });
    expect(visible, "focus must be visible").toBe(true);
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error("could not reach the element with Tab");
}

test(
  "keyboard only: from the home page to a placed order, with visible focus throughout",
  SAME_ON_ANY_DATABASE,
  async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    const nav = page.getByRole("navigation", { name: "Main" });
    await tabTo(page, nav.getByRole("button", { name: "COLLECTION" }));
    await page.keyboard.press("Enter");
    await tabTo(page, nav.getByRole("link", { name: "Suits" }));
    await page.keyboard.press("Enter");
    await page.waitForURL("**/collection/suits");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // A rented piece's card button opens it to choose dates; the cart takes a soap.
    await expect(page.getByRole("link", { name: /^Choose dates for / }).first()).toHaveAttribute(
      "href",
      /\/collection\/suits\/\w+/,
    );
    await page.goto("/beauty-care/soap");

    await tabTo(page, page.getByRole("button", { name: /^Add .* to cart$/ }).first());
    await page.keyboard.press("Enter");
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
    await page.keyboard.press("Shift+Tab");
    await tabTo(page, page.getByRole("link", { name: "Cart, 1 item" }));
    await page.keyboard.press("Enter");
    await page.waitForURL("**/cart");
    await tabTo(page, page.getByRole("link", { name: "Checkout" }));
    await page.keyboard.press("Enter");
    await page.waitForURL("**/checkout");

    await tabTo(page, page.getByLabel(/Full Name/));
    await page.keyboard.type("Keyboard Customer");
    await page.keyboard.press("Tab");
    await page.keyboard.type("keys@example.in");
    await page.keyboard.press("Tab");
    await page.keyboard.type("98110 45872");
    // Pickup or delivery: one stop in the tab order, arrow keys choose.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("radio", { name: /^Pick up at the shop/ })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: /^Delivery/ })).toBeChecked();
    await page.keyboard.press("Tab");
    await page.keyboard.type("B-4, Vikaspuri, New Delhi");
    await tabTo(page, page.getByRole("button", { name: "Place Order" }));
    await page.keyboard.press("Enter");
    await expect(page.getByText("✅ Order placed & sent to owner!")).toBeVisible();
  },
);
