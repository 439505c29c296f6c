// The owner books for a customer who called or walked in (POST /api/reservations with her
// session or token): confirmed at once with its booking page, reminders and books; a walk-in
// that leaves with the piece; her own rent with its reason on the books; delivery through an
// order that keeps the address. An anonymous request is still the public form's.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as postReservation } from "@/app/api/reservations/route";
import { GET as getBooking } from "@/app/api/bookings/[token]/route";
import { GET as getCard } from "@/app/api/reservations/[id]/route";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { addDays } from "@/lib/dates";
import { issueToken } from "@/lib/auth/token";
import { adminToken, bearer } from "../helpers/admin";
import { jsonRequest } from "../helpers/request";

process.env.PUBLIC_FORM_RATE_LIMIT = "100000";
process.env.RENTAL_DAILY_PIECE_DAYS = "100000";
process.env.RENTAL_PENDING_PIECE_DAYS = "100000";
process.env.RENTAL_UNPAID_SHARE_PERCENT = "100";
process.env.RENTAL_PENDING_STAYS_PER_PIECE = "100000";

const today = () => indiaToday();
const day = (n: number) => addDays(today(), n);
const send = async (res: Response) => ({ status: res.status, body: await res.json() });
let token: string;
let phone = 9811071000;

/** A piece at ₹3,000 for 3 days, ₹2,000 deposit, no buffer before and one day after. */
async function piece(extra: { stock?: number; copySizes?: string[] } = {}) {
  const row = await (
    await db()
  ).collectionItem.create({
    data: {
      category: "lehengas",
      title: `Walk-in lehenga ${Math.random().toString(36).slice(2, 7)}`,
      description: "A test piece",
      price: 3000,
      rentPrice: 3000,
      rentDays: 3,
      deposit: 2000,
      stock: extra.stock ?? 1,
      bufferBefore: 0,
      bufferAfter: 1,
      ...(extra.copySizes ? { copySizes: extra.copySizes } : {}),
    },
  });
  return row.id;
}

const customer = () => ({ name: "Meera Kapoor", phone: String(phone++) });
const post = (body: unknown, headers: Record<string, string> = {}) =>
  postReservation(jsonRequest("/api/reservations", body, { headers }), undefined).then(send);
const asOwner = (body: Record<string, unknown>) => post(body, bearer(token));
const card = async (id: string) =>
  (
    await getCard(new Request(`http://shop.test/api/reservations/${id}`, { headers: bearer(token) }), {
      params: Promise.resolve({ id }),
    }).then(send)
  ).body;
