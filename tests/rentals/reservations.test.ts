// Rent by date. Availability, booking (409 with the nearest free dates), the
// database's no-double-booking guarantee under concurrent requests, the lifecycle, blocks,
// and India calendar days. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getAvailability } from "@/app/api/availability/[productId]/route";
import { GET as listReservations, POST as postReservation } from "@/app/api/reservations/route";
import { PATCH as patchReservation } from "@/app/api/reservations/[id]/route";
import { POST as postBlock } from "@/app/api/blocks/route";
import { POST as postCheckout } from "@/app/api/checkout/route";
import { DELETE as deleteBlock } from "@/app/api/blocks/[id]/route";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { todaysWork } from "@/features/rentals";
import { listBlocks } from "@/features/rentals";
import { addDays } from "@/lib/dates";
import { adminToken, bearer } from "../helpers/admin";
import { jsonRequest } from "../helpers/request";

process.env.PUBLIC_FORM_RATE_LIMIT = "100000";
process.env.RENTAL_DAILY_PIECE_DAYS = "100000";
process.env.RENTAL_PENDING_PIECE_DAYS = "100000";
process.env.RENTAL_UNPAID_SHARE_PERCENT = "100";
process.env.RENTAL_PENDING_STAYS_PER_PIECE = "100000";

let token: string;
const today = () => indiaToday();
const day = (n: number) => addDays(today(), n);

async function piece(
  terms: { rentPrice?: number | null; stock?: number; bufferBefore?: number; bufferAfter?: number } = {},
) {
  const prisma = await db();
  const row = await prisma.collectionItem.create({
    data: {
      category: "sarees",
      title: `Test lehenga ${Math.random().toString(36).slice(2, 7)}`,
      description: "Red bridal lehenga",
      price: 4000,
      rentPrice: terms.rentPrice === undefined ? 4000 : terms.rentPrice,
      rentDays: 3,
      deposit: 5000,
      stock: terms.stock ?? 1,
      bufferBefore: terms.bufferBefore ?? 1,
      bufferAfter: terms.bufferAfter ?? 2,
    },
  });
  return row.id;
}

const book = (productId: string, from: string, to: string, extra: Record<string, unknown> = {}) =>
  postReservation(
    jsonRequest("/api/reservations", { productId, from, to, name: "Priya Sharma", phone: "98110 45872", ...extra }),
    undefined,
  );

async function days(productId: string, from: string, to: string) {
  const res = await getAvailability(
    new Request(`http://shop.test/api/availability/${productId}?from=${from}&to=${to}`),
    { params: Promise.resolve({ productId }) },
  );
  expect(res.status).toBe(200);
  const body = await res.json();
  return Object.fromEntries((body.days as { date: string; status: string }[]).map((d) => [d.date, d.status]));
}

const admin = (url: string, body: unknown, method = "POST") =>
  jsonRequest(url, body, { method, headers: bearer(token) });

