import { expect, test } from "@playwright/test";
import { adminApi, signIn, SAME_ON_ANY_DATABASE } from "./helpers";
import { addDays, indiaToday } from "./rental-helpers";

// Issue #26, items 11, 12 and 15, as a visitor and the owner see them.

test(
  "11. the header shows both e-mail addresses and both phone numbers, and fits a 320 px phone",
  SAME_ON_ANY_DATABASE,
  async ({ page }) => {
    await page.goto("/about");
    const strip = page.locator("address").first();
    await expect(strip.locator('a[href^="mailto:"]')).toHaveCount(2);
    await expect(strip.locator('a[href^="tel:"]')).toHaveCount(2);
    await expect(strip.getByRole("link", { name: "info@rangrezboutique.in" })).toBeVisible();
    await expect(strip.getByRole("link", { name: "bookings@rangrezboutique.in" })).toBeVisible();
    await expect(strip.getByRole("link", { name: "+91 98110 45872" })).toBeVisible();
    await expect(strip.getByRole("link", { name: "+91 99580 31264" })).toBeVisible();
    await page.setViewportSize({ width: 320, height: 640 });
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    // the strip scrolls away; the bar with the menu, search and cart stays
    await page.mouse.wheel(0, 800);
    await expect(page.getByRole("banner").getByRole("link", { name: "Rangrez Rental Boutique" })).toBeInViewport();
    await expect(strip.locator('a[href^="mailto:"]').first()).not.toBeInViewport();
  },
);

test(
  "11. a rented piece's popup links the WhatsApp catalogue as Book Now on WhatsApp",
  SAME_ON_ANY_DATABASE,
  async ({ page }) => {
    const suits = (await (await page.request.get("/api/collection/suit")).json()) as {
      _id: string;
      title: string;
      rentPrice?: number;
    }[];
    const rented = suits.find((s) => s.rentPrice)!;
    await page.goto("/collection/suits");
    await page.locator("#grid article a:has(h3)").filter({ hasText: rented.title }).first().click();
    const dialog = page.getByRole("dialog", { name: rented.title });
    await expect(dialog.getByRole("heading", { name: "Rent it for your function" })).toBeVisible();
    const link = dialog.getByRole("link", { name: /^Book Now on WhatsApp/ });
    await expect(link).toHaveAttribute("href", /^https:\/\/wa\.me\/c\/\d+$/);
    await expect(link).toHaveAttribute("target", "_blank");
  },
);

test(
  "11. the contact page's map searches the shop, and Get directions leads there",
  SAME_ON_ANY_DATABASE,
  async ({ page }) => {
    await page.goto("/contact");
    const place = encodeURIComponent(
      "Rangrez Rental Boutique, RZ-14, Block B, Main Bazaar Road, Uttam Nagar, New Delhi 110059",
    );
    await expect(page.getByRole("link", { name: /^Get directions/ })).toHaveAttribute(
      "href",
      `https://www.google.com/maps/dir/?api=1&destination=${place}`,
    );
    await page.getByRole("link", { name: /^Get directions/ }).scrollIntoViewIfNeeded();
    await expect(page.locator('iframe[title^="Map of"]')).toHaveAttribute(
      "src",
      `https://www.google.com/maps?q=${place}&output=embed`,
    );
  },
);

test("12. Book an Appointment offers a try-on, or a visit with a phone, a day and a time; the owner sees the visit on Messages", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Book an Appointment" }).first().click();
  await expect(page).toHaveURL(/\/try-on$/);
  await page.getByRole("link", { name: "Ask for an appointment" }).click();
  await expect(page).toHaveURL(/\/contact#appointment$/);
  const form = page.getByRole("form", { name: "Contact form" });
  await expect(form.getByRole("radio", { name: "Book an appointment" })).toBeChecked();
  await expect(form.getByLabel(/^Subject/)).toHaveCount(0);

  await form.getByLabel(/^Name/).fill("Appointment Anjali");
  await form.getByLabel(/^Email/).fill("anjali@example.in");
  // no phone, and a day already past: both are named, nothing is sent
  await form.getByLabel(/^Preferred day/).fill(addDays(indiaToday(), -1));
  await form.getByRole("button", { name: "Request appointment" }).click();
  await expect(form.getByText(/^Phone is required for an appointment/)).toBeVisible();
  await expect(form.getByText("That day has passed: choose today or a later day.")).toBeVisible();

  await form.getByLabel(/^Phone/).fill("097111 22334");
  const day = addDays(indiaToday(), 2);
  await form.getByLabel(/^Preferred day/).fill(day);
  const time = form.getByLabel(/^Preferred time/);
  await expect(time.locator("option", { hasText: "12:00 pm" })).toHaveCount(1);
  await time.selectOption("12:00");
  await form.getByLabel(/^Anything we should know/).fill("Trial of two lehengas for a December wedding.");
  await form.getByRole("button", { name: "Request appointment" }).click();
  await expect(page.getByRole("status").filter({ hasText: "We will call you to confirm your visit on" })).toContainText(
    "at 12:00 pm",
  );

  const { messages } = await (await adminApi(request)).messages();
  expect(messages.find((m: { name: string }) => m.name === "Appointment Anjali")).toMatchObject({
    phone: "+919711122334",
    appointment: { day, time: "12:00" },
  });
  await signIn(page, "/admin/messages?q=Appointment%20Anjali");
  const card = page.getByRole("listitem").filter({ hasText: "Appointment Anjali" });
  await expect(card.getByTestId("appointment")).toContainText("at 12:00 pm");
  await expect(card.getByRole("link", { name: /^Call \+91 97111 22334/ })).toHaveAttribute("href", "tel:+919711122334");
});

test("12. the plain contact form still sends a message, with an optional phone", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await expect(form.getByRole("radio", { name: "Send a message" })).toBeChecked();
  await expect(form.getByLabel("Phone (optional)")).toBeVisible();
  await expect(form.getByLabel(/^Preferred day/)).toHaveCount(0);
});

test("15. an order card shows its id and the phone as Today writes it; Buy Now's placeholder is not the shop's number", async ({
  page,
}) => {
  const items = await (await page.request.get("/api/collection/suit")).json();
  const placed = await page.request.post("/api/orders", {
    data: { productId: items[0]._id, userName: "Card Id Chitra", userPhone: "9811012345" },
    headers: { "x-forwarded-for": "10.26.15.1" },
  });
  const { order } = await placed.json();
  await signIn(page, `/admin/orders?q=${order._id}`);
  const card = page.getByRole("listitem").filter({ hasText: "Card Id Chitra" });
  await expect(card.getByTestId("order-id")).toHaveText(order._id);
  await expect(card.getByRole("link", { name: "Call +91 98110 12345" })).toBeVisible();

  await page.goto("/beauty-care/soap");
  await page.locator("article a:has(h3)").first().click();
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(page.getByLabel("Phone")).toHaveAttribute("placeholder", "98xxx xxxxx");
});
