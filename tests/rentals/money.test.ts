// Money at a glance, from the ledger (ledger_entries). The figures of a day,
// week or month (India days) on a small known data set: what was charged, deposits, payments
// and refunds by method dated in the span; deposits held, refunds due and what is owed as of
// now. The CSV for the accountant (one row per ledger entry, formula-safe cells), and 401
// without a session. The stays' charges are posted by the database as their rows are written
// (dated the India day of the row's own clock); payments and refunds are written as entries, and
// two through the API at India's midnight.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as exportMoney } from "@/app/api/money/export/route";
import { POST as postPayment } from "@/app/api/reservations/[id]/payments/route";
import { POST as postRefund } from "@/app/api/reservations/[id]/refund/route";
import { moneyFigures } from "@/features/rentals";
import { moneySpan } from "@/features/rentals/rules/money";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { dayToDate } from "@/lib/dates";
import { jsonRequest } from "../helpers/request";
import { adminToken, bearer } from "../helpers/admin";

let owner: string;
let n = 500_000;
const at = (iso: string) => new Date(iso);
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });

/** A stay booked at `booked` (its rent and deposit charged that India day by the database). */
async function stay(o: {
  status: "CONFIRMED" | "PICKED_UP";
  booked: string;
  from: string;
  to: string;
  rent: number;
  deposit: number;
  name: string;
}) {
  const prisma = await db();
  const item = await prisma.collectionItem.create({
    data: {
      category: "lehengas",
      title: `Money lehenga ${n}`,
      description: "A test piece",
      price: o.rent,
      rentPrice: o.rent,
      deposit: o.deposit,
    },
  });
  const unit = await prisma.rentalUnit.create({ data: { itemId: item.id, number: 1 } });
  return prisma.reservation.create({
    data: {
      number: n++,
      status: o.status,
      itemId: item.id,
      unitId: unit.id,
      title: item.title,
      customerName: o.name,
      phone: "+919811040000",
      pickupOn: dayToDate(o.from),
      returnOn: dayToDate(o.to),
      holdFrom: dayToDate(o.from),
      holdTo: dayToDate(o.to),
      rent: o.rent,
      deposit: o.deposit,
      createdAt: at(o.booked),
      updatedAt: at(o.booked),
    },
  });
}

/** Back in the shop at `when`: the deposit released, the late fee and damage charged, by the database. */
async function back(
  reservationId: string,
  o: {
    when: string;
    daysLate: number;
    lateFee: number;
    damage: number;
    deposit: number;
    status?: "RETURNED" | "SETTLED";
  },
) {
  const prisma = await db();
  await prisma.reservation.update({
    where: { id: reservationId },
    data: { status: o.status ?? "RETURNED", updatedAt: at(o.when) },
  });
  await prisma.returnCheck.create({
    data: {
      reservationId,
      returnedOn: dayToDate(indiaToday(at(o.when))),
      condition: o.damage ? "DAMAGED" : "FINE",
      daysLate: o.daysLate,
      lateFee: o.lateFee,
      damage: o.damage,
      deposit: o.deposit,
      createdAt: at(o.when),
    },
  });
}

/** Money that moved at `when`, as the owner recorded it (dated that India day). */
async function moved(
  stayId: string,
  o: { kind: "PAYMENT" | "REFUND"; amount: number; method: "UPI" | "CASH" | "CARD"; reference?: string; when: string },
) {
  await (
    await db()
  ).ledgerEntry.create({
    data: {
      stayId,
      kind: o.kind,
      amount: o.amount,
      method: o.method,
      reference: o.reference,
      byOwner: true,
      on: dayToDate(indiaToday(at(o.when))),
      createdAt: at(o.when),
    },
  });
}

/** Through the API with the clock at `when`: the day it is dated is India's day then. */
async function atTheCounter(when: string, call: () => Promise<Response>) {
  vi.useFakeTimers({ toFake: ["Date"], now: at(when) });
  try {
    const res = await call();
    expect(res.status, await res.clone().text()).toBe(201);
    return res.json();
  } finally {
    vi.useRealTimers();
  }
}

let A: { number: number | null },
  B: { number: number | null },
  C: { number: number | null },
  E: { number: number | null },
  F: { number: number | null };
