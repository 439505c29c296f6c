// The owner's blocks used up R-numbers from the customers' sequence, so
// customers saw; and a booking rolled back (a checkout whose second piece was
// taken) used one up too. Customers' numbers now run on without gaps; blocks have none.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { beforeAll, expect, it } from "vitest";
import { POST as postBlock } from "@/app/api/blocks/route";
import { POST as postCheckout } from "@/app/api/checkout/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { addDays } from "@/lib/dates";
import { adminToken, bearer } from "../helpers/admin";
import { jsonRequest } from "../helpers/request";

process.env.PUBLIC_FORM_RATE_LIMIT = "100000";
process.env.RENTAL_DAILY_PIECE_DAYS = "100000";
process.env.RENTAL_PENDING_PIECE_DAYS = "100000";
process.env.RENTAL_UNPAID_SHARE_PERCENT = "100";
process.env.RENTAL_PENDING_STAYS_PER_PIECE = "100000";

let token: string;
const day = (n: number) => addDays(indiaToday(), n);

async function piece(title: string) {
  const row = await (
    await db()
  ).collectionItem.create({
    data: {
      category: "gowns",
      title,
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
  return row.id;
}

async function reserve(productId: string, from: string, to: string): Promise<number> {
  const res = await postReservation(
    jsonRequest("/api/reservations", { productId, from, to, name: "Priya Sharma", phone: "98110 45872" }),
    undefined,
  );
  expect(res.status).toBe(201);
  const { reservation } = (await res.json()) as { reservation: { number: string } };
  expect(reservation.number).toMatch(/^R-\d+$/);
  return Number(reservation.number.slice(2));
}

beforeAll(async () => {
  token = await adminToken();
});

it("a block between two bookings leaves the customers' numbers consecutive", async () => {
  const [gown, other] = [await piece("Numbered gown"), await piece("Blocked gown")];
  const first = await reserve(gown, day(10), day(12));
  const block = await postBlock(
    jsonRequest(
      "/api/blocks",
      { productId: other, from: day(10), to: day(14), reason: "Repair" },
      { headers: bearer(token) },
    ),
    undefined,
  );
  expect(block.status).toBe(201);
  const { holds } = (await block.json()) as { holds: { number: string }[] };
  // A block is found by piece and reason, never quoted by a number.
  expect(holds.map((h) => h.number)).toEqual([""]);
  expect(await reserve(gown, day(20), day(22))).toBe(first + 1);
});

it("a checkout refused because its second piece was taken gives its number back", async () => {
  const [free, taken] = [await piece("Free gown"), await piece("Taken gown")];
  const before = await reserve(taken, day(40), day(42));
  const res = await postCheckout(
    jsonRequest("/api/checkout", {
      name: "Anita Rao",
      email: "anita@example.com",
      phone: "9811012345",
      address: "12, Rajouri Garden, Delhi",
      items: [
        { productId: free, quantity: 1, from: day(40), to: day(42) },
        { productId: taken, quantity: 1, from: day(40), to: day(42) },
      ],
    }),
    undefined,
  );
  expect(res.status).toBe(409);
  expect(await reserve(free, day(40), day(42))).toBe(before + 1);
});

it("bookings racing for different pieces get different numbers, with none skipped", async () => {
  const pieces = await Promise.all(Array.from({ length: 6 }, (_, i) => piece(`Race gown ${i}`)));
  const start = await reserve(pieces[0]!, day(60), day(61));
  const numbers = await Promise.all(pieces.map((p) => reserve(p, day(70), day(71))));
  expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 6 }, (_, i) => start + 1 + i));
});
