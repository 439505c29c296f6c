import { expect, test, type APIRequestContext } from "@playwright/test";
import { ownerToken, signIn } from "./helpers";
import { addDays, indiaToday, pieceOfItsOwn } from "./rental-helpers";

// On a phone, the day after a pickup that never happened: Today lists the booking under "Not
// collected" (its days still held), the owner cancels it there after a question, and its days
// are free at once. The server's test clock (`?now=`, REMINDERS_CLOCK_OVERRIDE=1 in
// playwright.config.ts) shows Today as it will be tomorrow morning, India time.

async function dayStatus(request: APIRequestContext, productId: string, from: string, to: string): Promise<string[]> {
  const res = await request.get(`/api/availability/${productId}?from=${from}&to=${to}`);
  expect(res.status()).toBe(200);
  return ((await res.json()).days as { status: string }[]).map((d) => d.status);
}

test("a pickup day that passed shows on Today as not collected, and cancelling it there frees the days", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await ownerToken(request);
  const piece = await pieceOfItsOwn(request, token, {
    title: `Forgotten Lehenga ${Date.now()}`,
    description: "Booked by phone, never collected.",
    price: 9000,
    rent: 3500,
    deposit: 3000,
  });
  const today = indiaToday();
  const to = addDays(today, 2);
  const booked = await request.post("/api/reservations", {
    headers: { authorization: `Bearer ${token}` },
    data: { productId: piece.id, from: today, to, name: "Naina Kapoor", phone: "98713 46046", fulfilment: "pickup" },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { reservation } = (await booked.json()) as { reservation: { id: string; number: string; status: string } };
  expect(reservation.status).toBe("confirmed");
  expect(new Set(await dayStatus(request, piece.id, today, to))).toEqual(new Set(["booked"]));

  // Tomorrow at 10:00 in India: its pickup day has passed and it never left the shop.
  const tomorrow = new Date(`${addDays(today, 1)}T10:00:00+05:30`).toISOString();
  await signIn(page, `/admin/today?now=${encodeURIComponent(tomorrow)}`);
  const section = page.getByRole("region", { name: /^Not collected/ });
  await expect(section).toBeVisible();
  const card = section.getByRole("article", { name: new RegExp(`^${reservation.number} `) });
  await expect(card).toBeVisible();
  await expect(section).toContainText("still in the shop, holding their days");

  await card.getByRole("button", { name: `Cancel ${reservation.number}` }).click();
  const ask = page.getByRole("dialog");
  await expect(ask).toContainText(`Cancel reservation ${reservation.number}?`);
  await expect(ask.getByRole("button", { name: "Keep it" })).toBeFocused();
  await ask.getByRole("button", { name: "Cancel reservation" }).click();
  await expect(page.getByTestId("reservation-notice")).toHaveText(
    `${reservation.number} cancelled: its days are free again.`,
  );
  await expect(page.getByRole("article", { name: new RegExp(`^${reservation.number} `) })).toHaveCount(0);

  // The days are free at once, for anyone booking online.
  expect(new Set(await dayStatus(request, piece.id, today, to))).toEqual(new Set(["free"]));
});
