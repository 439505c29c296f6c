import { expect, test, type Page } from "@playwright/test";
import { dayButton, functionIn, rentablePiece } from "./rental-helpers";

// Checkout offers pickup at the shop (no address; the shop's address, hours
// and directions) or delivery (the address, and DELIVERY_CHARGE in the totals). The e2e server
// sets no DELIVERY_CHARGE, so delivery is free there; the charge shown comes from the price
// quote, which the first test answers with one, as a shop with DELIVERY_CHARGE=200 would.

const DIRECTIONS =
  /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=.*Uttam%20Nagar%2C%20New%20Delhi%20110059/;

async function soapInCart(page: Page) {
  await page.goto("/beauty-care/soap");
  await page.getByRole("button", { name: "Add Kesar Chandan Soap to cart" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Item added to cart!" })).toBeVisible();
  await page.goto("/checkout");
}

async function fillDetails(page: Page, name: string) {
  await page.getByLabel(/Full Name/).fill(name);
  await page.getByLabel(/Email Address/).fill("nisha@example.in");
  await page.getByLabel(/Phone Number/).fill("98110 45872");
}

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
});

test("pickup shows the shop's address, hours and directions and asks no address; delivery asks it and puts its charge in the totals", async ({
  page,
}) => {
  await page.route("**/api/cart/quote", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), deliveryCharge: 200 } });
  });
  await soapInCart(page);
  const choice = page.getByRole("group", { name: "How would you like to get your order?" });
  const pickup = choice.getByRole("radio", { name: /^Pick up at the shop/ });
  const delivery = choice.getByRole("radio", { name: /^Delivery/ });
  const summary = page.getByRole("complementary", { name: "Order summary" });

  await expect(pickup).toBeChecked();
  await expect(page.getByLabel(/Full Address/)).toHaveCount(0);
  const shop = choice.getByTestId("shop-visit");
  await expect(shop).toContainText("Uttam Nagar, New Delhi 110059");
  await expect(shop).toContainText("Open Monday to Saturday 10:30–20:30, Sunday 11:00–18:00.");
  await expect(shop.getByRole("link", { name: /Get directions on Google Maps/ })).toHaveAttribute("href", DIRECTIONS);
  await expect(summary.getByTestId("delivery-charge")).toHaveCount(0);
  await expect(summary.getByTestId("checkout-total")).toHaveText("₹249");

  // the shop's charge now, from the price quote
  await expect(delivery).toHaveAccessibleName(/₹200 delivery charge/);
  await delivery.check();
  await expect(page.getByLabel(/Full Address/)).toBeVisible();
  await expect(choice.getByTestId("shop-visit")).toHaveCount(0);
  await expect(summary.getByTestId("delivery-charge")).toHaveText("₹200");
  await expect(summary.getByTestId("checkout-total")).toHaveText("₹449");
  await expect(page.getByText("Total to pay: ₹449")).toBeVisible();

  await fillDetails(page, "Nisha Delivery");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByText("Full Address is required.")).toBeVisible();
  await expect(page.getByLabel(/Full Address/)).toHaveAccessibleDescription(/Full Address is required/);

  // back to pickup: the address is not asked, and the charge leaves the totals
  await pickup.check();
  await expect(page.getByLabel(/Full Address/)).toHaveCount(0);
  await expect(summary.getByTestId("checkout-total")).toHaveText("₹249");
});

test("a pickup order's confirmation gives the shop's address, hours and directions and stays until the visitor leaves", async ({
  page,
}) => {
  await soapInCart(page);
  await fillDetails(page, "Nisha Pickup");
  const placed = page.waitForResponse((r) => r.url().endsWith("/api/checkout"));
  await page.getByRole("button", { name: "Place Order" }).click();
  const { order } = await (await placed).json();
  expect(order).toMatchObject({ fulfilment: "pickup", address: null, deliveryCharge: 0 });
  await expect(page.getByText("✅ Order placed & sent to owner!")).toBeVisible();
  const note = page.getByRole("region", { name: "Pickup" });
  await expect(note).toContainText("Pick up at the shop, once the shop has confirmed:");
  await expect(note.getByRole("link", { name: /Get directions on Google Maps/ })).toHaveAttribute("href", DIRECTIONS);
  await page.waitForTimeout(2500);
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a delivery order's confirmation names the address, then goes home as before", async ({ page }) => {
  await soapInCart(page);
  await fillDetails(page, "Nisha Delivered");
  await page.getByRole("radio", { name: /^Delivery/ }).check();
  await page.getByLabel(/Full Address/).fill("C-12, Janakpuri, New Delhi 110058");
  await page.getByRole("button", { name: "Place Order" }).click();
  const note = page.getByRole("region", { name: "Delivery" });
  await expect(note).toContainText("C-12, Janakpuri, New Delhi 110058");
  await expect(note).toContainText("Delivery is free.");
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
});

test("after a rental picked up at the shop, the thank-you page gives the shop's address, hours and directions, to this browser only", async ({
  page,
  request,
  browser,
}) => {
  const piece = await rentablePiece(request, "gown", "gowns", 2);
  const { event } = functionIn(53);
  await page.goto(piece.path);
  await (await dayButton(page, event)).click();
  await expect(page.getByRole("button", { name: "Add to cart with these dates" })).toBeEnabled();
  await page.getByRole("button", { name: "Add to cart with these dates" }).click();
  await expect(page.getByRole("status").filter({ hasText: /added/i })).toBeVisible();
  await page.goto("/checkout");
  await fillDetails(page, "Nisha Rental");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/thank-you\?/);
  const note = page.getByRole("region", { name: "Pickup" });
  await expect(note).toContainText("Uttam Nagar, New Delhi 110059");
  await expect(note).toContainText("Open Monday to Saturday 10:30–20:30, Sunday 11:00–18:00.");
  await expect(note.getByRole("link", { name: /Get directions on Google Maps/ })).toHaveAttribute("href", DIRECTIONS);

  // the same address opened by someone else shows no pickup details: they were this browser's order
  const other = await browser.newPage();
  await other.goto(page.url());
  await expect(other.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await expect(other.getByRole("region", { name: "Pickup" })).toHaveCount(0);
  await other.close();
});

test("a field's 'required' message goes as the visitor fills it in, and the form's message with the last one", async ({
  page,
}) => {
  await soapInCart(page);
  await page
    .getByRole("group", { name: "How would you like to get your order?" })
    .getByRole("radio", { name: /^Delivery/ })
    .check();
  await page.getByLabel(/Full Name/).fill("Nisha Typing");
  await page.getByRole("button", { name: "Place Order" }).click();
  const form = page.getByRole("form", { name: "Your details" });
  await expect(form.getByRole("alert")).toHaveText("Please fill in the highlighted fields.");
  await expect(page.getByText("Full Address is required.")).toBeVisible();
  await expect(page.getByText("Email Address is required.")).toBeVisible();
  await page.getByLabel(/Full Address/).fill("C-12, Janakpuri, New Delhi 110058");
  await expect(page.getByText("Full Address is required.")).toBeHidden();
  await expect(page.getByLabel(/Full Address/)).not.toHaveAttribute("aria-invalid", "true");
  // Another field is still marked: the form's message stays.
  await expect(form.getByRole("alert")).toBeVisible();
  await page.getByLabel(/Email Address/).fill("nisha@example.in");
  await page.getByLabel(/Phone Number/).fill("98110 45872");
  await expect(form.getByRole("alert")).toHaveCount(0);
});
