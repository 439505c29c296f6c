import { expect, test, type Page } from "@playwright/test";
import { expectHeldWithReason } from "./helpers";
import { dayButton, functionIn, rentablePiece } from "./rental-helpers";

// An order, and the cart's price check, take at most 50 different pieces (MAX_CART_LINES).
const FULL = "Your cart is full: an order holds up to 50 different pieces. Check out or remove a piece first.";

/**
 * Stores a cart of `count` different soaps in the shape cart-store.ts persists (version 2),
 * plus `extra` lines, as a visitor's earlier visits (or a second tab) would have left it.
 */
async function storeCart(page: Page, count: number, extra: object[] = []) {
  await page.evaluate(
    ({ count, extra }) => {
      const lines = Array.from({ length: count }, (_, i) => ({
        _id: `cstored${String(i).padStart(17, "0")}`,
        kind: "beauty",
        category: "soap",
        title: `Stored Soap ${i + 1}`,
        description: "Kept from an earlier visit.",
        price: 100,
        href: "/beauty-care/soap",
        quantity: 1,
      }));
      localStorage.setItem("cart", JSON.stringify({ state: { lines: [...lines, ...extra] }, version: 2 }));
    },
    { count, extra },
  );
}

async function kesarSoap(page: Page) {
  const soaps = (await (await page.request.get("/api/beauty/soap")).json()) as {
    _id: string;
    title: string;
    price: number;
  }[];
  const soap = soaps.find((s) => s.title === "Kesar Chandan Soap")!;
  return {
    ...soap,
    line: {
      _id: soap._id,
      kind: "beauty",
      category: "soap",
      title: soap.title,
      description: "Sandalwood",
      price: soap.price,
      href: `/beauty-care/soap/${soap._id}`,
      quantity: 1,
    },
  };
}

async function fillCheckout(page: Page) {
  await page.getByLabel(/Full Name/).fill("Meera Kapoor");
  await page.getByLabel(/Email Address/).fill("meera@example.in");
  await page.getByLabel(/Phone Number/).fill("+91 99580 31264");
  await page.getByRole("radio", { name: /^Delivery/ }).check();
  await page.getByLabel(/Full Address/).fill("D-9, Rajouri Garden, New Delhi 110027");
}

test.beforeEach(async ({ page }) => {
  // The stored soaps are made up: the price check would grey them out as gone. Here it fails,
  // as on a flaky connection, so the lines stay as stored.
  await page.route("**/api/cart/quote", (route) => route.abort());
  await page.goto("/");
  await page.evaluate(() => localStorage.clear());
});

test("a cart of 50 different pieces takes no other, wherever the visitor adds, and says why", async ({ page }) => {
  await storeCart(page, 50);
  const status = page.getByRole("alert").filter({ hasText: FULL });

  // the cart icon on a card
  await page.goto("/beauty-care/soap");
  await page.getByRole("button", { name: "Add Kesar Chandan Soap to cart" }).click();
  await expect(status).toBeVisible();
  await expect(page.getByText("Item added to cart!")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Cart, 50 items" })).toBeVisible();

  // Add to Cart on a product's page
  const { _id } = await kesarSoap(page);
  await page.goto(`/beauty-care/soap/${_id}`);
  await page.getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(status).toBeVisible();
  await expect(page.getByText("Item added to cart!")).toHaveCount(0);

  // Buy Now on a dupatta, which otherwise adds it and goes to the cart
  await page.goto("/collection/dupatta");
  await page.locator("#grid li").first().getByRole("link").click();
  const dialog = page.getByRole("dialog", { name: "Elegant Silk Saree" });
  await dialog.getByRole("button", { name: "Buy Now" }).click();
  await expect(status).toBeVisible();
  await expect(page).not.toHaveURL(/\/cart$/);

  // a rental stay, added with its days
  const piece = await rentablePiece(page.request, "gown", "gowns");
  await page.goto(piece.path);
  await (await dayButton(page, functionIn(30).event)).click();
  await page.getByRole("button", { name: "Add to cart with these dates" }).click();
  await expect(status).toBeVisible();
  await expect(page.getByText(/^In your cart for/)).toHaveCount(0);

  await page.goto("/cart");
  await expect(page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem")).toHaveCount(50);
  await expect(page.getByRole("link", { name: "Checkout" })).toBeVisible();
});

test("a full cart still takes more of a piece already in it", async ({ page }) => {
  const soap = await kesarSoap(page);
  await storeCart(page, 49, [soap.line]);
  await page.goto("/beauty-care/soap");
  await page.getByRole("button", { name: "Add Kesar Chandan Soap to cart" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Item added to cart!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart, 51 items" })).toBeVisible();
});

test("a cart stored with more than 50 pieces says how many to remove, and Checkout waits for it", async ({ page }) => {
  await storeCart(page, 52);
  await page.goto("/cart");
  const reason = "An order holds up to 50 different pieces: remove 2 to check out.";
  await expect(page.getByText(reason)).toBeVisible();
  const checkout = page.getByRole("button", { name: "Checkout" });
  // reachable by keyboard; Enter does not leave the cart but reads the reason
  await expectHeldWithReason(page, checkout, reason);
  await checkout.click({ force: true });
  await expect(page).toHaveURL(/\/cart$/);

  const lines = page.getByRole("list", { name: "Items in your cart" });
  await lines
    .getByRole("listitem")
    .filter({ hasText: "Stored Soap 52" })
    .getByRole("button", { name: /^Remove/ })
    .click();
  await expect(page.getByText("An order holds up to 50 different pieces: remove 1 to check out.")).toBeVisible();
  await lines
    .getByRole("listitem")
    .filter({ hasText: "Stored Soap 51" })
    .getByRole("button", { name: /^Remove/ })
    .click();
  await expect(page.getByText(/An order holds up to 50/)).toHaveCount(0);
  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("button", { name: "Place Order" })).not.toHaveAttribute("aria-disabled");
});

test("the checkout of a cart over 50 pieces says so and sends nothing", async ({ page }) => {
  await storeCart(page, 51);
  const sent: string[] = [];
  page.on("request", (r) => r.url().includes("/api/checkout") && sent.push(r.url()));
  await page.goto("/checkout");
  const reason = "An order holds up to 50 different pieces: remove 1 to check out.";
  await expect(page.getByText(reason)).toBeVisible();
  await fillCheckout(page);
  const placeOrder = page.getByRole("button", { name: "Place Order" });
  await expectHeldWithReason(page, placeOrder, reason);
  await placeOrder.click({ force: true });
  await page.getByLabel(/Full Name/).press("Enter");
  await page.waitForTimeout(500);
  expect(sent).toEqual([]);
  await page.getByRole("link", { name: "Remove pieces in your cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
});

test("Place Order sends the order once, however often it is pressed while sending", async ({ page }) => {
  const soap = await kesarSoap(page);
  await storeCart(page, 0, [soap.line]);
  let sent = 0;
  await page.route("**/api/checkout", async (route) => {
    sent++;
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto("/checkout");
  await fillCheckout(page);
  await page.getByRole("button", { name: "Place Order" }).click();
  const busy = page.getByRole("button", { name: "Placing order…" });
  await expect(busy).toHaveAttribute("aria-disabled", "true");
  await busy.click({ force: true });
  await busy.press("Enter");
  await expect(page.getByText("✅ Order placed & sent to owner!")).toBeVisible();
  expect(sent).toBe(1);
});
