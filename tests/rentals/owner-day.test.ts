// Issue #14, the owner's day with a fixed clock: a booking picked up and not brought back
// shows as overdue with how many days late, next to today's pickups and returns. Also the
// card's one-step button walks the whole lifecycle through the API, and the piece picker.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as postReservation } from "@/app/api/reservations/route";
import { PATCH as patchReservation } from "@/app/api/reservations/[id]/route";
import { db } from "@/lib/db";
import { changeReservationStatus, markReturned, todaysWork } from "@/features/rentals";
import { findRentablePieces } from "@/features/rentals";
import { daysLate, nextStep } from "@/features/rentals/rules/owner-day";
import { adminToken, bearer } from "../helpers/admin";
import { jsonRequest } from "../helpers/request";

process.env.PUBLIC_FORM_RATE_LIMIT = "100000";
process.env.RENTAL_DAILY_PIECE_DAYS = "100000";
process.env.RENTAL_PENDING_PIECE_DAYS = "100000";
process.env.RENTAL_UNPAID_SHARE_PERCENT = "100";
process.env.RENTAL_PENDING_STAYS_PER_PIECE = "100000";

let token: string;
beforeAll(async () => {
  token = await adminToken();
});
afterEach(() => {
  vi.useRealTimers();
});

async function piece(title: string, rentPrice: number | null = 3000) {
  const prisma = await db();
  return (
    await prisma.collectionItem.create({
      data: { category: "sarees", title, description: "A test piece", price: 3000, rentPrice },
    })
  ).id;
}

async function book(productId: string, from: string, to: string, name: string) {
  const res = await postReservation(
    jsonRequest("/api/reservations", { productId, from, to, name, phone: "98110 45872" }),
    undefined,
  );
  expect(res.status).toBe(201);
  return (await res.json()).reservation as { id: string; status: string };
}

async function patch(id: string, status: string) {
  return patchReservation(
    jsonRequest(`/api/reservations/${id}`, { status }, { method: "PATCH", headers: bearer(token) }),
    { params: Promise.resolve({ id }) },
  );
}

/** India noon on that day: far from midnight, so the day is the same in UTC and in India. */
const at = (day: string) => vi.setSystemTime(new Date(`${day}T06:30:00Z`));

describe("todaysWork on a fixed day", () => {
  it("sorts pickups, returns, overdue and requests, and counts days late", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const saree = await piece("Overdue test saree");
    const other = await piece("Returns test saree");
    const third = await piece("Pickup test saree");
    at("2027-04-01");
    const late = await book(saree, "2027-04-01", "2027-04-03", "Late Customer");
    const due = await book(other, "2027-04-01", "2027-04-06", "Due Customer");
    // Straight to the data layer: an admin session issued now would have expired by 2027.
    for (const r of [late, due]) await changeReservationStatus(r.id, "picked_up");
    const pickup = await book(third, "2027-04-06", "2027-04-07", "Pickup Customer");
    // Confirmed, or it would have lapsed unconfirmed by the 6th (RENTAL_HOLD_HOURS, 48).
    await changeReservationStatus(pickup.id, "confirmed");
    at("2027-04-05");
    const request = await book(other, "2027-04-20", "2027-04-21", "Request Customer");

    at("2027-04-06");
    const work = await todaysWork();
    expect(work.today).toBe("2027-04-06");
    expect(work.pickups.map((r) => r.id)).toEqual([pickup.id]);
    expect(work.returns.map((r) => r.id)).toEqual([due.id]);
    expect(work.overdue.map((r) => [r.id, daysLate(r.to, work.today)])).toEqual([[late.id, 3]]);
    expect(work.toConfirm.map((r) => r.id)).toContain(request.id);

    // Brought back: no longer overdue.
    await markReturned(late.id, { condition: "fine", note: null, damage: 0 });
    expect((await todaysWork()).overdue).toEqual([]);
  });
});

describe("the card's next-step button", () => {
  it("takes a booking through every status the API knows, one accepted step at a time", async () => {
    const id = await piece("Lifecycle test saree");
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
    let r = await book(id, today, today, "Walk Customer");
    const seen = [r.status];
    for (let step = nextStep(r.status as "requested"); step; step = nextStep(r.status as "requested")) {
      const res = await patch(r.id, step.status);
      expect(res.status).toBe(200);
      r = await res.json();
      seen.push(r.status);
    }
    // Returning and settling are forms of their own (tests/rentals/returns.test.ts).
    expect(seen).toEqual(["requested", "confirmed", "picked_up"]);
  });
});

describe("the piece picker", () => {
  it("finds pieces rented by date by a part of the title or the id, never the ones without rent", async () => {
    const rented = await piece("Zqpicker Banarasi lehenga");
    await piece("Zqpicker Banarasi not rented", null);
    expect((await findRentablePieces("zqpicker banarasi")).map((p) => p.title)).toEqual(["Zqpicker Banarasi lehenga"]);
    expect((await findRentablePieces(rented)).map((p) => p.id)).toEqual([rented]);
    expect(await findRentablePieces("no such piece anywhere")).toEqual([]);
  });
});
