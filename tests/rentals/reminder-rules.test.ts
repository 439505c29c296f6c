// When reminders are due and go stale (India time, UTC+05:30), which stays a
// claimed reminder speaks of, the late fee rule, and the message words. Pure, no database.
import { describe, expect, it } from "vitest";
import { lateFee } from "@/features/rentals/rules/late-fee";
import { plannedReminders, reminderTimes, reminderVerdict } from "@/features/rentals/rules/reminders";
import { depositRefundedMessage, reminderMessage } from "@/features/rentals/rules/customer-messages";

const at = (iso: string) => new Date(iso);

describe("reminder times", () => {
  it("a pickup on 2026-12-15: pickup tomorrow at 10:00 IST the day before, stale once the pickup day begins", () => {
    expect(reminderTimes("PICKUP_TOMORROW", "2026-12-15", at("2026-11-26T10:00:00Z"))).toEqual({
      dueAt: at("2026-12-14T04:30:00Z"),
      staleAt: at("2026-12-14T18:30:00Z"),
    });
  });
  it("return today at 09:00 IST, overdue one and three days after, each stale at the end of its day", () => {
    expect(reminderTimes("RETURN_TODAY", "2026-12-17", at("2026-11-26T10:00:00Z"))).toEqual({
      dueAt: at("2026-12-17T03:30:00Z"),
      staleAt: at("2026-12-17T18:30:00Z"),
    });
    expect(reminderTimes("OVERDUE_1", "2026-12-17", at("2026-11-26T10:00:00Z"))).toEqual({
      dueAt: at("2026-12-18T03:30:00Z"),
      staleAt: at("2026-12-18T18:30:00Z"),
    });
    expect(reminderTimes("OVERDUE_3", "2026-12-17", at("2026-11-26T10:00:00Z"))).toEqual({
      dueAt: at("2026-12-20T03:30:00Z"),
      staleAt: at("2026-12-20T18:30:00Z"),
    });
  });
  it("one row per booking, kind and day: three pieces on the same days are five reminders; one confirmation whatever the days", () => {
    const now = at("2026-11-26T10:00:00Z");
    const same = { from: "2026-12-15", to: "2026-12-17" };
    const rows = plannedReminders("o:abc", [same, same, same], now);
    expect(rows.map((r) => r.key).sort()).toEqual([
      "o:abc|CONFIRMATION",
      "o:abc|OVERDUE_1|2026-12-17",
      "o:abc|OVERDUE_3|2026-12-17",
      "o:abc|PICKUP_TOMORROW|2026-12-15",
      "o:abc|RETURN_TODAY|2026-12-17",
    ]);
    expect(plannedReminders("o:abc", [same, { from: "2026-12-16", to: "2026-12-18" }], now)).toHaveLength(9);
  });
  it("a booking for today writes no pickup-tomorrow (already stale) but its return reminders", () => {
    const kinds = plannedReminders("r:x", [{ from: "2026-11-26", to: "2026-11-28" }], at("2026-11-26T10:00:00Z")).map(
      (r) => r.kind,
    );
    expect(kinds).toEqual(["CONFIRMATION", "RETURN_TODAY", "OVERDUE_1", "OVERDUE_3"]);
  });
});

