import { describe, expect, it } from "vitest";
import {
  keyTarget,
  longDay,
  monthName,
  monthsSpanned,
  monthWeeks,
  shiftMonth,
} from "@/features/rentals/rules/calendar";
import { stayFromQuery, stayPath, withStay } from "@/features/rentals/rules/stay-address";
import { stayVerdict } from "@/features/rentals/rules/stay-verdict";
import type { DayStatus } from "@/features/rentals/rules/availability";
import { eachDay } from "@/lib/dates";
import type { RentalTerms } from "@/features/rentals/rules/terms";

describe("the booking calendar's months", () => {
  it("lays a month out in weeks from Monday, blanks outside it", () => {
    const weeks = monthWeeks("2026-12"); // 1 December 2026 is a Tuesday
    expect(weeks[0]).toEqual([
      null,
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ]);
    expect(weeks.at(-1)).toEqual(["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(monthWeeks("2027-02").flat().filter(Boolean)).toHaveLength(28);
  });
  it("names days and months for people, the same in every locale's data", () => {
    expect(longDay("2026-12-14")).toBe("Monday 14 December 2026");
    expect(monthName("2027-01")).toBe("January 2027");
  });
  it("moves across months and years", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(monthsSpanned("2026-12-30", "2027-02-01")).toEqual(["2026-12", "2027-01", "2027-02"]);
  });
  it("maps keys to days like a date grid", () => {
    expect(keyTarget("2026-12-31", "ArrowRight")).toBe("2027-01-01");
    expect(keyTarget("2026-12-03", "ArrowUp")).toBe("2026-11-26");
    expect(keyTarget("2026-12-16", "Home")).toBe("2026-12-14");
    expect(keyTarget("2026-12-16", "End")).toBe("2026-12-20");
    expect(keyTarget("2027-01-31", "PageDown")).toBe("2027-02-28");
    expect(keyTarget("2026-12-16", "Enter")).toBeNull();
  });
});

describe("a stay in the address", () => {
  it("reads two real days and ignores anything else", () => {
    expect(stayFromQuery("?from=2026-12-13&to=2026-12-15")).toEqual({ pickup: "2026-12-13", ret: "2026-12-15" });
    expect(stayFromQuery("?from=2026-02-30&to=2026-03-02")).toBeNull();
    expect(stayFromQuery("?from=2026-12-13")).toBeNull();
  });
  it("writes it beside other keys and takes it out again", () => {
    const href = withStay("https://shop.example/collection/gowns/x?utm=a", { pickup: "2026-12-13", ret: "2026-12-15" });
    expect(href).toBe("https://shop.example/collection/gowns/x?utm=a&from=2026-12-13&to=2026-12-15");
    expect(withStay(href, null)).toBe("https://shop.example/collection/gowns/x?utm=a");
    expect(stayPath("/collection/gowns/x", { pickup: "2026-12-13", ret: "2026-12-15" })).toBe(
      "/collection/gowns/x?from=2026-12-13&to=2026-12-15",
    );
  });
});

describe("what the panel says about a stay", () => {
  const terms: RentalTerms = {
    rent: 3000,
    baseDays: 3,
    extraDay: 1000,
    deposit: 3000,
    stock: 1,
    bufferBefore: 1,
    bufferAfter: 2,
  };
  const rules = { maxDays: 14, aheadMonths: 18 };
  const today = "2026-12-01";
  const free = new Map<string, DayStatus>(eachDay("2026-12-01", "2026-12-31").map((d) => [d, "free"]));
  const verdict = (pickup: string, ret: string, statuses = free, checking = false) =>
    stayVerdict({ stay: { pickup, ret }, today, rules, terms, statuses, checking });

  it("lets a free stay through", () => {
    expect(verdict("2026-12-10", "2026-12-12")).toEqual({ ok: true, checking: false, problem: null, taken: false });
  });
  it("names the shop's rule the stay breaks", () => {
    expect(verdict("2026-11-30", "2026-12-02")).toMatchObject({ ok: false, problem: "pickupPassed", taken: false });
    expect(verdict("2026-12-10", "2026-12-30").problem).toBe("tooLong");
  });
  it("with several copies, wants one copy free for the whole stay, not some copy each day", () => {
    const two = { ...terms, stock: 2, bufferBefore: 0, bufferAfter: 0 };
    const copies = new Map<string, number[]>([
      ["2026-12-10", [2]],
      ["2026-12-11", [2]],
      ["2026-12-12", [1]],
    ]);
    const check = (pickup: string, ret: string) =>
      stayVerdict({ stay: { pickup, ret }, today, rules, terms: two, statuses: free, copies, checking: false });
    expect(check("2026-12-10", "2026-12-12")).toMatchObject({ ok: false, problem: null, taken: true });
    expect(check("2026-12-10", "2026-12-11").ok).toBe(true);
    expect(check("2026-12-12", "2026-12-14").ok).toBe(true);
  });
  it("waits for the calendar, then blames booked days, buffers included", () => {
    expect(verdict("2026-12-10", "2026-12-12", free, true)).toMatchObject({ ok: false, checking: true });
    const booked = new Map(free).set("2026-12-14", "booked");
    // the return on the 12th is held two more days for cleaning: the 14th is one of them
    // taken: the panel then offers the nearest free stays and other pieces
    expect(verdict("2026-12-10", "2026-12-12", booked)).toMatchObject({ ok: false, problem: null, taken: true });
    expect(verdict("2026-12-05", "2026-12-07", booked).ok).toBe(true);
  });
});
