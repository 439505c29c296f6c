// A piece's rental terms and what a stay costs and holds (features/rentals/rules/terms.ts), pure:
// the shop's defaults filled in, the rent of a stay with its extra days, the days a stay holds
// its copy with the buffers, and the stay proposed for a function date. Every expected number
// is worked out by hand in a comment beside it; the days are given, never read from a clock.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { addDays, eachDay, type Day } from "@/lib/dates";
import {
  holdSpan,
  priceStay,
  proposeStay,
  resolveTerms,
  stayDays,
  type PieceTermsRow,
  type RentalRules,
  type RentalTerms,
} from "@/features/rentals/rules/terms";

/** The shop's defaults as features/rentals/settings.ts gives them with no RENTAL_* set. */
const RULES: RentalRules = {
  baseDays: 3,
  bufferBefore: 1,
  bufferAfter: 2,
  depositPercent: 100,
  maxDays: 14,
  aheadMonths: 18,
};

/** A piece that sets only its rent; everything else from the shop. */
const row = (over: Partial<PieceTermsRow> = {}): PieceTermsRow => ({
  rentPrice: 1450,
  rentDays: null,
  extraDayPrice: null,
  deposit: null,
  stock: 1,
  bufferBefore: null,
  bufferAfter: null,
  ...over,
});

/** Terms written out in full, for the pricing and hold examples. */
const terms = (over: Partial<RentalTerms> = {}): RentalTerms => ({
  rent: 1450,
  baseDays: 3,
  extraDay: 484,
  deposit: 1450,
  stock: 1,
  bufferBefore: 1,
  bufferAfter: 2,
  ...over,
});

