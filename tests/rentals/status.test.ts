// A reservation's status (features/rentals/rules/status.ts), pure: the API's words for it, the
// words people read, where a booking may go next (forward along the day's work, or cancelled
// before pickup) and the customers' reservation numbers.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { ReservationStatus } from "@/lib/generated/prisma/enums";
import {
  NOT_YET_OUT,
  STATUS_LABEL,
  STATUS_OF_WORD,
  WORD_OF_STATUS,
  refusedMove,
  reservationNumber,
  type StatusWord,
} from "@/features/rentals/rules/status";

const STATUSES: ReservationStatus[] = ["REQUESTED", "CONFIRMED", "PICKED_UP", "RETURNED", "SETTLED", "CANCELLED"];

/** Every move the shop makes, written out by hand: confirm, hand over (a walk-in straight from a request), take back, settle, cancel before pickup. */
const ALLOWED = new Set([
  "REQUESTED→CONFIRMED",
  "REQUESTED→PICKED_UP",
  "REQUESTED→CANCELLED",
  "CONFIRMED→PICKED_UP",
  "CONFIRMED→CANCELLED",
  "PICKED_UP→RETURNED",
  "RETURNED→SETTLED",
]);

describe("the words for a status", () => {
  it("the API's words name each status, and back", () => {
    expect(STATUS_OF_WORD).toEqual({
      requested: "REQUESTED",
      confirmed: "CONFIRMED",
      picked_up: "PICKED_UP",
      returned: "RETURNED",
      settled: "SETTLED",
      cancelled: "CANCELLED",
    });
    for (const status of STATUSES) expect(STATUS_OF_WORD[WORD_OF_STATUS[status]]).toBe(status);
    expect(WORD_OF_STATUS.PICKED_UP).toBe("picked_up");
  });

  it("each word has a label for people", () => {
    expect(STATUS_LABEL.picked_up).toBe("Picked up");
    expect(STATUS_LABEL.settled).toBe("Deposit settled");
    for (const word of Object.keys(STATUS_OF_WORD) as StatusWord[])
      expect(STATUS_LABEL[word]).toMatch(/^[A-Z][a-z ]+$/);
  });
});

describe("where a booking may go next", () => {
  it("every move allowed", () => {
    for (const move of ALLOWED) {
      const [from, to] = move.split("→") as [ReservationStatus, ReservationStatus];
      expect(refusedMove(from, to), move).toBeNull();
    }
  });

  it("every other move refused: 36 pairs, 7 allowed, 29 refused, staying put included", () => {
    let refused = 0;
    for (const from of STATUSES)
      for (const to of STATUSES) {
        const move = `${from}→${to}`;
        if (ALLOWED.has(move)) continue;
        expect(refusedMove(from, to), move).toMatch(/^A [a-z ]+ reservation cannot be marked [a-z ]+\.$/);
        refused++;
      }
    expect(refused).toBe(29);
  });

  it("says the refusal in a sentence", () => {
    expect(refusedMove("PICKED_UP", "CANCELLED")).toBe("A picked up reservation cannot be marked cancelled.");
    expect(refusedMove("SETTLED", "REQUESTED")).toBe("A settled reservation cannot be marked requested.");
    expect(refusedMove("CANCELLED", "CONFIRMED")).toBe("A cancelled reservation cannot be marked confirmed.");
    expect(refusedMove("RETURNED", "PICKED_UP")).toBe("A returned reservation cannot be marked picked up.");
    expect(refusedMove("CONFIRMED", "REQUESTED")).toBe("A confirmed reservation cannot be marked requested.");
  });

  it("settled and cancelled are the end: nothing leaves them", () => {
    for (const to of STATUSES) {
      expect(refusedMove("SETTLED", to)).not.toBeNull();
      expect(refusedMove("CANCELLED", to)).not.toBeNull();
    }
  });

  it("a booking can be cancelled exactly while it has not left the shop, and those are what cancelling an order cancels", () => {
    expect(STATUSES.filter((s) => refusedMove(s, "CANCELLED") === null)).toEqual(["REQUESTED", "CONFIRMED"]);
    expect([...NOT_YET_OUT].sort()).toEqual(["CONFIRMED", "REQUESTED"]);
  });
});

describe("reservation numbers", () => {
  it("a customer's booking is R-<n>; a block has none", () => {
    expect(reservationNumber(1042)).toBe("R-1042");
    expect(reservationNumber(1)).toBe("R-1");
    expect(reservationNumber(null)).toBe("");
  });
});

// Where a status sits along the day's work; a cancelled booking is off the line.
const ORDER: Record<ReservationStatus, number> = {
  REQUESTED: 0,
  CONFIRMED: 1,
  PICKED_UP: 2,
  RETURNED: 3,
  SETTLED: 4,
  CANCELLED: 5,
};
const allowedFrom = (from: ReservationStatus) => STATUSES.filter((to) => refusedMove(from, to) === null);

describe("the status machine over random walks", () => {
  it("every walk of allowed moves goes forward, never visits a status twice and stops within four moves at settled or cancelled", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STATUSES),
        fc.array(fc.nat(), { minLength: 10, maxLength: 10 }),
        (start, picks) => {
          const seen = [start];
          let at = start;
          for (const pick of picks) {
            const next = allowedFrom(at);
            if (!next.length) break;
            const to = next[pick % next.length]!;
            expect(ORDER[to]).toBeGreaterThan(ORDER[at]);
            expect(seen).not.toContain(to);
            seen.push(to);
            at = to;
          }
          expect(seen.length - 1).toBeLessThanOrEqual(4);
          expect(["SETTLED", "CANCELLED"]).toContain(at);
        },
      ),
    );
  });

  it("a reservation number reads back as the number it was drawn as, so no two bookings share one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (n) => {
        const shown = reservationNumber(n);
        expect(shown).toMatch(/^R-[1-9]\d*$/);
        expect(Number(shown.slice(2))).toBe(n);
      }),
    );
  });
});