beforeAll(async () => {
  token = await adminToken();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("availability and booking", () => {
  it("a booked stay shows as booked with its buffer days, the rest stays free", async () => {
    const id = await piece();
    const res = await book(id, day(10), day(12), { email: "priya@example.com", size: "M" });
    expect(res.status).toBe(201);
    const { reservation } = await res.json();
    expect(reservation).toMatchObject({
      number: expect.stringMatching(/^R-\d+$/),
      status: "requested",
      from: day(10),
      to: day(12),
      holdFrom: day(9),
      holdTo: day(14),
      rent: 4000,
      deposit: 5000,
      size: "M",
    });
    const status = await days(id, day(7), day(16));
    expect([day(7), day(8), day(15), day(16)].map((d) => status[d])).toEqual(["free", "free", "free", "free"]);
    for (let n = 9; n <= 14; n++) expect(status[day(n)]).toBe("booked");
  });

  it("prices extra days beyond the base period", async () => {
    const id = await piece();
    const res = await book(id, day(20), day(24));
    const { reservation } = await res.json();
    // 5 days: the 3-day rent plus two extra days at ⌈4000 / 3⌉.
    expect(reservation.rent).toBe(4000 + 2 * 1334);
  });

  it("an overlapping request is refused with 409 and the nearest free dates, which can then be booked", async () => {
    const id = await piece();
    expect((await book(id, day(10), day(12))).status).toBe(201);
    const res = await book(id, day(11), day(13));
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.message).toMatch(/just booked/);
    expect(body.nearestFree.length).toBeGreaterThan(0);
    for (const stay of body.nearestFree) expect((await book(id, stay.from, stay.to)).status).toBe(201);
  });

  it("the buffers keep two stays apart: a pickup the day after a return is refused", async () => {
    const id = await piece();
    expect((await book(id, day(10), day(12))).status).toBe(201);
    // The return's 2 buffer days and the next pickup's 1 buffer day may not share a day.
    expect((await book(id, day(15), day(17))).status).toBe(409);
    expect((await book(id, day(16), day(18))).status).toBe(201);
  });

  it("a piece with two copies takes two bookings for the same days, and refuses the third", async () => {
    const id = await piece({ stock: 2 });
    expect((await book(id, day(30), day(32))).status).toBe(201);
    expect((await days(id, day(30), day(30)))[day(30)]).toBe("free");
    expect((await book(id, day(30), day(32))).status).toBe(201);
    expect((await days(id, day(30), day(30)))[day(30)]).toBe("booked");
    expect((await book(id, day(31), day(31))).status).toBe(409);
  });

  it("names the free copies on days when some are held, so a calendar can tell that no one copy is free for a whole stay", async () => {
    const id = await piece({ stock: 2, bufferBefore: 0, bufferAfter: 0 });
    expect((await book(id, day(40), day(42))).status).toBe(201); // copy 1
    expect(
      (
        await postBlock(
          admin("/api/blocks", { productId: id, from: day(43), to: day(44), unit: 2, reason: "Alterations" }),
          undefined,
        )
      ).status,
    ).toBe(201);
    const res = await getAvailability(
      new Request(`http://shop.test/api/availability/${id}?from=${day(39)}&to=${day(45)}`),
      { params: Promise.resolve({ productId: id }) },
    );
    const { days: answer } = (await res.json()) as { days: { date: string; status: string; copies?: number[] }[] };
    const at = (n: number) => answer.find((d) => d.date === day(n));
    expect(at(39)).toEqual({ date: day(39), status: "free" });
    expect(at(41)).toEqual({ date: day(41), status: "free", copies: [2] });
    expect(at(43)).toEqual({ date: day(43), status: "free", copies: [1] });
    expect(at(45)).toEqual({ date: day(45), status: "free" });
    // Every day from the 41st to the 43rd has a free copy, but not the same one: refused.
    expect((await book(id, day(41), day(43))).status).toBe(409);
    expect((await book(id, day(43), day(45))).status).toBe(201);
  });

  it("a pickup today right after a return does not need yesterday as its buffer day", async () => {
    const id = await piece({ bufferBefore: 1, bufferAfter: 1 });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-05-10T06:00:00Z")); // 11:30 on 10 May in India
    expect((await book(id, "2027-05-11", "2027-05-12")).status).toBe(201); // held 10–13 May
    vi.setSystemTime(new Date("2027-05-14T06:00:00Z"));
    // Picked up on the 14th: its day before (the 13th, the other stay's cleaning day) is past.
    const res = await book(id, "2027-05-14", "2027-05-15");
    expect(res.status).toBe(201);
    expect((await res.json()).reservation).toMatchObject({ holdFrom: "2027-05-14", holdTo: "2027-05-16" });
  });

  it("refuses the past, a return before pickup, too long a stay and a day beyond 18 months, with messages", async () => {
    const id = await piece();
    const cases: [string, string, RegExp][] = [
      [day(-1), day(1), /pickup day has passed/i],
      [day(5), day(3), /return day must be on or after/i],
      [day(5), day(40), /at most 14 days/i],
      [day(600), day(601), /18 months ahead/i],
    ];
    for (const [from, to, message] of cases) {
      const res = await book(id, from, to);
      expect(res.status, `${from} → ${to}`).toBe(422);
      expect((await res.json()).message).toMatch(message);
    }
    const bad = await book(id, "2026-02-30", day(3));
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.from).toMatch(/not a real date/);
  });

  it("answers 404 for an unknown piece and 422 for one without rental terms", async () => {
    expect((await book("cnotapieceatall000000000", day(3), day(4))).status).toBe(404);
    const plain = await piece({ rentPrice: null });
    const res = await book(plain, day(3), day(4));
    expect(res.status).toBe(422);
    expect((await res.json()).message).toMatch(/not rented by date/);
  });

  it("availability: past days are blocked, at most 12 months a call, dates validated", async () => {
    const id = await piece();
    const status = await days(id, day(-2), day(0));
    expect([status[day(-2)], status[day(-1)], status[day(0)]]).toEqual(["blocked", "blocked", "free"]);
    const long = await getAvailability(
      new Request(`http://shop.test/api/availability/${id}?from=${day(0)}&to=${day(400)}`),
      { params: Promise.resolve({ productId: id }) },
    );
    expect(long.status).toBe(400);
    expect((await long.json()).message).toMatch(/12 months/);
    const bad = await getAvailability(new Request(`http://shop.test/api/availability/${id}?from=tomorrow`), {
      params: Promise.resolve({ productId: id }),
    });
    expect(bad.status).toBe(400);
  });
});

