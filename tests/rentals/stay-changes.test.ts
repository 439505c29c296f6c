// From her booking page a customer asks for other days (more days, an
// earlier pickup; a later return while the piece is with her). The days are checked against
// the exclusion constraint when she asks (409 with the nearest free ones); the request waits
// for the owner, whose approval moves the stay in one transaction or answers 409.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as postCheckout } from "@/app/api/checkout/route";
import { GET as getBooking } from "@/app/api/bookings/[token]/route";
import { POST as postChange } from "@/app/api/bookings/[token]/change/route";
import { POST as postAnswer } from "@/app/api/reservations/[id]/change/route";
import { PATCH as patchReservation } from "@/app/api/reservations/[id]/route";
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

const day = (n: number) => addDays(indiaToday(), n);
const tokenOf = (path: string) => path.replace(/^\/booking\//, "");
const ctx = (token: string) => ({ params: Promise.resolve({ token }) });
const idCtx = (id: string) => ({ params: Promise.resolve({ id }) });
const ask = (token: string, body: object) => postChange(jsonRequest(`/api/bookings/${token}/change`, body), ctx(token));
const read = async (token: string) =>
  (await getBooking(new Request(`http://shop.test/api/bookings/${token}`), ctx(token))).json();
let owner: string;
const answer = (id: string, a: string, auth = true) =>
  postAnswer(
    jsonRequest(`/api/reservations/${id}/change`, { answer: a }, { headers: auth ? bearer(owner) : {} }),
    idCtx(id),
  );

/** One copy, no buffer days, 3 days for ₹3,000, each day more ₹500, deposit ₹2,000. */
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
      extraDayPrice: 500,
      deposit: 2000,
      stock: 1,
      bufferBefore: 0,
      bufferAfter: 0,
    },
  });
  return row.id;
}

let phone = 9811046000;
async function book(productId: string, from: string, to: string) {
  const res = await postCheckout(
    jsonRequest("/api/checkout", {
      name: "Anjali",
      email: "anjali@example.com",
      phone: String(phone++),
      fulfilment: "pickup",
      items: [{ productId, quantity: 1, from, to }],
    }),
    undefined,
  );
  expect(res.status).toBe(201);
  const body = (await res.json()) as {
    order: { _id: string };
    reservations: { id: string; number: string; bookingPath: string }[];
  };
  return {
    orderId: body.order._id,
    id: body.reservations[0]!.id,
    number: body.reservations[0]!.number,
    token: tokenOf(body.reservations[0]!.bookingPath),
  };
}

beforeAll(async () => {
  owner = await adminToken();
});

describe("asking for other days", () => {
  it("one more day: asked, approved by the owner, the stay and its order move in one go", async () => {
    const gown = await piece("Change gown");
    const b = await book(gown, day(20), day(22));
    const asked = await ask(b.token, { from: day(20), to: day(23) });
    expect(asked.status).toBe(201);
    expect((await asked.json()).booking.stays[0]).toMatchObject({
      from: day(20),
      to: day(22),
      change: { from: day(20), to: day(23), status: "requested" },
      canChange: true,
    });
    const mail = await (
      await db()
    ).emailOutbox.findFirstOrThrow({ where: { subject: { startsWith: `Other days asked for ${b.number}` } } });
    expect(mail.body).toContain("/admin/today");

    expect((await answer(b.id, "approve", false)).status).toBe(401);
    const approved = await answer(b.id, "approve");
    expect(approved.status).toBe(200);
    expect((await approved.json()).reservation).toMatchObject({
      from: day(20),
      to: day(23),
      holdTo: day(23),
      rent: 3500,
      change: null,
    });
    const order = await (await db()).order.findUniqueOrThrow({ where: { id: b.orderId } });
    expect(order.total).toBe(3500);
    const after = await read(b.token);
    expect(after.stays[0]).toMatchObject({ to: day(23), rent: 3500, change: { status: "approved" } });
    expect(after.rent).toBe(3500);
    // Nothing waits any more.
    expect((await answer(b.id, "approve")).status).toBe(404);
  });

  it("days someone else holds: 409 with the nearest free days, and nothing is asked", async () => {
    const gown = await piece("Busy gown");
    const mine = await book(gown, day(30), day(32));
    await book(gown, day(33), day(35));
    const res = await ask(mine.token, { from: day(30), to: day(34) });
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.nearestFree.length).toBeGreaterThan(0);
    expect(await (await db()).stayChange.count({ where: { reservationId: mine.id } })).toBe(0);
    expect((await read(mine.token)).stays[0]).toMatchObject({ from: day(30), to: day(32), change: null });
  });

  it("422 for days the rules refuse, 404 for a link that opens nothing", async () => {
    const gown = await piece("Rules gown");
    const b = await book(gown, day(40), day(42));
    expect((await ask(b.token, { from: day(-1), to: day(42) })).status).toBe(422);
    expect((await ask(b.token, { from: day(42), to: day(40) })).status).toBe(422);
    expect((await ask(b.token, { from: day(40), to: day(42) })).status).toBe(422);
    expect((await ask(b.token, { from: day(40), to: day(80) })).status).toBe(422);
    expect((await ask(b.token, { from: "someday", to: day(42) })).status).toBe(400);
    expect((await ask(`${b.token}x`, { from: day(40), to: day(43) })).status).toBe(404);
  });

  it("the days went between asking and approving: 409, the request still waits, and the owner can decline it", async () => {
    const gown = await piece("Raced gown");
    const b = await book(gown, day(50), day(52));
    expect((await ask(b.token, { from: day(50), to: day(54) })).status).toBe(201);
    await book(gown, day(53), day(55));
    const res = await answer(b.id, "approve");
    expect(res.status).toBe(409);
    expect((await res.json()).nearestFree).toBeDefined();
    expect((await read(b.token)).stays[0]).toMatchObject({ to: day(52), change: { status: "requested" } });
    expect((await answer(b.id, "decline")).status).toBe(200);
    expect((await read(b.token)).stays[0]).toMatchObject({ to: day(52), change: { status: "declined" } });
  });

  it("while the piece is with her, only a later return can be asked", async () => {
    const gown = await piece("Out gown");
    const b = await book(gown, day(60), day(62));
    expect(
      (
        await patchReservation(
          jsonRequest(
            `/api/reservations/${b.id}`,
            { status: "confirmed" },
            { method: "PATCH", headers: bearer(owner) },
          ),
          idCtx(b.id),
        )
      ).status,
    ).toBe(200);
    // Handed over on its pickup day (two months from now, so written as that day would).
    await (
      await db()
    ).reservation.update({ where: { id: b.id }, data: { status: "PICKED_UP", pickedUpAt: new Date() } });
    expect((await ask(b.token, { from: day(59), to: day(62) })).status).toBe(422);
    expect((await ask(b.token, { from: day(60), to: day(63) })).status).toBe(201);
    expect((await answer(b.id, "approve")).status).toBe(200);
    expect((await read(b.token)).stays[0]).toMatchObject({ status: "picked_up", to: day(63) });
  });

  it("two stays asking for the same free days, fifty approvals racing: one moves", async () => {
    const gown = await piece("Gap gown");
    const before = await book(gown, day(70), day(71));
    const after = await book(gown, day(74), day(75));
    // The gap (72–73) is free: both may ask for it; only one can have it.
    expect((await ask(before.token, { from: day(70), to: day(73) })).status).toBe(201);
    expect((await ask(after.token, { from: day(72), to: day(75) })).status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => answer(i % 2 ? before.id : after.id, "approve")),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => [200, 404, 409, 503].includes(s))).toBe(true);
    const prisma = await db();
    expect(
      await prisma.stayChange.count({ where: { reservationId: { in: [before.id, after.id] }, status: "APPROVED" } }),
    ).toBe(1);
  });
});

