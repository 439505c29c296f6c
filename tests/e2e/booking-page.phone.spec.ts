import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { ownerToken, pieceWithTwoCopies } from "./helpers";
import { checkOutAPiece, dayButton, formatDay, functionIn, LONG, longDay } from "./rental-helpers";

// Issue #28, item 1 on a phone: a visitor books a piece for her function → the thank-you page
// gives her booking page → she sees her piece, days, status and money, takes her calendar →
// cancels, and the days are free again at once. A link changed by one character is a 404.

test("a visitor opens her booking page from the thank-you page, takes her calendar and cancels", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const piece = await pieceWithTwoCopies(request, await ownerToken(request));
  const { event, pickup, ret } = functionIn(20);

  const number = await checkOutAPiece(
    page,
    piece,
    { event },
    { name: "Sana Qureshi", email: "sana@example.in", phone: "98715 40031" },
  );

  await page.getByRole("link", { name: "Your booking page" }).click();
  await expect(page).toHaveURL(/\/booking\/o\./);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(number);
  const stay = page.getByTestId("booking-stay");
  await expect(stay).toContainText(`Pickup ${formatDay(pickup, LONG)} · Return ${formatDay(ret, LONG)}`);
  await expect(stay.getByTestId("stay-status")).toContainText("Requested");
  await expect(page.getByTestId("booking-rent")).toHaveText("₹4,000");
  await expect(page.getByTestId("booking-deposit")).toHaveText("₹4,000");
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/);
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations).toEqual([]);

  // Her calendar again: a file with pickup and return.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Add to my calendar (.ics)" }).click();
  expect((await download).suggestedFilename()).toBe(`${number}.ics`);

  // She cancels (asked twice); the page says so, and the days are free for the next visitor.
  const bookingUrl = page.url();
  await page.getByRole("button", { name: `Cancel ${number}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, cancel" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Cancelled: ${number}` })).toBeVisible();
  await expect(stay.getByTestId("stay-status")).toContainText("Cancelled");
  await expect(stay).toContainText("You cancelled it.");
  await expect(page.getByRole("button", { name: `Cancel ${number}` })).toHaveCount(0);
  await page.goto(piece.path);
  for (const d of [pickup, event, ret])
    await expect(await dayButton(page, d)).toHaveAccessibleName(new RegExp(`^${longDay(d)}, free`));

  // One character changed: the site's ordinary 404, nothing about any booking.
  const tampered = bookingUrl.slice(0, -1) + (bookingUrl.endsWith("A") ? "B" : "A");
  const res = await page.goto(tampered);
  expect(res?.status()).toBe(404);
  await expect(page.getByText(number)).toHaveCount(0);
});
