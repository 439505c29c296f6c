// The limits on a stay (features/rentals/rules/stay-rules.ts), pure: the same rules explain a
// stay in the calendar and refuse it in the API, each in the visitor's words (the calendar and
// "apiErrors" catalogues: tests/rentals/i18n-rentals.test.ts, tests/rentals/stay-refused.test.ts). Today is always given, never read from a clock;
// the shop's defaults are a 14-day longest stay and bookings 18 months ahead.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { addDays, addMonths } from "@/lib/dates";
import { stayProblem } from "@/features/rentals/rules/stay-rules";

const RULES = { maxDays: 14, aheadMonths: 18 };
const TODAY = "2026-12-01";

const kindOf = (pickup: string, ret: string, today = TODAY, rules = RULES) =>
  stayProblem(pickup, ret, today, rules)?.kind ?? null;

describe("a stay the shop can book", () => {
  it("a stay from today, tomorrow, a 1-day stay and one of exactly the longest length are fine", () => {
    expect(stayProblem("2026-12-01", "2026-12-03", TODAY, RULES)).toBeNull();
    expect(stayProblem("2026-12-02", "2026-12-04", TODAY, RULES)).toBeNull();
    expect(stayProblem("2026-12-14", "2026-12-14", TODAY, RULES)).toBeNull();
    // 14 → 27 Dec is 14 days
    expect(stayProblem("2026-12-14", "2026-12-27", TODAY, RULES)).toBeNull();
  });
});

describe("days that are not days", () => {
  it("a pickup that is no calendar day is refused on the pickup field", () => {
    expect(stayProblem("2026-02-30", "2026-03-02", "2026-02-01", RULES)).toEqual({
      field: "from",
      kind: "pickupNotDay",
    });
    expect(kindOf("14/12/2026", "2026-12-16")).toBe("pickupNotDay");
    expect(kindOf("", "2026-12-16")).toBe("pickupNotDay");
    expect(kindOf("2026-12-1", "2026-12-16")).toBe("pickupNotDay");
  });

  it("a return that is no calendar day is refused on the return field; 29 February only in a leap year", () => {
    expect(stayProblem("2026-12-14", "2026-12-32", TODAY, RULES)).toEqual({
      field: "to",
      kind: "returnNotDay",
    });
    expect(kindOf("2027-02-27", "2027-02-29")).toBe("returnNotDay");
    expect(kindOf("2028-02-27", "2028-02-29")).toBeNull();
  });

  it("when both are wrong, the pickup is named first", () => {
    expect(kindOf("nope", "nope")).toBe("pickupNotDay");
  });
});

describe("a past day", () => {
  it("a pickup yesterday is refused, even for a stay that is otherwise fine", () => {
    expect(stayProblem("2026-11-30", "2026-12-02", TODAY, RULES)).toEqual({
      field: "from",
      kind: "pickupPassed",
    });
  });

  it("a pickup last month or last year has passed too", () => {
    expect(kindOf("2026-11-15", "2026-12-03")).toBe("pickupPassed");
    expect(kindOf("2025-12-31", "2026-01-02", "2026-01-01")).toBe("pickupPassed");
  });

  it("a past pickup is said before a return before it or a stay too long", () => {
    expect(kindOf("2026-11-30", "2026-11-29")).toBe("pickupPassed");
    expect(kindOf("2026-11-01", "2026-12-31")).toBe("pickupPassed");
  });
});

describe("a return before pickup", () => {
  it("is refused on the return field; a same-day return is not", () => {
    expect(stayProblem("2026-12-14", "2026-12-13", TODAY, RULES)).toEqual({
      field: "to",
      kind: "returnBeforePickup",
    });
    expect(kindOf("2027-01-01", "2026-12-31")).toBe("returnBeforePickup");
    expect(kindOf("2026-12-14", "2026-12-14")).toBeNull();
  });
});

describe("a stay over the maximum", () => {
  it("one day over the longest stay is refused on the return field, naming the limit", () => {
    // 14 → 28 Dec is 15 days
    expect(stayProblem("2026-12-14", "2026-12-28", TODAY, RULES)).toEqual({
      field: "to",
      kind: "tooLong",
    });
  });

  it("counted in days across month and year ends", () => {
    // 25 Dec → 7 Jan: 7 days in December + 7 in January = 14, fine; to 8 Jan is 15
    expect(kindOf("2026-12-25", "2027-01-07", "2026-12-20")).toBeNull();
    expect(kindOf("2026-12-25", "2027-01-08", "2026-12-20")).toBe("tooLong");
    // 20 Feb → 5 Mar 2028: 10 days in February (29 of them) + 5 = 15; in 2027 it is 9 + 5 = 14
    expect(kindOf("2028-02-20", "2028-03-05", "2028-02-01")).toBe("tooLong");
    expect(kindOf("2027-02-20", "2027-03-05", "2027-02-01")).toBeNull();
  });

  it("the shop's own limit: 1 day allows only a same-day return", () => {
    const oneDay = { maxDays: 1, aheadMonths: 18 };
    expect(kindOf("2026-12-14", "2026-12-14", TODAY, oneDay)).toBeNull();
    expect(stayProblem("2026-12-14", "2026-12-15", TODAY, oneDay)).toMatchObject({
      field: "to",
      kind: "tooLong",
    });
  });
});

