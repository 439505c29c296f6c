// Piece-days one address may book in a day (RENTAL_DAILY_PIECE_DAYS), across checkouts and
// reservations: one anonymous checkout of 50 dated lines could otherwise hold a piece for its
// whole booking horizon, or every piece at once. Every stay here is 2 days, so 10 piece-days
// are 5 stays. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { beforeAll, expect, it } from "vitest";
import { GET as getAvailability } from "@/app/api/availability/[productId]/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { POST as postCheckout } from "@/app/api/checkout/route";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { addDays } from "@/lib/dates";
import { jsonRequest } from "../helpers/request";

process.env.PUBLIC_FORM_RATE_LIMIT = "100000";
process.env.RENTAL_DAILY_PIECE_DAYS = "10";
process.env.RENTAL_PENDING_PIECE_DAYS = "100000";
process.env.RENTAL_UNPAID_SHARE_PERCENT = "100";

const day = (n: number) => addDays(indiaToday(), n);
const customer = {
  name: "Priya Sharma",
  email: "priya@example.com",
  phone: "9811045872",
  address: "12, Rajouri Garden, Delhi",
};
const from = (address: string) => ({ headers: { "x-forwarded-for": address } });
const checkout = (address: string, items: unknown[]) =>
  postCheckout(jsonRequest("/api/checkout", { ...customer, items }, from(address)), undefined);
const reserve = (address: string, productId: string, first: number) =>
  postReservation(
    jsonRequest(
      "/api/reservations",
      { productId, from: day(first), to: day(first + 1), name: "Priya Sharma", phone: "98110 45872" },
      from(address),
    ),
    undefined,
  );
const stay = (productId: string, first: number) => ({ productId, quantity: 1, from: day(first), to: day(first + 1) });

let pieces: string[];
let soap: string;

async function isFree(productId: string, date: string): Promise<boolean> {
  const res = await getAvailability(
    new Request(`http://shop.test/api/availability/${productId}?from=${date}&to=${date}`),
    { params: Promise.resolve({ productId }) },
  );
  return (await res.json()).days[0].status === "free";
}

beforeAll(async () => {
  const prisma = await db();
  pieces = [];
  for (let i = 0; i < 6; i++) {
    const row = await prisma.collectionItem.create({
      data: {
        category: "gowns",
        title: `Limit gown ${i}`,
        description: "Gown",
        price: 3000,
        rentPrice: 3000,
        rentDays: 3,
        deposit: 2000,
        stock: 1,
        bufferBefore: 0,
        bufferAfter: 0,
      },
    });
    pieces.push(row.id);
  }
  soap = (
    await prisma.beautyItem.create({ data: { category: "soap", title: "Limit soap", description: "Soap", price: 200 } })
  ).id;
});

it("one checkout holding one piece on more stays than a day allows is refused whole, and holds nothing", async () => {
  // the review's attack: one piece, stay after stay, to hold it for months
  const res = await checkout(
    "203.0.113.50",
    [0, 5, 10, 15, 20, 25].map((n) => stay(pieces[0]!, 40 + n)),
  );
  expect(res.status).toBe(422);
  expect((await res.json()).message).toBe(
    "One booking online can hold at most 10 piece-days (one piece for one day, the shop's days before and after each stay included); this one holds 12. To book more, call or WhatsApp the shop.",
  );
  expect(await isFree(pieces[0]!, day(40))).toBe(true);
  // nothing of the day's allowance was used: the same connection can still book five
  expect(
    (
      await checkout(
        "203.0.113.50",
        [1, 2, 3, 4, 5].map((i) => stay(pieces[i]!, 40)),
      )
    ).status,
  ).toBe(201);
});

it("copies count: one line of 3 copies for 2 days is 6 piece-days, and one over the day's allowance is refused whole", async () => {
  const prisma = await db();
  const trio = (
    await prisma.collectionItem.create({
      data: {
        category: "gowns",
        title: "Limit trio",
        description: "Gown",
        price: 3000,
        rentPrice: 3000,
        rentDays: 3,
        deposit: 2000,
        stock: 3,
        bufferBefore: 0,
        bufferAfter: 0,
      },
    })
  ).id;
  const res = await checkout("203.0.113.70", [
    { ...stay(trio, 80), quantity: 3 },
    { ...stay(trio, 90), quantity: 3 },
  ]);
  expect(res.status).toBe(422);
  expect((await res.json()).message).toMatch(/this one holds 12\./);
  expect(await prisma.reservation.count({ where: { itemId: trio } })).toBe(0);
  expect((await checkout("203.0.113.70", [{ ...stay(trio, 80), quantity: 3 }])).status).toBe(201);
  expect(await prisma.reservation.count({ where: { itemId: trio } })).toBe(3);
  // 6 of 10 used: another 3 copies (6) would pass the day
  expect((await checkout("203.0.113.70", [{ ...stay(trio, 90), quantity: 3 }])).status).toBe(429);
});

it("an address books at most the day's piece-days across checkouts and reservations; pieces without dates and other addresses are not held back", async () => {
  const me = "203.0.113.60";
  expect((await checkout(me, [stay(pieces[0]!, 60), stay(pieces[1]!, 60), stay(pieces[2]!, 60)])).status).toBe(201);
  expect((await reserve(me, pieces[3]!, 60)).status).toBe(201);

  // two more would be six: refused with the way to book more, and neither is held
  const over = await checkout(me, [stay(pieces[4]!, 60), stay(pieces[5]!, 60)]);
  expect(over.status).toBe(429);
  expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
  expect((await over.json()).message).toBe(
    "Online bookings are limited to 10 piece-days (one piece for one day, the shop's days before and after each stay included) a day from one connection. To book more, call or WhatsApp the shop.",
  );
  expect(await isFree(pieces[4]!, day(60))).toBe(true);

  // the refused two were not counted: one more fits, then none
  expect((await reserve(me, pieces[4]!, 60)).status).toBe(201);
  expect((await reserve(me, pieces[5]!, 60)).status).toBe(429);
  // a soap has no days to hold
  expect((await checkout(me, [{ productId: soap, quantity: 2 }])).status).toBe(201);
  // someone else still books the last piece
  expect((await reserve("203.0.113.61", pieces[5]!, 60)).status).toBe(201);
});