describe("no double booking, ever", () => {
  it.each([7, 11, 13])(
    "of many concurrent, randomly overlapping requests, the stored ones never overlap and every refusal is a 409 (round %i)",
    async (start) => {
      const pieces = [await piece(), await piece(), await piece({ stock: 2 })];
      let seed = start;
      const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      const requests = Array.from({ length: 60 }, () => {
        const start = 40 + Math.floor(random() * 20);
        return {
          id: pieces[Math.floor(random() * pieces.length)]!,
          from: day(start),
          to: day(start + Math.floor(random() * 4)),
        };
      });
      const answers = await Promise.all(requests.map((r) => book(r.id, r.from, r.to)));
      const statuses = answers.map((a) => a.status);
      expect(
        statuses.every((s) => s === 201 || s === 409),
        statuses.join(","),
      ).toBe(true);
      expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(pieces.length);
      expect(statuses.filter((s) => s === 409).length).toBeGreaterThan(0);

      const prisma = await db();
      const stored = await prisma.reservation.findMany({
        where: { itemId: { in: pieces } },
        select: { unitId: true, holdFrom: true, holdTo: true },
      });
      expect(stored.length).toBe(statuses.filter((s) => s === 201).length);
      for (const a of stored)
        for (const b of stored)
          if (a !== b && a.unitId === b.unitId)
            expect(a.holdFrom > b.holdTo || b.holdFrom > a.holdTo, "two holds of one copy overlap").toBe(true);
    },
  );

  it("a booking the database rolls back to break a deadlock answers 503 with Retry-After, never 500, and holds nothing", async () => {
    const id = await piece();
    const prisma = await db();
    // What PostgreSQL answers a transaction it picks to break a deadlock: Prisma's P2034 (40P01 underneath).
    const deadlock = Object.assign(
      new Error("Transaction failed due to a write conflict or a deadlock. Please retry your transaction"),
      { code: "P2034" },
    );
    const transaction = vi.spyOn(prisma, "$transaction").mockRejectedValueOnce(deadlock);
    try {
      const busy = await book(id, day(95), day(96));
      expect(busy.status).toBe(503);
      expect(busy.headers.get("retry-after")).toBe("2");
      expect((await busy.json()).message).toBe(
        "The shop was busy with other requests at that moment and nothing was saved. Please try again.",
      );
    } finally {
      transaction.mockRestore();
    }
    expect((await days(id, day(95), day(96)))[day(95)]).toBe("free");
  });

  it("the database itself refuses an overlapping hold written past the application", async () => {
    const id = await piece();
    expect((await book(id, day(70), day(72))).status).toBe(201);
    const prisma = await db();
    const unit = await prisma.rentalUnit.findFirstOrThrow({ where: { itemId: id } });
    const d = (n: number) => new Date(`${day(n)}T00:00:00Z`);
    await expect(
      prisma.reservation.create({
        data: {
          itemId: id,
          unitId: unit.id,
          title: "x",
          pickupOn: d(73),
          returnOn: d(74),
          holdFrom: d(73),
          holdTo: d(74),
        },
      }),
    ).rejects.toThrow(/reservations_no_overlap/);
  });
});

