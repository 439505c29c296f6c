import { expect, test, type APIRequestContext } from "@playwright/test";
import { ownerToken, SAME_ON_ANY_DATABASE, signIn } from "./helpers";
import { englishLeft } from "./hindi-helpers";
import { addDays, indiaToday, pieceOfItsOwn, reserveAsSomeoneElse } from "./rental-helpers";

// A bride books a try-on on her phone for the pieces her list sent: a day, a time with its
// rooms free, her function days; her try-on page shows them held. At the slot the owner sees
// her on Today and turns two of the three pieces into a booking: the third is free again.

async function threePieces(request: APIRequestContext, name: string) {
  const token = await ownerToken(request);
  const pieces = [];
  for (const colour of ["Ruby", "Emerald", "Pearl"]) {
    const title = `${colour} ${name} ${Date.now()}`;
    pieces.push({
      title,
      ...(await pieceOfItsOwn(request, token, {
        title,
        description: "A lehenga to try on.",
        price: 9000,
        rent: 4500,
        deposit: 3000,
      })),
    });
  }
  return pieces;
}

test("a try-on for three pieces, two of them booked at the slot, the third free again", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const pieces = await threePieces(request, "Try-on Lehenga");
  const slotDay = addDays(indiaToday(), 3);
  const from = addDays(indiaToday(), 25);
  const to = addDays(from, 2);

  await page.goto(`/try-on?pieces=${pieces.map((p) => p.id).join(",")}&from=${from}&to=${to}`);
  await expect(page.getByRole("heading", { level: 1, name: "Book a try-on" })).toBeVisible();
  for (const p of pieces) await expect(page.getByRole("checkbox", { name: new RegExp(p.title) })).toBeChecked();
  await expect(page.getByLabel("Pickup day")).toHaveValue(from);
  // the form books once its script runs: the button says so
  await expect(page.getByRole("button", { name: "Book the try-on" })).toBeEnabled();
  await page.getByLabel("Day", { exact: true }).selectOption(slotDay);
  await page.getByRole("radio", { name: /^12:00 pm\s*2 rooms free/ }).check();
  await page.getByLabel(/^Name/).fill("Priya Sharma");
  await page.getByLabel(/^Phone/).fill("98113 22456");
  const booked = page.waitForResponse((r) => r.url().endsWith("/api/try-ons") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Book the try-on" }).click();
  expect((await booked).status()).toBe(201);
  await page.waitForURL(/\/try-on\/t\./);
  await expect(page.getByRole("heading", { level: 1, name: /^Your try-on T-\d+$/ })).toBeVisible();
  await expect(page.getByText(/^Held for your function days/)).toBeVisible();
  for (const p of pieces) await expect(page.getByText(p.title).first()).toBeVisible();
  // another visitor cannot book a held piece for her days
  const stranger = await request.post("/api/reservations", {
    data: { productId: pieces[0]!.id, from, to, name: "Another Bride", phone: "98110 45872" },
    headers: { "x-forwarded-for": "10.81.4.4" },
  });
  expect(stranger.status()).toBe(409);

  // the owner's Today on the slot's morning
  const owner = await browser.newPage({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });
  const morning = new Date(`${slotDay}T11:00:00+05:30`).toISOString();
  await signIn(owner, `/admin/today?now=${encodeURIComponent(morning)}`);
  const card = owner.getByTestId("try-on-card").filter({ hasText: "Priya Sharma" });
  await expect(card).toContainText("3 pieces to take out");
  await expect(card).toContainText("12:00 pm");
  await card.getByRole("checkbox", { name: pieces[0]!.title }).check();
  await card.getByRole("checkbox", { name: pieces[1]!.title }).check();
  const made = owner.waitForResponse((r) => r.url().endsWith("/book") && r.request().method() === "POST");
  await card.getByRole("button", { name: /^Book the chosen pieces/ }).click();
  const answer = await made;
  expect(answer.status(), await answer.text()).toBe(201);
  const { booking } = (await answer.json()) as { booking: { reservations: { number: string; rent: number }[] } };
  expect(booking.reservations.map((r) => r.rent)).toEqual([4500, 4500]);
  await expect(owner.getByRole("status").filter({ hasText: /^Booked R-\d+, R-\d+ for Priya Sharma/ })).toBeVisible();
  // the piece she did not choose is free for her days again; the chosen ones are hers
  await reserveAsSomeoneElse(request, pieces[2]!.id, from, to);
  const taken = await request.post("/api/reservations", {
    data: { productId: pieces[1]!.id, from, to, name: "Another Bride", phone: "98110 45872" },
    headers: { "x-forwarded-for": "10.81.4.5" },
  });
  expect(taken.status()).toBe(409);
  await owner.close();
});

test("the try-on form and her try-on page in Hindi", SAME_ON_ANY_DATABASE, async ({ page, request }) => {
  test.setTimeout(180_000);
  const [piece] = await threePieces(request, "Trial Gown");
  const slotDay = addDays(indiaToday(), 4);
  await page.goto(`/hi/try-on?pieces=${piece!.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "ट्रायल बुक करें" })).toBeVisible();
  expect(await englishLeft(page, [piece!.title])).toEqual([]);
  await expect(page.getByRole("button", { name: "ट्रायल बुक करें" })).toBeEnabled();
  await page.getByLabel("दिन", { exact: true }).selectOption(slotDay);
  await page.getByRole("radio", { name: /^दोपहर 3:00/ }).check();
  await page.getByLabel(/^नाम/).fill("मीरा");
  await page.getByLabel(/^फ़ोन/).fill("98113 22457");
  await page.getByRole("button", { name: "ट्रायल बुक करें" }).click();
  await page.waitForURL(/\/hi\/try-on\/t\./);
  await expect(page.getByRole("heading", { level: 1, name: /^आपका ट्रायल T-\d+$/ })).toBeVisible();
  expect(await englishLeft(page, [piece!.title])).toEqual([]);
  // she cancels from her page: asked twice, then the piece is free
  await page.getByRole("button", { name: "ट्रायल कैंसल करें" }).click();
  await page.getByRole("button", { name: "हाँ, कैंसल करें" }).click();
  await expect(page.getByText("आपका ट्रायल कैंसल हो गया है।").first()).toBeVisible();
  await expect(page.getByText("कैंसल", { exact: true })).toBeVisible();
});
