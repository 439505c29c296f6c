// What a pending hold takes off the market is its copies × the days it holds, the shop's buffer
// days included, and one public address may hold only a few unconfirmed stays of one piece. The
// phone is not counted: anyone can type a bride's number. Pieces here keep the shop's default
// buffers (1 day before pickup, 2 after return): a 1-day stay holds 4 days. The ceiling on the
// share of a category held unpaid is off here (100 %) and tried in hold-attack.test.ts. Runs on
// PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getAvailability } from "@/app/api/availability/[productId]/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { POST as postCheckout } from "@/app/api/checkout/route";
import { DELETE as deletePiece } from "@/app/api/collection/[key]/route";
import { invalidateAvailability } from "@/lib/cache";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { addDays } from "@/lib/dates";
import { adminToken, bearer } from "../helpers/admin";
import { jsonRequest } from "../helpers/request";

process.env.PUBLIC_FORM_RATE_LIMIT = "100000";
process.env.RENTAL_UNPAID_SHARE_PERCENT = "100";

// Counts the drops of every "available on" list, calling through to the real one.
vi.mock("@/lib/cache", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/cache")>();
  return { ...real, invalidateAvailability: vi.fn(real.invalidateAvailability) };
});

const day = (n: number) => addDays(indiaToday(), n);
let address = 10;
/** A fresh public address per booking unless one is given: per-address counts stay apart. */
const nextAddress = () => `203.0.113.${address++}`;
let phones = 1000;
const nextPhone = () => `97${String(20000000 + phones++ * 7).padStart(8, "0")}`;

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

/** A piece with the shop's default buffers (none set on the piece). */
async function piece(stock = 1) {
  const prisma = await db();
  const row = await prisma.collectionItem.create({
    data: {
      category: "gown",
      title: `Cap gown ${Math.random().toString(36).slice(2, 7)}`,
      description: "Gown",
      price: 3000,
      rentPrice: 3000,
      rentDays: 3,
      deposit: 2000,
      stock,
    },
  });
  return { id: row.id, title: row.title };
}

const customer = { name: "Made Up", email: "made.up@example.com", address: "12, Rajouri Garden, Delhi" };
function checkout(items: unknown[], who: { from?: string; phone?: string } = {}) {
  const body = { ...customer, phone: who.phone ?? nextPhone(), items };
  return postCheckout(
    jsonRequest("/api/checkout", body, { headers: { "x-forwarded-for": who.from ?? nextAddress() } }),
    undefined,
  );
}
function book(productId: string, from: string, to: string, who: { from?: string; phone?: string } = {}) {
  const body = { productId, from, to, name: "Made Up", phone: who.phone ?? nextPhone() };
  return postReservation(
    jsonRequest("/api/reservations", body, { headers: { "x-forwarded-for": who.from ?? nextAddress() } }),
    undefined,
  );
}
const line = (productId: string, from: number, to = from, quantity = 1) => ({
  productId,
  quantity,
  from: day(from),
  to: day(to),
});

async function freeDays(productId: string, from: string, to: string): Promise<number> {
  const res = await getAvailability(
    new Request(`http://shop.test/api/availability/${productId}?from=${from}&to=${to}`),
    { params: Promise.resolve({ productId }) },
  );
  return ((await res.json()).days as { status: string }[]).filter((d) => d.status === "free").length;
}

describe("piece-days count the days a hold takes, buffers included", () => {
  it("the review's checkout: 40 one-day stays of one piece a week apart is refused whole (160 piece-days held, not 40), and the piece stays free", async () => {
    const p = await piece();
    const res = await checkout(Array.from({ length: 40 }, (_, k) => line(p.id, 7 + 7 * k)));
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe(
      "One booking online can hold at most 40 piece-days (one piece for one day, the shop's days before and after each stay included); this one holds 160. To book more, call or WhatsApp the shop.",
    );
    expect(await freeDays(p.id, day(6), day(7 + 7 * 39 + 2))).toBe(7 * 39 + 4);
  });

  it("three 12-day stays on three pieces from one address: the third passes the pending cap (3 × 15 held days > 40)", async () => {
    const from = nextAddress();
    const [a, b, c] = [await piece(), await piece(), await piece()];
    expect((await book(a.id, day(20), day(31), { from })).status).toBe(201);
    expect((await book(b.id, day(20), day(31), { from })).status).toBe(201);
    const third = await book(c.id, day(20), day(31), { from });
    expect(third.status).toBe(429);
    expect((await third.json()).message).toMatch(
      /^Bookings waiting for the shop's confirmation may hold at most 40 piece-days \(one piece for one day, the shop's days before and after each stay included\) from one connection\./,
    );
    expect(await freeDays(c.id, day(20), day(31))).toBe(12);
  });

  it("a family's basket fits: four pieces for a 3-day stay in one checkout (4 × 6 held days)", async () => {
    const pieces = [await piece(), await piece(), await piece(), await piece()];
    const res = await checkout(pieces.map((p) => line(p.id, 30, 32)));
    expect(res.status).toBe(201);
    expect((await res.json()).reservations).toHaveLength(4);
  });
});

