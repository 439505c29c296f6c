// Issue #28, item 5: money at a glance. The figures of a day, week or month (India days) on a
// small known data set, the CSV for the accountant (one row per payment, one per refund with a
// negative amount, formula-safe cells), and 401 without a session.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportMoney } from "@/app/api/money/export/route";
import { moneyFigures } from "@/features/rentals";
import { moneySpan } from "@/features/rentals/rules/money";
import { db } from "@/lib/db";
import { dayToDate } from "@/lib/dates";
import { adminToken, bearer } from "../helpers/admin";

let owner: string;
let n = 500_000;

type Status = "CONFIRMED" | "PICKED_UP" | "RETURNED" | "SETTLED" | "CANCELLED";
async function stay(o: { status: Status; from: string; to: string; rent: number; deposit: number; name: string }) {
  const prisma = await db();
  const item = await prisma.collectionItem.create({ data: { category: "lehengas", title: `Money lehenga ${n}`, description: "A test piece", price: o.rent, rentPrice: o.rent, deposit: o.deposit } });
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
    },
  });
}

async function back(reservationId: string, o: { on: string; daysLate: number; lateFee: number; damage: number; deposit: number }) {
  return (await db()).returnCheck.create({
    data: { reservationId, returnedOn: dayToDate(o.on), condition: o.damage ? "DAMAGED" : "FINE", daysLate: o.daysLate, lateFee: o.lateFee, damage: o.damage, deposit: o.deposit },
  });
}

let A: { number: number | null }, B: { number: number | null };
beforeAll(async () => {
  owner = await adminToken();
  const prisma = await db();
  // A: out and back in October, two days late and damaged, refund paid.
  const a = await stay({ status: "SETTLED", from: "2026-10-03", to: "2026-10-05", rent: 4000, deposit: 5000, name: "Aaliya" });
  await prisma.payment.create({ data: { reservationId: a.id, amount: 9000, method: "UPI", reference: "@SUM(1)", createdAt: new Date("2026-10-01T10:00:00Z") } });
  const checkA = await back(a.id, { on: "2026-10-07", daysLate: 2, lateFee: 800, damage: 1500, deposit: 5000 });
  await prisma.refund.create({ data: { returnCheckId: checkA.id, amount: 2700, method: "UPI", reference: "UTR 1", createdAt: new Date("2026-10-08T06:00:00Z") } });
  // B: out at the end of October; paid in cash at 23:59:59 India time on the 31st, a card payment a second later (1 November in India).
  const b = await stay({ status: "PICKED_UP", from: "2026-10-30", to: "2026-11-02", rent: 3000, deposit: 2000, name: '=HYPERLINK("http://evil.example","Bride")' });
  await prisma.payment.create({ data: { reservationId: b.id, amount: 5000, method: "CASH", reference: "+cmd|' /C calc'!A0", createdAt: new Date("2026-10-31T18:29:59Z") } });
  await prisma.payment.create({ data: { reservationId: b.id, amount: 100, method: "CARD", createdAt: new Date("2026-10-31T18:30:00Z") } });
  // C: picked up in September, back on 1 October a day late, its refund still due.
  const c = await stay({ status: "RETURNED", from: "2026-09-28", to: "2026-09-30", rent: 2500, deposit: 3000, name: "Chitra" });
  await prisma.payment.create({ data: { reservationId: c.id, amount: 5500, method: "CARD", createdAt: new Date("2026-09-27T08:00:00Z") } });
  await back(c.id, { on: "2026-10-01", daysLate: 1, lateFee: 250, damage: 0, deposit: 3000 });
  // D: settled with nothing to refund (₹0 moves no money); E and F never went out.
  const d = await stay({ status: "SETTLED", from: "2026-08-01", to: "2026-08-02", rent: 1000, deposit: 500, name: "Dia" });
  const checkD = await back(d.id, { on: "2026-08-20", daysLate: 18, lateFee: 500, damage: 0, deposit: 500 });
  await prisma.refund.create({ data: { returnCheckId: checkD.id, amount: 0, createdAt: new Date("2026-10-09T06:00:00Z") } });
  await stay({ status: "CANCELLED", from: "2026-10-10", to: "2026-10-11", rent: 9999, deposit: 9999, name: "Esha" });
  await stay({ status: "CONFIRMED", from: "2026-10-20", to: "2026-10-21", rent: 7777, deposit: 7777, name: "Fiza" });
  A = a;
  B = b;
});