describe("asked days judged again when they matter", () => {
  it("approving after the asked pickup day has passed, or after the piece went out, is refused and changes nothing", async () => {
    const { answerStayChange } = await import("@/features/rentals");
    const gown = await piece("Late answer gown");
    const b = await book(gown, day(3), day(5));
    expect((await ask(b.token, { from: day(2), to: day(5) })).status).toBe(201);
    const later = new Date(Date.now() + 4 * 86_400_000);
    await expect(answerStayChange(b.id, "approve", later)).rejects.toMatchObject({ status: 409 });
    await patchReservation(
      jsonRequest(`/api/reservations/${b.id}`, { status: "confirmed" }, { method: "PATCH", headers: bearer(owner) }),
      idCtx(b.id),
    );
    // Handed over on its pickup day, three days from now (written as that day would).
    await (
      await db()
    ).reservation.update({ where: { id: b.id }, data: { status: "PICKED_UP", pickedUpAt: new Date() } });
    const res = await answer(b.id, "approve");
    expect(res.status).toBe(409);
    expect((await read(b.token)).stays[0]).toMatchObject({ from: day(3), to: day(5), rent: 3000 });
    // A piece that is out: a return before its pickup is a 422, not a failure of the database.
    expect((await ask(b.token, { from: day(3), to: day(2) })).status).toBe(422);
  });

  it("a lapsed hold does not stand in the way, and the nearest free days leave her own stay out", async () => {
    const gown = await piece("Lapsed neighbour gown");
    const mine = await book(gown, day(100), day(102));
    const other = await book(gown, day(103), day(105));
    await (await db()).reservation.update({ where: { id: other.id }, data: { lapsesAt: new Date(Date.now() - 1000) } });
    expect((await ask(mine.token, { from: day(100), to: day(104) })).status).toBe(201);

    const third = await book(gown, day(110), day(112));
    await book(gown, day(114), day(116));
    const taken = await ask(third.token, { from: day(110), to: day(114) });
    expect(taken.status).toBe(409);
    // Her own days do not count against her: five days ending the day before the other booking are free.
    expect((await taken.json()).nearestFree).toContainEqual({ from: day(109), to: day(113) });
  });
});

describe("how often one booking may ask", () => {
  const from = (address: string) => ({ "x-forwarded-for": address });
  const askFrom = (token: string, body: object, address: string) =>
    postChange(jsonRequest(`/api/bookings/${token}/change`, body, { headers: from(address) }), ctx(token));

  it("fifty addresses on one link: the owner hears of five changes a day, a refused ask counts nothing, another booking still asks", async () => {
    const gown = await piece("Often gown");
    const b = await book(gown, day(30), day(32));
    const blocker = await book(gown, day(40), day(42));
    // Days someone else holds: 409, and it does not use the booking's day.
    expect((await askFrom(b.token, { from: day(40), to: day(42) }, "203.0.113.200")).status).toBe(409);
    const statuses: number[] = [];
    for (let n = 0; n < 50; n++)
      statuses.push((await askFrom(b.token, { from: day(30), to: day(33 + (n % 7)) }, `203.0.113.${n + 1}`)).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    const refused = await askFrom(b.token, { from: day(30), to: day(33) }, "203.0.113.99");
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await refused.json()).message).toMatch(/5 times today.*call or WhatsApp/);
    const mails = await (
      await db()
    ).emailOutbox.count({ where: { subject: { startsWith: `Other days asked for ${b.number}` } } });
    expect(mails).toBe(5);
    expect((await askFrom(blocker.token, { from: day(40), to: day(43) }, "203.0.113.1")).status).toBe(201);
  });
});
