import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { unpaidCeiling, worstWindow, UNPAID_WINDOW_DAYS } from "@/features/rentals/rules/holds";
import { addDays, daysBetween } from "@/lib/dates";

const D = "2027-01-01";

/** The same, counted the slow way: every window, every day, every hold. */
function slowWorst(
  held: { from: string; to: string; copies?: number }[],
  adding: { from: string; to: string; copies?: number }[],
) {
  let worst = 0;
  const all = [...held, ...adding];
  for (const a of adding) {
    for (let s = addDays(a.from, -(UNPAID_WINDOW_DAYS - 1)); s <= a.to; s = addDays(s, 1)) {
      const e = addDays(s, UNPAID_WINDOW_DAYS - 1);
      let sum = 0;
      for (const h of all) {
        const from = h.from > s ? h.from : s;
        const to = h.to < e ? h.to : e;
        if (from <= to) sum += (daysBetween(from, to) + 1) * (h.copies ?? 1);
      }
      worst = Math.max(worst, sum);
    }
  }
  return worst;
}

describe("the ceiling on unpaid holds", () => {
  it("is the share of a category's copy-days over a window, never below one ordinary stay", () => {
    expect(unpaidCeiling(54, 10, 6)).toBe(162);
    expect(unpaidCeiling(1, 10, 6)).toBe(6);
    expect(unpaidCeiling(0, 10, 6)).toBe(6);
  });

  it("counts the worst window touching the new holds: two 14-day holds a month apart are never in one window together", () => {
    const one = { from: D, to: addDays(D, 13) };
    expect(worstWindow([], [one])).toBe(14);
    expect(worstWindow([{ from: addDays(D, 16), to: addDays(D, 29) }], [one])).toBe(28);
    expect(worstWindow([{ from: addDays(D, 40), to: addDays(D, 53) }], [one])).toBe(14);
    expect(worstWindow([{ from: D, to: addDays(D, 2), copies: 3 }], [one])).toBe(23);
    expect(worstWindow([{ from: D, to: D }], [])).toBe(0);
  });

  it("agrees with counting every window by hand, over random holds", () => {
    const span = fc
      .record({
        start: fc.integer({ min: 0, max: 120 }),
        length: fc.integer({ min: 1, max: 17 }),
        copies: fc.integer({ min: 1, max: 3 }),
      })
      .map((x) => ({ from: addDays(D, x.start), to: addDays(D, x.start + x.length - 1), copies: x.copies }));
    fc.assert(
      fc.property(fc.array(span, { maxLength: 12 }), fc.array(span, { minLength: 1, maxLength: 3 }), (held, adding) => {
        expect(worstWindow(held, adding)).toBe(slowWorst(held, adding));
      }),
    );
  });
});
