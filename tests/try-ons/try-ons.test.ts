// A try-on takes a fitting room of a slot and keeps the pieces she wants to try: in the shop on
// the slot's day, and held for her function days until her slot has passed (plus the grace, or
// TRYON_HOLD_HOURS once she came). Held pieces are pending holds like online bookings: nobody
// else books them, the same caps apply, and they free their days the moment they lapse. Runs on
// PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getSlots } from "@/app/api/try-ons/slots/route";
import { GET as listTryOns, POST as postTryOn } from "@/app/api/try-ons/route";
import { GET as getTryOn } from "@/app/api/try-ons/[token]/route";
import { POST as cancel } from "@/app/api/try-ons/[token]/cancel/route";
import { POST as came } from "@/app/api/try-ons/[token]/came/route";
import { POST as book } from "@/app/api/try-ons/[token]/book/route";
import { POST as move } from "@/app/api/try-ons/[token]/move/route";
import { GET as getSettings, PUT as putSettings } from "@/app/api/try-ons/settings/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { reserve } from "@/features/rentals";
import { cancelTryOn, moveTryOn, tryOnOfToken } from "@/features/try-ons";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { addDays } from "@/lib/dates";
import { adminToken, bearer } from "../helpers/admin";
import { jsonRequest, statusAndBody } from "../helpers/request";

process.env.PUBLIC_FORM_RATE_LIMIT = "100000";
process.env.RENTAL_UNPAID_SHARE_PERCENT = "100";

const day = (n: number) => addDays(indiaToday(), n);
/** 11:30 India time on a day: a slot on every weekday of the shop's hours. */
const at = (d: string, time = "11:30") => new Date(`${d}T${time}:00+05:30`);
const MINUTE = 60_000;

let address = 10;
const nextAddress = () => `198.51.100.${address++}`;
let phones = 1000;
const nextPhone = () => `96${String(30000000 + phones++ * 7).padStart(8, "0")}`;

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

async function piece(stock = 1, title = "Try lehenga") {
  const row = await (
    await db()
  ).collectionItem.create({
    data: {
      category: "lehenga",
      title: `${title} ${Math.random().toString(36).slice(2, 7)}`,
      description: "Lehenga",
      price: 6000,
      rentPrice: 6000,
      rentDays: 3,
      deposit: 4000,
      stock,
    },
  });
  return row.id;
}

interface TryOnBody {
  start: string;
  pieces: { productId: string; size?: string }[];
  functionFrom?: string;
  functionTo?: string;
  byOwner?: true;
}

function tryOn(body: TryOnBody, headers: Record<string, string> = {}) {
  return postTryOn(
    jsonRequest(
      "/api/try-ons",
      { name: "Priya", phone: nextPhone(), ...body },
      {
        headers: { "x-forwarded-for": nextAddress(), ...headers },
      },
    ),
    undefined,
  );
}

const tokenOf = (path: string) => path.split("/").pop()!;
const ctx = (t: string) => ({ params: Promise.resolve({ token: t }) });

function reserveRoute(productId: string, from: string, to: string) {
  return postReservation(
    jsonRequest(
      "/api/reservations",
      { productId, from, to, name: "Someone Else", phone: nextPhone() },
      { headers: { "x-forwarded-for": nextAddress() } },
    ),
    undefined,
  );
}

