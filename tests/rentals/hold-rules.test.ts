import { describe, expect, it } from "vitest";
import {
  hasLapsed,
  holdLapsesAt,
  holdTimeText,
  lapseText,
  pieceDays,
  tooManyStays,
  totalPieceDays,
} from "@/features/rentals/rules/holds";

describe("pending holds", () => {
  it("lapse the set number of hours after booking, and only while still requested", () => {
    const made = new Date("2026-11-29T09:30:00Z");
    const at = holdLapsesAt(made, 48);
    expect(at.toISOString()).toBe("2026-12-01T09:30:00.000Z");
    expect(hasLapsed({ status: "REQUESTED", lapsesAt: at }, new Date("2026-12-01T09:29:59Z"))).toBe(false);
    expect(hasLapsed({ status: "REQUESTED", lapsesAt: at }, at)).toBe(true);
    expect(hasLapsed({ status: "CONFIRMED", lapsesAt: at }, new Date("2027-01-01T00:00:00Z"))).toBe(false);
    expect(hasLapsed({ status: "REQUESTED", lapsesAt: null }, new Date("2027-01-01T00:00:00Z"))).toBe(false);
  });

  it("say when in India time, the way the owner reads it", () => {
    expect(lapseText(new Date("2026-12-01T09:30:00Z"))).toBe("lapses Tue 1 Dec, 3 pm");
    expect(holdTimeText(new Date("2026-12-01T10:00:00Z"))).toBe("Tue 1 Dec, 3:30 pm");
    expect(holdTimeText(new Date("2026-11-30T18:30:00Z"))).toBe("Tue 1 Dec, 12 am");
  });

  it("count piece-days: copies × days held", () => {
    expect(pieceDays({ from: "2026-12-10", to: "2026-12-12" })).toBe(3);
    expect(pieceDays({ from: "2026-12-10", to: "2026-12-12", copies: 3 })).toBe(9);
    expect(
      totalPieceDays(Array.from({ length: 15 }, () => ({ from: "2026-12-10", to: "2026-12-12", copies: 3 }))),
    ).toBe(135);
  });

  it("count stays of a piece: copies and repeated days are one stay, the busiest piece is named", () => {
    const stay = (pieceId: string, from: string) => ({ pieceId, from, to: from });
    expect(tooManyStays([stay("a", "2026-12-10"), stay("a", "2026-12-10"), stay("a", "2026-12-20")], 2)).toBeNull();
    expect(
      tooManyStays(
        [stay("a", "2026-12-10"), stay("b", "2026-12-10"), stay("b", "2026-12-20"), stay("b", "2026-12-30")],
        2,
      ),
    ).toEqual({ pieceId: "b", count: 3 });
  });
});
