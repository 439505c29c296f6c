import { expect, test, type Locator, type Page } from "@playwright/test";
import { addDays, dayButton, functionIn, rentablePiece } from "./rental-helpers";
import { SAME_ON_ANY_DATABASE } from "./helpers";

// Issue #26, items 1 and 6: the narrowest phones this shop's visitors carry (320 px), where the
// stay panel overflowed its dialog and the floating Call/WhatsApp buttons covered what they
// float over.

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);

/** Every control and figure of the stay panel lies inside `box` (the screen, or the dialog's content). */
async function expectStayPanelInside(page: Page, scope: Locator, right: number) {
  const stay = scope.getByRole("region", { name: "Your stay" });
  await expect(stay).toBeVisible();
  const parts = [
    stay.getByRole("button", { name: "Pickup one day later" }),
    stay.getByRole("button", { name: "Return one day later" }),
    stay.getByTestId("stay-rent"),
    stay.getByTestId("stay-deposit"),
    stay.getByTestId("stay-total"),
    scope.getByRole("columnheader").last(), // Sunday
    scope.getByRole("list", { name: "Calendar key" }),
  ];
  for (const part of parts) {
    const box = (await part.boundingBox())!;
    expect(box.x, await part.evaluate((e) => e.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, await part.evaluate((e) => e.outerHTML.slice(0, 80))).toBeLessThanOrEqual(right);
  }
  // The total reads in full, not "₹2…".
  await expect(stay.getByTestId("stay-total")).toHaveText(/^₹[\d,]+$/);
  await expect.poll(() => stay.getByTestId("stay-total").evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
}

test(
  "on a 320 px phone the stay panel fits the product page and the piece's popup",
  SAME_ON_ANY_DATABASE,
  async ({ page, request }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const gown = await rentablePiece(request, "gowns", "gowns");
    const { event } = functionIn(25);

    await page.goto(gown.path);
    await (await dayButton(page, event)).click();
    await expectStayPanelInside(page, page.locator("main, #main").first(), 320);
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    // The same piece in its popup over the collection page: the dialog is 94% of the screen.
    await page.goto("/collection/gowns");
    const card = page.locator("#grid article a:has(h3)").first();
    const title = (await card.locator("h3").textContent())!;
    await card.click();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    await (await dayButton(page, event)).click();
    const inner = (await dialog.boundingBox())!;
    await expectStayPanelInside(page, dialog, inner.x + inner.width);
    expect(
      await dialog.evaluate((d) => d.firstElementChild!.scrollWidth - d.firstElementChild!.clientWidth),
    ).toBeLessThanOrEqual(0);
  },
);

for (const width of [320, 344]) {
  test(
    `a product page opened with its dates in the address does not scroll sideways at ${width} px`,
    SAME_ON_ANY_DATABASE,
    async ({ page, request }) => {
      await page.setViewportSize({ width, height: 700 });
      const gown = await rentablePiece(request, "gowns", "gowns", 1);
      const { pickup } = functionIn(30);
      await page.goto(`${gown.path}?from=${pickup}&to=${addDays(pickup, 4)}`);
      await expect(page.getByRole("region", { name: "Your stay" })).toBeVisible();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
    },
  );
}

/** Scrolls `target` into view from above (it lands at the bottom of the screen, where the buttons are) and says whether a tap anywhere along it reaches it. */
async function tapReaches(target: Locator): Promise<boolean> {
  await target.page().evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  return target.evaluate((el) => {
    el.scrollIntoView({ block: "nearest", behavior: "instant" });
    const r = el.getBoundingClientRect();
    const y = r.top + r.height / 2;
    // Its left end, middle and right end: the FAQ's "+" and a total's figure sit at the right.
    return [r.left + 6, r.left + r.width / 2, r.right - 6].every((x) => {
      const hit = document.elementFromPoint(x, y);
      return !!hit && (el === hit || el.contains(hit));
    });
  });
}

test(
  "on a 320 px phone the floating Call and WhatsApp buttons cover nothing a visitor needs",
  SAME_ON_ANY_DATABASE,
  async ({ page, request }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const call = page.getByRole("link", { name: /^Call / });

    // The FAQ's toggles, on the right edge like the buttons.
    await page.goto("/");
    const toggles = page.locator("details[name=faq] > summary");
    expect(await toggles.count()).toBeGreaterThan(2);
    for (const toggle of await toggles.all()) expect(await tapReaches(toggle), await toggle.innerText()).toBe(true);

    // The footer's last line scrolls clear of them.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    const callTop = (await call.boundingBox())!.y;
    const textBottom = await page.locator("footer > :last-child").evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return range.getBoundingClientRect().bottom;
    });
    expect(textBottom).toBeLessThanOrEqual(callTop - 8);

    // The open phone menu owns the screen: the buttons do not float over its backdrop.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expect(call).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(call).toBeVisible();

    // The cart's links and the checkout's total, with a dated piece in the cart.
    const gown = await rentablePiece(request, "gowns", "gowns", 2);
    await page.goto(gown.path);
    await (await dayButton(page, functionIn(40).event)).click();
    await page.getByRole("button", { name: "Add to cart with these dates" }).click();
    await page.goto("/cart");
    for (const name of [/Ask about these dates on WhatsApp/, /^Contact us$/]) {
      expect(await tapReaches(page.getByRole("link", { name }).first()), String(name)).toBe(true);
    }
    await page.goto("/checkout");
    expect(await tapReaches(page.getByTestId("checkout-total"))).toBe(true);
    // A field focused from the keyboard is not left under the buttons either.
    const field = page.getByLabel(/Phone Number/);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await field.focus();
    // (polled: the page scrolls smoothly)
    await expect
      .poll(() =>
        field.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.right - 10, r.top + r.height / 2);
          return el === hit ? "reached" : `${hit?.outerHTML.slice(0, 100)} at ${r.top}/${innerHeight}`;
        }),
      )
      .toBe("reached");
  },
);
