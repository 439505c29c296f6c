// Issue #28, item 2 (UPI): with SHOP_UPI_ID set, her booking page asks for what is due (or the
// owner's advance, RENTAL_ADVANCE_PERCENT) with a upi://pay link and its QR code drawn on the
// server. The owner records what came in (POST /api/reservations/{id}/payments); a recorded
// payment confirms the booking's pending holds and its checkout order, in one transaction.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as postCheckout } from "@/app/api/checkout/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { GET as getBooking } from "@/app/api/bookings/[token]/route";
import { POST as postPayment } from "@/app/api/reservations/[id]/payments/route";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { addDays } from "@/lib/dates";
import { jsonRequest } from "../helpers/request";
import { adminToken, bearer } from "../helpers/admin";

process.env.PUBLIC_FORM_RATE_LIMIT = "100000";
process.env.RENTAL_DAILY_PIECE_DAYS = "100000";
process.env.RENTAL_PENDING_PIECE_DAYS = "100000";
process.env.RENTAL_UNPAID_SHARE_PERCENT = "100";
process.env.RENTAL_PENDING_STAYS_PER_PIECE = "100000";
process.env.SHOP_NAME = "Rangrez & Daughters";

const day = (n: number) => addDays(indiaToday(), n);
const tokenOf = (path: string) => path.replace(/^\/booking\//, "");
const idCtx = (id: string) => ({ params: Promise.resolve({ id }) });
const read = async (path: string) => {
  const token = tokenOf(path);
  const res = await getBooking(new Request(`http://shop.test/api/bookings/${token}`), {
    params: Promise.resolve({ token }),
  });
  expect(res.status).toBe(200);
  return res.json();
};
let owner: string;
const pay = (id: string, body: unknown, auth = true) =>
  postPayment(jsonRequest(`/api/reservations/${id}/payments`, body, { headers: auth ? bearer(owner) : {} }), idCtx(id));

/** One copy, no buffer days, 3 days for ₹3,000, deposit ₹2,000. */
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

let phone = 9811047000;
let gown: string;
let from = 10;
/** A checkout with one stay of three days (₹3,000 rent + ₹2,000 deposit), a pending hold. */
async function book() {
  from += 5;
  const res = await postCheckout(
    jsonRequest("/api/checkout", {
      name: "Kavya",
      email: "kavya@example.com",
      phone: String(phone++),
      fulfilment: "pickup",
      items: [{ productId: gown, quantity: 1, from: day(from), to: day(from + 2) }],
    }),
    undefined,
  );
  expect(res.status).toBe(201);
  const body = (await res.json()) as {
    order: { _id: string };
    reservations: { id: string; number: string; bookingPath: string }[];
  };
  return { orderId: body.order._id, ...body.reservations[0]! };
}

beforeAll(async () => {
  owner = await adminToken();
  gown = await piece("Payment gown");
});
afterEach(() => {
  delete process.env.SHOP_UPI_ID;
  delete process.env.RENTAL_ADVANCE_PERCENT;
});

describe("the owner records a payment", () => {
  it("only the owner, and only whole rupees by UPI, cash or card", async () => {
    const b = await book();
    expect((await pay(b.id, { amount: 500, method: "upi" }, false)).status).toBe(401);
    for (const body of [
      { amount: 0, method: "upi" },
      { amount: -5, method: "cash" },
      { amount: 10.5, method: "cash" },
      { amount: "500", method: "cash" },
      { amount: 1_000_001, method: "card" },
      { amount: 500, method: "cheque" },
      { amount: 500 },
      { amount: 500, method: "upi", reference: "x".repeat(101) },
    ])
      expect((await pay(b.id, body)).status, JSON.stringify(body)).toBe(400);
    expect((await pay("c0000000000000000000000000", { amount: 500, method: "upi" })).status).toBe(404);
    expect(await (await db()).ledgerEntry.count({ where: { kind: "PAYMENT", orderId: b.orderId } })).toBe(0);
    expect((await read(b.bookingPath)).stays[0]).toMatchObject({ status: "requested", lapsesAt: expect.any(String) });
  });

  it("confirms the pending hold and its order in the same step, and her page shows paid and due", async () => {
    const b = await book();
    const res = await pay(b.id, { amount: 1500, method: "UPI", reference: "  412345678901 " });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.payment).toMatchObject({ amount: 1500, method: "upi", reference: "412345678901" });
    expect(body.message).toContain(b.number);
    expect(body.message).toMatch(/; still due ₹3,500\.$/);
    expect(body.money).toMatchObject({ charged: 5000, paid: 1500, due: 3500, refundDue: 0 });

    const booking = await read(b.bookingPath);
    expect(booking.stays[0]).toMatchObject({ number: b.number, status: "confirmed", lapsesAt: null });
    expect(booking).toMatchObject({ rent: 3000, deposit: 2000, paid: 1500, due: 3500 });
    expect((await (await db()).order.findUniqueOrThrow({ where: { id: b.orderId } })).status).toBe("CONFIRMED");

    // More than was due leaves nothing due, never less than nothing: the ₹500 beyond is owed back to her.
    const over = await pay(b.id, { amount: 4000, method: "cash" });
    expect(over.status).toBe(201);
    expect((await over.json()).message).toMatch(/; the shop owes ₹500 back\.$/);
    expect(await read(b.bookingPath)).toMatchObject({ paid: 5500, due: 0, refundDue: 500 });

    // The database itself keeps a payment on exactly one booking, above nothing, and saying how it came in.
    const prisma = await db();
    const on = new Date();
    await expect(
      prisma.ledgerEntry.create({ data: { kind: "PAYMENT", amount: 100, method: "CASH", on } }),
    ).rejects.toThrow();
    await expect(
      prisma.ledgerEntry.create({
        data: { orderId: b.orderId, stayId: b.id, kind: "PAYMENT", amount: 100, method: "CASH", on },
      }),
    ).rejects.toThrow();
    await expect(
      prisma.ledgerEntry.create({ data: { orderId: b.orderId, kind: "PAYMENT", amount: 0, method: "CASH", on } }),
    ).rejects.toThrow();
    await expect(
      prisma.ledgerEntry.create({ data: { orderId: b.orderId, kind: "PAYMENT", amount: 100, on } }),
    ).rejects.toThrow();
    expect(await prisma.ledgerEntry.count({ where: { kind: "PAYMENT", orderId: b.orderId } })).toBe(2);
  });

  it("a reservation made on its own keeps its payments and is confirmed by one", async () => {
    const res = await postReservation(
      jsonRequest("/api/reservations", {
        productId: gown,
        from: day(200),
        to: day(202),
        name: "Ira",
        phone: "9811047999",
      }),
      undefined,
    );
    expect(res.status).toBe(201);
    const { reservation } = (await res.json()) as { reservation: { id: string; bookingPath: string } };
    expect((await pay(reservation.id, { amount: 2000, method: "card" })).status).toBe(201);
    expect(
      await (await db()).ledgerEntry.count({ where: { kind: "PAYMENT", stayId: reservation.id, orderId: null } }),
    ).toBe(1);
    const booking = await read(reservation.bookingPath);
    expect(booking.stays[0]).toMatchObject({ status: "confirmed", lapsesAt: null });
    expect(booking).toMatchObject({ paid: 2000, due: 3000 });
    // Her account: the rent and deposit posted when she booked (in one statement: either first), then the payment.
    const { entries } = await read(reservation.bookingPath);
    expect(entries).toHaveLength(3);
    expect(entries.slice(0, 2)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "rent", amount: 3000 }),
        expect.objectContaining({ kind: "deposit", amount: 2000 }),
      ]),
    );
    expect(entries[2]).toMatchObject({ kind: "payment", amount: 2000, method: "card", byOwner: true });
  });
});

