import { afterEach, describe, expect, it } from "vitest";
import { pageClock, parseInstant } from "@/lib/test-clock";

afterEach(() => {
  delete process.env.REMINDERS_CLOCK_OVERRIDE;
});

describe("the test clock of a page", () => {
  it("is the real clock on a server that does not allow it, whatever the query says", () => {
    const before = Date.now();
    expect(pageClock("2030-01-01T04:30:00Z").getTime()).toBeGreaterThanOrEqual(before);
    expect(pageClock("2030-01-01T04:30:00Z").getFullYear()).not.toBe(2030);
  });

  it("is the instant given on a test server, and the real clock for anything that is not one", () => {
    process.env.REMINDERS_CLOCK_OVERRIDE = "1";
    expect(pageClock("2030-01-01T04:30:00Z").toISOString()).toBe("2030-01-01T04:30:00.000Z");
    for (const bad of ["tomorrow", "2030-01-01", ["2030-01-01T04:30:00Z"], undefined])
      expect(Math.abs(pageClock(bad).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("reads only ISO instants", () => {
    expect(parseInstant("2026-12-14T04:30:00Z")?.toISOString()).toBe("2026-12-14T04:30:00.000Z");
    expect(parseInstant("14 Dec 2026")).toBeNull();
    expect(parseInstant("2026-13-45T99:00:00Z")).toBeNull();
  });
});