describe("a piece's terms with the shop's defaults", () => {
  it("a piece without a rent has no terms, whatever else it sets", () => {
    expect(resolveTerms(row({ rentPrice: null }), RULES)).toBeNull();
    expect(
      resolveTerms(row({ rentPrice: null, rentDays: 2, extraDayPrice: 300, deposit: 2000, stock: 3 }), RULES),
    ).toBeNull();
  });

  it("a piece that sets only its rent takes the shop's base period, buffers and 100 % deposit", () => {
    // 1450 / 3 = 483.33… → an extra day is 484 (rounded up); deposit 100 % of 1450 = 1450.
    expect(resolveTerms(row(), RULES)).toEqual({
      rent: 1450,
      baseDays: 3,
      extraDay: 484,
      deposit: 1450,
      stock: 1,
      bufferBefore: 1,
      bufferAfter: 2,
    });
  });

  it("a rent that divides evenly gives an extra day of exactly its daily share", () => {
    // 3000 / 3 = 1000; with its own 4-day period 3000 / 4 = 750.
    expect(resolveTerms(row({ rentPrice: 3000 }), RULES)?.extraDay).toBe(1000);
    expect(resolveTerms(row({ rentPrice: 3000, rentDays: 4 }), RULES)?.extraDay).toBe(750);
  });

  it("the piece's own base period sets the default extra day too", () => {
    // 2950 over its own 2 days: 1475 a day; over the shop's 3: 983.33… → 984.
    expect(resolveTerms(row({ rentPrice: 2950, rentDays: 2 }), RULES)).toMatchObject({ baseDays: 2, extraDay: 1475 });
    expect(resolveTerms(row({ rentPrice: 2950 }), RULES)).toMatchObject({ baseDays: 3, extraDay: 984 });
  });

  it("a piece's own extra-day price wins, ₹0 (free extra days) included", () => {
    expect(resolveTerms(row({ rentPrice: 2950, extraDayPrice: 500 }), RULES)?.extraDay).toBe(500);
    expect(resolveTerms(row({ rentPrice: 2950, extraDayPrice: 0 }), RULES)?.extraDay).toBe(0);
  });

  it("a piece's own deposit wins over the percentage default, ₹0 (no deposit) included", () => {
    const shop30 = { ...RULES, depositPercent: 30 };
    // 30 % of 2950 = 885.
    expect(resolveTerms(row({ rentPrice: 2950 }), shop30)?.deposit).toBe(885);
    expect(resolveTerms(row({ rentPrice: 2950, deposit: 5000 }), shop30)?.deposit).toBe(5000);
    expect(resolveTerms(row({ rentPrice: 2950, deposit: 0 }), shop30)?.deposit).toBe(0);
  });

  it("the percentage deposit is rounded to whole rupees, and may be above the rent", () => {
    // 15 % of 1450 = 217.5 → 218; 15 % of 1499 = 224.85 → 225; 0 % = 0; 150 % of 1450 = 2175.
    expect(resolveTerms(row(), { ...RULES, depositPercent: 15 })?.deposit).toBe(218);
    expect(resolveTerms(row({ rentPrice: 1499 }), { ...RULES, depositPercent: 15 })?.deposit).toBe(225);
    expect(resolveTerms(row(), { ...RULES, depositPercent: 0 })?.deposit).toBe(0);
    expect(resolveTerms(row(), { ...RULES, depositPercent: 150 })?.deposit).toBe(2175);
  });

  it("a piece's own buffers win, 0 (no buffer) included", () => {
    expect(resolveTerms(row({ bufferBefore: 0, bufferAfter: 0 }), RULES)).toMatchObject({
      bufferBefore: 0,
      bufferAfter: 0,
    });
    expect(resolveTerms(row({ bufferBefore: 3, bufferAfter: 5 }), RULES)).toMatchObject({
      bufferBefore: 3,
      bufferAfter: 5,
    });
    expect(resolveTerms(row({ bufferAfter: 4 }), RULES)).toMatchObject({ bufferBefore: 1, bufferAfter: 4 });
  });

  it("a piece always has at least one copy", () => {
    expect(resolveTerms(row({ stock: 0 }), RULES)?.stock).toBe(1);
    expect(resolveTerms(row({ stock: -2 }), RULES)?.stock).toBe(1);
    expect(resolveTerms(row({ stock: 3 }), RULES)?.stock).toBe(3);
  });

  it("a rent of ₹0 is still rented by date (only an empty rent means no terms)", () => {
    expect(resolveTerms(row({ rentPrice: 0 }), RULES)).toMatchObject({ rent: 0, extraDay: 0, deposit: 0 });
  });
});

describe("the days of a stay", () => {
  it("counts pickup and return: 14th → 16th is 3 days, a same-day return is 1", () => {
    expect(stayDays("2026-12-14", "2026-12-16")).toBe(3);
    expect(stayDays("2026-12-14", "2026-12-14")).toBe(1);
  });

  it("across month and year ends, and 29 February", () => {
    // 30, 31 Jan, 1, 2 Feb = 4
    expect(stayDays("2026-01-30", "2026-02-02")).toBe(4);
    // 30 Apr, 1 May = 2
    expect(stayDays("2026-04-30", "2026-05-01")).toBe(2);
    // 30, 31 Dec, 1, 2 Jan = 4
    expect(stayDays("2026-12-30", "2027-01-02")).toBe(4);
    // 28, 29 Feb, 1 Mar = 3 in a leap year; 28 Feb, 1 Mar = 2 otherwise
    expect(stayDays("2028-02-28", "2028-03-01")).toBe(3);
    expect(stayDays("2027-02-28", "2027-03-01")).toBe(2);
  });
});