describe("the spans", () => {
  it("a day, a week from Monday to Sunday, a month; the arrows move by one", () => {
    expect(moneySpan("day", "2026-11-26")).toMatchObject({ from: "2026-11-26", to: "2026-11-26", prev: "2026-11-25", next: "2026-11-27" });
    expect(moneySpan("week", "2026-11-26")).toMatchObject({ from: "2026-11-23", to: "2026-11-29", prev: "2026-11-16", next: "2026-11-30", label: "23 Nov – 29 Nov 2026" });
    expect(moneySpan("week", "2026-11-29")).toMatchObject({ from: "2026-11-23", to: "2026-11-29" });
    expect(moneySpan("month", "2028-02-15")).toMatchObject({ from: "2028-02-01", to: "2028-02-29", prev: "2028-01-01", next: "2028-03-01", label: "February 2028" });
  });
});

describe("the figures", () => {
  it("October: rent of the stays that went out, fees and damage of the pieces back, payments and refunds by method in India time", async () => {
    expect(await moneyFigures("2026-10-01", "2026-10-31")).toEqual({
      from: "2026-10-01",
      to: "2026-10-31",
      rentEarned: 4000 + 3000,
      lateFees: 800 + 250,
      damages: 1500,
      payments: { upi: 9000, cash: 5000, card: 0, online: 0, total: 14000 },
      refunds: { upi: 2700, cash: 0, card: 0, online: 0, total: 2700 },
      depositsHeld: 2000 + 3000,
      refundsDue: 3000 - 250,
    });
  });

  it("a day and a week hold only their own money; deposits held and refunds due are today's whatever the span", async () => {
    expect(await moneyFigures("2026-11-01", "2026-11-01")).toMatchObject({ rentEarned: 0, payments: { card: 100, total: 100 }, refunds: { total: 0 }, depositsHeld: 5000, refundsDue: 2750 });
    expect(await moneyFigures("2026-10-05", "2026-10-11")).toMatchObject({ rentEarned: 0, lateFees: 800, damages: 1500, payments: { total: 0 }, refunds: { upi: 2700, total: 2700 } });
    expect(await moneyFigures("2026-10-31", "2026-10-31")).toMatchObject({ payments: { cash: 5000, card: 0, total: 5000 } });
  });
});

describe("the CSV for the accountant", () => {
  const get = (query: string, signedIn = true) => exportMoney(new Request(`http://shop.test/api/money/export${query}`, { headers: signedIn ? bearer(owner) : {} }), undefined);

  it("one row per payment, refunds as negative rows, oldest first, every cell formula-safe", async () => {
    const res = await get("?from=2026-10-01&to=2026-10-31");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain('filename="money-2026-10-01-to-2026-10-31.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    // A byte-order mark first, so Excel reads ₹ and Hindi names as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split("\r\n");
    expect(lines).toEqual([
      "date (India time),type,booking,customer,phone,method,reference,amount (₹)",
      `2026-10-01 15:30,payment,R-${A.number},Aaliya,+919811040000,upi,'@SUM(1),9000`,
      `2026-10-08 11:30,refund,R-${A.number},Aaliya,+919811040000,upi,UTR 1,-2700`,
      `2026-10-31 23:59,payment,R-${B.number},"'=HYPERLINK(""http://evil.example"",""Bride"")",+919811040000,cash,'+cmd|' /C calc'!A0,5000`,
    ]);
  });

  it("401 without a session; 400 without both days, backwards or over a year", async () => {
    expect((await get("?from=2026-10-01&to=2026-10-31", false)).status).toBe(401);
    for (const q of ["", "?from=2026-10-01", "?from=2026-10-31&to=2026-10-01", "?from=2025-01-01&to=2026-10-31", "?from=2026-10-01&to=2026-10-32"]) expect((await get(q)).status, q).toBe(400);
  });
});