describe("a reference already on the books", () => {
  it("is refused with 409 naming the booking it was recorded for, unless the owner says it is another payment", async () => {
    const first = await book();
    const second = await book();
    expect((await pay(first.id, { amount: 1000, method: "upi", reference: "UTR-777000111" })).status).toBe(201);
    for (const b of [first, second]) {
      const again = await pay(b.id, { amount: 1000, method: "upi", reference: "utr-777000111" });
      expect(again.status).toBe(409);
      expect((await again.json()).message).toContain(`already recorded on`);
      expect(await read(b.bookingPath)).toMatchObject({ paid: b === first ? 1000 : 0 });
    }
    const conflict = await (await pay(second.id, { amount: 1000, method: "upi", reference: "UTR-777000111" })).json();
    expect(conflict.message).toContain(first.number);
    const confirmed = await pay(second.id, { amount: 1000, method: "upi", reference: "UTR-777000111", again: true });
    expect(confirmed.status).toBe(201);
    expect(await read(second.bookingPath)).toMatchObject({ paid: 1000, due: 4000 });
  });
});

describe("paying by UPI from her booking page", () => {
  it("asks for what is due with a upi://pay link and a QR code drawn on the server", async () => {
    process.env.SHOP_UPI_ID = "rangrez.shop@okaxis";
    const b = await book();
    expect((await pay(b.id, { amount: 1000, method: "cash" })).status).toBe(201);
    const { upi } = await read(b.bookingPath);
    expect(upi).toMatchObject({ amount: 4000, id: "rangrez.shop@okaxis" });
    expect(upi.link).toBe(
      `upi://pay?pa=rangrez.shop%40okaxis&pn=Rangrez+%26+Daughters&am=4000.00&tn=${b.number}&cu=INR`,
    );
    expect(upi.svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(upi.svg).toContain("<path");
  });

  it("asks for the owner's advance (RENTAL_ADVANCE_PERCENT of rent + deposit, rounded up, less what came in)", async () => {
    process.env.SHOP_UPI_ID = "rangrez.shop@okaxis";
    process.env.RENTAL_ADVANCE_PERCENT = "33";
    const b = await book();
    // 33% of ₹5,000 is ₹1,650.
    expect((await read(b.bookingPath)).upi).toMatchObject({ amount: 1650 });
    expect((await read(b.bookingPath)).upi.link).toContain("&am=1650.00&");
    expect((await pay(b.id, { amount: 650, method: "upi" })).status).toBe(201);
    expect((await read(b.bookingPath)).upi).toMatchObject({ amount: 1000 });
    // The advance paid: nothing more is asked by UPI, though the rest is still due at pickup.
    expect((await pay(b.id, { amount: 1000, method: "upi" })).status).toBe(201);
    expect(await read(b.bookingPath)).toMatchObject({ due: 3350, upi: null });
  });

  it("no UPI link without a valid SHOP_UPI_ID, nor when nothing is due", async () => {
    const b = await book();
    expect((await read(b.bookingPath)).upi).toBeNull();
    process.env.SHOP_UPI_ID = "not a upi id";
    expect((await read(b.bookingPath)).upi).toBeNull();
    process.env.SHOP_UPI_ID = "rangrez.shop@okaxis";
    expect((await read(b.bookingPath)).upi).not.toBeNull();
    expect((await pay(b.id, { amount: 5000, method: "upi" })).status).toBe(201);
    expect(await read(b.bookingPath)).toMatchObject({ paid: 5000, due: 0, upi: null });
  });
});