beforeAll(async () => {
  owner = await adminToken();
  const prisma = await db();
  // A: booked and paid (rent + deposit) on 1 October, back on the 7th two days late and damaged, ₹2,700 refunded on the 8th: settled.
  const a = await stay({
    status: "PICKED_UP",
    booked: "2026-10-01T09:00:00Z",
    from: "2026-10-03",
    to: "2026-10-05",
    rent: 4000,
    deposit: 5000,
    name: "Aaliya",
  });
  await moved(a.id, {
    kind: "PAYMENT",
    amount: 9000,
    method: "UPI",
    reference: "@SUM(1)",
    when: "2026-10-01T10:00:00Z",
  });
  await back(a.id, { when: "2026-10-07T05:30:00Z", daysLate: 2, lateFee: 800, damage: 1500, deposit: 5000 });
  await moved(a.id, { kind: "REFUND", amount: 2700, method: "UPI", reference: "UTR 1", when: "2026-10-08T06:00:00Z" });
  await prisma.reservation.update({
    where: { id: a.id },
    data: { status: "SETTLED", updatedAt: at("2026-10-08T06:00:00Z") },
  });
  // B: booked on 25 October, out at the end of it; ₹4,000 in cash at 23:59:59 India time on the 31st, ₹500 by card a second later (1 November in India): ₹500 still owed.
  const b = await stay({
    status: "PICKED_UP",
    booked: "2026-10-25T06:00:00Z",
    from: "2026-10-30",
    to: "2026-11-02",
    rent: 3000,
    deposit: 2000,
    name: '=HYPERLINK("http://evil.example","Bride")',
  });
  const pay = (body: unknown) =>
    postPayment(jsonRequest(`/api/reservations/${b.id}/payments`, body, { headers: bearer(owner) }), ctx(b.id));
  const cash = await atTheCounter("2026-10-31T18:29:59Z", () =>
    pay({ amount: 4000, method: "cash", reference: "+cmd|' /C calc'!A0" }),
  );
  expect(cash.payment).toMatchObject({ on: "2026-10-31" });
  expect(cash.message).toMatch(/; still due ₹1,000\.$/);
  const card = await atTheCounter("2026-10-31T18:30:00Z", () => pay({ amount: 500, method: "card" }));
  expect(card.payment).toMatchObject({ on: "2026-11-01" });
  expect(card.message).toMatch(/; still due ₹500\.$/);
  // C: booked and paid in September, back on 1 October a day late: ₹5,500 − ₹2,500 − ₹250 = ₹2,750 still to refund.
  const c = await stay({
    status: "PICKED_UP",
    booked: "2026-09-26T06:00:00Z",
    from: "2026-09-28",
    to: "2026-09-30",
    rent: 2500,
    deposit: 3000,
    name: "Chitra",
  });
  await moved(c.id, { kind: "PAYMENT", amount: 5500, method: "CARD", when: "2026-09-27T08:00:00Z" });
  await back(c.id, { when: "2026-10-01T04:30:00Z", daysLate: 1, lateFee: 250, damage: 0, deposit: 3000 });
  // D: all in July and August, paid rent + deposit and the late fee took the deposit: settled at the return, nothing either way.
  const d = await stay({
    status: "PICKED_UP",
    booked: "2026-07-25T06:00:00Z",
    from: "2026-08-01",
    to: "2026-08-02",
    rent: 1000,
    deposit: 500,
    name: "Dia",
  });
  await moved(d.id, { kind: "PAYMENT", amount: 1500, method: "CASH", when: "2026-07-25T06:00:00Z" });
  await back(d.id, {
    when: "2026-08-20T06:00:00Z",
    daysLate: 18,
    lateFee: 500,
    damage: 0,
    deposit: 500,
    status: "SETTLED",
  });
  // ₹0 on 9 October closes D's books again and moves no money: no entry, nothing in the figures.
  await atTheCounter("2026-10-09T06:00:00Z", () =>
    postRefund(jsonRequest(`/api/reservations/${d.id}/refund`, { amount: 0 }, { headers: bearer(owner) }), ctx(d.id)),
  );
  // E: booked on 10 October and cancelled the next day, nothing paid: charged and taken back in the month.
  const e = await stay({
    status: "CONFIRMED",
    booked: "2026-10-10T06:00:00Z",
    from: "2026-10-20",
    to: "2026-10-21",
    rent: 9999,
    deposit: 9999,
    name: "Esha",
  });
  await prisma.reservation.update({
    where: { id: e.id },
    data: { status: "CANCELLED", cancelReason: "CUSTOMER", updatedAt: at("2026-10-11T06:00:00Z") },
  });
  // F: booked on 15 October, never went out, nothing paid: all of it still to collect.
  const f = await stay({
    status: "CONFIRMED",
    booked: "2026-10-15T06:00:00Z",
    from: "2027-01-20",
    to: "2027-01-21",
    rent: 7777,
    deposit: 7777,
    name: "Fiza",
  });
  A = a;
  B = b;
  C = c;
  E = e;
  F = f;
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the spans", () => {
  it("a day, a week from Monday to Sunday, a month; the arrows move by one", () => {
    expect(moneySpan("day", "2026-11-26")).toMatchObject({
      from: "2026-11-26",
      to: "2026-11-26",
      prev: "2026-11-25",
      next: "2026-11-27",
    });
    expect(moneySpan("week", "2026-11-26")).toMatchObject({
      from: "2026-11-23",
      to: "2026-11-29",
      prev: "2026-11-16",
      next: "2026-11-30",
      label: "23 Nov – 29 Nov 2026",
    });
    expect(moneySpan("week", "2026-11-29")).toMatchObject({ from: "2026-11-23", to: "2026-11-29" });
    expect(moneySpan("month", "2028-02-15")).toMatchObject({
      from: "2028-02-01",
      to: "2028-02-29",
      prev: "2028-01-01",
      next: "2028-03-01",
      label: "February 2028",
    });
  });
});