describe("lifecycle and the owner's day", () => {
  it("requested → confirmed → picked up; no going back; returning has its own route; cancelling frees the days", async () => {
    const id = await piece();
    const { reservation } = await (await book(id, day(0), day(2))).json();
    const patch = (r: string, status: string) =>
      patchReservation(admin(`/api/reservations/${r}`, { status }, "PATCH"), { params: Promise.resolve({ id: r }) });
    expect((await patch(reservation.id, "confirmed")).status).toBe(200);
    const work = await todaysWork();
    expect(work.pickups.map((r) => r.id)).toContain(reservation.id);
    expect((await patch(reservation.id, "Picked up")).status).toBe(200);
    const cancel = await patch(reservation.id, "cancelled");
    expect(cancel.status).toBe(409);
    expect((await cancel.json()).message).toMatch(/picked up reservation cannot be marked cancelled/);
    // A return has its own form and route (its condition, days late, the deposit): the bare status is refused.
    expect((await patch(reservation.id, "returned")).status).toBe(422);
    expect((await patch(reservation.id, "deposit settled")).status).toBe(409);

    const other = await (await book(id, day(30), day(31))).json();
    expect((await days(id, day(30), day(30)))[day(30)]).toBe("booked");
    expect((await patch(other.reservation.id, "cancelled")).status).toBe(200);
    expect((await days(id, day(29), day(33)))[day(30)]).toBe("free");
    expect((await book(id, day(30), day(31))).status).toBe(201);
  });

  it("the admin list and status changes need a session", async () => {
    const res = await listReservations(new Request("http://shop.test/api/reservations"), undefined);
    expect(res.status).toBe(401);
    const patched = await patchReservation(
      jsonRequest("/api/reservations/x", { status: "confirmed" }, { method: "PATCH" }),
      { params: Promise.resolve({ id: "x" }) },
    );
    expect(patched.status).toBe(401);
    const blocked = await postBlock(
      jsonRequest("/api/blocks", { productId: "x", from: day(1), to: day(2) }),
      undefined,
    );
    expect(blocked.status).toBe(401);
  });

  it("the admin list finds a reservation by its number, the customer's phone and dates", async () => {
    const id = await piece();
    const { reservation } = await (
      await book(id, day(90), day(91), { name: "Meera Kapoor", phone: "+91 99100 12345" })
    ).json();
    const find = async (q: string) =>
      (await (
        await listReservations(
          new Request(`http://shop.test/api/reservations?${q}`, { headers: bearer(token) }),
          undefined,
        )
      ).json()) as { id: string }[];
    expect((await find(`q=${reservation.number}`)).map((r) => r.id)).toEqual([reservation.id]);
    expect((await find("q=99100%2012345")).map((r) => r.id)).toContain(reservation.id);
    // The number as people type it, with its 0, 91 or +91.
    for (const typed of ["099100 12345", "09910012345", "+91 99100 12345", "919910012345", "9910012345"]) {
      expect(
        (await find(`q=${encodeURIComponent(typed)}`)).map((r) => r.id),
        typed,
      ).toEqual([reservation.id]);
    }
    expect((await find(`from=${day(91)}&to=${day(95)}&productId=${id}`)).map((r) => r.id)).toEqual([reservation.id]);
    expect(await find(`from=${day(92)}&to=${day(95)}&productId=${id}`)).toEqual([]);
  });

  it("a block holds the days as blocked, refuses bookings, is refused over a booking, and frees the days when removed", async () => {
    const id = await piece();
    const res = await postBlock(
      admin("/api/blocks", { productId: id, from: day(50), to: day(52), reason: "Alterations" }),
      undefined,
    );
    expect(res.status).toBe(201);
    const { block } = await res.json();
    expect((await days(id, day(50), day(52)))[day(51)]).toBe("blocked");
    expect((await book(id, day(51), day(51))).status).toBe(409);
    expect((await book(id, day(60), day(61))).status).toBe(201);
    const over = await postBlock(admin("/api/blocks", { productId: id, from: day(59), to: day(60) }), undefined);
    expect(over.status).toBe(409);
    expect((await over.json()).message).toMatch(/R-\d+/);
    expect(
      (await deleteBlock(admin(`/api/blocks/${block.id}`, {}, "DELETE"), { params: Promise.resolve({ id: block.id }) }))
        .status,
    ).toBe(200);
    expect((await days(id, day(50), day(52)))[day(51)]).toBe("free");
    expect(
      (await deleteBlock(admin(`/api/blocks/${block.id}`, {}, "DELETE"), { params: Promise.resolve({ id: block.id }) }))
        .status,
    ).toBe(404);
  });

  it("the Blocked days list: one entry per block however many copies it holds, soonest first, found by piece or reason, paged by block", async () => {
    const id = await piece({ stock: 3 });
    const prisma = await db();
    const { title } = await prisma.collectionItem.findUniqueOrThrow({ where: { id } });
    const reason = `Hem repair ${Math.random().toString(36).slice(2, 7)}`;
    expect(
      (await postBlock(admin("/api/blocks", { productId: id, from: day(80), to: day(80), reason, unit: 2 }), undefined))
        .status,
    ).toBe(201);
    expect(
      (
        await postBlock(
          admin("/api/blocks", { productId: id, from: day(70), to: day(71), reason: "Dry cleaning" }),
          undefined,
        )
      ).status,
    ).toBe(201);

    const { blocks, total } = await listBlocks({ q: title, page: 1, limit: 20 });
    expect(total).toBe(2);
    expect(blocks.map((b) => [b.from, b.to, b.reason, b.units, b.stock])).toEqual([
      [day(70), day(71), "Dry cleaning", [1, 2, 3], 3],
      [day(80), day(80), reason, [2], 3],
    ]);
    expect((await listBlocks({ q: title, page: 2, limit: 1 })).blocks.map((b) => b.reason)).toEqual([reason]);
    expect((await listBlocks({ q: reason, page: 1, limit: 20 })).blocks.map((b) => b.productId)).toEqual([id]);
    expect((await listBlocks({ q: title, from: day(75), page: 1, limit: 20 })).blocks.map((b) => b.reason)).toEqual([
      reason,
    ]);
  });
});

