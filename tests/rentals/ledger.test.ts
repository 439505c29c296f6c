// The books balance in the walk that found they did not: paid then cancelled, rent paid only,
// overpaid, delivery, a waived late fee, two partial refunds, a duplicate reference, cash
// dated earlier, and a month of the money screen computed by hand.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as postCheckout } from "@/app/api/checkout/route";
import { GET as getBooking } from "@/app/api/bookings/[token]/route";
import { POST as postCancel } from "@/app/api/bookings/[token]/cancel/route";
import { POST as postPayment } from "@/app/api/reservations/[id]/payments/route";
import { POST as postRefund } from "@/app/api/reservations/[id]/refund/route";
import { POST as postReturn } from "@/app/api/reservations/[id]/return/route";
import { POST as postAdjustment } from "@/app/api/reservations/[id]/adjustments/route";
import { GET as getReservation } from "@/app/api/reservations/[id]/route";
import { GET as exportOrders } from "@/app/api/orders/export/route";
import { DELETE as deleteOrder } from "@/app/api/orders/[id]/route";
import { moneyFigures } from "@/features/rentals";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { addDays, dayToDate } from "@/lib/dates";
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
const tokenOf = (path: string) => path.replace(/^\/booking\//, "");
let owner: string;
const send = async (res: Response) => ({ status: res.status, body: await res.json() });
const as = (route: typeof postPayment, path: string) => (id: string, body: unknown) =>
  route(jsonRequest(`/api/reservations/${id}/${path}`, body, { headers: bearer(owner) }), ctx(id)).then(send);
const pay = as(postPayment, "payments");
const refund = as(postRefund, "refund");
const giveBack = as(postReturn, "return");
const adjust = as(postAdjustment, "adjustments");
const card = async (id: string) =>
  (
    await getReservation(
      new Request(`http://shop.test/api/reservations/${id}`, { headers: bearer(owner) }),
      ctx(id),
    ).then(send)
  ).body;
const page = async (path: string) => {
  const token = tokenOf(path);
  return (
    await getBooking(new Request(`http://shop.test/api/bookings/${token}`), {
      params: Promise.resolve({ token }),
    }).then(send)
  ).body;
};

let from = 20;
let phone = 9811062000;
/** A checkout of one gown for three days: ₹2,950 rent + ₹2,950 deposit (a pending hold). */
async function checkout(extra: Record<string, unknown> = {}) {
  from += 4;
  const res = await postCheckout(
    jsonRequest("/api/checkout", {
      name: "Simran",
      email: "simran@example.com",
      phone: String(phone++),
      fulfilment: "pickup",
      items: [{ productId: gown, quantity: 1, from: day(from), to: day(from + 2) }],
      ...extra,
    }),
    undefined,
  );
  expect(res.status).toBe(201);
  const body = await res.json();
  return {
    orderId: body.order._id as string,
    ...(body.reservations[0] as { id: string; number: string; bookingPath: string }),
  };
}

let gown: string;
let unit = 100;
let number = 950_000 + Math.floor(Math.random() * 40_000);
/** A stay already out with her, back today `late` days after its return day. */
async function outWithHer(late: number) {
  const prisma = await db();
  const copy = await prisma.rentalUnit.create({ data: { itemId: gown, number: ++unit } });
  const r = await prisma.reservation.create({
    data: {
      number: number++,
      kind: "RENTAL",
      status: "PICKED_UP",
      itemId: gown,
      unitId: copy.id,
      title: "Ledger lehenga",
      customerName: "Noor",
      phone: "+919811063000",
      pickupOn: dayToDate(day(-3 - late)),
      returnOn: dayToDate(day(-late)),
      holdFrom: dayToDate(day(-3 - late)),
      holdTo: dayToDate(day(-late)),
      rent: 2950,
      deposit: 2950,
    },
  });
  return { id: r.id, number: `R-${r.number}`, bookingPath: (await card(r.id)).bookingPath as string };
}

beforeAll(async () => {
  owner = await adminToken();
  const item = await (
    await db()
  ).collectionItem.create({
    data: {
      category: "lehengas",
      title: "Ledger lehenga",
      description: "A test piece",
      price: 2950,
      rentPrice: 2950,
      rentDays: 3,
      deposit: 2950,
      stock: 50,
      bufferBefore: 0,
      bufferAfter: 0,
    },
  });
  gown = item.id;
});
afterEach(() => {
  delete process.env.DELIVERY_CHARGE;
  delete process.env.SHOP_UPI_ID;
  delete process.env.RENTAL_LATE_FEE_PERCENT;
});

describe("the walk that found the books did not balance", () => {
  it("paid, then cancelled by her: refund due on both sides, the refund accepted, the money screen owes it until paid", async () => {
    const b = await checkout();
    expect((await pay(b.id, { amount: 2900, method: "upi", reference: `UTR-C-${b.id}` })).status).toBe(201);
    const token = tokenOf(b.bookingPath);
    const cancelled = await postCancel(jsonRequest(`/api/bookings/${token}/cancel`, {}), {
      params: Promise.resolve({ token }),
    }).then(send);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.booking).toMatchObject({ due: 0, refundDue: 2900, credit: 2900, paid: 2900, charged: 0 });
    expect((await card(b.id)).money).toMatchObject({ due: 0, refundDue: 2900 });
    const owedBefore = (await moneyFigures(today(), today())).refundsDue;

    expect((await refund(b.id, { amount: 3000, method: "upi" })).status).toBe(409);
    const paidBack = await refund(b.id, { amount: 2900, method: "upi", reference: "back-1" });
    expect(paidBack.status).toBe(201);
    expect(await page(b.bookingPath)).toMatchObject({ refundDue: 0, refunded: 2900, due: 0 });
    expect((await moneyFigures(today(), today())).refundsDue).toBe(owedBefore - 2900);
  });

  it("rent paid only, back on time: nothing is owed back, and it settles at the return", async () => {
    const s = await outWithHer(0);
    expect((await pay(s.id, { amount: 2950, method: "cash" })).status).toBe(201);
    expect((await card(s.id)).money).toMatchObject({ due: 2950, depositHeld: 0 });
    const back = await giveBack(s.id, { condition: "fine" });
    expect(back.status).toBe(200);
    expect(back.body.message).toBe(`${s.number} returned: nothing to refund, the books balance.`);
    expect(back.body.reservation).toMatchObject({ status: "settled", money: { due: 0, refundDue: 0, balance: 0 } });
    const her = await page(s.bookingPath);
    expect(her).toMatchObject({ due: 0, refundDue: 0, upi: null });
  });

  it("overpaid: a credit on both sides, refunded; a late return takes its fee from it first", async () => {
    process.env.RENTAL_LATE_FEE_PERCENT = "10";
    const s = await outWithHer(2);
    expect((await pay(s.id, { amount: 6600, method: "upi" })).body.message).toContain("the shop owes ₹700 back");
    expect(await page(s.bookingPath)).toMatchObject({ due: 0, credit: 700, refundDue: 700 });
    const back = await giveBack(s.id, { condition: "fine" });
    // 6,600 − 2,950 rent − 590 late fee (2 days × 10%) = 3,060 to refund, the same on her page.
    expect(back.body.message).toBe(`${s.number} returned 2 days late: refund due ₹3,060.`);
    expect(await page(s.bookingPath)).toMatchObject({ refundDue: 3060, lateFee: 590, due: 0 });
    expect((await refund(s.id, { amount: 3060, method: "upi" })).body.message).toBe(
      `${s.number} settled: ₹3,060 refunded by UPI.`,
    );
  });

  it("delivery is charged: her page, the UPI link and the orders CSV ask what checkout showed", async () => {
    process.env.DELIVERY_CHARGE = "250";
    process.env.SHOP_UPI_ID = "shop@okhdfc";
    const b = await checkout({ fulfilment: "delivery", address: "B-4, Uttam Nagar" });
    const her = await page(b.bookingPath);
    expect(her).toMatchObject({ charged: 6150, delivery: 250, due: 6150 });
    expect(her.upi.link).toContain("am=6150.00");
    expect((await pay(b.id, { amount: 6150, method: "upi" })).status).toBe(201);
    expect(await page(b.bookingPath)).toMatchObject({ paid: 6150, due: 0, refundDue: 0, upi: null });
    const csv = await (
      await exportOrders(
        new Request(`http://shop.test/api/orders/export?q=${phone - 1}`, { headers: bearer(owner) }),
        undefined,
      )
    ).text();
    const [header, row] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toMatch(/order total \(₹\),refundable deposits \(₹\),asked to pay \(₹\)$/);
    expect(row).toMatch(/,3200,2950,6150$/);
  });

  it("a waived late fee and a repair quote that came later, each with its reason on her page; refunded in two parts", async () => {
    process.env.RENTAL_LATE_FEE_PERCENT = "10";
    const s = await outWithHer(1);
    await pay(s.id, { amount: 5900, method: "upi" });
    expect((await adjust(s.id, { kind: "late_fee", amount: -295, reason: "Rain on the day" })).status).toBe(409);
    await giveBack(s.id, { condition: "damaged", damage: 0, note: "Loose sequins" });
    expect((await card(s.id)).money).toMatchObject({ lateFee: 295, refundDue: 2655 });
    expect((await adjust(s.id, { kind: "late_fee", amount: -296, reason: "Too much" })).status).toBe(422);
    expect((await adjust(s.id, { kind: "late_fee", amount: -295, reason: "Rain on the day" })).status).toBe(201);
    expect(
      (await adjust(s.id, { kind: "damage", amount: 820, reason: "Tailor's quote for the sequins" })).body.message,
    ).toContain("refund due ₹2,130");
    expect((await refund(s.id, { amount: 2000, method: "upi" })).body.message).toBe(
      `${s.number} refund recorded: ₹2,000 refunded by UPI; ₹130 still to refund.`,
    );
    expect((await card(s.id)).status).toBe("returned");
    expect((await refund(s.id, { amount: 131, method: "cash" })).status).toBe(409);
    expect((await refund(s.id, { amount: 130, method: "cash" })).body.message).toBe(
      `${s.number} settled: ₹130 refunded by cash.`,
    );
    const her = await page(s.bookingPath);
    expect(her).toMatchObject({ lateFee: 0, damage: 820, refunded: 2130, refundDue: 0, due: 0 });
    expect(
      her.entries
        .filter((e: { byOwner: boolean; kind: string }) => e.byOwner && e.kind !== "payment" && e.kind !== "refund")
        .map((e: { reason: string; amount: number }) => [e.reason, e.amount]),
    ).toEqual([
      ["Rain on the day", -295],
      ["Tailor's quote for the sequins", 820],
    ]);
  });

  it("a reference already used is refused with the booking it belongs to, unless she confirms it is another payment", async () => {
    const a = await checkout();
    const b = await checkout();
    const reference = `UTR-${a.id}`;
    expect((await pay(a.id, { amount: 500, method: "upi", reference })).status).toBe(201);
    const again = await pay(b.id, { amount: 500, method: "upi", reference: ` ${reference.toLowerCase()} ` });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(a.number);
    expect(again.body.errors.reference).toContain(a.number);
    expect((await card(b.id)).money.paid).toBe(0);
    expect((await pay(b.id, { amount: 500, method: "upi", reference, again: true })).status).toBe(201);
  });

  it("cash taken earlier is dated the day it came in; a day to come is refused", async () => {
    const b = await checkout();
    expect((await pay(b.id, { amount: 1000, method: "cash", on: day(1) })).status).toBe(422);
    const res = await pay(b.id, { amount: 1000, method: "cash", on: day(-5) });
    expect(res.status).toBe(201);
    expect(res.body.payment).toMatchObject({ on: day(-5), amount: 1000 });
    expect((await moneyFigures(day(-5), day(-5))).payments.cash).toBeGreaterThanOrEqual(1000);
  });
});