describe("the figures", () => {
  it("October: charges and deposits dated in it (a stay cancelled in it nets to nothing), payments and refunds by method in India days; the rest as of now", async () => {
    expect(await moneyFigures("2026-10-01", "2026-10-31")).toEqual({
      from: "2026-10-01",
      to: "2026-10-31",
      // Rent is charged when booked: A, B and F in October; E's was charged and taken back in it.
      charged: {
        rent: 4000 + 3000 + 7777,
        delivery: 0,
        goods: 0,
        lateFees: 800 + 250,
        damages: 1500,
        adjustments: 0,
        total: 14777 + 1050 + 1500,
      },
      // A's asked and released, B's and F's asked, C's released (asked in September), E's asked and taken back.
      deposits: 5000 - 5000 + 2000 - 3000 + 7777,
      payments: { upi: 9000, cash: 4000, card: 0, razorpay: 0, total: 13000 },
      refunds: { upi: 2700, cash: 0, card: 0, razorpay: 0, total: 2700 },
      net: 13000 - 2700,
      // B is out: ₹4,500 paid, ₹3,000 of it the rent, so ₹1,500 of its deposit is held.
      depositsHeld: 1500,
      // C: ₹5,500 paid, ₹2,500 + ₹250 charged.
      refundsDue: 2750,
      // B went out owing ₹500; F has not gone out and owes all of it.
      owedByCustomers: 500,
      toCollect: 7777 + 7777,
    });
  });

  it("a day and a week hold only their own money; deposits held, refunds due and what is owed are now's whatever the span", async () => {
    expect(await moneyFigures("2026-11-01", "2026-11-01")).toMatchObject({
      charged: { rent: 0, total: 0 },
      deposits: 0,
      payments: { card: 500, cash: 0, total: 500 },
      refunds: { total: 0 },
      net: 500,
      depositsHeld: 1500,
      refundsDue: 2750,
      owedByCustomers: 500,
      toCollect: 15554,
    });
    // 5–11 October: A back (deposit released, fee and damage) and refunded, E booked and cancelled, D's ₹0 moved nothing.
    expect(await moneyFigures("2026-10-05", "2026-10-11")).toMatchObject({
      charged: { rent: 0, lateFees: 800, damages: 1500, total: 2300 },
      deposits: -5000,
      payments: { total: 0 },
      refunds: { upi: 2700, total: 2700 },
      net: -2700,
    });
    expect(await moneyFigures("2026-10-31", "2026-10-31")).toMatchObject({
      charged: { total: 0 },
      payments: { cash: 4000, card: 0, total: 4000 },
      net: 4000,
    });
    expect(await moneyFigures("2026-08-01", "2026-08-31")).toMatchObject({
      charged: { lateFees: 500, total: 500 },
      deposits: -500,
      payments: { total: 0 },
      refunds: { total: 0 },
    });
  });
});

