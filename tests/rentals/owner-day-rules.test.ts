// Issue #14, the owner's side: the pure helpers behind Today, the reservation cards and the
// piece calendar (features/rentals/rules/owner-day.ts, features/rentals/rules/piece-calendar.ts).
import { describe, expect, it } from "vitest";
import { calendarEntries, groupBlocks, isMonth, type CalendarHold } from "@/features/rentals/rules/piece-calendar";
import { displayPhone } from "@/lib/format";
import {
  canCancel,
  daysLate,
  lateText,
  nextStep,
  shortDay,
  todayLine,
  whatsappDigits,
} from "@/features/rentals/rules/owner-day";

describe("the next step on a card", () => {
  it("walks requested → confirmed → picked up, one step a tap (a return is a form of its own)", () => {
    const walked: string[] = [];
    for (let s = nextStep("requested"); s; s = nextStep(s.status)) walked.push(`${s.label} → ${s.status}`);
    expect(walked).toEqual(["Confirm → confirmed", "Mark picked up → picked_up"]);
    expect(nextStep("cancelled")).toBeNull();
  });

  it("offers Cancel only before pickup, as the API allows", () => {
    expect(
      (["requested", "confirmed", "picked_up", "returned", "settled", "cancelled"] as const).filter(canCancel),
    ).toEqual(["requested", "confirmed"]);
  });
});

describe("words and numbers for the owner", () => {
  it("counts days late from the return day", () => {
    expect(daysLate("2026-12-10", "2026-12-13")).toBe(3);
    expect(daysLate("2026-12-13", "2026-12-13")).toBe(0);
    expect(daysLate("2026-12-31", "2027-01-01")).toBe(1);
    expect([lateText(1), lateText(4)]).toEqual(["1 day late", "4 days late"]);
  });

  it("says the day as in India, with the year only when it is not this year's", () => {
    expect(shortDay("2026-12-14", "2026-12-01")).toBe("Mon 14 Dec");
    expect(shortDay("2027-01-05", "2026-12-01")).toBe("Tue 5 Jan 2027");
  });

  it("writes the dashboard line with plurals", () => {
    expect(todayLine({ pickups: 2, returns: 1, overdue: 1 })).toBe("Today: 2 pickups, 1 return, 1 overdue");
    expect(todayLine({ pickups: 1, returns: 0, overdue: 0 })).toBe("Today: 1 pickup, 0 returns, 0 overdue");
  });

  it("gives wa.me the number with the country code and shows it grouped", () => {
    expect(whatsappDigits("+919811045872")).toBe("919811045872");
    expect(whatsappDigits("98110 45872")).toBe("919811045872");
    expect(displayPhone("+919811045872")).toBe("+91 98110 45872");
  });
});

describe("the piece calendar's address", () => {
  it("takes a real month only; anything else falls back to this month", () => {
    expect(["2026-12", "2026-13", "2026-1", "1999-05", "x"].map(isMonth)).toEqual([true, false, false, false, false]);
  });
});

const stay = (over: Partial<CalendarHold>): CalendarHold => ({
  id: "r1",
  kind: "rental",
  number: "R-1001",
  name: "Priya Sharma",
  reason: null,
  unit: 1,
  blockId: null,
  from: "2026-12-14",
  to: "2026-12-16",
  holdFrom: "2026-12-13",
  holdTo: "2026-12-18",
  ...over,
});

describe("what each day holds", () => {
  it("paints a booking on its days and its buffers around it", () => {
    const days = calendarEntries([stay({})], "2026-12-12", "2026-12-19");
    const kinds = (d: string) => days.get(d)!.map((e) => e.kind);
    expect(["12", "13", "14", "16", "17", "18", "19"].map((d) => kinds(`2026-12-${d}`))).toEqual([
      [],
      ["buffer"],
      ["booking"],
      ["booking"],
      ["buffer"],
      ["buffer"],
      [],
    ]);
    expect(days.get("2026-12-15")![0]).toMatchObject({ number: "R-1001", name: "Priya Sharma" });
  });

  it("shows a block over several copies once a day, and only the days inside the window", () => {
    const block = (unit: number) =>
      stay({
        id: `b${unit}`,
        kind: "block",
        number: "R-1",
        name: null,
        reason: "Repair",
        unit,
        blockId: "g1",
        from: "2026-11-30",
        to: "2026-12-02",
        holdFrom: "2026-11-30",
        holdTo: "2026-12-02",
      });
    const days = calendarEntries([block(1), block(2)], "2026-12-01", "2026-12-31");
    expect(days.has("2026-11-30")).toBe(false);
    expect(days.get("2026-12-01")).toEqual([{ kind: "block", id: "g1", reason: "Repair", unit: null }]);
    expect(groupBlocks([block(2), block(1), stay({})])).toEqual([
      { blockId: "g1", from: "2026-11-30", to: "2026-12-02", reason: "Repair", units: [1, 2] },
    ]);
  });
});