describe("India calendar days", () => {
  it("at 23:30 in India today is still today; at 00:30 it is the next day", async () => {
    const id = await piece();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-03-01T18:00:00Z")); // 23:30 on 1 March in India
    expect((await book(id, "2027-03-01", "2027-03-02")).status).toBe(201);
    vi.setSystemTime(new Date("2027-03-01T19:00:00Z")); // 00:30 on 2 March in India
    const late = await book(id, "2027-03-01", "2027-03-20");
    expect(late.status).toBe(422);
    expect((await late.json()).message).toMatch(/passed/);
    const next = await book(id, "2027-03-10", "2027-03-11");
    expect(next.status).toBe(201);
    expect((await next.json()).reservation).toMatchObject({
      from: "2027-03-10",
      to: "2027-03-11",
      holdFrom: "2027-03-09",
      holdTo: "2027-03-13",
    });
  });
});

describe("checkout with dates", () => {
  const customer = {
    name: "Priya Sharma",
    email: "priya@example.com",
    phone: "9811045872",
    address: "12, Rajouri Garden, Delhi",
  };
  const checkout = (items: unknown[]) => postCheckout(jsonRequest("/api/checkout", { ...customer, items }), undefined);

  it("books each dated line with the order, prices rent and deposit, and mails the owner a calendar file", async () => {
    const id = await piece();
    const prisma = await db();
    const soap = await prisma.beautyItem.create({
      data: { category: "soap", title: "Rose soap", description: "Rose", price: 250 },
    });
    const res = await checkout([
      { productId: id, quantity: 1, from: day(100), to: day(103), size: "M" },
      { productId: soap.id, quantity: 2 },
    ]);
    expect(res.status).toBe(201);
    const { order, reservations } = await res.json();
    expect(reservations).toHaveLength(1);
    expect(reservations[0]).toMatchObject({
      productId: id,
      from: day(100),
      to: day(103),
      orderId: order._id,
      size: "M",
      rent: 4000 + 1334,
      deposit: 5000,
    });
    expect(order).toMatchObject({ total: 4000 + 1334 + 500, deposit: 5000 });
    expect((await days(id, day(101), day(101)))[day(101)]).toBe("booked");
    // The visitor's typed address gets nothing until the owner confirms.
    expect(await prisma.emailOutbox.count({ where: { to: customer.email } })).toBe(0);
    const mail = await prisma.emailOutbox.findFirstOrThrow({
      where: { subject: { startsWith: `New order from ${customer.name}` } },
      orderBy: { createdAt: "desc" },
    });
    expect(mail.to).not.toBe(customer.email);
    const [ics] = mail.attachments as { filename: string; content: string }[];
    expect(ics!.filename).toBe(`${reservations[0].number}.ics`);
    expect(ics!.content).toContain(`DTSTART;VALUE=DATE:${day(100).replace(/-/g, "")}`);
    expect(ics!.content).toContain(`DTSTART;VALUE=DATE:${day(103).replace(/-/g, "")}`);
  });

  it("a taken stay refuses the whole checkout with 409 naming the piece, and stores nothing", async () => {
    const free = await piece();
    const taken = await piece();
    expect((await book(taken, day(110), day(112))).status).toBe(201);
    const prisma = await db();
    const ordersBefore = await prisma.order.count();
    const res = await checkout([
      { productId: free, quantity: 1, from: day(110), to: day(112) },
      { productId: taken, quantity: 1, from: day(111), to: day(112) },
    ]);
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.productId).toBe(taken);
    expect(body.nearestFree.length).toBeGreaterThan(0);
    expect(await prisma.order.count()).toBe(ordersBefore);
    // The first line's booking was released: its days are free again.
    expect((await days(free, day(110), day(112)))[day(111)]).toBe("free");
  });

  it("a line with a pickup day but no return day is a 400 naming the field", async () => {
    const id = await piece();
    const res = await checkout([{ productId: id, quantity: 1, from: day(5) }]);
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).errors)).toContain("items.0.to");
  });
});

