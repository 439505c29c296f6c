// A picked-up piece comes back (POST /api/reservations/{id}/return): its
// condition, the days late in India calendar days, the late fee (RENTAL_LATE_FEE_PERCENT of
// the rent a day, at most the deposit), the damage charge, and the settlement; the refund
// recorded (POST /api/reservations/{id}/refund) settles the stay; a damaged piece's repair
// block refuses bookings until the owner ends it (POST /api/blocks/{id}/end). Every figure is
// the booking's books (ledger_entries): a stay made here as picked up has had nothing paid
// until a test records what she paid at pickup (paidAtPickup).
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import sharp from "sharp";
import { POST as postReturn } from "@/app/api/reservations/[id]/return/route";
import { POST as postRefund } from "@/app/api/reservations/[id]/refund/route";
import { POST as postPayment } from "@/app/api/reservations/[id]/payments/route";
import { GET as getReservation } from "@/app/api/reservations/[id]/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { POST as endBlock } from "@/app/api/blocks/[id]/end/route";
import { GET as getBooking } from "@/app/api/bookings/[token]/route";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { addDays, dayToDate } from "@/lib/dates";
import { lateFee } from "@/features/rentals/rules/late-fee";
import { settlement } from "@/features/rentals/rules/returns";
import { todaysWork } from "@/features/rentals";
import { jsonRequest } from "../helpers/request";
import { adminToken, bearer } from "../helpers/admin";

process.env.PUBLIC_FORM_RATE_LIMIT = "100000";
process.env.RENTAL_DAILY_PIECE_DAYS = "100000";
process.env.RENTAL_PENDING_PIECE_DAYS = "100000";
process.env.RENTAL_UNPAID_SHARE_PERCENT = "100";
process.env.RENTAL_PENDING_STAYS_PER_PIECE = "100000";

const today = () => indiaToday();
const day = (n: number) => addDays(today(), n);
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
let owner: string;
const auth = (yes: boolean) => (yes ? bearer(owner) : {});
const giveBack = (id: string, body: unknown, signedIn = true) =>
  postReturn(jsonRequest(`/api/reservations/${id}/return`, body, { headers: auth(signedIn) }), ctx(id));
const refund = (id: string, body: unknown, signedIn = true) =>
  postRefund(jsonRequest(`/api/reservations/${id}/refund`, body, { headers: auth(signedIn) }), ctx(id));
const pay = (id: string, body: unknown) =>
  postPayment(jsonRequest(`/api/reservations/${id}/payments`, body, { headers: bearer(owner) }), ctx(id));
const view = async (id: string) =>
  (
    await getReservation(new Request(`http://shop.test/api/reservations/${id}`, { headers: bearer(owner) }), ctx(id))
  ).json();
