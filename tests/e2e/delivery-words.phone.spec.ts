import { expect, test, type Page } from "@playwright/test";
import { ownerToken, pieceWithTwoCopies, signIn } from "./helpers";
import { addDays, formatDay, functionIn, LONG } from "./rental-helpers";

// On a phone: a delivery reads as a delivery on the owner's Reservations card (its
// day and address) and on her booking page ("Delivery … · Return …", nothing "at pickup"), and the
// owner's piece calendar fits a 320 px screen with a block whose reason is long.

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
const ADDRESS = "Flat 4, C-12 Janakpuri, New Delhi 110058";

test("a delivery is named as one on the owner's card and on her booking page", async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await ownerToken(request);
  const piece = await pieceWithTwoCopies(request, token);
  const { pickup, ret } = functionIn(22);
  const res = await request.post("/api/checkout", {
    data: {
      name: "Delivery Devika",
      email: "devika@example.in",
      phone: "98715 40046",
      fulfilment: "delivery",
      address: ADDRESS,
      items: [{ productId: piece.id, quantity: 1, from: pickup, to: ret }],
    },
    headers: { "x-forwarded-for": `10.46.${Math.floor(Math.random() * 250)}.7` },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { reservations } = (await res.json()) as {
    reservations: { id: string; number: string; bookingPath: string; fulfilment: string; address: string | null }[];
  };
  const booked = reservations[0]!;
  expect(booked).toMatchObject({ fulfilment: "delivery", address: ADDRESS });

  // Her booking page: the delivery day, never "Pickup" or "at pickup".
  await page.goto(booked.bookingPath);
  const stay = page.getByTestId("booking-stay");
  await expect(stay.getByTestId("stay-days")).toHaveText(
    `Delivery ${formatDay(pickup, LONG)} · Return ${formatDay(ret, LONG)}`,
  );
  // The shop takes UPI here, so what is due is asked by UPI; no word of paying at a pickup.
  await expect(page.getByTestId("upi-pay")).toBeVisible();
  await expect(page.getByText(/at pickup/i)).toHaveCount(0);
  await expect(page.getByTestId("fulfilment-note")).toContainText(ADDRESS);
  const whatsapp = decodeURIComponent(
    (await page
      .getByRole("link", { name: /WhatsApp/ })
      .first()
      .getAttribute("href"))!,
  );
  expect(whatsapp).toContain(`Delivery: ${formatDay(pickup, LONG)}`);
  expect(whatsapp).toContain(`Deliver to: ${ADDRESS}`);

  // The owner's card on Reservations: "Delivery" with its day, and where to.
  await signIn(page, `/admin/reservations?q=${booked.number}`);
  const card = page.getByTestId("reservation-card").filter({ hasText: booked.number });
  await expect(card.getByText("Delivery", { exact: true })).toBeVisible();
  await expect(card.getByText("Pickup", { exact: true })).toHaveCount(0);
  await expect(card.getByTestId("delivery-address")).toContainText(ADDRESS);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
});

test("the piece calendar fits a 320 px phone with a long block reason", async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 700 });
  const token = await ownerToken(request);
  const piece = await pieceWithTwoCopies(request, token);
  const { ret } = functionIn(26);
  const reason =
    "Alterations for the bride's sister: sleeves shortened, waist taken in by two inches, hem re-done, Supercalifragilisticexpialidocious";
  const block = await request.post("/api/blocks", {
    headers: { authorization: `Bearer ${token}` },
    data: { productId: piece.id, from: ret, to: addDays(ret, 1), unit: 2, reason },
  });
  expect(block.status(), await block.text()).toBe(201);

  await signIn(page, `/admin/reservations/piece/${piece.id}?month=${ret.slice(0, 7)}`);
  const table = page.getByRole("table");
  await expect(table).toBeVisible();
  expect((await table.boundingBox())!.width).toBeLessThanOrEqual(320);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  // the reason in full, for the owner's screen reader and in the Blocked days list
  await expect(page.locator(`td[data-day="${ret}"]`)).toContainText("(blocked)");
  await expect(page.getByTestId("block-row").filter({ hasText: "Supercalifragilisticexpialidocious" })).toBeVisible();
});