describe("slots", () => {
  it("lists each day's slots with the fitting rooms and the seats left", async () => {
    const d = day(4);
    const res = await getSlots(new Request(`http://shop.test/api/try-ons/slots?from=${d}&to=${d}`), undefined);
    expect(res.status).toBe(200);
    const { days } = await res.json();
    const slot = days[0].slots.find((s: { time: string }) => s.time === "11:30");
    expect(slot).toEqual({ start: at(d).toISOString(), time: "11:30", rooms: 2, left: 2 });
    expect(days[0].slots.every((s: { time: string }) => s.time.endsWith(":00") || s.time.endsWith(":30"))).toBe(true);
  });

  it("counts a booked seat and refuses a made-up time", async () => {
    const d = day(5);
    expect((await tryOn({ start: at(d).toISOString(), pieces: [{ productId: await piece(3) }] })).status).toBe(201);
    const res = await getSlots(new Request(`http://shop.test/api/try-ons/slots?from=${d}&to=${d}`), undefined);
    const slot = (await res.json()).days[0].slots.find((s: { time: string }) => s.time === "11:30");
    expect(slot.left).toBe(1);
    const odd = await tryOn({ start: at(d, "11:45").toISOString(), pieces: [{ productId: await piece() }] });
    expect(odd.status).toBe(422);
    const past = await tryOn({ start: at(day(-1)).toISOString(), pieces: [{ productId: await piece() }] });
    expect(past.status).toBe(422);
  });

  it("asks for at most 31 days and reads the owner's settings", async () => {
    const res = await getSlots(
      new Request(`http://shop.test/api/try-ons/slots?from=${day(1)}&to=${day(40)}`),
      undefined,
    );
    expect(res.status).toBe(400);
    expect((await getSettings(new Request("http://shop.test/api/try-ons/settings"), undefined)).status).toBe(401);
  });
});

describe("a slot's fitting rooms", () => {
  it("gives 50 racing bookings of a 2-room slot exactly 2 try-ons, the rest 409 with other times", async () => {
    const productId = await piece(50, "Race lehenga");
    const start = at(day(6), "12:00").toISOString();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => tryOn({ start, pieces: [{ productId }] }).then(statusAndBody)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(48);
    for (const a of refused) {
      expect(a.status).toBe(409);
      expect(a.body.nearestFree.length).toBeGreaterThan(0);
      expect(a.body.nearestFree.every((s: { start: string }) => s.start !== start)).toBe(true);
    }
    const rooms = await (await db()).tryOn.findMany({ where: { start: new Date(start) }, select: { room: true } });
    expect(rooms.map((r) => r.room).sort()).toEqual([1, 2]);
  });

  it("lets the owner book past the rooms, never a visitor", async () => {
    const productId = await piece(5);
    const start = at(day(6), "13:00").toISOString();
    for (let i = 0; i < 2; i++) expect((await tryOn({ start, pieces: [{ productId }] })).status).toBe(201);
    expect((await tryOn({ start, pieces: [{ productId }] })).status).toBe(409);
    expect((await tryOn({ start, pieces: [{ productId }], byOwner: true })).status).toBe(401);
    const res = await tryOn({ start, pieces: [{ productId }], byOwner: true }, bearer(token));
    expect(res.status).toBe(201);
    expect((await res.json()).tryOn.room).toBe(3);
  });
});

