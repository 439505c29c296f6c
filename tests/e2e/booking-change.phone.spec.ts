import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { ownerToken, signIn } from "./helpers";
import {
  addDays,
  checkOutAPiece,
  dayButton,
  formatDay,
  functionIn,
  indiaToday,
  LONG,
  longDay,
  pieceOfItsOwn,
} from "./rental-helpers";

// Issue #28, item 1 on phones: a visitor books a piece for her function → on her booking page
// she asks for one more day (a day the shop's rules refuse is named on its field) → the
// request waits, holding nothing → the owner finds it on Today and moves the stay → her page
// says so and the piece's calendar has the extra day booked.

async function ownerPhone(browser: Browser, use: object): Promise<Page> {
  const context = await browser.newContext(use);
  const page = await context.newPage();
  await signIn(page, "/admin");
  return page;
}

/** A piece of its own with one copy and no buffer days, so one more day shows on its calendar as booked. */
function pieceWithOneCopy(request: APIRequestContext, token: string) {
  return pieceOfItsOwn(request, token, {
    title: `One More Day Lehenga ${Date.now()}`,
    description: "A lehenga the shop holds one of.",
    price: 6000,
    rent: 4000,
    deposit: 4000,
  });
}

test("a visitor asks for one more day from her booking page and the owner moves it from Today", async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(300_000);
  const piece = await pieceWithOneCopy(request, await ownerToken(request));
  const { event, pickup, ret } = functionIn(20);
  const later = addDays(ret, 1);

  const number = await checkOutAPiece(
    page,
    piece,
    { event },
    { name: "Farah Siddiqui", email: "farah@example.in", phone: "98715 40047" },
  );

  await page.getByRole("link", { name: "Your booking page" }).click();
  await expect(page).toHaveURL(/\/booking\//);
  const bookingUrl = page.url();
  const stay = page.getByTestId("booking-stay");
  await expect(stay).toContainText(`Pickup ${formatDay(pickup, LONG)} · Return ${formatDay(ret, LONG)}`);

  // "Ask for other days" opens a form filled in with her stay's days; pickup not before today.
  const toggle = stay.getByRole("button", { name: `Ask for other days for ${number}` });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const form = stay.getByRole("form", { name: `Other days for ${number}` });
  const pickupDay = form.getByLabel("Pickup day");
  const returnDay = form.getByLabel("Return day");
  await expect(pickupDay).toHaveValue(pickup);
  await expect(pickupDay).toHaveAttribute("min", indiaToday());
  await expect(returnDay).toHaveValue(ret);

  // A return before the pickup: the shop's rule is named on the field, which gets the cursor.
  await returnDay.fill(addDays(pickup, -1));
  await form.getByRole("button", { name: /^Ask the shop/ }).click();
  await expect(returnDay).toHaveAttribute("aria-invalid", "true");
  await expect(returnDay).toHaveAccessibleDescription("The return day must be on or after the pickup day.");
  await expect(returnDay).toBeFocused();
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations).toEqual([]);
  // Nothing runs off a 320-pixel phone with the form open.
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize(info.project.use.viewport!);

  // One more day: the request waits for the shop, and her stay keeps its days meanwhile.
  await returnDay.fill(later);
  await form.getByRole("button", { name: /^Ask the shop/ }).click();
  await expect(stay.getByTestId("stay-change")).toHaveText(
    `You asked for ${formatDay(pickup, LONG)} to ${formatDay(later, LONG)}: waiting for the shop's answer.`,
  );
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(stay).toContainText(`Pickup ${formatDay(pickup, LONG)} · Return ${formatDay(ret, LONG)}`);
  await page.goto(piece.path);
  await expect(await dayButton(page, later)).toHaveAccessibleName(new RegExp(`^${longDay(later)}, free`));

  // The owner finds it on Today and moves the stay.
  const owner = await ownerPhone(browser, info.project.use);
  await owner.goto("/admin/today");
  const asked = owner.getByRole("region", { name: /^Asked for other days/ });
  const card = asked.getByRole("article", { name: new RegExp(`^${number} `) });
  const change = card.getByTestId("change-request");
  await expect(change).toContainText("Asked for");
  await expect(change).toContainText("Return 1 day later");
  await card.getByRole("button", { name: /^Move to these days/ }).tap();
  await expect(owner.getByTestId("reservation-notice")).toHaveAttribute("role", "status");
  await expect(card).toHaveCount(0);
  await owner.context().close();

  // Her page: the new return day, and why it moved.
  await page.goto(bookingUrl);
  await expect(stay).toContainText(`Pickup ${formatDay(pickup, LONG)} · Return ${formatDay(later, LONG)}`);
  await expect(stay.getByTestId("stay-change")).toHaveText(
    `Moved to ${formatDay(pickup, LONG)} to ${formatDay(later, LONG)} at your request.`,
  );

  // The piece's calendar holds the extra day too (no buffer days: the day after is free).
  await page.goto(piece.path);
  for (const d of [pickup, event, ret, later])
    await expect(await dayButton(page, d)).toHaveAccessibleName(new RegExp(`^${longDay(d)}, booked`));
  await expect(await dayButton(page, addDays(later, 1))).toHaveAccessibleName(
    new RegExp(`^${longDay(addDays(later, 1))}, free`),
  );
});
