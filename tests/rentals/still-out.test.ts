// A piece still out holds its copy until it is back: availability, a new booking, a second
// handover of the copy, the buffer after a late return, bookings at risk and their move to a
// free copy, a pickup not collected, an early pickup and its undo, and the search that finds
// any stay. Days are set relative to today in India; "now" is handed in where a step takes it.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getAvailability } from "@/app/api/availability/[productId]/route";
import { GET as listReservations, POST as postReservation } from "@/app/api/reservations/route";
import { GET as getReservation, PATCH as patchReservation } from "@/app/api/reservations/[id]/route";
import { POST as postReturn } from "@/app/api/reservations/[id]/return/route";
import { todaysWork } from "@/features/rentals";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { addDays, dateToDay, dayToDate } from "@/lib/dates";
import { adminToken, bearer } from "../helpers/admin";
import { jsonRequest } from "../helpers/request";

process.env.PUBLIC_FORM_RATE_LIMIT = "100000";
process.env.RENTAL_DAILY_PIECE_DAYS = "100000";
process.env.RENTAL_PENDING_PIECE_DAYS = "100000";
process.env.RENTAL_UNPAID_SHARE_PERCENT = "100";
process.env.RENTAL_PENDING_STAYS_PER_PIECE = "100000";

const day = (n: number) => addDays(indiaToday(), n);
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
let owner: string;
let phone = 9811071000;
let number = 970_000 + Math.floor(Math.random() * 20_000);

/** A piece of `stock` copies, no buffer before, one day after. */
async function piece(stock = 1) {
  const row = await (
    await db()
  ).collectionItem.create({
    data: {
      category: "gown",
      title: `Out gown ${Math.random().toString(36).slice(2, 7)}`,
      description: "A test piece",
      price: 3000,
      rentPrice: 3000,
      rentDays: 3,
      deposit: 3000,
      stock,
      bufferBefore: 0,
      bufferAfter: 1,
    },
  });
  const units = [];
  for (let n = 1; n <= stock; n++)
    units.push(await (await db()).rentalUnit.create({ data: { itemId: row.id, number: n } }));
  return { id: row.id, units };
}

/** A stay of copy `unit`, in the state asked, for days `from`..`to` relative to today. */
async function stay(
  p: { id: string; units: { id: string }[] },
  from: number,
  to: number,
  status: "CONFIRMED" | "PICKED_UP",
  unit = 0,
) {
  const r = await (
    await db()
  ).reservation.create({
    data: {
      number: number++,
      kind: "RENTAL",
      status,
      itemId: p.id,
      unitId: p.units[unit]!.id,
      title: "Out gown",
      customerName: "Rhea",
      phone: `+91${phone++}`,
      pickupOn: dayToDate(day(from)),
      returnOn: dayToDate(day(to)),
      holdFrom: dayToDate(day(from)),
      holdTo: dayToDate(day(to + 1)),
      rent: 3000,
      deposit: 3000,
      pickedUpAt: status === "PICKED_UP" ? dayToDate(day(from)) : null,
    },
  });
  return { id: r.id, number: `R-${r.number}` };
}

const send = async (res: Response) => ({ status: res.status, body: await res.json() });
const patch = (id: string, body: unknown) =>
  patchReservation(
    jsonRequest(`/api/reservations/${id}`, body, { method: "PATCH", headers: bearer(owner) }),
    ctx(id),
  ).then(send);
const card = async (id: string) =>
  (
    await getReservation(
      new Request(`http://shop.test/api/reservations/${id}`, { headers: bearer(owner) }),
      ctx(id),
    ).then(send)
  ).body;
const days = async (productId: string, from: number, to: number) => {
  const res = await getAvailability(
    new Request(`http://shop.test/api/availability/${productId}?from=${day(from)}&to=${day(to)}`),
    { params: Promise.resolve({ productId }) },
  );
  return ((await res.json()) as { days: { date: string; status: string }[] }).days.map((d) => d.status);
};
const book = (productId: string, from: number, to: number) =>
  postReservation(
    jsonRequest("/api/reservations", { productId, from: day(from), to: day(to), name: "Tara", phone: String(phone++) }),
    undefined,
  ).then(send);

beforeAll(async () => {
  owner = await adminToken();
});