async function herBooking(id: string) {
  const token = (await view(id)).bookingPath.replace(/^\/booking\//, "");
  const res = await getBooking(new Request(`http://shop.test/api/bookings/${token}`), {
    params: Promise.resolve({ token }),
  });
  expect(res.status).toBe(200);
  return res.json();
}

let number = 700_000 + Math.floor(Math.random() * 100_000);
/** A piece with one copy (no buffer days unless asked) and a stay of it already picked up, for the days given. */
async function pickedUp(o: { rent: number; deposit: number; from: string; to: string; bufferAfter?: number }) {
  const prisma = await db();
  const item = await prisma.collectionItem.create({
    data: {
      category: "lehengas",
      title: `Returned lehenga ${number}`,
      description: "A test piece",
      price: o.rent,
      rentPrice: o.rent,
      rentDays: 3,
      deposit: o.deposit,
      stock: 1,
      bufferBefore: 0,
      bufferAfter: o.bufferAfter ?? 0,
    },
  });
  const unit = await prisma.rentalUnit.create({ data: { itemId: item.id, number: 1 } });
  const r = await prisma.reservation.create({
    data: {
      number: number++,
      kind: "RENTAL",
      status: "PICKED_UP",
      itemId: item.id,
      unitId: unit.id,
      title: item.title,
      customerName: "Meher",
      phone: "+919811040000",
      pickupOn: dayToDate(o.from),
      returnOn: dayToDate(o.to),
      holdFrom: dayToDate(o.from),
      holdTo: dayToDate(addDays(o.to, o.bufferAfter ?? 0)),
      rent: o.rent,
      deposit: o.deposit,
    },
  });
  return { id: r.id, itemId: item.id, unitId: unit.id, number: `R-${r.number}` };
}

/** What she paid when she picked the piece up (by UPI, at the counter), on the stay's books. */
async function paidAtPickup(stay: { id: string }, amount: number) {
  await (
    await db()
  ).ledgerEntry.create({
    data: { stayId: stay.id, kind: "PAYMENT", amount, method: "UPI", byOwner: true, on: dayToDate(today()) },
  });
}

/** Today's "deposit refunded" WhatsApp messages naming this booking. */
const refundedToday = async (number: string) =>
  (await todaysWork()).whatsapp.filter((m) => m.kind === "DEPOSIT_REFUNDED" && m.numbers.includes(number));

const written = async (id: string) => {
  const prisma = await db();
  const [checks, refunds, row] = await Promise.all([
    prisma.returnCheck.count({ where: { reservationId: id } }),
    prisma.ledgerEntry.count({ where: { stayId: id, kind: "REFUND" } }),
    prisma.reservation.findUniqueOrThrow({ where: { id }, select: { status: true } }),
  ]);
  return { checks, refunds, status: row.status };
};

beforeAll(async () => {
  owner = await adminToken();
});
afterEach(() => {
  vi.useRealTimers();
  delete process.env.RENTAL_LATE_FEE_PERCENT;
});

describe("the late fee and the settlement (pure)", () => {
  it("percent of the rent per day late, rounded to rupees, at most the deposit; never a negative refund", () => {
    expect(lateFee({ rent: 4000, deposit: 5000, daysLate: 2, percent: 10 })).toBe(800);
    expect(lateFee({ rent: 4000, deposit: 5000, daysLate: 0, percent: 10 })).toBe(0);
    expect(lateFee({ rent: 4000, deposit: 1000, daysLate: 5, percent: 10 })).toBe(1000);
    expect(lateFee({ rent: 4055, deposit: 5000, daysLate: 1, percent: 10 })).toBe(406);
    expect(settlement({ deposit: 5000, lateFee: 800, damage: 1500 })).toEqual({ refundDue: 2700, owed: 0 });
    expect(settlement({ deposit: 1000, lateFee: 1000, damage: 500 })).toEqual({ refundDue: 0, owed: 500 });
  });
});

describe("a piece comes back and its deposit is settled", () => {
  it("rent ₹4,000, deposit ₹5,000, two days late at 10%, damage ₹1,500: refund due ₹2,700, refunded, settled; her page shows it", async () => {
    const stay = await pickedUp({ rent: 4000, deposit: 5000, from: day(-5), to: day(-2) });
    // She paid the rent and the deposit at pickup: ₹9,000. Back: ₹4,000 + ₹800 + ₹1,500 charged, ₹2,700 hers again.
    await paidAtPickup(stay, 9000);
    const res = await giveBack(stay.id, { condition: "damaged", note: "Turmeric stain on the dupatta", damage: 1500 });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toContain(`${stay.number} returned 2 days late: refund due ₹2,700.`);
    expect(body.reservation).toMatchObject({ status: "returned" });
    expect(body.reservation.returned).toMatchObject({
      returnedOn: today(),
      condition: "damaged",
      note: "Turmeric stain on the dupatta",
      daysLate: 2,
      lateFee: 800,
      damage: 1500,
      deposit: 5000,
      refundDue: 2700,
      owed: 0,
      refund: null,
    });
    const page = await herBooking(stay.id);
    expect(page.stays[0]).toMatchObject({
      status: "returned",
      returned: { daysLate: 2, lateFee: 800, damage: 1500, refundDue: 2700, owed: 0, refunded: null },
    });
    expect(page).toMatchObject({
      lateFee: 800,
      damage: 1500,
      charged: 6300,
      paid: 9000,
      due: 0,
      refundDue: 2700,
      refunded: 0,
      depositHeld: 0,
    });

    expect(await refundedToday(stay.number)).toEqual([]);
    const paid = await refund(stay.id, { amount: 2700, method: "upi", reference: "UTR 5512 0098" });
    expect(paid.status).toBe(201);
    const settled = await paid.json();
    expect(settled.message).toBe(`${stay.number} settled: ₹2,700 refunded by UPI.`);
    expect(settled.reservation).toMatchObject({
      status: "settled",
      returned: { refund: { amount: 2700, method: "upi", reference: "UTR 5512 0098" } },
    });
    expect(await herBooking(stay.id)).toMatchObject({
      lateFee: 800,
      damage: 1500,
      due: 0,
      refundDue: 0,
      refunded: 2700,
      stays: [{ status: "settled", returned: { refundDue: 0, owed: 0, refunded: 2700 } }],
    });

    // Today's WhatsApp list has her "deposit refunded", one tap away, the amount, method and her page filled in.
    const [told, ...again] = await refundedToday(stay.number);
    expect(again).toEqual([]);
    expect(told).toMatchObject({ numbers: [stay.number], name: "Meher", phone: "+919811040000" });
    const url = new URL(told!.href);
    expect(url.origin + url.pathname).toBe("https://wa.me/919811040000");
    const text = url.searchParams.get("text")!;
    expect(text).toBe(told!.text);
    expect(text).toContain(
      `Your deposit is refunded: ₹2,700 by UPI (reference UTR 5512 0098), for:\n${stay.number} · `,
    );
    expect(text).toMatch(new RegExp(`^Your booking: https?://\\S+${(await view(stay.id)).bookingPath}$`, "m"));
  });

  it("the late fee stops at the deposit; beyond it the customer owes the rest, her payment of it settles the stay, and ₹0 is refunded, without a method", async () => {
    const stay = await pickedUp({ rent: 4000, deposit: 1000, from: day(-8), to: day(-5) });
    // She paid the rent and the deposit at pickup: ₹5,000.
    await paidAtPickup(stay, 5000);
    const res = await giveBack(stay.id, { condition: "fine", damage: 500 });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.reservation.returned).toMatchObject({
      daysLate: 5,
      lateFee: 1000,
      damage: 500,
      refundDue: 0,
      owed: 500,
    });
    expect(body.reservation.status).toBe("returned");
    expect(body.message).toBe(`${stay.number} returned 5 days late: the customer owes ₹500.`);
    expect(await herBooking(stay.id)).toMatchObject({
      charged: 5500,
      paid: 5000,
      due: 500,
      refundDue: 0,
      stays: [{ returned: { owed: 500 } }],
    });
    // Nothing to close while she owes: ₹0 is refused, and so is any refund.
    const early = await refund(stay.id, { amount: 0 });
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe(`${stay.number} still owes the shop ₹500.`);
    const more = await refund(stay.id, { amount: 100, method: "cash" });
    expect(more.status).toBe(409);
    expect((await more.json()).message).toContain(`${stay.number} owes the shop ₹500: there is nothing to refund.`);
    // She pays the ₹500: the books balance and the stay is settled in the same step.
    const rest = await pay(stay.id, { amount: 500, method: "cash" });
    expect(rest.status).toBe(201);
    expect((await rest.json()).message).toMatch(/; nothing due\.$/);
    expect(await view(stay.id)).toMatchObject({ status: "settled", returned: { refundDue: 0, owed: 0, refund: null } });
    const closed = await refund(stay.id, { amount: 0 });
    expect(closed.status).toBe(201);
    expect((await closed.json()).message).toBe(`${stay.number} settled: nothing to refund.`);
    const prisma = await db();
    expect(await prisma.ledgerEntry.count({ where: { stayId: stay.id, kind: "REFUND" } })).toBe(0);
    // Nothing came back to her: no "deposit refunded" to send.
    expect(await refundedToday(stay.number)).toEqual([]);
  });

  it("a refund in parts: each up to what the shop still owes, the last one settles the stay", async () => {
    const stay = await pickedUp({ rent: 4000, deposit: 5000, from: day(-4), to: day(-1) });
    await paidAtPickup(stay, 9000);
    // One day late at 10%: ₹400 off the deposit, ₹4,600 hers again.
    expect((await (await giveBack(stay.id, { condition: "fine" })).json()).message).toBe(
      `${stay.number} returned 1 day late: refund due ₹4,600.`,
    );
    const first = await refund(stay.id, { amount: 4000, method: "cash" });
    expect(first.status).toBe(201);
    const part = await first.json();
    expect(part.message).toBe(`${stay.number} refund recorded: ₹4,000 refunded by cash; ₹600 still to refund.`);
    expect(part.reservation).toMatchObject({
      status: "returned",
      returned: { refundDue: 600, owed: 0, refund: { amount: 4000, method: "cash" } },
    });
    const beyond = await refund(stay.id, { amount: 601, method: "upi" });
    expect(beyond.status).toBe(409);
    expect((await beyond.json()).message).toContain("₹600");
    const last = await refund(stay.id, { amount: 600, method: "upi", reference: "UTR 7781" });
    expect(last.status).toBe(201);
    const settled = await last.json();
    expect(settled.message).toBe(`${stay.number} settled: ₹600 refunded by UPI.`);
    expect(settled.reservation).toMatchObject({
      status: "settled",
      returned: { refundDue: 0, refund: { amount: 4600, method: "upi", reference: "UTR 7781" } },
    });
    expect(await herBooking(stay.id)).toMatchObject({
      paid: 9000,
      refunded: 4600,
      refundDue: 0,
      due: 0,
      stays: [{ status: "settled", returned: { refunded: 4600 } }],
    });
    expect(await written(stay.id)).toEqual({ checks: 1, refunds: 2, status: "SETTLED" });
  });

  it("paid exactly the rent and back on time: nothing either way, settled at the return", async () => {
    const stay = await pickedUp({ rent: 4000, deposit: 5000, from: day(-3), to: day(0) });
    await paidAtPickup(stay, 4000);
    const res = await giveBack(stay.id, { condition: "fine" });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe(`${stay.number} returned: nothing to refund, the books balance.`);
    expect(body.reservation).toMatchObject({ status: "settled", returned: { refundDue: 0, owed: 0, refund: null } });
    expect(await written(stay.id)).toEqual({ checks: 1, refunds: 0, status: "SETTLED" });
  });

  it("with nothing paid, the return leaves her owing the rent and the fees, and nothing to refund", async () => {
    const stay = await pickedUp({ rent: 4000, deposit: 5000, from: day(-5), to: day(-2) });
    const res = await giveBack(stay.id, { condition: "fine" });
    const body = await res.json();
    // The deposit was never paid, so none of it comes back: rent ₹4,000 + two days late ₹800.
    expect(body.message).toBe(`${stay.number} returned 2 days late: the customer owes ₹4,800.`);
    expect(body.reservation).toMatchObject({
      status: "returned",
      returned: { lateFee: 800, refundDue: 0, owed: 4800 },
    });
    expect((await refund(stay.id, { amount: 5000, method: "upi" })).status).toBe(409);
    expect(await written(stay.id)).toEqual({ checks: 1, refunds: 0, status: "RETURNED" });
  });

  it("RENTAL_LATE_FEE_PERCENT sets the fee, and an earlier returned day the owner gives counts fewer days", async () => {
    process.env.RENTAL_LATE_FEE_PERCENT = "5";
    const stay = await pickedUp({ rent: 3000, deposit: 6000, from: day(-6), to: day(-4) });
    await paidAtPickup(stay, 9000);
    const res = await giveBack(stay.id, { condition: "Needs cleaning", returnedOn: day(-1) });
    expect(res.status).toBe(200);
    expect((await res.json()).reservation.returned).toMatchObject({
      returnedOn: day(-1),
      condition: "cleaning",
      daysLate: 3,
      lateFee: 450,
      refundDue: 5550,
    });
  });

  it("days late go by India's calendar: back at 23:30 IST is one day late, at 00:30 IST the next day two", async () => {
    const a = await pickedUp({ rent: 4000, deposit: 5000, from: "2026-11-02", to: "2026-11-04" });
    const b = await pickedUp({ rent: 4000, deposit: 5000, from: "2026-11-02", to: "2026-11-04" });
    // 18:00 UTC on the 5th is 23:30 on the 5th in India; 19:00 UTC is 00:30 on the 6th.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-05T18:00:00Z") });
    expect((await (await giveBack(a.id, { condition: "fine" })).json()).reservation.returned).toMatchObject({
      returnedOn: "2026-11-05",
      daysLate: 1,
      lateFee: 400,
    });
    vi.setSystemTime(new Date("2026-11-05T19:00:00Z"));
    expect((await (await giveBack(b.id, { condition: "fine" })).json()).reservation.returned).toMatchObject({
      returnedOn: "2026-11-06",
      daysLate: 2,
      lateFee: 800,
    });
  });

  it("takes the photo from the phone's camera through the upload checks, and refuses what is not an image with nothing written", async () => {
    const stay = await pickedUp({ rent: 2000, deposit: 2000, from: day(-3), to: day(0) });
    await paidAtPickup(stay, 4000);
    const form = (file: File) => {
      const fd = new FormData();
      fd.append("condition", "damaged");
      fd.append("note", "Torn hem");
      fd.append("damage", "700");
      fd.append("photo", file);
      return postReturn(
        new Request(`http://shop.test/api/reservations/${stay.id}/return`, {
          method: "POST",
          body: fd,
          headers: bearer(owner),
        }),
        ctx(stay.id),
      );
    };
    const bad = await form(new File(["not a photo"], "stain.jpg", { type: "image/jpeg" }));
    expect(bad.status).toBe(415);
    expect(await written(stay.id)).toEqual({ checks: 0, refunds: 0, status: "PICKED_UP" });
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#aa3300" } })
      .jpeg()
      .toBuffer();
    const res = await form(new File([new Uint8Array(jpeg)], "IMG_2044.jpg", { type: "image/jpeg" }));
    expect(res.status).toBe(200);
    const returned = (await res.json()).reservation.returned;
    expect(returned).toMatchObject({ condition: "damaged", damage: 700, daysLate: 0, lateFee: 0, refundDue: 1300 });
    expect(returned.photo).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
  });
});

