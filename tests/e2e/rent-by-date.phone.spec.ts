import { expect, test, type Page } from "@playwright/test";
import {
  addDays,
  dayButton,
  functionIn,
  formatDay,
  LONG,
  longDay,
  rentablePiece,
  reserveAsSomeoneElse,
  rupees,
} from "./rental-helpers";

// Issue #14 on a phone: pick a function date → cart → checkout → reservation number; the next
// visitor sees those days booked; a stay taken meanwhile is answered with the nearest free days.

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.clear());
});

async function fillCheckout(page: Page) {
  await page.getByLabel(/Full Name/).fill("Kavya Malhotra");
  await page.getByLabel(/Email Address/).fill("kavya@example.in");
  await page.getByLabel(/Phone Number/).fill("99580 31264");
  await page.getByRole("radio", { name: /^Delivery/ }).check();
  await page.getByLabel(/Full Address/).fill("A-7, Uttam Nagar, New Delhi 110059");
}

async function chooseFunction(page: Page, event: string) {
  await (await dayButton(page, event)).click();
  await expect(page.getByRole("button", { name: "Add to cart with these dates" })).toBeEnabled();
}

test("a function date ten days ahead → proposed stay and price → cart → checkout → reservation number; those days are then booked", async ({
  page,
  request,
}) => {
  const piece = await rentablePiece(request, "gopidress", "gopi-dresess");
  const { event, pickup, ret } = functionIn(10);
  await page.goto(piece.path);
  await expect(page.getByText(`Rent: ${rupees(piece.rent)} for 3 days`)).toBeVisible();
  const panel = page.getByRole("region", { name: "Rent it for your function" });
  await expect(await dayButton(page, event)).toHaveAccessibleName(`${longDay(event)}, free`);
  await chooseFunction(page, event);

  await expect(panel.getByTestId("pickup-day")).toHaveText(formatDay(pickup, LONG));
  await expect(panel.getByTestId("return-day")).toHaveText(formatDay(ret, LONG));
  await expect(panel.getByTestId("stay-days")).toHaveText("3");
  await expect(panel.getByTestId("stay-rent")).toHaveText(rupees(piece.rent));
  await expect(panel.getByTestId("stay-deposit")).toHaveText(rupees(piece.deposit));
  await expect(panel.getByTestId("stay-total")).toHaveText(rupees(piece.rent + piece.deposit));
  await expect(page.locator(`button[data-day="${event}"]`)).toHaveAccessibleName(
    `${longDay(event)}, free, your function day`,
  );
  await expect(page).toHaveURL(new RegExp(`\\?from=${pickup}&to=${ret}$`));
  await panel.getByLabel(/Your size/).fill("M");
  await panel.getByRole("button", { name: "Add to cart with these dates" }).click();
  await expect(page.getByRole("status").filter({ hasText: /added/i })).toBeVisible();
  // the same days and size again: another copy, but the piece has one, and the toast says so
  await panel.getByRole("button", { name: "Add to cart with these dates" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Every copy in size M free for these days is already in your cart." }),
  ).toBeVisible();
  await panel.getByRole("link", { name: "View cart" }).click();

  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId("line-stay")).toContainText(
    `Pickup ${formatDay(pickup, LONG)} · Return ${formatDay(ret, LONG)} (3 days)`,
  );
  await expect(line.getByTestId("line-stay")).toContainText("Size: M");
  await expect(line.getByTestId("line-stay")).toContainText(
    `Rent ${rupees(piece.rent)} · Refundable deposit ${rupees(piece.deposit)}`,
  );
  // one copy, and no more to add: the "+" says why
  await expect(line.getByTestId("quantity")).toHaveText("1");
  await expect(line.getByRole("button", { name: /^One more copy of/ })).toHaveAttribute("aria-disabled", "true");
  await expect(line.getByTestId("copies-note")).toHaveText("Every copy in size M free for these days is in your cart.");
  await expect(page.getByTestId("payable-total")).toHaveText(rupees(piece.rent));
  await expect(page.getByTestId("deposit-total")).toHaveText(rupees(piece.deposit));
  await expect(page.getByRole("link", { name: /^Ask about these dates on WhatsApp/ })).toHaveAttribute(
    "href",
    new RegExp(`wa\\.me/\\d+\\?text=.*${encodeURIComponent(`from=${pickup}&to=${ret}`)}`),
  );

  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page.getByTestId("checkout-total")).toHaveText(rupees(piece.rent + piece.deposit));
  await fillCheckout(page);
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/checkout"));
  await page.getByRole("button", { name: "Place Order" }).click();
  expect((await answer).status()).toBe(201);
  // The address names no number: the page shows what this browser booked.
  await expect(page).toHaveURL(/\/thank-you\?order$/);
  await expect(page.getByTestId("reservation-numbers")).toHaveText(/^R-\d+$/);
  // A pending hold: the visitor is told until when the shop keeps it.
  await expect(page.getByTestId("held-until")).toHaveText(/^\w{3} \d{1,2} \w{3}, \d{1,2}(:\d{2})? (am|pm)$/);
  await expect(page.getByRole("link", { name: /^Send the details on WhatsApp/ })).toHaveAttribute("href", /R-\d+/);

  // The next visitor: pickup to return and the buffers (1 day before, 2 after) are booked.
  await page.goto(piece.path);
  for (let d = addDays(pickup, -1); d <= addDays(ret, 2); d = addDays(d, 1))
    await expect(await dayButton(page, d)).toHaveAccessibleName(new RegExp(`^${longDay(d)}, booked`));
  await expect(page.locator(`button[data-day="${addDays(ret, 3)}"]`)).toHaveAccessibleName(
    `${longDay(addDays(ret, 3))}, free`,
  );
});

