import { expect, test, type APIRequestContext } from "@playwright/test";
import { addDays, formatDay, indiaToday, rentablePiece } from "./rental-helpers";

// The thank-you page shows only what this browser booked. Its address
// used to carry the numbers (`/thank-you?reservations=R-999` told anyone "Your order is in…
// R-999"), and its WhatsApp text lost the pieces and days in a new tab.

const SHORT: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short" };

/** A checkout sent from this browser's own context, so the cookie its answer sets is this browser's. */
async function checkout(request: APIRequestContext, items: unknown[]) {
  const res = await request.post("/api/checkout", {
    data: { name: "Meera Kapoor", email: "meera@example.in", phone: "98110 77881", fulfilment: "pickup", items },
    headers: { "x-forwarded-for": `10.81.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()).reservations as { number: string }[]).map((r) => r.number);
}

test("a made-up thank-you address names no booking: a neutral thank-you with the shop's contacts", async ({ page }) => {
  await page.goto("/thank-you?reservations=R-999");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Thank you!");
  await expect(main).toContainText("If you placed an order, the shop will call you to confirm it.");
  await expect(main).not.toContainText("R-999");
  await expect(main).not.toContainText("Your order is in");
  await expect(main.getByRole("link", { name: /^WhatsApp us/ })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\d+\?text=/,
  );
  await expect(main.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+?\d+$/);
  // The contact form's landing says what it always said.
  await page.goto("/thank-you");
  await expect(main).toContainText("Your message has reached us.");
});

test("after a checkout: this browser's stays with piece, size, days and number, on a reload and in a new tab; another browser sees none", async ({
  page,
  browser,
  request,
}) => {
  const [dress, other] = [
    await rentablePiece(request, "dress", "dresses", 0),
    await rentablePiece(request, "dress", "dresses", 1),
  ];
  const first = { from: addDays(indiaToday(), 300), to: addDays(indiaToday(), 302) };
  const second = { from: addDays(indiaToday(), 310), to: addDays(indiaToday(), 312) };
  const numbers = await checkout(page.request, [
    { productId: dress.id, quantity: 1, ...first, size: "M" },
    { productId: other.id, quantity: 1, ...second },
  ]);
  expect(numbers).toHaveLength(2);

  for (const view of ["first visit", "reload", "new tab"]) {
    const tab = view === "new tab" ? await page.context().newPage() : page;
    if (view === "reload") await tab.reload();
    else await tab.goto("/thank-you?order");
    await expect(tab.getByTestId("reservation-numbers"), view).toHaveText(numbers.join(", "));
    await expect(tab.getByTestId("held-until")).toHaveText(/^\w{3} \d{1,2} \w{3}, \d{1,2}(:\d{2})? (am|pm)$/);
    const stays = tab.getByRole("list", { name: "Your reservations" }).getByTestId("booked-stay");
    await expect(stays).toHaveCount(2);
    await expect(stays.first()).toContainText(`${numbers[0]} · ${dress.title} (size M)`);
    await expect(stays.first()).toContainText(
      `Pickup ${formatDay(first.from, SHORT)} · Return ${formatDay(first.to, SHORT)}`,
    );
    const href = (await tab.getByRole("link", { name: /^Send the details on WhatsApp/ }).getAttribute("href"))!;
    const text = new URL(href).searchParams.get("text")!;
    expect(text).toContain(`Hello! About my reservations ${numbers.join(", ")}:`);
    expect(text).toContain(
      `${numbers[0]} · ${dress.title} (size M)\nPickup: ${formatDay(first.from)}\nReturn: ${formatDay(first.to)} (3 days)`,
    );
    expect(text).toContain(
      `${numbers[1]} · ${other.title}\nPickup: ${formatDay(second.from)}\nReturn: ${formatDay(second.to)} (3 days)`,
    );
    if (tab !== page) await tab.close();
  }

  // The same address in another browser (a link shared on WhatsApp) shows no one's booking.
  const stranger = await browser.newContext();
  const theirs = await stranger.newPage();
  await theirs.goto("/thank-you?order");
  await expect(theirs.getByRole("main")).toContainText("If you placed an order, the shop will call you to confirm it.");
  for (const number of numbers) await expect(theirs.getByRole("main")).not.toContainText(number);
  await stranger.close();
});
