import { expect, test } from "@playwright/test";
import { ownerToken, SAME_ON_ANY_DATABASE } from "./helpers";
import { rentablePiece } from "./rental-helpers";

// A phone whose browser runs no JavaScript (a data saver, a locked-down
// work phone) still finds its way round the shop and a way to book: the menu opens, and
// where the calendar or the cart needs scripts, the page says so and offers WhatsApp and a call.
test.use({ javaScriptEnabled: false });

test("without JavaScript the phone menu opens and leads to every section", SAME_ON_ANY_DATABASE, async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  const menu = page.locator("summary").filter({ hasText: "Menu" });
  await menu.click();
  const nav = page.getByRole("navigation", { name: "Mobile" });
  for (const name of ["HOME", "ROYAL PICK", "GALLERY", "CONTACT", "Gowns", "Soap"])
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  await nav.getByRole("link", { name: "Gowns", exact: true }).click();
  await expect(page).toHaveURL(/\/collection\/gowns$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test(
  "without JavaScript a rented piece's page offers WhatsApp and a call instead of a calendar that never loads",
  SAME_ON_ANY_DATABASE,
  async ({ page, request }) => {
    const gown = await rentablePiece(request, "gowns", "gowns");
    await page.goto(gown.path);
    await expect(page.getByText("Loading the calendar…")).toBeHidden();
    const help = page.getByTestId("no-script-help");
    await expect(help).toContainText("The booking calendar needs JavaScript");
    const whatsapp = help.getByRole("link", { name: "WhatsApp us" });
    await expect(whatsapp).toHaveAttribute(
      "href",
      new RegExp(`^https://wa\\.me/\\d+\\?text=.*${encodeURIComponent(gown.title).replace(/[()]/g, "\\$&")}`),
    );
    await expect(help.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+?\d+$/);
  },
);

for (const [path, words] of [
  ["/cart", "The cart, kept in your browser, needs JavaScript"],
  ["/checkout", "Checkout, which reads the cart kept in your browser, needs JavaScript"],
] as const) {
  test(
    `without JavaScript ${path} says why it cannot show the cart, and how to book instead`,
    SAME_ON_ANY_DATABASE,
    async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(/^Loading your (cart|order)…$/)).toBeHidden();
      const help = page.getByTestId("no-script-help");
      await expect(help).toContainText(words);
      await expect(help.getByRole("link", { name: "WhatsApp us" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+/);
    },
  );
}

test("without JavaScript the contact form sends the message, which the shop stores, and nothing lands in the address", async ({
  page,
  request,
}) => {
  await page.goto("/contact");
  await expect(page.getByText("Loading map…")).toBeHidden();
  const form = page.getByRole("form", { name: "Contact form" });
  // The browser's own check of required fields works without the script.
  await form.getByRole("button", { name: /Send/ }).click();
  await expect(page).toHaveURL(/\/contact$/);
  const email = `nojs-${Math.random().toString(36).slice(2, 8)}@example.in`;
  await form.getByLabel(/^Name/).fill("Nisha Without Script");
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Subject/).fill("A sherwani for my brother");
  await form.getByLabel(/^Message/).fill("Size 40, for 12 December.");
  await form.getByRole("button", { name: /Send/ }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByText("Your message has reached us.")).toBeVisible();
  // The owner has it.
  const token = await ownerToken(request);
  const listed = await (
    await request.get(`/api/messages?q=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(listed.messages).toEqual([
    expect.objectContaining({ name: "Nisha Without Script", email, subject: "A sherwani for my brother" }),
  ]);
});

test(
  "without JavaScript the home page shows its first slide and every section below it, in place",
  SAME_ON_ANY_DATABASE,
  async ({ page }) => {
    // (not "load": without JavaScript the browser ignores loading="lazy" and fetches every photo first)
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const first = page.locator('[aria-roledescription="slide"]').first();
    await expect(first.getByRole("heading", { level: 2 })).toBeVisible();
    await expect(first.locator("img")).toBeVisible();
    // Sections React hydrates later are written where they stand, never parked in a hidden element for a script to move.
    await expect(page.locator('[hidden][id^="S:"]')).toHaveCount(0);
    for (const name of [
      "Why Choose Us",
      "Most Loved Collection",
      "Explore Your Style",
      "Fresh in the Studio",
      "Grace in Every Stitch",
      "Meet the Founder",
      "What Our Clients Say",
      "Frequently Asked Questions",
      "Styled by Us",
    ]) {
      const heading = page.getByRole("heading", { level: 2, name, exact: true });
      await heading.scrollIntoViewIfNeeded();
      await expect(heading).toBeVisible();
    }
  },
);