describe("the CSV for the accountant", () => {
  const get = (query: string, signedIn = true) =>
    exportMoney(
      new Request(`http://shop.test/api/money/export${query}`, { headers: signedIn ? bearer(owner) : {} }),
      undefined,
    );
  /** Rows written in one statement share their moment: within one, any order. */
  const whenOf = (line: string) => line.split(",").slice(0, 2).join(",");
  const canonical = (lines: string[]) =>
    [...lines].sort((x, y) => whenOf(x).localeCompare(whenOf(y)) || x.localeCompare(y));

  it("one row per ledger entry dated in the span, oldest first, its amount in the charge, deposit or money column, every cell formula-safe", async () => {
    const res = await get("?from=2026-10-01&to=2026-10-31");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain('filename="money-2026-10-01-to-2026-10-31.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    // A byte-order mark first, so Excel reads ₹ and Hindi names as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...lines] = new TextDecoder()
      .decode(bytes)
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(header).toBe(
      "day,recorded (India time),type,booking,stay,customer,phone,method,reference,reason,charge (₹),deposit (₹),money in/out (₹)",
    );
    const [a, b, c, e, f] = [A, B, C, E, F].map((r) => `R-${r.number},R-${r.number}`);
    const bride = `"'=HYPERLINK(""http://evil.example"",""Bride"")"`;
    const expected = [
      `2026-10-01,2026-10-01 10:00,deposit_released,${c},Chitra,+919811040000,,,returned,0,-3000,0`,
      `2026-10-01,2026-10-01 10:00,late_fee,${c},Chitra,+919811040000,,,1 day late,250,0,0`,
      `2026-10-01,2026-10-01 14:30,rent,${a},Aaliya,+919811040000,,,booked,4000,0,0`,
      `2026-10-01,2026-10-01 14:30,deposit,${a},Aaliya,+919811040000,,,booked,0,5000,0`,
      `2026-10-01,2026-10-01 15:30,payment,${a},Aaliya,+919811040000,upi,'@SUM(1),,0,0,9000`,
      `2026-10-07,2026-10-07 11:00,deposit_released,${a},Aaliya,+919811040000,,,returned,0,-5000,0`,
      `2026-10-07,2026-10-07 11:00,late_fee,${a},Aaliya,+919811040000,,,2 days late,800,0,0`,
      `2026-10-07,2026-10-07 11:00,damage,${a},Aaliya,+919811040000,,,damaged,1500,0,0`,
      `2026-10-08,2026-10-08 11:30,refund,${a},Aaliya,+919811040000,upi,UTR 1,,0,0,-2700`,
      `2026-10-10,2026-10-10 11:30,rent,${e},Esha,+919811040000,,,booked,9999,0,0`,
      `2026-10-10,2026-10-10 11:30,deposit,${e},Esha,+919811040000,,,booked,0,9999,0`,
      `2026-10-11,2026-10-11 11:30,rent,${e},Esha,+919811040000,,,cancelled,-9999,0,0`,
      `2026-10-11,2026-10-11 11:30,deposit,${e},Esha,+919811040000,,,cancelled,0,-9999,0`,
      `2026-10-15,2026-10-15 11:30,rent,${f},Fiza,+919811040000,,,booked,7777,0,0`,
      `2026-10-15,2026-10-15 11:30,deposit,${f},Fiza,+919811040000,,,booked,0,7777,0`,
      `2026-10-25,2026-10-25 11:30,rent,${b},${bride},+919811040000,,,booked,3000,0,0`,
      `2026-10-25,2026-10-25 11:30,deposit,${b},${bride},+919811040000,,,booked,0,2000,0`,
      `2026-10-31,2026-10-31 23:59,payment,${b},${bride},+919811040000,cash,'+cmd|' /C calc'!A0,,0,0,4000`,
    ];
    expect(lines.map(whenOf), "oldest first").toEqual(lines.map(whenOf).sort());
    expect(canonical(lines)).toEqual(canonical(expected));
    // Each column adds up to the money screen's figure of the same span.
    const column = (i: number) => lines.reduce((sum, l) => sum + Number(l.split(",").at(i - 13)), 0);
    const figures = await moneyFigures("2026-10-01", "2026-10-31");
    expect([column(10), column(11), column(12)]).toEqual([figures.charged.total, figures.deposits, figures.net]);
  });

  it("401 without a session; 400 without both days, backwards or over a year", async () => {
    expect((await get("?from=2026-10-01&to=2026-10-31", false)).status).toBe(401);
    for (const q of [
      "",
      "?from=2026-10-01",
      "?from=2026-10-31&to=2026-10-01",
      "?from=2025-01-01&to=2026-10-31",
      "?from=2026-10-01&to=2026-10-32",
    ])
      expect((await get(q)).status, q).toBe(400);
  });
});