describe("what she is shown", () => {
  it("the shop's own return note stays the shop's: her account says the piece was damaged, not the note", async () => {
    const s = await outWithHer(0);
    await pay(s.id, { amount: 5900, method: "upi" });
    await giveBack(s.id, { condition: "damaged", damage: 500, note: "Rude customer, do not rent to her again" });
    const her = await page(s.bookingPath);
    expect(her.entries.find((e: { kind: string }) => e.kind === "damage")).toMatchObject({
      amount: 500,
      reason: "damaged",
    });
    expect(JSON.stringify(her)).not.toContain("Rude customer");
  });
});

describe("nothing on the books is lost", () => {
  it("an order money moved on cannot be deleted (409, nothing removed); one without money can", async () => {
    const paid = await checkout();
    await pay(paid.id, { amount: 100, method: "cash" });
    const refused = await deleteOrder(
      new Request(`http://shop.test/api/orders/${paid.orderId}`, { method: "DELETE", headers: bearer(owner) }),
      ctx(paid.orderId),
    ).then(send);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("cancel it instead");
    expect((await card(paid.id)).money).toMatchObject({ paid: 100, charged: 5900 });
    const unpaid = await checkout();
    const gone = await deleteOrder(
      new Request(`http://shop.test/api/orders/${unpaid.orderId}`, { method: "DELETE", headers: bearer(owner) }),
      ctx(unpaid.orderId),
    );
    expect(gone.status).toBeLessThan(300);
  });
});

