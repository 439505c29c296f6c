import { expect, test } from "@playwright/test";
import { ownerToken, pieceWithTwoCopies } from "./helpers";
import { dayButton, functionIn, rupees } from "./rental-helpers";

// Issue #46, item 6 on a phone: two sisters rent two copies of one lehenga for the same
// wedding in one checkout. The same days added again is another copy on the cart's line (no
// more than the shop has free); the line's stepper is a labelled group with 44 px targets,
// used from the keyboard; the order books two copies, two R-numbers, rent and deposit twice.

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.clear());
});

test("two copies of one lehenga for two sisters: one cart line of 2, one checkout, two R-numbers", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const piece = await pieceWithTwoCopies(request, await ownerToken(request));
  const [rent, deposit] = [4000, 4000];
  const { event } = functionIn(18);

  await page.goto(piece.path);
  const panel = page.getByRole("region", { name: "Rent it for your function" });
  await (await dayButton(page, event)).click();
  const add = panel.getByRole("button", { name: "Add to cart with these dates" });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByRole("status").filter({ hasText: /added/i })).toBeVisible();
  // the second sister: the same days again are another copy, not a replaced line
  await add.click();
  await expect(
    page.getByRole("status").filter({ hasText: "Another copy added: 2 for these days in your cart." }),
  ).toBeVisible();
  // a third: the shop has two
  await add.click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Every copy free for these days is already in your cart." }),
  ).toBeVisible();

  await panel.getByRole("link", { name: "View cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
  await expect(line).toHaveCount(1);
  const copies = line.getByRole("group", { name: /^Copies of Twin Copy Lehenga/ });
  await expect(copies.getByTestId("quantity")).toHaveText("2");
  await expect(line.getByTestId("line-stay")).toContainText(
    `Rent ${rupees(rent)} each · Refundable deposit ${rupees(deposit)} each`,
  );
  await expect(page.getByTestId("payable-total")).toHaveText(rupees(2 * rent));
  await expect(page.getByTestId("deposit-total")).toHaveText(rupees(2 * deposit));

  // no more free: the "+" stays reachable and says why
  const more = copies.getByRole("button", { name: /^One more copy of/ });
  const fewer = copies.getByRole("button", { name: /^One copy fewer of/ });
  await expect(more).toHaveAttribute("aria-disabled", "true");
  await expect(more).toHaveAccessibleDescription("Every copy free for these days is in your cart.");
  for (const control of [more, fewer]) {
    const box = (await control.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }

  // by keyboard: one fewer, then one more again
  await fewer.focus();
  await page.keyboard.press("Enter");
  await expect(copies.getByTestId("quantity")).toHaveText("1");
  await expect(more).not.toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("Tab");
  await expect(more).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(copies.getByTestId("quantity")).toHaveText("2");

  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page.getByTestId("checkout-total")).toHaveText(rupees(2 * (rent + deposit)));
  await page.getByLabel(/Full Name/).fill("Anjali Sharma");
  await page.getByLabel(/Email Address/).fill("anjali@example.in");
  await page.getByLabel(/Phone Number/).fill("99580 31277");
  await page.getByRole("radio", { name: /^Pick up at the shop/ }).check();
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/checkout"));
  await page.getByRole("button", { name: "Place Order" }).click();
  const placed = await answer;
  expect(placed.status(), await placed.text()).toBe(201);
  const body = (await placed.json()) as {
    reservations: { number: string; unit: number }[];
    order: { total: number; deposit: number };
  };
  expect(body.reservations).toHaveLength(2);
  expect(new Set(body.reservations.map((r) => r.unit))).toEqual(new Set([1, 2]));
  expect(body.order).toMatchObject({ total: 2 * rent, deposit: 2 * deposit });

  await expect(page).toHaveURL(/\/thank-you\?order$/);
  await expect(page.getByTestId("reservation-numbers")).toHaveText(/^R-\d+, R-\d+$/);
});
