import { expect, test } from "@playwright/test";
import { ownerToken, pieceWithTwoCopies } from "./helpers";
import {
  addDays,
  dayButton,
  functionIn,
  formatDay,
  indiaToday,
  LONG,
  longDay,
  rentablePiece,
  reserveAsSomeoneElse,
} from "./rental-helpers";

// Issue #14 on a desktop: "Reserve now" (409 with the nearest free days, then success), the
// address keeping the choice, and the calendar by keyboard.

test("a shared link restores the stay; Reserve now answers a taken stay with the nearest free days and then reserves", async ({
  page,
  request,
}) => {
  const piece = await rentablePiece(request, "blouse", "designer-blouses");
  const { event, pickup, ret } = functionIn(20);
  await page.goto(piece.path);
  await (await dayButton(page, event)).click();
  await expect(page).toHaveURL(new RegExp(`\\?from=${pickup}&to=${ret}$`));
  await page.getByRole("button", { name: "Return one day later" }).click();
  const later = addDays(ret, 1);
  await expect(page).toHaveURL(new RegExp(`\\?from=${pickup}&to=${later}$`));
  await expect(page.getByTestId("stay-days")).toHaveText("4");

  // Opened again from the link, the same stay is chosen.
  await page.goto(`${piece.path}?from=${pickup}&to=${later}`);
  const panel = page.getByRole("region", { name: "Rent it for your function" });
  await expect(panel.getByTestId("pickup-day")).toHaveText(formatDay(pickup, LONG));
  await expect(panel.getByTestId("return-day")).toHaveText(formatDay(later, LONG));
  await expect(page.locator(`button[data-day="${pickup}"]`)).toHaveAccessibleName(
    `${longDay(pickup)}, free, pickup day`,
  );

  // Someone else books those days before this visitor sends the form.
  await reserveAsSomeoneElse(request, piece.id, pickup, later);
  await panel.getByRole("button", { name: "Reserve now" }).click();
  const form = panel.getByRole("form", { name: "Reserve these dates" });
  await form.getByRole("button", { name: "Send reservation" }).click();
  await expect(form.getByText("Name is required.")).toBeVisible();
  await form.getByLabel(/^Name/).fill("Simran Kaur");
  await form.getByLabel(/^Phone/).fill("98110 45872");
  await form.getByRole("button", { name: "Send reservation" }).click();
  await expect(form.getByRole("alert")).toContainText(`${piece.title} was just booked for those dates.`);
  // The calendar was read again: the visitor's days now show as booked.
  await expect(page.locator(`button[data-day="${pickup}"]`)).toHaveAccessibleName(
    `${longDay(pickup)}, booked, pickup day`,
  );
  const offer = form.getByRole("button", { name: /^Use / }).first();
  await offer.click();
  await expect(panel.getByTestId("pickup-day")).not.toHaveText(formatDay(pickup, LONG));
  await expect(panel.getByTestId("stay-days")).toHaveText("4");
  await expect(page).not.toHaveURL(new RegExp(`from=${pickup}`));
  await expect(form.getByLabel(/^Name/)).toHaveValue("Simran Kaur");

  const answer = page.waitForResponse((r) => r.url().endsWith("/api/reservations"));
  await form.getByRole("button", { name: "Send reservation" }).click();
  expect((await answer).status()).toBe(201);
  await expect(panel.getByTestId("reservation-number")).toHaveText(/^R-\d+$/);
  const number = (await panel.getByTestId("reservation-number").textContent())!;
  // Said once: it read "Reserved! … R-3." then "Reserved: R-3. Held until …".
  const done = panel.getByRole("status").filter({ hasText: "Reserved!" });
  await expect(done).toContainText("Held until");
  expect((await done.innerText()).split(number).length - 1).toBe(1);
  await expect(panel.getByRole("link", { name: /^Send the details on WhatsApp/ })).toHaveAttribute(
    "href",
    new RegExp(`text=.*${number}`),
  );
});

test("the calendar moves by keyboard, names every day with its status, and explains a stay it cannot take", async ({
  page,
  request,
}) => {
  const piece = await rentablePiece(request, "blouse", "designer-blouses", 1);
  const today = indiaToday();
  await page.goto(piece.path);
  const todayButton = await dayButton(page, today);
  await expect(todayButton).toHaveAttribute("tabindex", "0");
  await expect(todayButton).toHaveAccessibleName(`${longDay(today)}, free, today`);
  await todayButton.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.locator(`button[data-day="${addDays(today, 7)}"]`)).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(page.locator(`button[data-day="${addDays(today, 6)}"]`)).toBeFocused();
  await page.keyboard.press("PageDown");
  await expect(page.getByRole("grid")).toHaveAccessibleName(/^\w+ \d{4}$/);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("pickup-day")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to cart with these dates" })).toBeEnabled();
  // A stay over a booked day (or its buffers) is explained, not offered.
  await expect(page.getByRole("list", { name: "Calendar key" })).toContainText("Booked");
  const event = addDays(today, 60);
  await reserveAsSomeoneElse(request, piece.id, addDays(event, 3), addDays(event, 4));
  await page.goto(piece.path);
  await (await dayButton(page, event)).click();
  await expect(page.getByRole("alert").filter({ hasText: "not free on all of these days" })).toContainText(
    "2 days after return",
  );
  await expect(page.getByRole("button", { name: "Add to cart with these dates" })).toBeDisabled();
});

test("with two copies, a stay needs one copy free throughout: a free copy on each day is not enough", async ({
  page,
  request,
}) => {
  const token = await ownerToken(request);
  const piece = await pieceWithTwoCopies(request, token);
  const { event, pickup, ret } = functionIn(50); // pickup the day before the function, return the day after
  await reserveAsSomeoneElse(request, piece.id, addDays(pickup, -2), addDays(pickup, 1)); // copy 1
  const block = await request.post("/api/blocks", {
    headers: { authorization: `Bearer ${token}` },
    data: { productId: piece.id, from: ret, to: addDays(ret, 1), unit: 2, reason: "Alterations" },
  });
  expect(block.status(), await block.text()).toBe(201);

  // Every day of the stay shows free (one copy is), but copy 2 is blocked on the return day
  // and copy 1 is out on pickup: the panel says so before the visitor sends anything.
  await page.goto(piece.path);
  await (await dayButton(page, event)).click();
  await expect(page.locator(`button[data-day="${event}"]`)).toHaveAccessibleName(
    new RegExp(`^${longDay(event)}, free`),
  );
  await expect(page.getByRole("alert").filter({ hasText: "not free on all of these days" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to cart with these dates" })).toBeDisabled();

  // Two days later copy 1 is back in the shop for the whole stay.
  await (await dayButton(page, addDays(event, 2))).click();
  await expect(page.getByRole("button", { name: "Add to cart with these dates" })).toBeEnabled();
});

test("in the popup over the grid: choosing days keeps the popup, focus stays inside it, Escape still closes it", async ({
  page,
}) => {
  await page.goto("/collection/gowns");
  await page.locator("article a:has(h3)").first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("grid")).toBeVisible();
  await dialog.getByRole("button", { name: "Next month" }).click();
  await dialog.locator('button[data-day$="-15"]').click();
  await expect(page).toHaveURL(/\/collection\/gowns\/[a-z0-9]+\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await expect(dialog.getByTestId("pickup-day")).toBeVisible();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    // A modal dialog keeps focus inside it (or on the browser's own controls, where it is the body).
    expect(
      await page.evaluate(
        () => document.activeElement === document.body || !!document.activeElement?.closest("dialog[open]"),
      ),
    ).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/collection\/gowns$/);
});
