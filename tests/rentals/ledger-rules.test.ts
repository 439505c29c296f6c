// A booking's books (features/rentals/rules/ledger.ts), pure: examples a shop meets, and
// properties over random entries that every figure anyone sees must keep.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  amountToAsk,
  booksOf,
  LEDGER_KINDS,
  refusedAdjustment,
  sumByKind,
  type LedgerLine,
} from "@/features/rentals/rules/ledger";

const line = (kind: LedgerLine["kind"], amount: number): LedgerLine => ({ kind, amount });
const booked = (rent: number, deposit: number) => [line("RENT", rent), line("DEPOSIT", deposit)];

describe("the books of a booking, by example", () => {
  it("paid, then cancelled: all of it is owed back, nothing is due, no deposit is held", () => {
    const books = booksOf([...booked(1450, 1450), line("PAYMENT", 2900), line("RENT", -1450), line("DEPOSIT", -1450)]);
    expect(books).toMatchObject({ charged: 0, paid: 2900, due: 0, refundDue: 2900, depositHeld: 0 });
  });

  it("rent paid only, back on time: nothing either way, and no deposit was ever held", () => {
    const out = booksOf([...booked(2950, 2950), line("PAYMENT", 2950)]);
    expect(out).toMatchObject({ due: 2950, refundDue: 0, depositHeld: 0 });
    const back = booksOf([...booked(2950, 2950), line("PAYMENT", 2950), line("DEPOSIT_RELEASED", -2950)]);
    expect(back).toMatchObject({ charged: 2950, due: 0, refundDue: 0, depositHeld: 0, balance: 0 });
  });

  it("overpaid: the shop owes the difference, later charges of the booking use it first", () => {
    const over = booksOf([...booked(2950, 2950), line("PAYMENT", 6600)]);
    expect(over).toMatchObject({ due: 0, refundDue: 700, depositHeld: 2950 });
    const late = booksOf([
      ...booked(2950, 2950),
      line("PAYMENT", 6600),
      line("DEPOSIT_RELEASED", -2950),
      line("LATE_FEE", 295),
    ]);
    expect(late).toMatchObject({ due: 0, refundDue: 3355 });
  });

  it("delivery and goods are charged: what checkout showed is what is due", () => {
    expect(booksOf([...booked(3100, 3100), line("DELIVERY", 250)]).due).toBe(6450);
    expect(booksOf([...booked(3100, 3100), line("DELIVERY", 250), line("PAYMENT", 6450)]).due).toBe(0);
  });

  it("a waived late fee and two partial refunds", () => {
    const entries = [
      ...booked(4000, 5000),
      line("PAYMENT", 9000),
      line("DEPOSIT_RELEASED", -5000),
      line("LATE_FEE", 800),
      line("DAMAGE", 1500),
    ];
    expect(booksOf(entries).refundDue).toBe(2700);
    entries.push(line("LATE_FEE", -800));
    expect(booksOf(entries).refundDue).toBe(3500);
    entries.push(line("REFUND", 2000));
    expect(booksOf(entries)).toMatchObject({ refundDue: 1500, refunded: 2000 });
    entries.push(line("REFUND", 1500));
    expect(booksOf(entries)).toMatchObject({
      refundDue: 0,
      due: 0,
      balance: 0,
      refunded: 3500,
      lateFee: 0,
      damage: 1500,
    });
  });

  it("the advance is a share of what is charged, less what came in, never above what is due", () => {
    const books = booksOf([...booked(3000, 3000), line("DELIVERY", 250)]);
    expect(amountToAsk(books, 30)).toBe(1875);
    expect(amountToAsk(booksOf([...booked(3000, 3000), line("PAYMENT", 1000)]), 30)).toBe(800);
    expect(amountToAsk(books, null)).toBe(6250);
  });

  it("an adjustment never takes a late fee, a damage charge or the whole booking below nothing", () => {
    const books = booksOf([line("RENT", 1000), line("LATE_FEE", 300)]);
    expect(refusedAdjustment(books, books, "LATE_FEE", -300)).toBeNull();
    expect(refusedAdjustment(books, books, "LATE_FEE", -301)).toContain("₹300");
    expect(refusedAdjustment(books, books, "DAMAGE", -1)).toContain("₹0");
    expect(refusedAdjustment(books, books, "ADJUSTMENT", -1300)).toBeNull();
    expect(refusedAdjustment(books, books, "ADJUSTMENT", -1301)).toContain("₹1,300");
  });

  it("a piece's late fee is waived against that piece's fee, not the whole booking's", () => {
    // Two pieces came back late: ₹300 on one, ₹500 on the other.
    const books = booksOf([line("RENT", 2000), line("LATE_FEE", 300), line("LATE_FEE", 500)]);
    const first = booksOf([line("RENT", 1000), line("LATE_FEE", 300)]);
    expect(refusedAdjustment(books, first, "LATE_FEE", -300)).toBeNull();
    expect(refusedAdjustment(books, first, "LATE_FEE", -800)).toContain("₹300");
  });

  it("an advance is asked only before a piece goes out; after that, all that is due", () => {
    const afterReturn = booksOf([
      ...booked(3000, 3000),
      line("DEPOSIT_RELEASED", -3000),
      line("LATE_FEE", 400),
      line("PAYMENT", 3000),
    ]);
    expect(afterReturn.due).toBe(400);
    expect(amountToAsk(afterReturn, 30)).toBe(0);
    expect(amountToAsk(afterReturn, 30, true)).toBe(400);
  });
});