describe("the money screen, a month by hand", () => {
  it("adds up the entries dated in the month, and nothing of the months around it", async () => {
    // A month of its own, long ago, so nothing else in this file falls in it.
    const prisma = await db();
    const r = await outWithHer(0);
    const stay = { stayId: r.id };
    const on = (d: string) => dayToDate(d);
    await prisma.ledgerEntry.createMany({
      data: [
        { ...stay, kind: "RENT", amount: 4000, on: on("2024-03-01") },
        { ...stay, kind: "DEPOSIT", amount: 5000, on: on("2024-03-01") },
        { ...stay, kind: "PAYMENT", amount: 9000, method: "UPI", byOwner: true, on: on("2024-03-02") },
        { ...stay, kind: "DEPOSIT_RELEASED", amount: -5000, on: on("2024-03-10") },
        { ...stay, kind: "LATE_FEE", amount: 800, on: on("2024-03-10") },
        { ...stay, kind: "DAMAGE", amount: 1500, on: on("2024-03-10") },
        { ...stay, kind: "LATE_FEE", amount: -300, byOwner: true, reason: "Waived in part", on: on("2024-03-12") },
        { ...stay, kind: "REFUND", amount: 2000, method: "CASH", byOwner: true, on: on("2024-03-31") },
        { ...stay, kind: "PAYMENT", amount: 700, method: "CARD", byOwner: true, on: on("2024-04-01") },
        { ...stay, kind: "RENT", amount: 999, on: on("2024-02-29") },
      ],
    });
    const m = await moneyFigures("2024-03-01", "2024-03-31");
    // By hand: rent 4,000; late fees 800 − 300 = 500; damage 1,500; charged 6,000; deposits 5,000 − 5,000 = 0;
    // in 9,000 by UPI; out 2,000 cash; net 7,000.
    expect(m.charged).toEqual({
      rent: 4000,
      delivery: 0,
      goods: 0,
      lateFees: 500,
      damages: 1500,
      adjustments: 0,
      total: 6000,
    });
    expect(m.deposits).toBe(0);
    expect(m.payments).toEqual({ upi: 9000, cash: 0, card: 0, razorpay: 0, total: 9000 });
    expect(m.refunds).toEqual({ upi: 0, cash: 2000, card: 0, razorpay: 0, total: 2000 });
    expect(m.net).toBe(7000);
  });
});