describe("the price of a stay", () => {
  // rent 1450 for 3 days, 484 each extra day, deposit 1450
  const t = terms();

  it("a stay within the base period costs the base rent, however short", () => {
    expect(priceStay(t, "2026-12-14", "2026-12-14")).toEqual({ days: 1, extraDays: 0, rent: 1450, deposit: 1450 });
    expect(priceStay(t, "2026-12-14", "2026-12-15")).toEqual({ days: 2, extraDays: 0, rent: 1450, deposit: 1450 });
    expect(priceStay(t, "2026-12-14", "2026-12-16")).toEqual({ days: 3, extraDays: 0, rent: 1450, deposit: 1450 });
  });

  it("a 3-day base with extra days: each day beyond it adds the extra-day price", () => {
    // 4 days: 1450 + 484 = 1934; 5 days: 1450 + 2 × 484 = 2418; 14 days: 1450 + 11 × 484 = 6774
    expect(priceStay(t, "2026-12-14", "2026-12-17")).toEqual({ days: 4, extraDays: 1, rent: 1934, deposit: 1450 });
    expect(priceStay(t, "2026-12-14", "2026-12-18")).toEqual({ days: 5, extraDays: 2, rent: 2418, deposit: 1450 });
    expect(priceStay(t, "2026-12-14", "2026-12-27")).toEqual({ days: 14, extraDays: 11, rent: 6774, deposit: 1450 });
  });

  it("a stay crossing a month end or the year end is priced by its days", () => {
    // 30 Jan → 3 Feb is 5 days: 1450 + 2 × 484 = 2418
    expect(priceStay(t, "2026-01-30", "2026-02-03")).toMatchObject({ days: 5, extraDays: 2, rent: 2418 });
    // rent 2950 for 3 days, 500 an extra day: 30 Dec → 5 Jan is 7 days, 4 extra: 2950 + 2000 = 4950
    expect(priceStay(terms({ rent: 2950, extraDay: 500, deposit: 2950 }), "2026-12-30", "2027-01-05")).toEqual({
      days: 7,
      extraDays: 4,
      rent: 4950,
      deposit: 2950,
    });
    // 27 Feb → 1 Mar 2028 is 4 days (29 Feb): one extra, 1934; in 2027 it is 3 days, 1450
    expect(priceStay(t, "2028-02-27", "2028-03-01").rent).toBe(1934);
    expect(priceStay(t, "2027-02-27", "2027-03-01").rent).toBe(1450);
  });

  it("the deposit is the piece's, whatever the stay's length; free extra days cost nothing", () => {
    expect(priceStay(terms({ deposit: 5000 }), "2026-12-14", "2026-12-27").deposit).toBe(5000);
    expect(priceStay(terms({ extraDay: 0 }), "2026-12-14", "2026-12-27")).toMatchObject({ extraDays: 11, rent: 1450 });
  });

  it("a piece with a 1-day base pays the extra day from the second day", () => {
    // rent 800 for 1 day, 600 an extra day: 3 days = 800 + 2 × 600 = 2000
    expect(priceStay(terms({ rent: 800, baseDays: 1, extraDay: 600 }), "2026-12-14", "2026-12-16")).toMatchObject({
      days: 3,
      extraDays: 2,
      rent: 2000,
    });
  });
});

