import { expect, test, type Page } from "@playwright/test";
import { ownerToken } from "./helpers";
import { dayButton, functionIn, pieceOfItsOwn } from "./rental-helpers";

// The floating Call and WhatsApp buttons sit in the bottom-right corner, where on a phone the
// calendar's Sunday column, the steppers' "+", the totals and the forms' buttons also end up.
// Scrolled through each page of a booking, the buttons never lie over any of them: either the
// thing is clear of them or they have stepped aside.

/** What a visitor taps or reads a sum from, anywhere on the page, overlapped by one of the floating buttons. */
function coveredThings(): string[] {
  const buttons = [...document.querySelectorAll("[data-contact-widget] a")]
    .map((a) => a.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0);
  // The part of an element the visitor sees: clipped by its scrolling or clipping boxes; none when hidden or 1 px (sr-only).
  const seen = (el: Element) => {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return null;
    const r = el.getBoundingClientRect();
    let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (s.overflowX !== "visible" || s.overflowY !== "visible") {
        const q = p.getBoundingClientRect();
        [left, top, right, bottom] = [
          Math.max(left, q.left),
          Math.max(top, q.top),
          Math.min(right, q.right),
          Math.min(bottom, q.bottom),
        ];
      }
      if (s.position === "fixed") break;
    }
    return right - left > 1 && bottom - top > 1 ? { left, top, right, bottom } : null;
  };
  const things = new Set<Element>(
    document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="gridcell"], label:has(input[type="radio"], input[type="checkbox"])',
    ),
  );
  // A sum: any element with a rupee figure in its own text.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (n.textContent?.includes("₹") && n.parentElement) things.add(n.parentElement);
  }
  const covered: string[] = [];
  for (const el of things) {
    if (el.closest("[data-contact-widget]")) continue;
    const r = seen(el);
    if (!r) continue;
    const under = buttons.some(
      (b) =>
        Math.min(r.right, b.right) - Math.max(r.left, b.left) >= 1 &&
        Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top) >= 1,
    );
    if (under)
      covered.push(
        `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 50)}"`,
      );
  }
  return covered;
}

/** Whether the Call button is on the screen (not stepped aside). */
const onScreen = () => {
  const r = document.querySelector("[data-contact-widget] a")!.getBoundingClientRect();
  return r.width > 0 && r.left >= 0 && r.right <= innerWidth;
};

/**
 * Scrolls from the top of the page to its end a little at a time (less than the buttons'
 * height), checking at every stop; the buttons must also be back on screen at some stop, so
 * "never covers" is not met by never showing them.
 */
async function expectNothingCovered(page: Page, what: string) {
  let shown = 0;
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  const end = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  for (let y = 0; ; y = Math.min(y + 64, end)) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    // The buttons may take a frame or two to step aside; what stays covered for a second is a fault.
    await expect
      .poll(() => page.evaluate(coveredThings), { message: `${what} at ${y} px`, timeout: 1_500 })
      .toEqual([]);
    if (await page.evaluate(onScreen)) shown++;
    // Stepped aside past the edge, they do not make the page scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
    if (y >= end) break;
  }
  expect(shown, `${what}: the buttons never came back`).toBeGreaterThan(0);
}

for (const [width, height] of [
  [320, 640],
  [390, 844],
] as const) {
  test(`at ${width} px the Call and WhatsApp buttons cover no control or sum of a booking, in English and Hindi`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ reducedMotion: "reduce" });
    const piece = await pieceOfItsOwn(request, await ownerToken(request), {
      title: `Keep Clear Lehenga ${width} ${Date.now()}`,
      description: "A lehenga whose totals must stay readable.",
      titleHi: "साफ़ दिखता लहंगा",
      descriptionHi: "एक लहंगा जिसका कुल साफ़ दिखे।",
      price: 24000,
      rent: 12500,
      deposit: 15000,
    });
    const { event } = functionIn(45);

    // The product page with its calendar and a chosen day (the stay panel's steppers and totals), the cart with that line, the checkout.
    for (const [prefix, nextMonth, addToCart] of [
      ["", "Next month", "Add to cart with these dates"],
      ["/hi", "अगला महीना", "इन तारीख़ों के साथ कार्ट में डालें"],
    ]) {
      await page.goto(`${prefix}${piece.path}`);
      await (await dayButton(page, event, nextMonth)).click();
      await expect(page.getByTestId("stay-total")).toBeVisible();
      await expectNothingCovered(page, `${prefix}${piece.path} with ${event} chosen`);
      if (!prefix) {
        // From the keyboard nothing changed: stepped aside, the Call button comes back when it is focused.
        for (let y = 0; (await page.evaluate(onScreen)) && y < 4000; y += 64) {
          await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
          await page.waitForTimeout(50);
        }
        const call = page.getByRole("link", { name: /^Call / });
        await call.focus();
        await expect.poll(() => page.evaluate(onScreen)).toBe(true);
        await call.blur();
        await page.getByRole("button", { name: addToCart }).click();
      }
      await page.goto(`${prefix}/cart`);
      await expect(page.getByTestId("line-stay")).toBeVisible();
      await expectNothingCovered(page, `${prefix}/cart`);
      await page.goto(`${prefix}/checkout`);
      await expect(page.getByRole("button", { name: prefix ? "ऑर्डर करें" : "Place Order" })).toBeVisible();
      await expectNothingCovered(page, `${prefix}/checkout`);
    }

    // Her booking page, in both languages.
    await page.goto("/checkout");
    await page.getByLabel(/Full Name/).fill("Noor Siddiqui");
    await page.getByLabel(/Email Address/).fill("noor@example.in");
    await page.getByLabel(/Phone Number/).fill("98715 40077");
    await page.getByRole("radio", { name: /^Pick up at the shop/ }).check();
    await page.getByRole("button", { name: "Place Order" }).click();
    await page.getByRole("link", { name: "Your booking page" }).click();
    await expect(page).toHaveURL(/\/booking\/o\./);
    const booking = new URL(page.url()).pathname;
    for (const path of [booking, `/hi${booking}`]) {
      await page.goto(path);
      await expect(page.getByTestId("booking-stay")).toBeVisible();
      await expectNothingCovered(page, path);
    }
  });
}