describe("a piece with bookings", () => {
  it("cannot be deleted while a customer expects it; once cancelled it can", async () => {
    const { DELETE: removeItem } = await import("@/app/api/collection/[key]/route");
    const id = await piece();
    const { reservation } = await (await book(id, day(120), day(121))).json();
    const del = () =>
      removeItem(new Request(`http://shop.test/api/collection/${id}`, { method: "DELETE", headers: bearer(token) }), {
        params: Promise.resolve({ key: id }),
      });
    const refused = await del();
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toContain(reservation.number);
    await patchReservation(admin(`/api/reservations/${reservation.id}`, { status: "cancelled" }, "PATCH"), {
      params: Promise.resolve({ id: reservation.id }),
    });
    expect((await del()).status).toBe(200);
  });
});

describe("available on a day", () => {
  it("the collection API lists only pieces with a copy free that day, and a cancellation brings one back", async () => {
    const { GET: browse } = await import("@/app/api/collection/[key]/route");
    const booked = await piece();
    const free = await piece();
    const twoCopies = await piece({ stock: 2 });
    const plain = await piece({ rentPrice: null });
    const { reservation } = await (await book(booked, day(140), day(142))).json();
    expect((await book(twoCopies, day(140), day(142))).status).toBe(201);
    const ids = async (on: string) => {
      const res = await browse(new Request(`http://shop.test/api/collection/sarees?on=${on}&limit=100`), {
        params: Promise.resolve({ key: "sarees" }),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { _id: string }[]).map((i) => i._id);
    };
    const on141 = await ids(day(141));
    expect(on141).toEqual(expect.arrayContaining([free, twoCopies]));
    expect(on141).not.toContain(booked);
    // Not rented by date: never "available on" a day.
    expect(on141).not.toContain(plain);
    // The buffer day after the return is held too.
    expect(await ids(day(144))).not.toContain(booked);
    expect(await ids(day(145))).toContain(booked);
    await patchReservation(admin(`/api/reservations/${reservation.id}`, { status: "cancelled" }, "PATCH"), {
      params: Promise.resolve({ id: reservation.id }),
    });
    expect(await ids(day(141))).toContain(booked);
    const bad = await browse(new Request(`http://shop.test/api/collection/sarees?on=someday`), {
      params: Promise.resolve({ key: "sarees" }),
    });
    expect(bad.status).toBe(400);
  });
});

describe("search, available on a day", () => {
  it("/api/search?on= keeps only pieces with a copy free that day", async () => {
    const { GET: search } = await import("@/app/api/search/route");
    const prisma = await db();
    const mk = async (title: string) =>
      (
        await prisma.collectionItem.create({
          data: { category: "gown", title, description: "Zardozi gown", price: 3000, rentPrice: 3000 },
        })
      ).id;
    const taken = await mk("Saffron Zardozi Gown");
    const open = await mk("Saffron Zardozi Gown Two");
    expect((await book(taken, day(150), day(151))).status).toBe(201);
    const find = async (url: string) =>
      ((await (await search(new Request(`http://shop.test${url}`), undefined)).json()) as { _id: string }[]).map(
        (i) => i._id,
      );
    expect(await find("/api/search?q=zardozi%20saffron")).toEqual(expect.arrayContaining([taken, open]));
    const onDay = await find(`/api/search?q=zardozi%20saffron&on=${day(150)}`);
    expect(onDay).toContain(open);
    expect(onDay).not.toContain(taken);
  });
});