let second: string;
/** A checkout of two pieces for the same three days, both already out with her, due back `late` days ago. */
async function twoOut(late: number) {
  const prisma = await db();
  if (!second) {
    const item = await prisma.collectionItem.create({
      data: {
        category: "lehengas",
        title: "Ledger saree",
        description: "A test piece",
        price: 2950,
        rentPrice: 2950,
        rentDays: 3,
        deposit: 2950,
        stock: 50,
        bufferBefore: 0,
        bufferAfter: 0,
      },
    });
    second = item.id;
  }
  from += 4;
  const res = await postCheckout(
    jsonRequest("/api/checkout", {
      name: "Mehak",
      email: "mehak@example.com",
      phone: String(phone++),
      fulfilment: "pickup",
      items: [gown, second].map((productId) => ({ productId, quantity: 1, from: day(from), to: day(from + 2) })),
    }),
    undefined,
  );
  expect(res.status).toBe(201);
  const body = await res.json();
  const stays = body.reservations as { id: string; number: string; bookingPath: string }[];
  for (const s of stays) {
    const r = await prisma.reservation.findUniqueOrThrow({ where: { id: s.id } });
    const copy = await prisma.rentalUnit.create({ data: { itemId: r.itemId, number: ++unit } });
    await prisma.reservation.update({
      where: { id: s.id },
      data: {
        unitId: copy.id,
        status: "PICKED_UP",
        lapsesAt: null,
        pickupOn: dayToDate(day(-3 - late)),
        returnOn: dayToDate(day(-late)),
        holdFrom: dayToDate(day(-3 - late)),
        holdTo: dayToDate(day(-late)),
      },
    });
  }
  return { orderId: body.order._id as string, first: stays[0]!, second: stays[1]!, bookingPath: stays[0]!.bookingPath };
}