describe("the pieces a try-on holds", () => {
  it("keeps another visitor off her function days until the slot and the grace pass, unless she came", async () => {
    const productId = await piece(1);
    const slot = at(day(3), "14:00");
    const res = await tryOn({
      start: slot.toISOString(),
      pieces: [{ productId }],
      functionFrom: day(12),
      functionTo: day(14),
    });
    expect(res.status).toBe(201);
    const { tryOn: view } = await res.json();
    expect(view.pieces[0]).toMatchObject({ productId, rent: 6000, deposit: 4000, held: true });
    // another visitor, now: refused with the nearest free days
    const taken = await reserveRoute(productId, day(12), day(14));
    expect(taken.status).toBe(409);
    expect((await taken.json()).nearestFree.length).toBeGreaterThan(0);
    // she came: held until 24 hours past the slot's end
    expect((await came(new Request("http://shop.test", { method: "POST" }), ctx(view.id))).status).toBe(401);
    const cameRes = await came(
      new Request("http://shop.test", { method: "POST", headers: bearer(token) }),
      ctx(view.id),
    );
    expect(cameRes.status).toBe(200);
    const end = new Date(view.end);
    const stranger = { name: "Stranger", phone: nextPhone() };
    const ask = (now: Date) =>
      reserve({ productId, from: day(12), to: day(14), ...stranger }, nextAddress(), { now }).then(
        () => 201,
        (e: { status?: number }) => e.status,
      );
    expect(await ask(new Date(end.getTime() + 23 * 60 * MINUTE))).toBe(409);
    expect(await ask(new Date(end.getTime() + 24 * 60 * MINUTE + MINUTE))).toBe(201);
  });

  it("frees everything of a no-show at the slot's end plus the grace", async () => {
    const productId = await piece(1);
    const res = await tryOn({
      start: at(day(3), "15:00").toISOString(),
      pieces: [{ productId }],
      functionFrom: day(20),
      functionTo: day(21),
    });
    const { tryOn: view } = await res.json();
    const end = new Date(view.end);
    const stranger = () => ({ name: "Stranger", phone: nextPhone() });
    const ask = (now: Date) =>
      reserve({ productId, from: day(20), to: day(21), ...stranger() }, nextAddress(), { now }).then(
        () => 201,
        (e: { status?: number }) => e.status,
      );
    expect(await ask(new Date(end.getTime() + 29 * MINUTE))).toBe(409);
    expect(await ask(new Date(end.getTime() + 31 * MINUTE))).toBe(201);
    const row = await tryOnOfToken(tokenOf(view.path));
    const { viewOf } = await import("@/features/try-ons");
    expect(viewOf(row, new Date(end.getTime() + 31 * MINUTE)).status).toBe("no_show");
  });

  it("refuses a piece that is out on the slot's day, with its nearest free days", async () => {
    const productId = await piece(1);
    expect((await reserveRoute(productId, day(8), day(10))).status).toBe(201);
    const res = await tryOn({ start: at(day(9)).toISOString(), pieces: [{ productId }] });
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.productId).toBe(productId);
    expect(body.nearestFree.length).toBeGreaterThan(0);
    expect(await (await db()).tryOn.count({ where: { start: at(day(9)) } })).toBe(0);
  });

  it("counts its holds against the piece-days one address may hold unconfirmed", async () => {
    process.env.RENTAL_PENDING_PIECE_DAYS = "10";
    try {
      const [a, b] = [await piece(1), await piece(1)];
      // two pieces, a 3-day function: 6 piece-days each with the buffers, 12 in all
      const res = await tryOn({
        start: at(day(3), "16:00").toISOString(),
        pieces: [{ productId: a }, { productId: b }],
        functionFrom: day(15),
        functionTo: day(17),
      });
      expect(res.status).toBe(422);
      // one address: a booking of 6 piece-days, then a try-on of 6 more
      const from = nextAddress();
      const booked = await postReservation(
        jsonRequest(
          "/api/reservations",
          { productId: a, from: day(15), to: day(17), name: "Priya", phone: nextPhone() },
          { headers: { "x-forwarded-for": from } },
        ),
        undefined,
      );
      expect(booked.status).toBe(201);
      const more = await tryOn(
        {
          start: at(day(3), "16:00").toISOString(),
          pieces: [{ productId: b }],
          functionFrom: day(25),
          functionTo: day(27),
        },
        { "x-forwarded-for": from },
      );
      expect(more.status).toBe(429);
      expect(await (await db()).tryOn.count({ where: { bookedFrom: from } })).toBe(0);
    } finally {
      delete process.env.RENTAL_PENDING_PIECE_DAYS;
    }
  });
});