test("a stay booked by someone else while it sat in the cart: the line is marked, the nearest free days are one tap away, nothing typed is lost", async ({
  page,
  request,
}) => {
  const piece = await rentablePiece(request, "gopidress", "gopi-dresess");
  const { event, pickup, ret } = functionIn(40);
  await page.goto(piece.path);
  await chooseFunction(page, event);
  await page.getByRole("button", { name: "Add to cart with these dates" }).click();
  await reserveAsSomeoneElse(request, piece.id, pickup, ret);

  await page.goto("/checkout");
  await fillCheckout(page);
  const refused = page.waitForResponse((r) => r.url().endsWith("/api/checkout"));
  await page.getByRole("button", { name: "Place Order" }).click();
  expect((await refused).status()).toBe(409);
  await expect(page.getByRole("form", { name: "Your details" }).getByRole("alert")).toContainText(
    `${piece.title} was just booked for those dates.`,
  );
  await expect(page.getByTestId("taken-line")).toContainText(piece.title);
  await expect(page.getByLabel(/Full Name/)).toHaveValue("Kavya Malhotra");
  const offer = page.getByRole("button", { name: /^Use these dates:/ }).first();
  const offered = (await offer.textContent())!;
  await offer.click();
  await expect(page.getByTestId("taken-line")).toHaveCount(0);
  await expect(page.getByRole("complementary", { name: "Order summary" }).getByTestId("line-stay")).not.toContainText(
    formatDay(pickup, LONG),
  );
  // it says how far the stay moves, since other days may miss the function
  expect(offered).toMatch(/Use these dates: \w{3}, \d+ \w{3} – \w{3}, \d+ \w{3} \(\d+ days? (earlier|later)\)/);

  const placed = page.waitForResponse((r) => r.url().endsWith("/api/checkout"));
  await page.getByRole("button", { name: "Place Order" }).click();
  expect((await placed).status()).toBe(201);
  await expect(page.getByTestId("reservation-numbers")).toHaveText(/^R-\d+$/);
});