describe("refusals write nothing", () => {
  it("401 without a session, 404 for no such stay", async () => {
    const stay = await pickedUp({ rent: 4000, deposit: 5000, from: day(-3), to: day(-1) });
    expect((await giveBack(stay.id, { condition: "fine" }, false)).status).toBe(401);
    expect((await refund(stay.id, { amount: 0 }, false)).status).toBe(401);
    expect((await endBlock(jsonRequest(`/api/blocks/x/end`, {}), ctx("x"))).status).toBe(401);
    expect((await giveBack("c0000000000000000000000000", { condition: "fine" })).status).toBe(404);
    expect((await refund("c0000000000000000000000000", { amount: 0 })).status).toBe(404);
    expect(
      (
        await endBlock(
          jsonRequest(`/api/blocks/c0000000000000000000000000/end`, {}, { headers: bearer(owner) }),
          ctx("c0000000000000000000000000"),
        )
      ).status,
    ).toBe(404);
    expect(await written(stay.id)).toEqual({ checks: 0, refunds: 0, status: "PICKED_UP" });
  });

  it("422 for bad numbers and days, 400 for a condition it does not know", async () => {
    const stay = await pickedUp({ rent: 4000, deposit: 5000, from: day(-3), to: day(-1) });
    await paidAtPickup(stay, 9000);
    for (const body of [
      { condition: "fine", damage: -1 },
      { condition: "fine", damage: 1_000_001 },
      { condition: "fine", returnedOn: day(1) },
      { condition: "fine", returnedOn: day(-4) },
    ]) {
      const res = await giveBack(stay.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    for (const body of [
      { condition: "lost" },
      { condition: "fine", damage: 10.5 },
      { condition: "fine", damage: "ten" },
      {},
      { condition: "fine", returnedOn: "2026-02-30" },
    ])
      expect((await giveBack(stay.id, body)).status, JSON.stringify(body)).toBe(400);
    expect(await written(stay.id)).toEqual({ checks: 0, refunds: 0, status: "PICKED_UP" });

    expect((await giveBack(stay.id, { condition: "fine", damage: 200 })).status).toBe(200);
    // Refund due: ₹9,000 paid − ₹4,000 rent − ₹400 late fee − ₹200 = ₹4,400.
    expect((await refund(stay.id, { amount: 4400 })).status, "no method").toBe(422);
    for (const body of [
      { amount: -1, method: "upi" },
      { amount: 10.5, method: "upi" },
      { amount: 4400, method: "cheque" },
    ])
      expect((await refund(stay.id, body)).status, JSON.stringify(body)).toBe(400);
    const beyond = await refund(stay.id, { amount: 4401, method: "upi" });
    expect(beyond.status).toBe(409);
    expect((await beyond.json()).message).toBe(
      `The shop owes ${stay.number} ₹4,400 now: a refund can be that much at most.`,
    );
    expect((await refund(stay.id, { amount: 0 })).status, "₹0 while ₹4,400 is owed back").toBe(409);
    expect(await written(stay.id)).toEqual({ checks: 1, refunds: 0, status: "RETURNED" });
  });

  it("409 on a stale state: returned twice, refunded twice, a refund before the return, a return before pickup; the bare status is refused", async () => {
    const stay = await pickedUp({ rent: 4000, deposit: 5000, from: day(-3), to: day(0) });
    await paidAtPickup(stay, 9000);
    // Before the return the deposit is still charged: the books balance, nothing is owed back.
    expect((await refund(stay.id, { amount: 5000, method: "cash" })).status).toBe(409);
    expect((await giveBack(stay.id, { condition: "fine" })).status).toBe(200);
    const twice = await giveBack(stay.id, { condition: "damaged", damage: 900 });
    expect(twice.status).toBe(409);
    expect((await twice.json()).message).toContain("already marked returned");
    expect((await refund(stay.id, { amount: 5000, method: "cash" })).status).toBe(201);
    expect((await refund(stay.id, { amount: 5000, method: "cash" })).status).toBe(409);
    expect(await written(stay.id)).toEqual({ checks: 1, refunds: 1, status: "SETTLED" });
    const prisma = await db();
    expect(await prisma.reservation.count({ where: { kind: "BLOCK", itemId: stay.itemId } })).toBe(0);

    const confirmed = await pickedUp({ rent: 4000, deposit: 5000, from: day(3), to: day(5) });
    await prisma.reservation.update({ where: { id: confirmed.id }, data: { status: "CONFIRMED" } });
    expect((await giveBack(confirmed.id, { condition: "fine" })).status).toBe(409);
    expect(await written(confirmed.id)).toEqual({ checks: 0, refunds: 0, status: "CONFIRMED" });

    // Two phones tapping at once: one return, one 409.
    const raced = await pickedUp({ rent: 4000, deposit: 5000, from: day(-3), to: day(0) });
    const answers = await Promise.all([
      giveBack(raced.id, { condition: "fine" }),
      giveBack(raced.id, { condition: "fine" }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await written(raced.id)).toEqual({ checks: 1, refunds: 0, status: "RETURNED" });
  });
});

describe("a damaged piece's repair block", () => {
  it("refuses bookings of its copy from the returned day until the owner says it is back in stock", async () => {
    const stay = await pickedUp({ rent: 4000, deposit: 5000, from: day(-4), to: day(-2) });
    const res = await giveBack(stay.id, { condition: "damaged", note: "Zari torn at the hem", damage: 1500 });
    expect(res.status).toBe(200);
    const { message, reservation } = await res.json();
    expect(message).toContain(`blocked for repair until ${day(59)}`);
    const prisma = await db();
    const block = await prisma.reservation.findFirstOrThrow({ where: { kind: "BLOCK", itemId: stay.itemId } });
    expect(block).toMatchObject({
      unitId: stay.unitId,
      reason: "Repair: Zari torn at the hem",
      groupId: reservation.returned.repairBlockId,
    });
    expect([block.holdFrom, block.holdTo].map((d) => d.toISOString().slice(0, 10))).toEqual([today(), day(59)]);

    const ask = () =>
      postReservation(
        jsonRequest(
          "/api/reservations",
          { productId: stay.itemId, from: day(10), to: day(12), name: "Next Bride", phone: "9811041111" },
          { headers: { "x-forwarded-for": "10.44.1.9" } },
        ),
        undefined,
      );
    expect((await ask()).status).toBe(409);

    const end = () =>
      endBlock(jsonRequest(`/api/blocks/${block.groupId}/end`, {}, { headers: bearer(owner) }), ctx(block.groupId!));
    const ended = await end();
    expect(ended.status).toBe(200);
    expect((await ended.json()).message).toContain("back in stock");
    expect((await end()).status).toBe(404);
    expect((await view(stay.id)).returned.repairBlockId).toBeNull();
    expect((await ask()).status).toBe(201);
  });

  it("stops the day before the copy's next booking, which keeps its days", async () => {
    const stay = await pickedUp({ rent: 4000, deposit: 5000, from: day(-4), to: day(-2) });
    const prisma = await db();
    const next = await prisma.reservation.create({
      data: {
        number: number++,
        status: "CONFIRMED",
        itemId: stay.itemId,
        unitId: stay.unitId,
        title: "Next",
        pickupOn: dayToDate(day(10)),
        returnOn: dayToDate(day(12)),
        holdFrom: dayToDate(day(10)),
        holdTo: dayToDate(day(12)),
      },
    });
    const res = await giveBack(stay.id, { condition: "damaged", note: "Mirror work loose" });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toContain(`blocked for repair until ${day(9)}`);
    const block = await prisma.reservation.findFirstOrThrow({ where: { kind: "BLOCK", itemId: stay.itemId } });
    expect([block.holdFrom, block.holdTo].map((d) => d.toISOString().slice(0, 10))).toEqual([today(), day(9)]);
    expect((await prisma.reservation.findUniqueOrThrow({ where: { id: next.id } })).status).toBe("CONFIRMED");
  });

  it("a block begun earlier ends yesterday and keeps its past days; needs-cleaning keeps the buffer from the day it came back", async () => {
    const stay = await pickedUp({ rent: 4000, deposit: 5000, from: day(-9), to: day(-6) });
    expect((await giveBack(stay.id, { condition: "damaged", returnedOn: day(-3) })).status).toBe(200);
    const prisma = await db();
    const block = await prisma.reservation.findFirstOrThrow({ where: { kind: "BLOCK", itemId: stay.itemId } });
    expect(
      (
        await endBlock(
          jsonRequest(`/api/blocks/${block.groupId}/end`, {}, { headers: bearer(owner) }),
          ctx(block.groupId!),
        )
      ).status,
    ).toBe(200);
    const after = await prisma.reservation.findUniqueOrThrow({ where: { id: block.id } });
    expect([after.holdFrom, after.holdTo].map((d) => d.toISOString().slice(0, 10))).toEqual([day(-3), day(-1)]);
    expect(
      (
        await endBlock(
          jsonRequest(`/api/blocks/${block.groupId}/end`, {}, { headers: bearer(owner) }),
          ctx(block.groupId!),
        )
      ).status,
    ).toBe(409);

    const dirty = await pickedUp({ rent: 4000, deposit: 5000, from: day(-5), to: day(-2), bufferAfter: 2 });
    expect((await giveBack(dirty.id, { condition: "cleaning" })).status).toBe(200);
    const held = await prisma.reservation.findUniqueOrThrow({ where: { id: dirty.id } });
    expect(held.holdTo.toISOString().slice(0, 10)).toBe(day(2));
  });
});