describe("the days a stay holds its copy", () => {
  it("pickup..return widened by the shop's buffers: 1 day before, 2 after", () => {
    // stay 14–16 Dec: held 13 (fitting) to 18 (cleaning)
    expect(holdSpan(terms(), "2026-12-14", "2026-12-16")).toEqual({ from: "2026-12-13", to: "2026-12-18" });
  });

  it("no buffers hold just the stay", () => {
    expect(holdSpan(terms({ bufferBefore: 0, bufferAfter: 0 }), "2026-12-14", "2026-12-16")).toEqual({
      from: "2026-12-14",
      to: "2026-12-16",
    });
  });

  it("buffers cross month ends, the year end and 29 February", () => {
    // pickup 1 Mar: the day before is 28 Feb (2026) or 29 Feb (2028)
    expect(holdSpan(terms(), "2026-03-01", "2026-03-02")).toEqual({ from: "2026-02-28", to: "2026-03-04" });
    expect(holdSpan(terms(), "2028-03-01", "2028-03-02")).toEqual({ from: "2028-02-29", to: "2028-03-04" });
    // return 31 Dec + 2 = 2 Jan; pickup 2 Jan − 3 = 30 Dec
    expect(holdSpan(terms(), "2026-12-30", "2026-12-31")).toEqual({ from: "2026-12-29", to: "2027-01-02" });
    expect(holdSpan(terms({ bufferBefore: 3 }), "2027-01-02", "2027-01-04")).toEqual({
      from: "2026-12-30",
      to: "2027-01-06",
    });
  });

  it("a 1-day stay with the default buffers holds 4 days (docs/renting.md)", () => {
    const span = holdSpan(terms(), "2026-12-14", "2026-12-14");
    // 13, 14, 15, 16 Dec
    expect(eachDay(span.from, span.to)).toEqual(["2026-12-13", "2026-12-14", "2026-12-15", "2026-12-16"]);
  });

  it("given today, a buffer day already past is left out; the days after are not touched", () => {
    // pickup 14 Dec with 2 buffer days before: held from 12 Dec, but never from before today
    const t = terms({ bufferBefore: 2 });
    expect(holdSpan(t, "2026-12-14", "2026-12-16", "2026-12-11")).toEqual({ from: "2026-12-12", to: "2026-12-18" });
    expect(holdSpan(t, "2026-12-14", "2026-12-16", "2026-12-12")).toEqual({ from: "2026-12-12", to: "2026-12-18" });
    expect(holdSpan(t, "2026-12-14", "2026-12-16", "2026-12-13")).toEqual({ from: "2026-12-13", to: "2026-12-18" });
    // a pickup today right after a return: no day before is held
    expect(holdSpan(t, "2026-12-14", "2026-12-16", "2026-12-14")).toEqual({ from: "2026-12-14", to: "2026-12-18" });
  });
});

describe("the stay proposed for a function date", () => {
  it("pickup the day before, return at the end of the base period", () => {
    // function 14 Dec, 3-day base: 13, 14, 15
    expect(proposeStay(terms(), "2026-12-14", "2026-12-01")).toEqual({ pickup: "2026-12-13", ret: "2026-12-15" });
  });

  it("never a pickup before today: a function tomorrow or today is picked up today", () => {
    expect(proposeStay(terms(), "2026-12-14", "2026-12-13")).toEqual({ pickup: "2026-12-13", ret: "2026-12-15" });
    expect(proposeStay(terms(), "2026-12-14", "2026-12-14")).toEqual({ pickup: "2026-12-14", ret: "2026-12-16" });
  });

  it("a 1-day base still takes the function day in: picked up the day before, back that day", () => {
    expect(proposeStay(terms({ baseDays: 1 }), "2026-12-14", "2026-12-01")).toEqual({
      pickup: "2026-12-13",
      ret: "2026-12-14",
    });
  });

  it("across a month end", () => {
    // function 1 Mar 2026: pickup 28 Feb, back 2 Mar
    expect(proposeStay(terms(), "2026-03-01", "2026-02-01")).toEqual({ pickup: "2026-02-28", ret: "2026-03-02" });
  });
});

// Days from 2025 to 2030, so stays cross month ends, year ends and 29 February 2028.
const day = fc.integer({ min: 0, max: 6 * 365 }).map((n) => addDays("2025-01-01", n));
const anyTerms = fc.record({
  rent: fc.integer({ min: 0, max: 100_000 }),
  baseDays: fc.integer({ min: 1, max: 60 }),
  extraDay: fc.integer({ min: 0, max: 20_000 }),
  deposit: fc.integer({ min: 0, max: 100_000 }),
  stock: fc.integer({ min: 1, max: 50 }),
  bufferBefore: fc.integer({ min: 0, max: 30 }),
  bufferAfter: fc.integer({ min: 0, max: 30 }),
});
const returnAfter = (pickup: Day, days: number) => addDays(pickup, days - 1);