describe("from try-on to booking", () => {
  it("turns two of three pieces into one booking at the held price, and frees the third", async () => {
    const ids = [await piece(1, "Ruby"), await piece(1, "Emerald"), await piece(1, "Pearl")];
    const res = await tryOn({
      start: at(day(3), "17:00").toISOString(),
      pieces: ids.map((productId) => ({ productId })),
      functionFrom: day(30),
      functionTo: day(32),
    });
    expect(res.status).toBe(201);
    const { tryOn: view } = await res.json();
    const [first, second] = view.pieces;
    const answer = await book(
      jsonRequest(`/api/try-ons/${view.id}/book`, { pieces: [first.id, second.id] }, { headers: bearer(token) }),
      ctx(view.id),
    );
    expect(answer.status).toBe(201);
    const { booking, tryOn: after } = await answer.json();
    expect(after.status).toBe("booked_out");
    expect(booking.path).toMatch(/^\/booking\/o\./);
    expect(booking.reservations).toHaveLength(2);
    for (const r of booking.reservations) {
      expect(r).toMatchObject({ status: "confirmed", rent: 6000, deposit: 4000, from: day(30), to: day(32) });
      expect(r.number).toMatch(/^R-\d+$/);
    }
    // the books: rent and deposit of each stay, posted once as booked
    const entries = await (
      await db()
    ).ledgerEntry.findMany({ where: { stayId: { in: booking.reservations.map((r: { id: string }) => r.id) } } });
    expect(entries.map((e) => `${e.kind} ${e.amount} ${e.reason}`).sort()).toEqual([
      "DEPOSIT 4000 booked",
      "DEPOSIT 4000 booked",
      "RENT 6000 booked",
      "RENT 6000 booked",
    ]);
    // the chosen pieces are hers; the third is free again at once
    expect((await reserveRoute(first.productId, day(30), day(32))).status).toBe(409);
    const third = view.pieces.find((p: { id: string }) => p.id !== first.id && p.id !== second.id);
    expect((await reserveRoute(third.productId, day(30), day(32))).status).toBe(201);
    // and the try-on is done: a second booking from it is refused
    const again = await book(
      jsonRequest(`/api/try-ons/${view.id}/book`, { pieces: [third.id] }, { headers: bearer(token) }),
      ctx(view.id),
    );
    expect(again.status).toBe(409);
  });

  it("books from her own page as a pending hold, as online", async () => {
    const productId = await piece(1);
    const res = await tryOn({
      start: at(day(4), "17:00").toISOString(),
      pieces: [{ productId }],
      functionFrom: day(33),
      functionTo: day(34),
    });
    const { tryOn: view } = await res.json();
    const t = tokenOf(view.path);
    const answer = await book(jsonRequest(`/api/try-ons/${t}/book`, { pieces: [view.pieces[0].id] }), ctx(t));
    expect(answer.status).toBe(201);
    const { booking } = await answer.json();
    expect(booking.reservations[0]).toMatchObject({ status: "requested", rent: 6000 });
  });
});

describe("her link", () => {
  it("shows her try-on, and 404 for a tampered one", async () => {
    const res = await tryOn({ start: at(day(7)).toISOString(), pieces: [{ productId: await piece(2) }] });
    const { tryOn: view } = await res.json();
    const t = tokenOf(view.path);
    expect(view.path).toMatch(/^\/try-on\/t\./);
    const mine = await getTryOn(new Request("http://shop.test"), ctx(t));
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect((await mine.json()).tryOn).toMatchObject({ number: view.number, name: "Priya", status: "booked" });
    const tampered = `${t.slice(0, -2)}${t.endsWith("A") ? "B" : "A"}x`;
    expect((await getTryOn(new Request("http://shop.test"), ctx(tampered))).status).toBe(404);
    expect((await getTryOn(new Request("http://shop.test"), ctx(view.id))).status).toBe(404);
  });

  it("cancels from her page until two hours before, freeing the pieces", async () => {
    const productId = await piece(1);
    const res = await tryOn({
      start: at(day(7), "12:30").toISOString(),
      pieces: [{ productId }],
      functionFrom: day(40),
      functionTo: day(41),
    });
    const { tryOn: view } = await res.json();
    const t = tokenOf(view.path);
    const late = new Date(new Date(view.start).getTime() - 119 * MINUTE);
    await expect(cancelTryOn(await tryOnOfToken(t), "CUSTOMER", late)).rejects.toMatchObject({ status: 422 });
    const answer = await cancel(new Request("http://shop.test", { method: "POST" }), ctx(t));
    expect(answer.status).toBe(200);
    expect((await answer.json()).tryOn.status).toBe("cancelled");
    expect((await reserveRoute(productId, day(40), day(41))).status).toBe(201);
  });
});