describe("at most 2 unconfirmed stays of one piece per address; the phone is not the booker's key", () => {
  it("a third stay of the piece from the same address (new phones each time) is a 429 naming it, with Retry-After; another visitor still books it", async () => {
    const p = await piece();
    const from = nextAddress();
    expect((await book(p.id, day(10), day(10), { from })).status).toBe(201);
    expect((await book(p.id, day(20), day(20), { from })).status).toBe(201);
    const third = await book(p.id, day(30), day(30), { from });
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(47 * 3600);
    expect((await third.json()).message).toBe(
      `Bookings waiting for the shop's confirmation may hold at most 2 stays of one piece from one connection, and ${p.title} has that many from you. The shop will call about them; to book more now, call or WhatsApp the shop.`,
    );
    expect(await freeDays(p.id, day(29), day(32))).toBe(4);
    expect((await book(p.id, day(30), day(30))).status).toBe(201);
  });

  it("holds made with a bride's phone from other addresses do not stop her own booking", async () => {
    const [p, q] = [await piece(), await piece()];
    const hers = nextPhone();
    // a stranger spends "her" allowances from two addresses: both caps' worth of piece-days and stays
    expect((await book(p.id, day(10), day(10), { phone: hers })).status).toBe(201);
    expect((await book(p.id, day(20), day(20), { phone: hers })).status).toBe(201);
    expect((await book(q.id, day(40), day(52), { phone: hers })).status).toBe(201);
    expect((await book(q.id, day(60), day(72), { phone: hers })).status).toBe(201);
    // she books the same piece for a third stay and 15 more days from her own phone's address
    const own = nextAddress();
    expect((await book(p.id, day(30), day(30), { from: own, phone: hers })).status).toBe(201);
    expect((await book(q.id, day(80), day(92), { from: own, phone: hers })).status).toBe(201);
  });

  it("one checkout asking for three stays of one piece is a 422 naming it, and holds nothing", async () => {
    const p = await piece();
    const res = await checkout([line(p.id, 10), line(p.id, 20), line(p.id, 30)]);
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe(
      `One booking online can hold at most 2 stays of one piece; this one asks for 3 of ${p.title}. To book more, call or WhatsApp the shop.`,
    );
    expect(await (await db()).reservation.count({ where: { itemId: p.id } })).toBe(0);
  });

  it("copies of one stay are one stay: 2 copies for one stay and 1 for another fit; a third stay does not", async () => {
    const p = await piece(3);
    const from = nextAddress();
    expect((await checkout([line(p.id, 10, 10, 2), line(p.id, 20)], { from })).status).toBe(201);
    expect((await checkout([line(p.id, 30)], { from })).status).toBe(429);
  });
});

describe("an address every visitor shares (the shop's own proxy) or none is not one visitor's cap", () => {
  const visitors = (n: number) => Array.from({ length: n }, () => nextPhone());

  it("behind a proxy at 172.17.0.1, four strangers each hold 17 piece-days: none is refused for another's holds or day", async () => {
    const proxy = "172.17.0.1";
    for (const phone of visitors(4)) {
      const p = await piece();
      expect((await book(p.id, day(40), day(53), { from: proxy, phone })).status).toBe(201);
    }
  });

  it("with no address at all, the same: five checkouts of 17 piece-days from five phones all go through (85, past a day's 60)", async () => {
    for (const phone of visitors(5)) {
      const p = await piece();
      const res = await postCheckout(
        jsonRequest("/api/checkout", { ...customer, phone, items: [line(p.id, 40, 53)] }),
        undefined,
      );
      expect(res.status).toBe(201);
    }
  });

  it("one phone behind the proxy is not counted either: a third stay of one piece from it is held (the share held unpaid bounds a flood there)", async () => {
    const p = await piece();
    const phone = nextPhone();
    expect((await book(p.id, day(10), day(10), { from: "10.0.0.7", phone })).status).toBe(201);
    expect((await book(p.id, day(20), day(20), { from: "10.0.0.7", phone })).status).toBe(201);
    expect((await book(p.id, day(30), day(30), { from: "10.0.0.7", phone })).status).toBe(201);
  });
});

describe("a checkout with nothing dated books nothing", () => {
  it("an address over a lowered pending cap still buys soap, and the availability lists are not dropped", async () => {
    const prisma = await db();
    const soap = (
      await prisma.beautyItem.create({ data: { category: "soap", title: "Cap soap", description: "Soap", price: 200 } })
    ).id;
    const from = nextAddress();
    const p = await piece();
    expect((await book(p.id, day(30), day(32), { from })).status).toBe(201);
    const drops = vi.mocked(invalidateAvailability).mock.calls.length;
    process.env.RENTAL_PENDING_PIECE_DAYS = "2";
    try {
      const res = await checkout([{ productId: soap, quantity: 2 }], { from });
      expect(res.status).toBe(201);
      expect((await res.json()).heldUntil).toBeNull();
    } finally {
      delete process.env.RENTAL_PENDING_PIECE_DAYS;
    }
    expect(vi.mocked(invalidateAvailability).mock.calls.length).toBe(drops);
  });
});

describe("a hold past its lapse time holds nothing for the owner either", () => {
  const remove = (id: string) =>
    deletePiece(new Request(`http://shop.test/api/collection/${id}`, { method: "DELETE", headers: bearer(token) }), {
      params: Promise.resolve({ key: id }),
    });

  it("deleting a piece whose only booking lapsed (not yet marked) goes through; a live one still answers 409 naming it", async () => {
    const prisma = await db();
    const lapsed = await piece();
    const { reservation } = await (await book(lapsed.id, day(30), day(32))).json();
    await prisma.reservation.update({
      where: { id: reservation.id },
      data: { lapsesAt: new Date(Date.now() - 60_000) },
    });
    const res = await remove(lapsed.id);
    expect(res.status).toBe(200);

    const live = await piece();
    const held = await (await book(live.id, day(30), day(32))).json();
    const refused = await remove(live.id);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      `This piece has upcoming reservations (${held.reservation.number}). Cancel them first, or block its dates to stop new bookings.`,
    );
  });
});
