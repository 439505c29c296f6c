import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { addDays, formatDay, type Day } from "../../lib/dates";
import { longDay } from "../../features/rentals/rules/calendar";
import { PNG } from "./helpers";

export { addDays, formatDay, longDay };

/** Today in India, as the shop counts days. */
export const indiaToday = (): Day => new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });

/** The way the panel writes a day: "Sun, 13 Dec 2026" (whatever this browser's locale data says). */
export const LONG: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short", year: "numeric" };

export const rupees = (n: number) => `₹${n.toLocaleString("en-IN")}`;

/** A seeded piece of a category with its page and its rent (seeded pieces rent for their price, deposit 100%). */
export async function rentablePiece(request: APIRequestContext, category: string, slug: string, index = 0) {
  const item = (
    (await (await request.get(`/api/collection/${category}`)).json()) as {
      _id: string;
      title: string;
      rentPrice: number;
    }[]
  )[index]!;
  return {
    id: item._id,
    title: item.title,
    rent: item.rentPrice,
    deposit: item.rentPrice,
    path: `/collection/${slug}/${item._id}`,
  };
}

/** The calendar's button for a day, after paging the calendar forward to its month. */
export async function dayButton(page: Page, day: Day, nextMonth = "Next month") {
  const button = page.locator(`button[data-day="${day}"]`);
  await expect(page.getByRole("grid")).toBeVisible();
  for (let i = 0; i < 24 && !(await button.count()); i++) await page.getByRole("button", { name: nextMonth }).click();
  return button;
}

/** Books a stay as some other visitor would, from an address of its own (the form limit counts per address). */
export async function reserveAsSomeoneElse(request: APIRequestContext, productId: string, from: Day, to: Day) {
  const res = await request.post("/api/reservations", {
    data: { productId, from, to, name: "Another Bride", phone: "98110 45872" },
    headers: { "x-forwarded-for": `10.80.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).reservation as { number: string };
}

/** A function `ahead` days from today and the stay the panel proposes for it: pickup the day before, three days in all. */
export function functionIn(ahead: number) {
  const event = addDays(indiaToday(), ahead);
  const pickup = addDays(event, -1);
  return { event, pickup, ret: addDays(pickup, 2) };
}

/**
 * A visitor checks out one dated piece on her phone: the function's day on the piece's
 * calendar (the panel proposes the stay around it), the cart, her details, pickup at the shop,
 * Place Order. Answers the reservation's R-number from the checkout's answer.
 */
export async function checkOutAPiece(
  page: Page,
  piece: { path: string },
  stay: { event: Day },
  person: { name: string; email: string; phone: string },
): Promise<string> {
  await page.goto(piece.path);
  await (await dayButton(page, stay.event)).click();
  await page.getByRole("button", { name: "Add to cart with these dates" }).click();
  await page.goto("/checkout");
  await page.getByLabel(/Full Name/).fill(person.name);
  await page.getByLabel(/Email Address/).fill(person.email);
  await page.getByLabel(/Phone Number/).fill(person.phone);
  await page.getByRole("radio", { name: /^Pick up at the shop/ }).check();
  const placed = page.waitForResponse((r) => r.url().endsWith("/api/checkout"));
  await page.getByRole("button", { name: "Place Order" }).click();
  const answer = await placed;
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { reservations: { number: string }[] }).reservations[0]!.number;
}

/**
 * A lehenga of its own in the party-wear collection (one copy, no buffer days), so a spec's
 * bookings never meet another spec's: its id and its page.
 */
export async function pieceOfItsOwn(
  request: APIRequestContext,
  token: string,
  piece: {
    title: string;
    description: string;
    price: number;
    rent: number;
    deposit: number;
    extraDay?: number;
    titleHi?: string;
    descriptionHi?: string;
  },
): Promise<{ id: string; path: string }> {
  const res = await request.post("/api/collection", {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      category: "sarees",
      title: piece.title,
      description: piece.description,
      ...(piece.titleHi ? { titleHi: piece.titleHi } : {}),
      ...(piece.descriptionHi ? { descriptionHi: piece.descriptionHi } : {}),
      price: String(piece.price),
      rentPrice: String(piece.rent),
      rentDays: "3",
      ...(piece.extraDay ? { extraDayPrice: String(piece.extraDay) } : {}),
      deposit: String(piece.deposit),
      stock: "1",
      bufferBefore: "0",
      bufferAfter: "0",
      images: { name: "p.png", mimeType: "image/png", buffer: PNG },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const item = await res.json();
  return { id: item._id, path: `/collection/party-wear-lehenga/${item._id}` };
}