describe("the price and the hold of a stay, over random terms and days", () => {
  it("the price is never below the base rent, and each extra day beyond the base adds exactly one extra-day price", () => {
    fc.assert(
      fc.property(anyTerms, day, fc.integer({ min: 1, max: 90 }), (t, pickup, days) => {
        const price = priceStay(t, pickup, returnAfter(pickup, days));
        const longer = priceStay(t, pickup, returnAfter(pickup, days + 1));
        expect(price.days).toBe(days);
        expect(price.rent).toBeGreaterThanOrEqual(t.rent);
        expect(longer.rent).toBeGreaterThanOrEqual(price.rent);
        expect(longer.rent - price.rent).toBe(days >= t.baseDays ? t.extraDay : 0);
        expect(price.deposit).toBe(t.deposit);
      }),
    );
  });

  it("a stay's price depends on its length only, not on where it falls in the calendar", () => {
    fc.assert(
      fc.property(anyTerms, day, day, fc.integer({ min: 1, max: 90 }), (t, a, b, days) => {
        expect(priceStay(t, a, returnAfter(a, days))).toEqual(priceStay(t, b, returnAfter(b, days)));
      }),
    );
  });

  it("the hold span contains the stay and is exactly the buffers wider", () => {
    fc.assert(
      fc.property(anyTerms, day, fc.integer({ min: 1, max: 90 }), (t, pickup, days) => {
        const ret = returnAfter(pickup, days);
        const span = holdSpan(t, pickup, ret);
        expect(span.from <= pickup && ret <= span.to).toBe(true);
        expect(eachDay(span.from, span.to)).toHaveLength(t.bufferBefore + days + t.bufferAfter);
      }),
    );
  });

  it("given a today on or before pickup, the span still contains the stay and starts no earlier than today", () => {
    fc.assert(
      fc.property(
        anyTerms,
        day,
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 90 }),
        (t, today, ahead, days) => {
          const pickup = addDays(today, ahead);
          const ret = returnAfter(pickup, days);
          const span = holdSpan(t, pickup, ret, today);
          expect(span.from <= pickup && ret <= span.to).toBe(true);
          expect(span.from >= today).toBe(true);
          expect(span.to).toBe(holdSpan(t, pickup, ret).to);
          // only the buffer days before today are left out
          expect(eachDay(span.from, pickup)).toHaveLength(Math.min(t.bufferBefore, ahead) + 1);
        },
      ),
    );
  });

  it("the default extra day is the smallest whole rupee that, over the base period, covers the base rent", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 60 }), (rent, baseDays) => {
        const t = resolveTerms(row({ rentPrice: rent, rentDays: baseDays }), RULES)!;
        expect(t.extraDay * baseDays).toBeGreaterThanOrEqual(rent);
        expect((t.extraDay - 1) * baseDays).toBeLessThan(rent);
      }),
    );
  });

  it("the default deposit is within half a rupee of the percentage, and a piece's own deposit always wins", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (rent, percent, own) => {
          const rules = { ...RULES, depositPercent: percent };
          const deposit = resolveTerms(row({ rentPrice: rent }), rules)!.deposit;
          expect(Number.isInteger(deposit)).toBe(true);
          expect(Math.abs(deposit * 100 - rent * percent)).toBeLessThanOrEqual(50);
          expect(resolveTerms(row({ rentPrice: rent, deposit: own }), rules)!.deposit).toBe(own);
        },
      ),
    );
  });

  it("a proposed stay starts no earlier than today, lasts at least the base period and takes in a function not yet past", () => {
    fc.assert(
      fc.property(anyTerms, day, fc.integer({ min: 0, max: 500 }), (t, today, ahead) => {
        const event = addDays(today, ahead);
        const { pickup, ret } = proposeStay(t, event, today);
        expect(pickup >= today).toBe(true);
        expect(pickup <= event && event <= ret).toBe(true);
        expect(stayDays(pickup, ret)).toBeGreaterThanOrEqual(t.baseDays);
        if (ahead >= 1) expect(pickup).toBe(addDays(event, -1));
      }),
    );
  });
});
