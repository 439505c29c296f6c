import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectHeldWithReason, ownerToken, PNG } from "./helpers";
import { addDays, indiaToday, rentablePiece } from "./rental-helpers";

/** The owner's side, through the admin API as the admin screens use it. */
async function owner(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await ownerToken(request)}` };
  const fields = (title: string, price: number) => ({
    category: "soap",
    title,
    description: "Handmade in small batches.",
    price: String(price),
  });
  return {
    async addSoap(title: string, price: number): Promise<{ _id: string; version: number }> {
      const res = await request.post("/api/beauty", {
        headers,
        multipart: { ...fields(title, price), images: { name: "p.png", mimeType: "image/png", buffer: PNG } },
      });
      expect(res.status(), await res.text()).toBe(201);
      return res.json();
    },
    async reprice(item: { _id: string; version: number }, title: string, price: number) {
      const res = await request.put(`/api/beauty/${item._id}`, {
        headers,
        multipart: { ...fields(title, price), version: String(item.version) },
      });
      expect(res.status(), await res.text()).toBe(200);
    },
    async remove(id: string) {
      expect((await request.delete(`/api/beauty/${id}`, { headers })).status()).toBe(200);
    },
  };
}

test("the cart shows what the visitor will pay after the owner changes a price or removes a piece", async ({
  page,
}) => {
  const suffix = Math.random().toString(36).slice(2, 7);
  const kept = `Quote Rose Soap ${suffix}`;
  const dropped = `Quote Mint Soap ${suffix}`;
  const shop = await owner(page.request);
  const rose = await shop.addSoap(kept, 4500);
  const mint = await shop.addSoap(dropped, 300);

  await page.goto("/");
  await page.evaluate(() => localStorage.clear());
  for (const item of [rose, mint]) {
    await page.goto(`/beauty-care/soap/${item._id}`);
    await page.getByRole("button", { name: "Add to Cart" }).first().click();
    await expect(page.getByRole("status").filter({ hasText: "Item added to cart!" })).toBeVisible();
  }
  await page.goto("/cart");
  await expect(page.getByTestId("cart-total")).toHaveText("₹4,800");

  await shop.reprice(rose, kept, 5000);
  await shop.remove(mint._id);

  await page.goto("/cart");
  const list = page.getByRole("list", { name: "Items in your cart" });
  const roseLine = list.getByRole("listitem").filter({ hasText: kept });
  await expect(roseLine.getByTestId("line-price")).toHaveText("₹5,000");
  await expect(roseLine.getByText("Price updated from ₹4,500 to ₹5,000.")).toBeVisible();
  await expect(
    roseLine
      .getByText("Price updated from ₹4,500 to ₹5,000.")
      .locator("xpath=ancestor-or-self::*[@aria-live='polite']"),
  ).toHaveCount(1);

  const mintLine = page.getByTestId("unavailable-line");
  await expect(mintLine).toContainText(dropped);
  await expect(mintLine.getByText("No longer available")).toBeVisible();
  await expect(page.getByTestId("cart-total")).toHaveText("₹5,000");
  await expect(page.getByTestId("total-items")).toHaveText("1");

  // The checkout's summary agrees, and the gone piece can be removed there too.
  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page.getByTestId("checkout-total")).toHaveText("₹5,000");
  await expect(page.getByTestId("unavailable-line")).toContainText("No longer available");
  await page
    .getByTestId("unavailable-line")
    .getByRole("button", { name: /^Remove/ })
    .click();
  await expect(page.getByTestId("unavailable-line")).toHaveCount(0);
  // Focus goes on from the list, not from the top of the page.
  await expect(page.getByRole("list", { name: "Items in your order" })).toBeFocused();
  await expect(page.getByText("Total to pay: ₹5,000")).toBeVisible();
});

test("a stay whose pickup day has passed says so in the cart, links to new dates and is not counted", async ({
  page,
}) => {
  const piece = await rentablePiece(page.request, "blouse", "designer-blouses");
  const [from, to] = [addDays(indiaToday(), -4), addDays(indiaToday(), -2)];
  await page.goto("/");
  await page.evaluate(
    ({ piece, from, to }) => {
      const line = {
        _id: piece.id,
        kind: "collection",
        category: "blouse",
        title: piece.title,
        description: "Kept from an earlier visit.",
        price: piece.rent,
        href: piece.path,
        quantity: 1,
        from,
        to,
        deposit: piece.deposit,
      };
      localStorage.setItem("cart", JSON.stringify({ state: { lines: [line] }, version: 2 }));
    },
    { piece, from, to },
  );
  await page.goto("/cart");
  const line = page
    .getByRole("list", { name: "Items in your cart" })
    .getByRole("listitem")
    .filter({ hasText: piece.title });
  await expect(line.getByText("The pickup day has passed. Choose today or a later day.")).toBeVisible();
  await expect(line.getByRole("link", { name: `Choose new dates for ${piece.title}` })).toHaveAttribute(
    "href",
    piece.path,
  );
  await expect(page.getByTestId("cart-total")).toHaveText("₹0");
  // Held, not disabled: a keyboard or screen-reader user reaches it and hears why; it goes nowhere.
  const checkout = page.getByRole("button", { name: "Checkout" });
  const why = "Nothing in your cart can be ordered now: remove the pieces no longer available and choose others.";
  await expectHeldWithReason(page, checkout, why);
  await expect(page).toHaveURL(/\/cart$/);
  // Removed by keyboard, the last line leaves focus on the empty cart's message.
  await line.getByRole("button", { name: /^Remove/ }).press("Enter");
  await expect(page.getByText("Your Cart is Empty")).toBeFocused();
});