describe("the owner's settings", () => {
  it("changes only what she names, and the slots follow", async () => {
    const put = (body: unknown) =>
      putSettings(jsonRequest("/api/try-ons/settings", body, { method: "PUT", headers: bearer(token) }), undefined);
    const d = day(9);
    expect((await put({ rooms: 3, closures: [d] })).status).toBe(200);
    const settings = await (
      await getSettings(new Request("http://shop.test", { headers: bearer(token) }), undefined)
    ).json();
    expect(settings).toMatchObject({ rooms: 3, slotMinutes: 30, closures: [d] });
    const closed = await getSlots(new Request(`http://shop.test/api/try-ons/slots?from=${d}&to=${d}`), undefined);
    expect((await closed.json()).days[0].slots).toEqual([]);
    const next = addDays(d, 1);
    const open = await getSlots(new Request(`http://shop.test/api/try-ons/slots?from=${next}&to=${next}`), undefined);
    expect((await open.json()).days[0].slots[0].rooms).toBe(3);
    expect((await put({ slotMinutes: 5 })).status).toBe(400);
    await put({ rooms: 2, closures: [] });
    const list = await listTryOns(
      new Request(`http://shop.test/api/try-ons?from=${day(6)}&to=${day(6)}`, { headers: bearer(token) }),
      undefined,
    );
    expect(list.status).toBe(200);
    expect((await list.json()).tryOns.length).toBeGreaterThanOrEqual(2);
  });
});

describe("moving a try-on", () => {
  const seatsAt = async (start: Date) => {
    const d = start.toISOString();
    const day = new Date(start.getTime() + 330 * MINUTE).toISOString().slice(0, 10);
    const res = await getSlots(new Request(`http://shop.test/api/try-ons/slots?from=${day}&to=${day}`), undefined);
    return (await res.json()).days[0].slots.find((s: { start: string }) => s.start === d).left as number;
  };

  it("moves the seat and keeps the pieces held; a full slot changes nothing", async () => {
    const productId = await piece(1);
    const a = at(day(11), "12:00");
    const b = at(day(11), "15:30");
    const res = await tryOn({
      start: a.toISOString(),
      pieces: [{ productId }],
      functionFrom: day(45),
      functionTo: day(46),
    });
    const { tryOn: view } = await res.json();
    const t = tokenOf(view.path);
    const moved = await move(jsonRequest(`/api/try-ons/${t}/move`, { start: b.toISOString() }), ctx(t));
    expect(moved.status).toBe(200);
    const after = (await moved.json()).tryOn;
    expect(after).toMatchObject({ number: view.number, start: b.toISOString(), status: "booked" });
    expect(after.pieces[0]).toMatchObject({ productId, held: true });
    expect(await seatsAt(a)).toBe(2);
    expect(await seatsAt(b)).toBe(1);
    expect((await reserveRoute(productId, day(45), day(46))).status).toBe(409);
    // fill the other slot, then try to move there: refused, nothing changed
    const c = at(day(11), "16:00");
    for (let i = 0; i < 2; i++)
      expect((await tryOn({ start: c.toISOString(), pieces: [{ productId: await piece(1) }] })).status).toBe(201);
    const full = await move(jsonRequest(`/api/try-ons/${t}/move`, { start: c.toISOString() }), ctx(t));
    expect(full.status).toBe(409);
    expect((await full.json()).nearestFree.length).toBeGreaterThan(0);
    const still = (await (await getTryOn(new Request("http://shop.test"), ctx(t))).json()).tryOn;
    expect(still).toMatchObject({ start: b.toISOString() });
    expect(still.pieces[0].held).toBe(true);
    expect((await reserveRoute(productId, day(45), day(46))).status).toBe(409);
    // too close to the slot for her to move it
    const late = new Date(b.getTime() - 60 * MINUTE);
    await expect(moveTryOn(await tryOnOfToken(t), at(day(12)), "CUSTOMER", { now: late })).rejects.toMatchObject({
      status: 422,
    });
  });
});