const charge = fc.record({
  kind: fc.constantFrom(...LEDGER_KINDS.filter((k) => k !== "PAYMENT" && k !== "REFUND")),
  amount: fc.integer({ min: -20_000, max: 20_000 }).filter((n) => n !== 0),
});
const money = fc.record({
  kind: fc.constantFrom("PAYMENT" as const, "REFUND" as const),
  amount: fc.integer({ min: 1, max: 20_000 }),
});
const entries = fc.array(fc.oneof(charge, money), { maxLength: 40 });

describe("the books of a booking, over random entries", () => {
  it("balance is charges − payments + refunds; due and refund due are its two sides, never both", () => {
    fc.assert(
      fc.property(entries, (lines) => {
        const b = booksOf(lines);
        const charges = lines
          .filter((l) => l.kind !== "PAYMENT" && l.kind !== "REFUND")
          .reduce((n, l) => n + l.amount, 0);
        const paid = lines.filter((l) => l.kind === "PAYMENT").reduce((n, l) => n + l.amount, 0);
        const refunded = lines.filter((l) => l.kind === "REFUND").reduce((n, l) => n + l.amount, 0);
        expect(b.charged).toBe(charges);
        expect(b.balance).toBe(charges - paid + refunded);
        expect(b.due - b.refundDue).toBe(b.balance);
        expect(Math.min(b.due, b.refundDue)).toBe(0);
      }),
    );
  });

  it("the deposit held is never more than the deposits still charged, nor than the money in hand", () => {
    fc.assert(
      fc.property(entries, (lines) => {
        const b = booksOf(lines);
        expect(b.depositHeld).toBeGreaterThanOrEqual(0);
        expect(b.depositHeld).toBeLessThanOrEqual(Math.max(0, b.depositCharged));
        expect(b.depositHeld).toBeLessThanOrEqual(Math.max(0, b.paid - b.refunded));
      }),
    );
  });

  it("sums by kind give the same books as the lines (what a GROUP BY hands the money screen)", () => {
    fc.assert(
      fc.property(entries, (lines) => {
        expect(booksOf(sumByKind(lines))).toEqual(booksOf(lines));
      }),
    );
  });

  it("what a UPI link asks is never above what is due, nor below nothing", () => {
    fc.assert(
      fc.property(entries, fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }), (lines, percent) => {
        const b = booksOf(lines);
        const ask = amountToAsk(b, percent, false);
        expect(ask).toBeGreaterThanOrEqual(0);
        expect(ask).toBeLessThanOrEqual(b.due);
        if (percent === null || percent === 100) expect(ask).toBe(b.due);
        expect(amountToAsk(b, percent, true)).toBe(b.due);
      }),
    );
  });
});