describe("what a claimed reminder does", () => {
  const now = at("2026-12-14T05:00:00Z");
  const stay = (status: string, from = "2026-12-15", to = "2026-12-17", lapsesAt: Date | null = null) => ({
    status: status as "confirmed",
    from,
    to,
    lapsesAt,
  });
  it("sends about confirmed stays on its day, waits for a live hold, skips cancelled, moved and returned ones", () => {
    expect(reminderVerdict("PICKUP_TOMORROW", "2026-12-15", [stay("confirmed"), stay("cancelled")], now)).toEqual({
      send: [stay("confirmed")],
    });
    expect(
      reminderVerdict(
        "PICKUP_TOMORROW",
        "2026-12-15",
        [stay("requested", undefined, undefined, at("2026-12-15T00:00:00Z"))],
        now,
      ),
    ).toEqual({ wait: true });
    expect(
      reminderVerdict(
        "PICKUP_TOMORROW",
        "2026-12-15",
        [stay("requested", undefined, undefined, at("2026-12-14T00:00:00Z"))],
        now,
      ),
    ).toMatchObject({ skip: expect.any(String) });
    expect(reminderVerdict("PICKUP_TOMORROW", "2026-12-15", [stay("cancelled")], now)).toEqual({ skip: "cancelled" });
    expect(
      reminderVerdict("PICKUP_TOMORROW", "2026-12-15", [stay("confirmed", "2026-12-16", "2026-12-18")], now),
    ).toEqual({ skip: "moved to other days" });
    expect(reminderVerdict("OVERDUE_1", "2026-12-17", [stay("returned")], now)).toEqual({ skip: "returned" });
    expect(reminderVerdict("OVERDUE_1", "2026-12-17", [stay("picked_up")], now)).toEqual({ send: [stay("picked_up")] });
    expect(reminderVerdict("RETURN_TODAY", "2026-12-17", [stay("confirmed")], now)).toEqual({
      send: [stay("confirmed")],
    });
  });
});

describe("late fee", () => {
  it("percent of the rent per day late, whole rupees, capped at the deposit", () => {
    expect(lateFee({ rent: 3000, deposit: 2000, daysLate: 1, percent: 10 })).toBe(300);
    expect(lateFee({ rent: 3000, deposit: 2000, daysLate: 3, percent: 10 })).toBe(900);
    expect(lateFee({ rent: 3000, deposit: 2000, daysLate: 9, percent: 10 })).toBe(2000);
    expect(lateFee({ rent: 3333, deposit: 5000, daysLate: 1, percent: 10 })).toBe(333);
    expect(lateFee({ rent: 3000, deposit: 2000, daysLate: 0, percent: 10 })).toBe(0);
    expect(lateFee({ rent: 3000, deposit: 2000, daysLate: 2, percent: 0 })).toBe(0);
  });
});

describe("reminder words", () => {
  const stays = [
    { number: "R-7", title: "Ruby lehenga", from: "2026-12-15", to: "2026-12-17", rent: 3000, deposit: 2000 },
  ];
  const c = { shopName: "Rangrez", phone: "+91 99580 31264", bookingUrl: "https://shop.example/booking/o.x.0.sig" };
  it("says what is due, names the piece by number, and carries her booking link", () => {
    const m = reminderMessage("PICKUP_TOMORROW", stays, c);
    expect(m.subject).toBe("Pickup tomorrow, Tue 15 Dec: R-7");
    expect(m.text).toContain("R-7 · Ruby lehenga");
    expect(m.text).toContain("Your booking: https://shop.example/booking/o.x.0.sig");
    expect(reminderMessage("OVERDUE_3", stays, { ...c, daysLate: 3, lateFee: 900 }).text).toContain(
      "Late fee so far: ₹900",
    );
  });

  it("deposit refunded: the amount, how (with the reference when there is one), the pieces and her booking link", () => {
    const two = [...stays, { ...stays[0]!, number: "R-8", title: "Emerald sharara" }];
    const m = depositRefundedMessage(two, c, { amount: 3700, methods: ["UPI", "CASH"], references: [] });
    expect(m.subject).toBe("Deposit refunded: ₹3,700 for R-7, R-8");
    expect(m.text.split("\n")).toEqual([
      "Namaste, this is Rangrez.",
      "Your deposit is refunded: ₹3,700 by UPI and cash, for:",
      "R-7 · Ruby lehenga",
      "R-8 · Emerald sharara",
      "Thank you for renting with us.",
      "",
      "Your booking: https://shop.example/booking/o.x.0.sig",
      "",
      "Questions? Call or WhatsApp +91 99580 31264.",
    ]);
    expect(
      depositRefundedMessage(
        stays,
        { ...c, bookingUrl: null },
        { amount: 500, methods: ["CARD"], references: ["AUTH 42"] },
      ).text,
    ).toContain("₹500 by card (reference AUTH 42), for:");
  });
});