describe("a piece not back holds its copy", () => {
  it("keeps the days up to today and its buffer off the market; a booking there is 409 with the nearest free days", async () => {
    const p = await piece(1);
    await stay(p, -5, -2, "PICKED_UP");
    // Today and the buffer day after it: booked; the days beyond stay bookable.
    expect(await days(p.id, 0, 3)).toEqual(["booked", "booked", "free", "free"]);
    const refused = await book(p.id, 1, 2);
    expect(refused.status).toBe(409);
    expect(refused.body.nearestFree[0].from > day(1)).toBe(true);
    expect((await book(p.id, 2, 3)).status).toBe(201);
  });

  it("a second handover of a copy still out is refused, by the API and by the database", async () => {
    const p = await piece(1);
    const out = await stay(p, -6, -3, "PICKED_UP");
    const next = await stay(p, 0, 2, "CONFIRMED");
    const res = await patch(next.id, { status: "picked_up" });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(out.number);
    expect(res.body.message).toContain("3 days late");
    expect((await card(next.id)).status).toBe("confirmed");
    // Written around the API: the database itself refuses two stays of one copy out at once.
    await expect(
      (await db()).reservation.update({ where: { id: next.id }, data: { status: "PICKED_UP" } }),
    ).rejects.toThrow();
  });

  it("back late, the buffer counts from the day it came back", async () => {
    const p = await piece(1);
    const out = await stay(p, -6, -3, "PICKED_UP");
    const res = await postReturn(
      jsonRequest(`/api/reservations/${out.id}/return`, { condition: "fine" }, { headers: bearer(owner) }),
      ctx(out.id),
    );
    expect(res.status).toBe(200);
    expect((await card(out.id)).holdTo).toBe(day(1));
    expect(await days(p.id, 0, 2)).toEqual(["booked", "booked", "free"]);
  });
});

describe("bookings at risk, and the 50 racing for the last copy", () => {
  it("a booking on a copy still out is at risk on Today with the copies free, and moves to one in one step", async () => {
    const p = await piece(2);
    const out = await stay(p, -5, -1, "PICKED_UP", 0);
    const next = await stay(p, 1, 3, "CONFIRMED", 0);
    const work = await todaysWork();
    const risk = work.atRisk.find((a) => a.stay.id === next.id);
    expect(risk).toMatchObject({ outWith: out.number, freeCopies: [2] });
    expect(work.feesSoFar[out.id]).toBeGreaterThan(0);
    const moved = await patch(next.id, { unit: 2 });
    expect(moved.status).toBe(200);
    expect(moved.body.unit).toBe(2);
    expect((await todaysWork()).atRisk.find((a) => a.stay.id === next.id)).toBeUndefined();
    // The copy still out cannot take it back.
    expect((await patch(next.id, { unit: 1 })).status).toBe(409);
    expect((await patch(next.id, { unit: 3 })).status).toBe(422);
  });

  it("with one copy out late and one free, 50 bookings at once for the same days: exactly one", async () => {
    const p = await piece(2);
    await stay(p, -6, -3, "PICKED_UP", 0);
    const answers = await Promise.all(Array.from({ length: 50 }, () => book(p.id, 0, 1)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
  });
});

describe("the pickup", () => {
  it("a pickup not collected shows on Today; cancelled, its days are free at once", async () => {
    const p = await piece(1);
    const missed = await stay(p, -1, 2, "CONFIRMED");
    expect((await todaysWork()).notCollected.map((r) => r.id)).toContain(missed.id);
    expect(await days(p.id, 0, 0)).toEqual(["booked"]);
    expect((await patch(missed.id, { status: "cancelled" })).status).toBe(200);
    expect(await days(p.id, 0, 0)).toEqual(["free"]);
  });

  it("before its pickup day asks for `early`, which moves the pickup to today at the longer stay's rent; undone the same day", async () => {
    const p = await piece(1);
    const later = await stay(p, 10, 12, "CONFIRMED");
    const refused = await patch(later.id, { status: "picked_up" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/booked to be picked up on/);
    const early = await patch(later.id, { status: "picked_up", early: true });
    expect(early.status).toBe(200);
    expect(early.body).toMatchObject({
      status: "picked_up",
      from: day(0),
      to: day(12),
      pickedUpOn: day(0),
      earlyFrom: day(10),
    });
    expect(early.body.rent).toBeGreaterThan(3000);
    expect(early.body.money.rent).toBe(early.body.rent);
    const undone = await patch(later.id, { status: "confirmed" });
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({
      status: "confirmed",
      from: day(10),
      rent: 3000,
      pickedUpOn: null,
      earlyFrom: null,
    });
    expect(undone.body.money.rent).toBe(3000);
  });

  it("a pickup marked on an earlier day cannot be undone", async () => {
    const p = await piece(1);
    const out = await stay(p, -2, 1, "PICKED_UP");
    const res = await patch(out.id, { status: "confirmed" });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain("only the day it was marked");
  });
});

describe("Reservations finds every stay", () => {
  it("by R-number whatever its days, and `state=out` lists the pieces out", async () => {
    const p = await piece(1);
    const out = await stay(p, -30, -20, "PICKED_UP");
    const list = async (query: string) =>
      (await (
        await listReservations(
          new Request(`http://shop.test/api/reservations?${query}`, { headers: bearer(owner) }),
          undefined,
        )
      ).json()) as { id: string; from: string }[];
    expect((await list(`q=${out.number}`)).map((r) => r.id)).toEqual([out.id]);
    // The owner's default list starts today: a piece out since last month is still in it.
    expect((await list(`from=${day(0)}&productId=${p.id}`)).map((r) => r.id)).toEqual([out.id]);
    const outNow = await list("state=out&limit=500");
    expect(outNow.map((r) => r.id)).toContain(out.id);
    expect(outNow.every((r) => dateToDay(dayToDate(r.from)) <= day(0))).toBe(true);
  });
});