describe("the owner's lists", () => {
  it("keep a try-on's holds out of the bookings and blocks", async () => {
    const { GET: listReservations } = await import("@/app/api/reservations/route");
    const productId = await piece(1);
    expect((await tryOn({ start: at(day(8), "17:30").toISOString(), pieces: [{ productId }] })).status).toBe(201);
    const res = await listReservations(
      new Request(`http://shop.test/api/reservations?productId=${productId}`, { headers: bearer(token) }),
      undefined,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });
});

describe("her calendar file", () => {
  it("is the try-on at its time, at the shop; 404 for a tampered link", async () => {
    const { GET: calendar } = await import("@/app/api/try-ons/[token]/calendar/route");
    const start = at(day(9), "18:00");
    const res = await tryOn({ start: start.toISOString(), pieces: [{ productId: await piece(1) }] });
    const { tryOn: view } = await res.json();
    const t = tokenOf(view.path);
    const file = await calendar(new Request("http://shop.test"), ctx(t));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await file.text();
    const utc = start
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
    expect(text).toContain(`DTSTART:${utc}`);
    expect(text).toContain(`SUMMARY:Try-on ${view.number} at `);
    expect((await calendar(new Request("http://shop.test"), ctx(`${t}x`))).status).toBe(404);
  });
});

describe("what an attacker cannot do with try-ons", () => {
  it("refuses function days before the try-on", async () => {
    const res = await tryOn({
      start: at(day(12)).toISOString(),
      pieces: [{ productId: await piece(1) }],
      functionFrom: day(6),
      functionTo: day(8),
    });
    expect(res.status).toBe(422);
  });

  it("lets one address have two try-ons ahead, not every fitting room", async () => {
    const from = nextAddress();
    const book = (time: string) =>
      tryOn(
        { start: at(day(13), time).toISOString(), pieces: [{ productId: ids[time]! }] },
        { "x-forwarded-for": from },
      );
    const ids: Record<string, string> = {};
    for (const time of ["11:00", "11:30", "12:00"]) ids[time] = await piece(1);
    expect((await book("11:00")).status).toBe(201);
    expect((await book("11:30")).status).toBe(201);
    expect((await book("12:00")).status).toBe(429);
  });

  it("a move read before a booking committed changes nothing, and moves are counted", async () => {
    const productId = await piece(1);
    const res = await tryOn({
      start: at(day(14), "12:00").toISOString(),
      pieces: [{ productId }],
      functionFrom: day(50),
      functionTo: day(51),
    });
    const { tryOn: view } = await res.json();
    const t = tokenOf(view.path);
    const stale = await tryOnOfToken(t);
    const booked = await book(
      jsonRequest(`/api/try-ons/${view.id}/book`, { pieces: [view.pieces[0].id] }, { headers: bearer(token) }),
      ctx(view.id),
    );
    expect(booked.status).toBe(201);
    const { booking } = await booked.json();
    await expect(moveTryOn(stale, at(day(14), "15:00"), "CUSTOMER")).rejects.toMatchObject({ status: 409 });
    await expect(cancelTryOn(stale, "CUSTOMER")).rejects.toMatchObject({ status: 409 });
    const stays = await (await db()).reservation.findMany({ where: { orderId: booking.orderId } });
    expect(stays.map((s) => [s.kind, s.status])).toEqual([["RENTAL", "CONFIRMED"]]);
    // a second tap books nothing twice
    const again = await book(
      jsonRequest(`/api/try-ons/${view.id}/book`, { pieces: [view.pieces[0].id] }, { headers: bearer(token) }),
      ctx(view.id),
    );
    expect(again.status).toBe(409);

    const other = await tryOn({ start: at(day(15), "12:00").toISOString(), pieces: [{ productId: await piece(1) }] });
    const o = tokenOf((await other.json()).tryOn.path);
    for (const time of ["12:30", "13:00"])
      expect(
        (await move(jsonRequest(`/api/try-ons/${o}/move`, { start: at(day(15), time).toISOString() }), ctx(o))).status,
      ).toBe(200);
    expect(
      (await move(jsonRequest(`/api/try-ons/${o}/move`, { start: at(day(15), "13:30").toISOString() }), ctx(o))).status,
    ).toBe(422);
  });

  it("a no-show's pieces cool down for the address, as a lapsed online hold's", async () => {
    const { bookTryOn } = await import("@/features/try-ons");
    const productId = await piece(1);
    const from = nextAddress();
    const input = (start: Date) => ({
      start,
      pieces: [{ productId, size: null }],
      name: "Priya",
      phone: nextPhone(),
      email: null,
      functionFrom: day(55),
      functionTo: day(56),
    });
    const first = await bookTryOn(input(at(day(16), "12:00")), from);
    const after = new Date(new Date(first.end).getTime() + 31 * MINUTE);
    await expect(bookTryOn(input(at(day(18), "12:00")), from, { now: after })).rejects.toMatchObject({ status: 429 });
    expect((await bookTryOn(input(at(day(18), "12:30")), nextAddress(), { now: after })).status).toBe("booked");
  });
});