const herPage = async (path: string) => {
  const t = path.replace(/^\/(hi\/)?booking\//, "");
  return getBooking(new Request(`http://shop.test/api/bookings/${t}`), { params: Promise.resolve({ token: t }) }).then(
    send,
  );
};
const charges = (entries: { kind: string; amount: number; reason: string | null; byOwner: boolean }[]) =>
  entries.map((e) => [e.kind, e.amount, e.reason, e.byOwner]);

beforeAll(async () => {
  token = await adminToken();
});

describe("the owner books for a customer", () => {
  it("is confirmed at once, with her booking page, her reminders and the books charged", async () => {
    const id = await piece();
    const email = `meera-${Date.now()}@example.com`;
    const { status, body } = await asOwner({
      productId: id,
      from: day(10),
      to: day(12),
      ...customer(),
      email,
      fulfilment: "pickup",
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({
      success: true,
      heldUntil: null,
      order: null,
      message: expect.stringMatching(/^Booked and confirmed: R-\d+\.$/),
    });
    expect(body.reservation).toMatchObject({
      status: "confirmed",
      lapsesAt: null,
      rent: 3000,
      deposit: 2000,
      from: day(10),
      to: day(12),
      bookingPath: expect.stringMatching(/^\/booking\/r\./),
    });
    expect(body.reservation.money).toMatchObject({ charged: 5000, rent: 3000, deposit: 2000, paid: 0, due: 5000 });
    // Her confirmation is tried at once (stored in the outbox here: no provider), as when the
    // owner confirms by hand; no "new reservation" e-mail to the owner; the rest wait for their days.
    const prisma = await db();
    const mails = await prisma.emailOutbox.findMany({
      where: { OR: [{ to: email }, { subject: { contains: body.reservation.number + ":" } }] },
    });
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(new RegExp(`^Your reservation ${body.reservation.number} at .+ is confirmed$`)),
    ]);
    const reminders = (await card(body.reservation.id)).reminders as { kind: string; status: string }[];
    expect(reminders.map((r) => r.kind).sort()).toEqual([
      "CONFIRMATION",
      "OVERDUE_1",
      "OVERDUE_3",
      "PICKUP_TOMORROW",
      "RETURN_TODAY",
    ]);
    expect(reminders.find((r) => r.kind === "CONFIRMATION")!.status).toBe("sent");

    const her = await herPage(body.reservation.bookingPath);
    expect(her.status).toBe(200);
    expect(her.body.stays).toEqual([expect.objectContaining({ number: body.reservation.number, status: "confirmed" })]);
    expect(her.body).toMatchObject({ charged: 5000, due: 5000 });
  });

  it("a walk-in who takes it now: picked up in the same booking, rent and deposit charged", async () => {
    const id = await piece();
    const { status, body } = await asOwner({ productId: id, from: day(0), to: day(2), ...customer(), pickedUp: true });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.message).toMatch(/^Booked and picked up: R-\d+\.$/);
    expect(body.reservation).toMatchObject({ status: "picked_up", lapsesAt: null, bookingPath: expect.any(String) });
    expect(charges(body.reservation.money.entries)).toEqual([
      ["rent", 3000, "booked", false],
      ["deposit", 2000, "booked", false],
    ]);
    expect(body.reservation.money).toMatchObject({ charged: 5000, due: 5000 });
    expect(body.emailed).toBe(false);
  });

  it("takes it now only on its pickup day (India time): 422 otherwise, nothing stored", async () => {
    const id = await piece();
    const { status, body } = await asOwner({ productId: id, from: day(1), to: day(3), ...customer(), pickedUp: true });
    expect(status).toBe(422);
    expect(body.errors.pickedUp).toMatch(/only on its pickup day/);
    expect(await (await db()).reservation.count({ where: { itemId: id } })).toBe(0);
  });

  it("her rent, with the reason she gave, on her page and the owner's card", async () => {
    const id = await piece();
    const { status, body } = await asOwner({
      productId: id,
      from: day(20),
      to: day(22),
      ...customer(),
      rent: 2200,
      reason: "Family friend",
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.reservation).toMatchObject({ rent: 2200, deposit: 2000 });
    const her = await herPage(body.reservation.bookingPath);
    expect(her.body).toMatchObject({ charged: 4200, due: 4200 });
    const rent = (her.body.entries as { kind: string; amount: number; reason: string; byOwner: boolean }[]).filter(
      (e) => e.kind === "rent",
    );
    expect(rent.map((e) => [e.amount, e.reason, e.byOwner])).toEqual([
      [3000, "booked", false],
      [-800, "Family friend", true],
    ]);
    expect(charges((await card(body.reservation.id)).money.entries)).toContainEqual([
      "rent",
      -800,
      "Family friend",
      true,
    ]);
  });

  it("her rent the same as the piece's: the booked entry carries her reason; ₹0 is allowed", async () => {
    const id = await piece({ stock: 2 });
    const same = await asOwner({
      productId: id,
      from: day(30),
      to: day(32),
      ...customer(),
      rent: 3000,
      reason: "As quoted on the phone",
    });
    expect(charges(same.body.reservation.money.entries)).toContainEqual(["rent", 3000, "As quoted on the phone", true]);
    const free = await asOwner({
      productId: id,
      from: day(30),
      to: day(32),
      ...customer(),
      rent: 0,
      reason: "Her sister's wedding: our gift",
    });
    expect(free.status).toBe(201);
    expect(free.body.reservation.money).toMatchObject({ rent: 0, charged: 2000 });
  });

  it("her rent without a reason: 400 naming the reason, nothing stored", async () => {
    const id = await piece();
    const { status, body } = await asOwner({ productId: id, from: day(20), to: day(22), ...customer(), rent: 2000 });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ reason: expect.stringMatching(/why the rent is different/) });
    expect(body.message).toBe(body.errors.reason);
    expect(await (await db()).reservation.count({ where: { itemId: id } })).toBe(0);
  });

  it("delivery: needs an address (400); with one, a confirmed order keeps it and charges delivery", async () => {
    process.env.DELIVERY_CHARGE = "300";
    try {
      const id = await piece();
      const missing = await asOwner({
        productId: id,
        from: day(14),
        to: day(16),
        ...customer(),
        fulfilment: "delivery",
      });
      expect(missing.status).toBe(400);
      expect(missing.body.errors.address).toMatch(/Delivery needs an address/);

      const { status, body } = await asOwner({
        productId: id,
        from: day(14),
        to: day(16),
        ...customer(),
        fulfilment: "delivery",
        address: "B-12 Hauz Khas, New Delhi 110016",
      });
      expect(status, JSON.stringify(body)).toBe(201);
      expect(body.order).toEqual({
        id: expect.any(String),
        fulfilment: "delivery",
        address: "B-12 Hauz Khas, New Delhi 110016",
        deliveryCharge: 300,
      });
      expect(body.reservation).toMatchObject({
        status: "confirmed",
        orderId: body.order.id,
        bookingPath: expect.stringMatching(/^\/booking\/o\./),
      });
      expect(body.reservation.money).toMatchObject({ charged: 5300, delivery: 300 });
      const order = await (await db()).order.findUniqueOrThrow({ where: { id: body.order.id } });
      expect(order).toMatchObject({
        kind: "CHECKOUT",
        status: "CONFIRMED",
        fulfilment: "DELIVERY",
        total: 3300,
        deposit: 2000,
      });
      const her = await herPage(body.reservation.bookingPath);
      expect(her.body.fulfilment).toMatchObject({
        fulfilment: "delivery",
        address: "B-12 Hauz Khas, New Delhi 110016",
      });
    } finally {
      delete process.env.DELIVERY_CHARGE;
    }
  });

  it("days taken: 409 with the nearest free days; a copy asked for that is taken: 409 on the copy", async () => {
    const id = await piece({ stock: 2 });
    expect((await asOwner({ productId: id, from: day(40), to: day(42), ...customer(), unit: 2 })).status).toBe(201);
    const copy = await asOwner({ productId: id, from: day(41), to: day(43), ...customer(), unit: 2 });
    expect(copy.status).toBe(409);
    expect(copy.body).toMatchObject({
      errors: { unit: expect.stringMatching(/^Copy 2 is not free/) },
      nearestFree: expect.any(Array),
      productId: id,
    });
    // Copy 1 is still free for those days.
    const other = await asOwner({ productId: id, from: day(41), to: day(43), ...customer() });
    expect(other.status).toBe(201);
    expect(other.body.reservation.unit).toBe(1);
    const full = await asOwner({ productId: id, from: day(41), to: day(43), ...customer() });
    expect(full.status).toBe(409);
    expect(full.body.nearestFree.length).toBeGreaterThan(0);
    expect(full.body.message).toMatch(/was just booked/);
    expect(
      (await asOwner({ productId: id, from: day(60), to: day(62), ...customer(), unit: 3 })).body.errors.unit,
    ).toMatch(/has 2 copies/);
  });

  it("the stay rules still apply: a past day, days out of order are 422; bad input is 400; each with a human message", async () => {
    const id = await piece();
    const past = await asOwner({ productId: id, from: day(-1), to: day(1), ...customer() });
    expect(past.status).toBe(422);
    expect(past.body.errors.from).toMatch(/pickup day has passed/);
    const reversed = await asOwner({ productId: id, from: day(5), to: day(3), ...customer() });
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors.to).toMatch(/on or after the pickup day/);
    const bad = await asOwner({
      productId: id,
      from: "soon",
      to: day(3),
      name: "",
      phone: "12",
      rent: "lots",
      reason: "x",
      fulfilment: "courier",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["from", "fulfilment", "name", "phone", "rent"]);
    expect(bad.body.message).toEqual(expect.any(String));
    expect(bad.body.message).not.toMatch(/zod|invalid_type|expected/i);
  });

  it("books with her session cookie too (her form)", async () => {
    const id = await piece();
    const admin = await (await db()).adminUser.findFirstOrThrow({ where: { email: "owner@shop.test" } });
    const { status, body } = await post(
      { productId: id, from: day(8), to: day(9), ...customer(), fulfilment: "pickup" },
      { cookie: `next-auth.session-token=${await issueToken(admin)}` },
    );
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.reservation.status).toBe("confirmed");
  });
});

