// Several copies of one piece in one booking: a dated cart line of quantity 2 books two copies
// (two R-numbers, one order, one booking page), each charged the stay's rent and deposit in the
// order's total and its books; more copies than are free is a 409 saying how many are, with
// nothing held; two lines of two sizes for the same days are two stays, each on a copy of its
// size. The cart's quote says how many copies of a line's size are free for its days.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/collection/route";
import { POST as postCheckout } from "@/app/api/checkout/route";
import { POST as postQuote } from "@/app/api/cart/quote/route";
import { GET as getAvailability } from "@/app/api/availability/[productId]/route";
import { GET as getBooking } from "@/app/api/bookings/[token]/route";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { addDays } from "@/lib/dates";
import { adminToken, bearer } from "../helpers/admin";
import { jsonRequest } from "../helpers/request";

process.env.PUBLIC_FORM_RATE_LIMIT = "100000";
process.env.CART_QUOTE_RATE_LIMIT = "100000";
process.env.RENTAL_DAILY_PIECE_DAYS = "100000";
process.env.RENTAL_PENDING_PIECE_DAYS = "100000";
process.env.RENTAL_UNPAID_SHARE_PERCENT = "100";
process.env.RENTAL_PENDING_STAYS_PER_PIECE = "100000";

let token: string;
const day = (n: number) => addDays(indiaToday(), n);
let phone = 9811047000;
const send = async (res: Response) => ({ status: res.status, body: await res.json() });
const RENT = 6000;
const DEPOSIT = 4000;

