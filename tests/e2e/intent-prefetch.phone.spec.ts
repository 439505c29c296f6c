import { expect, test, type Page, type Request } from "@playwright/test";
import { SAME_ON_ANY_DATABASE } from "./helpers";

/**
 * A page no longer fetches the other pages whose links it shows as it loads (the
 * home page, the cart, the home page's sections); a page is fetched when the visitor reaches
 * for its link, a beat before the click. Product cards alone still prefetch on sight.
 */

/** Every request the app router makes for a page's data (RSC), by path, from now on. */
function pageDataRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request: Request) => {
    if (request.headers()["rsc"] === "1") paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/**
 * Until the page has loaded and its network has been quiet for a while: next/link's prefetch
 * on sight starts once React has hydrated the links, so it would have shown by then.
 */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
}

test(
  "a collection page fetches only its visible pieces as it loads; a finger on another link fetches that page",
  SAME_ON_ANY_DATABASE,
  async ({ page }) => {
    const fetched = pageDataRequests(page);
    await page.goto("/collection/gowns");
    await expect(page.locator("#grid article a:has(h3)").first()).toBeInViewport();
    await settled(page);
    // The cards still prefetch on sight (their popup opens from the cache); nothing else does.
    const pieces = /^\/collection\/gowns\/[A-Za-z0-9_-]+$/;
    expect(
      fetched.filter((path) => !pieces.test(path)),
      "other pages fetched while the collection loaded",
    ).toEqual([]);

    const home = page.getByRole("banner").getByRole("link", { name: "Rangrez Rental Boutique" });
    await home.dispatchEvent("pointerdown", { pointerType: "touch", isPrimary: true, bubbles: true });
    await expect.poll(() => fetched, { message: "the home page is fetched on the finger going down" }).toContain("/");
    await home.tap();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  },
);

test(
  "the home page fetches no other page as it loads; a mouse over a link or the keyboard on one fetches that page",
  SAME_ON_ANY_DATABASE,
  async ({ page }) => {
    const fetched = pageDataRequests(page);
    await page.goto("/");
    await settled(page);
    expect(fetched, "pages fetched while the home page loaded").toEqual([]);

    await page.locator("header a[href$='/cart']").hover();
    await expect.poll(() => fetched).toContain("/cart");

    const explore = page.locator("main a[href^='/collection/']").first();
    const path = new URL((await explore.getAttribute("href"))!, page.url()).pathname;
    await explore.focus();
    await expect.poll(() => fetched).toContain(path);
  },
);