describe("anyone else", () => {
  it("an anonymous request is the public form: a pending hold that lapses, as before", async () => {
    const id = await piece();
    const { status, body } = await post({ productId: id, from: day(10), to: day(12), ...customer() });
    expect(status).toBe(201);
    expect(body.reservation).toMatchObject({ status: "requested", lapsesAt: expect.any(String) });
    expect(body.heldUntil).toBe(body.reservation.lapsesAt);
    expect(body.message).toMatch(/^Reserved: R-\d+\. Held until/);
  });

  it("cannot use the owner's fields: 401 and nothing stored, whatever it names", async () => {
    const id = await piece();
    for (const extra of [{ pickedUp: true }, { rent: 0, reason: "free" }, { fulfilment: "pickup" }, { unit: 1 }]) {
      const { status, body } = await post({ productId: id, from: day(0), to: day(1), ...customer(), ...extra });
      expect(status, JSON.stringify(extra)).toBe(401);
      expect(body.message).toMatch(/sign in/i);
    }
    expect(await (await db()).reservation.count({ where: { itemId: id } })).toBe(0);
  });

  it("a forged or another site's token, or a non-admin's, cannot book confirmed", async () => {
    const id = await piece();
    const body = { productId: id, from: day(10), to: day(12), ...customer() };
    expect((await post(body, { authorization: "Bearer not-a-token" })).status).toBe(401);
    expect((await post(body, { authorization: `Bearer ${token.slice(0, -4)}AAAA` })).status).toBe(401);
    const prisma = await db();
    const helper = await prisma.adminUser.upsert({
      where: { email: "helper@shop.test" },
      update: {},
      create: { email: "helper@shop.test", passwordHash: "x", isAdmin: false },
    });
    expect((await post(body, { authorization: `Bearer ${await issueToken(helper)}` })).status).toBe(403);
    // A forged cookie with the public fields only is just the public form.
    const cookie = await post(body, { cookie: "next-auth.session-token=forged" });
    expect(cookie.status).toBe(201);
    expect(cookie.body.reservation.status).toBe("requested");
    expect(await prisma.reservation.count({ where: { itemId: id, status: { not: "REQUESTED" } } })).toBe(0);
  });
});