/** A lehenga from the admin form: 3 days for ₹6,000 and a ₹4,000 deposit, no buffer days. */
async function piece(title: string, stock: string, copySizes = "") {
  const fd = new FormData();
  const fields = {
    category: "sarees",
    description: "Velvet lehenga.",
    price: "6500",
    rentPrice: String(RENT),
    rentDays: "3",
    deposit: String(DEPOSIT),
    bufferBefore: "0",
    bufferAfter: "0",
    title,
    stock,
    copySizes,
  };
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  const res = await create(
    new Request("http://shop.test/api/collection", { method: "POST", body: fd, headers: bearer(token) }),
    undefined,
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}

const checkout = (items: unknown[]) =>
  postCheckout(
    jsonRequest("/api/checkout", {
      name: "Meera Kapoor",
      email: "meera@example.com",
      phone: String(phone++),
      fulfilment: "pickup",
      items,
    }),
    undefined,
  ).then(send);

async function held(itemId: string) {
  return (await db()).reservation.findMany({
    where: { itemId },
    include: { unit: { select: { number: true, size: true } } },
    orderBy: { number: "asc" },
  });
}

beforeAll(async () => {
  token = await adminToken();
});

describe("two copies of one lehenga in one checkout", () => {
  let id: string;
  beforeAll(async () => {
    id = await piece(`Sisters' lehenga ${Date.now()}`, "2");
  });

  it("a dated line of quantity 2 books two copies: two R-numbers, one order, its total and books charged twice", async () => {
    const [from, to] = [day(20), day(22)];
    const { status, body } = await checkout([{ productId: id, quantity: 2, from, to }]);
    expect(status).toBe(201);
    expect(body.reservations).toHaveLength(2);
    const numbers = body.reservations.map((r: { number: string }) => r.number);
    expect(new Set(numbers).size).toBe(2);
    expect(numbers.every((n: string) => /^R-\d+$/.test(n))).toBe(true);
    expect(new Set(body.reservations.map((r: { unit: number }) => r.unit))).toEqual(new Set([1, 2]));
    expect(body.order.total).toBe(2 * RENT);
    expect(body.order.deposit).toBe(2 * DEPOSIT);
    expect(body.order.lines).toEqual([
      expect.objectContaining({ unitPrice: RENT, quantity: 1 }),
      expect.objectContaining({ unitPrice: RENT, quantity: 1 }),
    ]);

    // one booking page for both, whose books charge both copies' rent and deposit
    const paths = new Set(body.reservations.map((r: { bookingPath: string }) => r.bookingPath));
    expect(paths.size).toBe(1);
    const link = [...paths][0] as string;
    const page = await getBooking(new Request(`http://shop.test/api${link.replace(/^\/booking\//, "/bookings/")}`), {
      params: Promise.resolve({ token: link.replace(/^\/booking\//, "") }),
    }).then(send);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ charged: 2 * (RENT + DEPOSIT), due: 2 * (RENT + DEPOSIT) });
    expect(page.body.stays).toHaveLength(2);
    const entries = await (
      await db()
    ).ledgerEntry.groupBy({ by: ["kind"], where: { stay: { orderId: body.order._id } }, _sum: { amount: true } });
    expect(Object.fromEntries(entries.map((e) => [e.kind, e._sum.amount]))).toMatchObject({
      RENT: 2 * RENT,
      DEPOSIT: 2 * DEPOSIT,
    });

    // both copies are taken now: the calendar shows the days booked
    const q = new URLSearchParams({ from, to });
    const days = await getAvailability(new Request(`http://shop.test/api/availability/${id}?${q}`), {
      params: Promise.resolve({ productId: id }),
    }).then(send);
    expect(days.body.stock).toBe(2);
    expect(days.body.days.map((d: { status: string }) => d.status)).toEqual(["booked", "booked", "booked"]);
  });

  it("more copies than are free is a 409 saying how many are, and nothing is held", async () => {
    const [from, to] = [day(30), day(32)];
    expect((await checkout([{ productId: id, quantity: 1, from, to }])).status).toBe(201);
    const before = (await held(id)).length;
    const orders = await (await db()).order.count();

    const { status, body } = await checkout([{ productId: id, quantity: 2, from, to }]);
    expect(status).toBe(409);
    expect(body).toMatchObject({ productId: id, free: 1, asked: 2, from, to });
    expect(body.message).toMatch(/only 1 copy is free for those days, and this order asks for 2/);
    expect((await held(id)).length).toBe(before);
    expect(await (await db()).order.count()).toBe(orders);

    // in Hindi, from the catalogue
    const hi = await postCheckout(
      jsonRequest("/api/checkout", {
        name: "Meera",
        email: "meera@example.com",
        phone: String(phone++),
        fulfilment: "pickup",
        locale: "hi",
        items: [{ productId: id, quantity: 2, from, to }],
      }),
      undefined,
    ).then(send);
    expect(hi.status).toBe(409);
    expect(hi.body.message).toContain("सिर्फ़ 1 पीस ख़ाली है");

    // the one copy left is still bookable
    expect((await checkout([{ productId: id, quantity: 1, from, to }])).status).toBe(201);
  });

  it("the quote says how many copies of a line are free for its days", async () => {
    const [from, to] = [day(40), day(42)];
    const quote = async () =>
      (
        await postQuote(
          jsonRequest("/api/cart/quote", { items: [{ productId: id, quantity: 1, from, to }] }),
          undefined,
        ).then(send)
      ).body.lines[0];
    expect(await quote()).toMatchObject({
      productId: id,
      from,
      to,
      available: true,
      price: RENT,
      deposit: DEPOSIT,
      free: 2,
    });
    expect((await checkout([{ productId: id, quantity: 1, from, to }])).status).toBe(201);
    expect(await quote()).toMatchObject({ free: 1 });
  });
});

describe("two sizes of one piece for the same days", () => {
  it("are two stays, each on a copy of its size; a quote per size", async () => {
    const id = await piece(`Sized lehenga ${Date.now()}`, "3", "S, M, M");
    const [from, to] = [day(50), day(52)];
    const quote = await postQuote(
      jsonRequest("/api/cart/quote", {
        items: [
          { productId: id, quantity: 1, from, to, size: "S" },
          { productId: id, quantity: 2, from, to, size: "M" },
        ],
      }),
      undefined,
    ).then(send);
    expect(quote.body.lines.map((l: { size: string; free: number }) => [l.size, l.free])).toEqual([
      ["S", 1],
      ["M", 2],
    ]);

    const { status, body } = await checkout([
      { productId: id, quantity: 1, from, to, size: "S" },
      { productId: id, quantity: 2, from, to, size: "M" },
    ]);
    expect(status).toBe(201);
    expect(body.reservations.map((r: { size: string; unitSize: string }) => [r.size, r.unitSize])).toEqual([
      ["S", "S"],
      ["M", "M"],
      ["M", "M"],
    ]);
    expect(body.order.total).toBe(3 * RENT);
    expect(body.order.deposit).toBe(3 * DEPOSIT);
    const rows = await held(id);
    expect(rows.map((r) => r.unit?.size)).toEqual(["S", "M", "M"]);

    // a third M for those days: none free, the plain "just booked" 409; nothing held
    const more = await checkout([{ productId: id, quantity: 1, from, to, size: "M" }]);
    expect(more.status).toBe(409);
    expect(more.body.free).toBeUndefined();
    expect((await held(id)).length).toBe(3);
  });
});
