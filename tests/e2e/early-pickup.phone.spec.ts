// On a phone, the owner hands a piece over before its pickup day: the card asks first, the
// pickup day moves to today, and the handover can be undone the same day, its day back.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { OWNER, PNG, signIn } from "./helpers";

const ip = () => `10.81.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const indiaToday = () => new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

async function adminHeaders(request: APIRequestContext) {
  const res = await request.post("/api/auth/login", { data: OWNER, headers: { "x-forwarded-for": ip() } });
  expect(res.ok()).toBe(true);
  return { authorization: `Bearer ${(await res.json()).token}` };
}

test("a handover before the pickup day is asked first, moves the day to today, and is undone the same day", async ({
  page,
  request,
}) => {
  const today = indiaToday();
  const auth = await adminHeaders(request);
  const tag = Math.random().toString(36).slice(2, 7);
  const piece = await request.post("/api/collection", {
    headers: auth,
    multipart: {
      category: "sarees",
      title: `Early Saree ${tag}`,
      description: "Handed over early.",
      price: "3000",
      rentPrice: "3000",
      deposit: "3000",
      images: { name: "p.png", mimeType: "image/png", buffer: PNG },
    },
  });
  expect(piece.status(), await piece.text()).toBe(201);
  const productId = (await piece.json())._id as string;
  const from = addDays(today, 6);
  const booked = await request.post("/api/reservations", {
    data: { productId, from, to: addDays(from, 2), name: "Ira Sen", phone: "98110 77001" },
    headers: { "x-forwarded-for": ip() },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const r = (await booked.json()).reservation as { id: string; number: string };
  expect(
    (await request.patch(`/api/reservations/${r.id}`, { headers: auth, data: { status: "confirmed" } })).status(),
  ).toBe(200);

  await signIn(page, `/admin/reservations?q=${r.number}`);
  const card = page.getByRole("article", { name: new RegExp(`^${r.number} `) });
  await card.getByRole("button", { name: `Hand over early ${r.number}` }).click();
  const ask = page.getByRole("dialog");
  await expect(ask).toContainText("Hand it over today?");
  await expect(ask.getByRole("button", { name: "Not yet" })).toBeFocused();
  await ask.getByRole("button", { name: "Hand over today" }).click();
  await expect(page.getByTestId("reservation-notice")).toHaveText(`${r.number}: picked up.`);
  await expect(card.getByTestId("reservation-status")).toHaveText("Picked up");
  await expect(card.locator(`time[datetime="${today}"]`).first()).toBeVisible();

  await card.getByRole("button", { name: `Undo pickup ${r.number}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Undo pickup" }).click();
  await expect(page.getByTestId("reservation-notice")).toHaveText(`${r.number}: pickup undone, confirmed again.`);
  await expect(card.getByTestId("reservation-status")).toHaveText("Confirmed");
  await expect(card.locator(`time[datetime="${from}"]`).first()).toBeVisible();
});
