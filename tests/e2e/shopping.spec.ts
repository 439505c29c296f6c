import { expect, test, type Page } from "@playwright/test";
import { adminApi, pieceWithoutRent, SAME_ON_ANY_DATABASE } from "./helpers";

async function firstProductId(page: Page, category: string): Promise<string> {
  const items = await (await page.request.get(`/api/collection/${category}`)).json();
  return items[0]._id;
}

test.describe("catalogue and cart", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => localStorage.clear());
  });

  test(
    "a card opens the product as a popup at its own URL; Escape and Back close it",
    SAME_ON_ANY_DATABASE,
    async ({ page }) => {
      await page.goto("/collection/gowns");
      await expect(page.getByRole("heading", { level: 1, name: "Designer Gowns Collection" })).toBeVisible();
      const card = page.locator("article a:has(h3)").first();
      const title = (await card.locator("h3").textContent())!;
      await card.click();
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/collection\/gowns\/[a-z0-9]+$/);
      // a seeded gown is rented by date: its rent takes the place of a price
      await expect(dialog.getByText(/^Rent: ₹[\d,]+ for 3 days$/)).toBeVisible();
      // images: next, previous wrapping to the last, and a thumbnail
      const thumbs = dialog.getByRole("button", { name: /^Show image/ });
      await expect(thumbs).toHaveCount(2);
      await expect(thumbs.nth(0)).toHaveAttribute("aria-current", "true");
      await dialog.getByRole("button", { name: "Next image" }).click();
      await expect(thumbs.nth(1)).toHaveAttribute("aria-current", "true");
      await dialog.getByRole("button", { name: "Next image" }).click();
      await expect(thumbs.nth(0)).toHaveAttribute("aria-current", "true");
      await dialog.getByRole("button", { name: "Previous image" }).click();
      await expect(thumbs.nth(1)).toHaveAttribute("aria-current", "true");
      await thumbs.nth(0).click();
      await expect(thumbs.nth(0)).toHaveAttribute("aria-current", "true");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/collection\/gowns$/);

      await card.click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.goBack();
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(page).toHaveURL(/\/collection\/gowns$/);
    },
  );

  test("a product URL opened directly is a full page with Product JSON-LD, and an unknown id is a 404", async ({
    page,
  }) => {
    const id = await firstProductId(page, "gown");
    const res = await page.goto(`/collection/gowns/${id}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = ld.map((t) => JSON.parse(t)).find((d) => d["@type"] === "Product");
    expect(product.offers).toMatchObject({ "@type": "Offer", priceCurrency: "INR", price: expect.any(Number) });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/collection/gowns/${id}$`));

    const missing = await page.goto("/collection/gowns/does-not-exist");
    expect(missing?.status()).toBe(404);
  });

  test(
    "add to cart shows the toast, merges repeats, survives a reload and updates the badge",
    SAME_ON_ANY_DATABASE,
    async ({ page }) => {
      // Rented pieces go in with their dates (the card opens them); a soap goes straight in.
      await page.goto("/beauty-care/soap");
      const add = page.getByRole("button", { name: /^Add .* to cart$/ }).first();
      await add.click();
      await expect(page.getByRole("status").filter({ hasText: "Item added to cart!" })).toBeVisible();
      await add.click();
      await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
      await page.reload();
      await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();

      await page.goto("/cart");
      await expect(page.getByRole("heading", { name: "Your Cart" })).toBeVisible();
      await expect(page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem")).toHaveCount(1);
      await expect(page.getByTestId("quantity")).toHaveText("2");
      await page.getByRole("button", { name: /^One fewer/ }).click();
      await expect(page.getByTestId("quantity")).toHaveText("1");
      await expect(page.getByRole("button", { name: /^One fewer/ })).toBeDisabled();
      await page.getByRole("button", { name: /^One more/ }).click();
      await expect(page.getByTestId("total-items")).toHaveText("2");
      await page.getByRole("button", { name: /^Remove/ }).click();
      await expect(page.getByText("Your Cart is Empty")).toBeVisible();
      await expect(page.getByRole("link", { name: "Cart", exact: true })).toBeVisible();
    },
  );

  test(
    "a cart changed in another tab shows there at once, and neither tab's additions are lost",
    SAME_ON_ANY_DATABASE,
    async ({ page, context }) => {
      await page.goto("/beauty-care/soap");
      const other = await context.newPage();
      await other.goto("/beauty-care/hair-oil");
      await expect(other.getByRole("link", { name: "Cart", exact: true })).toBeVisible();

      await page
        .getByRole("button", { name: /^Add .* to cart$/ })
        .first()
        .click();
      await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
      // the hair-oil tab was open all along: its badge follows, and its own add keeps the soap
      await expect(other.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
      await other
        .getByRole("button", { name: /^Add .* to cart$/ })
        .first()
        .click();
      await expect(other.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();

      await page.goto("/cart");
      await expect(page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem")).toHaveCount(2);
      await page
        .getByRole("button", { name: /^Remove/ })
        .first()
        .click();
      await expect(other.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
      await other.close();
    },
  );

  test("a corrupt stored cart is discarded without breaking the page", SAME_ON_ANY_DATABASE, async ({ page }) => {
    await page.evaluate(() => localStorage.setItem("cart", '{"state":{"lines":[{"title":"old shape"}]},"version":2}'));
    await page.goto("/cart");
    await expect(page.getByText("Your Cart is Empty")).toBeVisible();
    await page.evaluate(() => localStorage.setItem("cart", "not json"));
    await page.goto("/cart");
    await expect(page.getByText("Your Cart is Empty")).toBeVisible();
  });

  test("Buy Now asks for name and phone and places an order request (a piece not rented by date)", async ({ page }) => {
    const plain = await pieceWithoutRent(page.request);
    await page.goto("/collection/party-wear-lehenga");
    await page.getByRole("link", { name: new RegExp(plain.title) }).click();
    await expect(page.getByRole("dialog", { name: plain.title }).getByText("Price: ₹3,200")).toBeVisible();
    await page.getByRole("button", { name: "Buy Now" }).click();
    const form = page.getByRole("dialog", { name: /^Book / });
    await form.getByRole("button", { name: "Place Order Request" }).click();
    await expect(form.getByRole("alert")).toHaveText("Name and phone are required");
    await form.getByLabel("Name").fill("Priya Sharma");
    await form.getByLabel("Phone").fill("98110 45872");
    await form.getByRole("button", { name: "Place Order Request" }).click();
    await expect(page.getByRole("dialog").getByText("Order placed successfully!")).toBeVisible();
  });

  test("checkout places the cart's order, empties the cart and goes home", async ({ page }) => {
    await page.goto("/checkout");
    await expect(page.getByText("No items in checkout")).toBeVisible();

    await page.goto("/beauty-care/soap");
    await page.getByRole("button", { name: "Add Kesar Chandan Soap to cart" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Item added to cart!" })).toBeVisible();
    await page.goto("/cart");
    await page.getByRole("link", { name: "Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByText("Full Name is required.")).toBeVisible();
    await page.getByLabel(/Full Name/).fill("Anjali Verma");
    await page.getByLabel(/Email Address/).fill("anjali@example.in");
    await page.getByLabel(/Phone Number/).fill("12345");
    await page.getByRole("radio", { name: /^Delivery/ }).check();
    await page.getByLabel(/Full Address/).fill("C-12, Janakpuri, New Delhi 110058");
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(
      page.getByText(
        "❌ Please correct the highlighted field: Enter a 10-digit Indian mobile number, e.g. 98xxx xxxxx.",
      ),
    ).toBeVisible();
    await expect(page.getByLabel(/Phone Number/)).toHaveAccessibleDescription(/Enter a 10-digit Indian mobile number/);
    await expect(page.getByLabel(/Full Name/)).toHaveValue("Anjali Verma");

    await page.getByLabel(/Phone Number/).fill("+91 99580 31264");
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByText("✅ Order placed & sent to owner!")).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });

    const admin = await adminApi(page.request);
    const [order] = await admin.orders();
    expect(order).toMatchObject({
      kind: "CHECKOUT",
      userName: "Anjali Verma",
      userPhone: "+919958031264",
      email: "anjali@example.in",
    });
    expect(order.lines).toEqual([
      expect.objectContaining({ title: "Kesar Chandan Soap", unitPrice: 249, quantity: 1 }),
    ]);
    const { outbox } = await admin.messages();
    expect(outbox.find((m: { body: string }) => m.body.includes("Anjali Verma"))).toMatchObject({ status: "STORED" });
    await expect(page.getByRole("link", { name: "Cart", exact: true })).toBeVisible();
  });

  test("two items, quantities and a reload survive into checkout with the right total", async ({ page }) => {
    await page.goto("/beauty-care/soap");
    await page
      .getByRole("button", { name: /^Add .* to cart$/ })
      .nth(0)
      .click();
    await page
      .getByRole("button", { name: /^Add .* to cart$/ })
      .nth(1)
      .click();
    await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
    await page.goto("/cart");
    await page
      .getByRole("button", { name: /^One more/ })
      .first()
      .click();
    await page.reload();
    await expect(page.getByTestId("total-items")).toHaveText("3");
    // The page lists the newest first; the API's default is the order added.
    const prices = await (await page.request.get("/api/beauty/soap?sort=newest")).json();
    await page.getByRole("link", { name: "Checkout" }).click();
    const total = prices[0].price * 2 + prices[1].price;
    await expect(page.getByTestId("checkout-total")).toHaveText(`₹${total.toLocaleString("en-IN")}`);
  });

  test(
    "two cards tapped at once go into the cart in the order they were tapped",
    SAME_ON_ANY_DATABASE,
    async ({ page }) => {
      await page.goto("/beauty-care/soap");
      // A tap before React has attached the grid's click handler does nothing: wait for it.
      const grid = page.locator("ul:has(button[data-cart-add])").first();
      await expect
        .poll(() => grid.evaluate((ul) => Object.keys(ul).some((k) => k.startsWith("__reactProps"))))
        .toBe(true);
      // Both taps in one task, so the second comes while the cart is still loading for the first.
      const titles = await page.evaluate(() => {
        const buttons = [...document.querySelectorAll<HTMLButtonElement>("button[data-cart-add]")].slice(0, 2);
        for (const button of buttons) button.click();
        return buttons.map((b) => b.getAttribute("aria-label")!.replace(/^Add (.*) to cart$/, "$1"));
      });
      await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
      await page.goto("/cart");
      const lines = page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
      await expect(lines).toHaveCount(2);
      await expect(lines.nth(0)).toContainText(titles[0]!);
      await expect(lines.nth(1)).toContainText(titles[1]!);
    },
  );

  test(
    "the dupatta page follows its spec: 47 items, fixed lines, Buy Now goes to the cart",
    SAME_ON_ANY_DATABASE,
    async ({ page }) => {
      await page.goto("/collection/dupatta");
      await expect(page.getByRole("heading", { level: 1, name: "Designer Silk Saree", exact: true })).toBeVisible();
      await expect(page.locator("#grid li")).toHaveCount(47);
      await page.locator("#grid li").first().getByRole("link").click();
      const dialog = page.getByRole("dialog", { name: "Elegant Silk Saree" });
      await expect(dialog.getByText("Price: ₹1,550")).toBeVisible();
      for (const label of [
        "Fabric Type:",
        "Work Detailing:",
        "Comfort & Fit:",
        "Occasion Suitability:",
        "Customization:",
      ])
        await expect(dialog.getByText(label)).toBeVisible();
      await dialog.getByRole("button", { name: "Add to Cart" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Item added to cart!" })).toBeVisible();
      await dialog.getByRole("button", { name: "Buy Now" }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByTestId("total-items")).toHaveText("2");
    },
  );

  test(
    "a beauty product lists its details with readable names and offers WhatsApp ordering",
    SAME_ON_ANY_DATABASE,
    async ({ page }) => {
      await page.goto("/beauty-care/hair-oil");
      await page.getByRole("link", { name: /Bhringraj Amla Hair Oil/ }).click();
      const dialog = page.getByRole("dialog", { name: "Bhringraj Amla Hair Oil" });
      await expect(dialog.getByText("Skin Type:")).toBeVisible();
      await expect(dialog.getByText("Ingredients:")).toBeVisible();
      const whatsapp = dialog.getByRole("link", { name: /Order on WhatsApp/ });
      await expect(whatsapp).toHaveAttribute("href", /wa\.me\/\d+\?text=.*Bhringraj/);
      // an oil is ordered, not booked
      expect(decodeURIComponent((await whatsapp.getAttribute("href"))!)).toContain(
        'I\'d like to order "Bhringraj Amla Hair Oil"',
      );
      await dialog.getByRole("button", { name: "Buy Now" }).click();
      const buying = page.getByRole("dialog", { name: "Order Bhringraj Amla Hair Oil" });
      await expect(buying.getByText("we will call you to confirm the order.")).toBeVisible();
    },
  );
});