describe("the booking horizon", () => {
  it("a pickup 18 months ahead is the last that can be booked; a day later is refused on the pickup field", () => {
    // 1 Dec 2026 + 18 months = 1 Jun 2028
    expect(kindOf("2028-06-01", "2028-06-03")).toBeNull();
    expect(stayProblem("2028-06-02", "2028-06-04", TODAY, RULES)).toEqual({
      field: "from",
      kind: "tooFarAhead",
    });
  });

  it("the horizon limits the pickup, not the return: a stay may end after it", () => {
    expect(kindOf("2028-06-01", "2028-06-14")).toBeNull();
  });

  it("a horizon landing on a shorter month ends at that month's last day", () => {
    // 31 Aug 2026 + 18 months = 31 Feb 2028 → 29 Feb 2028 (a leap year)
    expect(kindOf("2028-02-29", "2028-03-01", "2026-08-31")).toBeNull();
    expect(kindOf("2028-03-01", "2028-03-02", "2026-08-31")).toBe("tooFarAhead");
    // 31 Jan 2027 + 1 month = 28 Feb 2027
    const oneMonth = { maxDays: 14, aheadMonths: 1 };
    expect(kindOf("2027-02-28", "2027-03-01", "2027-01-31", oneMonth)).toBeNull();
    expect(kindOf("2027-03-01", "2027-03-02", "2027-01-31", oneMonth)).toBe("tooFarAhead");
  });

  it("a stay both too long and too far ahead is told it is too long", () => {
    expect(kindOf("2028-07-01", "2028-07-31")).toBe("tooLong");
  });
});

// Days from 2025 to 2030: stays cross month ends, year ends and 29 February 2028.
const day = fc.integer({ min: 0, max: 6 * 365 }).map((n) => addDays("2025-01-01", n));
const rules = fc.record({ maxDays: fc.integer({ min: 1, max: 90 }), aheadMonths: fc.integer({ min: 1, max: 36 }) });
const PICKUP_KINDS = ["pickupNotDay", "pickupPassed", "tooFarAhead"];

describe("the rules over random stays", () => {
  it("a stay of any allowed length from today is fine, one day longer is too long", () => {
    fc.assert(
      fc.property(day, rules, fc.integer({ min: 1, max: 90 }), (today, r, length) => {
        const days = Math.min(length, r.maxDays);
        expect(stayProblem(today, addDays(today, days - 1), today, r)).toBeNull();
        expect(stayProblem(today, addDays(today, r.maxDays), today, r)?.kind).toBe("tooLong");
      }),
    );
  });

  it("a stay that can be booked stays bookable shortened, or moved earlier but not before today", () => {
    fc.assert(
      fc.property(
        day,
        rules,
        fc.integer({ min: 0, max: 1200 }),
        fc.integer({ min: 0, max: 100 }),
        fc.nat(),
        fc.nat(),
        (today, r, ahead, span, cut, back) => {
          const pickup = addDays(today, ahead);
          const ret = addDays(pickup, span);
          if (stayProblem(pickup, ret, today, r) !== null) return;
          expect(stayProblem(pickup, addDays(ret, -(cut % (span + 1))), today, r)).toBeNull();
          const earlier = back % (ahead + 1);
          expect(stayProblem(addDays(pickup, -earlier), addDays(ret, -earlier), today, r)).toBeNull();
        },
      ),
    );
  });

  it("what a stay can be refused for: a past pickup, a return before it, too long, too far ahead; each said on its field", () => {
    fc.assert(
      fc.property(day, day, day, rules, (pickup, ret, today, r) => {
        const problem = stayProblem(pickup, ret, today, r);
        const passed = pickup < today;
        const backwards = ret < pickup;
        const long = !backwards && addDays(pickup, r.maxDays) <= ret;
        const far = pickup > addMonths(today, r.aheadMonths);
        expect(problem === null).toBe(!passed && !backwards && !long && !far);
        if (problem) expect(problem.field).toBe(PICKUP_KINDS.includes(problem.kind) ? "from" : "to");
        if (passed) expect(problem?.kind).toBe("pickupPassed");
      }),
    );
  });
});