describe("a booking of more than one piece", () => {
  it("settles only once every piece is back; each piece's late fee is waived against its own; her page gives each piece its own figures", async () => {
    process.env.RENTAL_LATE_FEE_PERCENT = "10";
    const b = await twoOut(1);
    expect((await pay(b.first.id, { amount: 11800, method: "upi" })).status).toBe(201);
    await giveBack(b.first.id, { condition: "fine" });
    // The shop owes her the first deposit less its late fee, while the second piece is still out.
    expect((await card(b.first.id)).money).toMatchObject({ refundDue: 2655, lateFee: 295 });
    expect((await refund(b.first.id, { amount: 2655, method: "upi" })).status).toBe(201);
    expect((await card(b.first.id)).status).toBe("returned");
    expect((await card(b.second.id)).status).toBe("picked_up");

    await giveBack(b.second.id, { condition: "fine" });
    expect((await card(b.second.id)).money).toMatchObject({ lateFee: 590, refundDue: 2655 });
    // The first piece's fee is ₹295: waiving ₹590 on it would waive the second's too.
    expect((await adjust(b.first.id, { kind: "late_fee", amount: -590, reason: "Both pieces" })).status).toBe(422);
    expect((await adjust(b.first.id, { kind: "late_fee", amount: -295, reason: "Rain on the day" })).status).toBe(201);
    expect((await adjust(b.first.id, { kind: "late_fee", amount: -1, reason: "Again" })).status).toBe(422);

    const her = await page(b.bookingPath);
    expect(her).toMatchObject({ lateFee: 295, refundDue: 2950, refunded: 2655 });
    const [one, two] = her.stays as { returned: Record<string, unknown> }[];
    expect(one!.returned).toMatchObject({ daysLate: 1, lateFee: 0, refundDue: null, owed: null, refunded: null });
    expect(two!.returned).toMatchObject({ daysLate: 1, lateFee: 295, refundDue: null, owed: null });

    expect((await refund(b.second.id, { amount: 2950, method: "cash" })).body.message).toBe(
      `${b.second.number} settled: ₹2,950 refunded by cash.`,
    );
    expect([(await card(b.first.id)).status, (await card(b.second.id)).status]).toEqual(["settled", "settled"]);
  });
});

describe("dates and asks", () => {
  it("a return typed in a day later releases the deposit on the day it came back", async () => {
    const s = await outWithHer(0);
    await pay(s.id, { amount: 5900, method: "upi" });
    expect((await giveBack(s.id, { condition: "fine", returnedOn: day(-1) })).status).toBe(200);
    const released = (await card(s.id)).money.entries.find((e: { kind: string }) => e.kind === "deposit_released");
    expect(released).toMatchObject({ amount: -2950, on: day(-1) });
  });

  it("with an advance asked, what is owed after the return is asked in full by UPI", async () => {
    process.env.RENTAL_ADVANCE_PERCENT = "30";
    process.env.SHOP_UPI_ID = "shop@okhdfc";
    try {
      const s = await outWithHer(0);
      await pay(s.id, { amount: 5900, method: "upi" });
      await giveBack(s.id, { condition: "damaged", damage: 3795 });
      const her = await page(s.bookingPath);
      expect(her.due).toBe(845);
      expect(her.upi).toMatchObject({ amount: 845 });
    } finally {
      delete process.env.RENTAL_ADVANCE_PERCENT;
    }
  });

  it("a revoked link opens nothing and changes nothing, not even a hold whose time came", async () => {
    const b = await checkout();
    const prisma = await db();
    await prisma.reservation.update({ where: { id: b.id }, data: { lapsesAt: new Date(Date.now() - 60_000) } });
    await prisma.order.update({ where: { id: b.orderId }, data: { linkVersion: { increment: 1 } } });
    const token = tokenOf(b.bookingPath);
    expect(
      (await getBooking(new Request(`http://shop.test/api/bookings/${token}`), { params: Promise.resolve({ token }) }))
        .status,
    ).toBe(404);
    expect((await prisma.reservation.findUniqueOrThrow({ where: { id: b.id } })).status).toBe("REQUESTED");
  });
});

describe("an order with a payment link still open", () => {
  it("is not deleted while the link can still be paid; once it has expired it can be", async () => {
    const b = await checkout();
    const prisma = await db();
    const link = await prisma.paymentLink.create({
      data: {
        id: `plink_${b.id.slice(0, 20)}`,
        orderId: b.orderId,
        amount: 5900,
        shortUrl: "https://rzp.io/i/test",
        referenceId: b.number,
        linkVersion: 1,
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    });
    const del = () =>
      deleteOrder(
        new Request(`http://shop.test/api/orders/${b.orderId}`, { method: "DELETE", headers: bearer(owner) }),
        ctx(b.orderId),
      ).then(send);
    const refused = await del();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("payment link");
    await prisma.paymentLink.update({ where: { id: link.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await del()).status).toBeLessThan(300);
  });
});
