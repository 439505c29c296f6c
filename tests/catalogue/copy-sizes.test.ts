// Sizes per copy. The owner gives each copy a size in the piece's form
// ("Sizes of copies": S, M, M); a piece whose copies differ is booked by size: availability,
// the free copy a booking takes and the 409's nearest free days are those of her size, and a
// size the piece does not have is a 422. A piece without sizes is booked as before.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/collection/route";
import { PUT as update } from "@/app/api/collection/[key]/route";
import { GET as getAvailability } from "@/app/api/availability/[productId]/route";
import { GET as browse } from "@/app/api/collection/[key]/route";
import { GET as getAlternatives } from "@/app/api/availability/[productId]/alternatives/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { POST as postCheckout } from "@/app/api/checkout/route";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { addDays } from "@/lib/dates";
import { getCollectionProduct } from "@/features/catalogue";
import { adminToken, bearer } from "../helpers/admin";
import { jsonRequest } from "../helpers/request";

process.env.PUBLIC_FORM_RATE_LIMIT = "100000";
process.env.RENTAL_DAILY_PIECE_DAYS = "100000";
process.env.RENTAL_PENDING_PIECE_DAYS = "100000";
process.env.RENTAL_UNPAID_SHARE_PERCENT = "100";
process.env.RENTAL_PENDING_STAYS_PER_PIECE = "100000";

let token: string;
const day = (n: number) => addDays(indiaToday(), n);
let phone = 9811046000;

const form = (fields: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return fd;
};
const send = (method: string, url: string, body: FormData) =>
  new Request(`http://shop.test${url}`, { method, body, headers: bearer(token) });
const lehenga = {
  category: "sarees",
  description: "Velvet lehenga with zardozi.",
  price: "6500",
  rentPrice: "6000",
  rentDays: "3",
  deposit: "4000",
  bufferBefore: "0",
  bufferAfter: "0",
};

async function units(itemId: string) {
  const rows = await (
    await db()
  ).rentalUnit.findMany({ where: { itemId }, orderBy: { number: "asc" }, select: { number: true, size: true } });
  return rows.map((u) => [u.number, u.size]);
}

/** A piece made from the admin form, its copies sized as the owner typed them. */
async function sizedPiece(title: string, stock: string, copySizes: string) {
  const res = await create(send("POST", "/api/collection", form({ ...lehenga, title, stock, copySizes })), undefined);
  expect(res.status).toBe(201);
  return (await res.json()) as { _id: string; version: number; copySizes?: string[] };
}

const reserve = (productId: string, from: string, to: string, size?: string) =>
  postReservation(
    jsonRequest("/api/reservations", {
      productId,
      from,
      to,
      name: "Ritika",
      phone: String(phone++),
      ...(size === undefined ? {} : { size }),
    }),
    undefined,
  );

async function availability(productId: string, from: string, to: string, size?: string) {
  const q = new URLSearchParams({ from, to, ...(size ? { size } : {}) });
  return getAvailability(new Request(`http://shop.test/api/availability/${productId}?${q}`), {
    params: Promise.resolve({ productId }),
  });
}
/** Whether the catalogue lists the piece as available on a day (any copy free). */
async function listedOn(productId: string, on: string) {
  const res = await browse(new Request(`http://shop.test/api/collection/sarees?on=${on}&limit=100&sort=newest`), {
    params: Promise.resolve({ key: "sarees" }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { _id: string }[]).some((i) => i._id === productId);
}

async function statuses(productId: string, from: string, to: string, size?: string) {
  const res = await availability(productId, from, to, size);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { days: { date: string; status: string }[]; sizes?: string[]; size?: string };
  return { ...body, byDay: Object.fromEntries(body.days.map((d) => [d.date, d.status])) };
}

beforeAll(async () => {
  token = await adminToken();
});

describe("the owner's sizes of copies", () => {
  it("must list one size per copy: a count that differs from the stock is a 422 naming the field, and nothing is saved", async () => {
    const title = `Sized lehenga ${Date.now()}`;
    const res = await create(
      send("POST", "/api/collection", form({ ...lehenga, title, stock: "3", copySizes: "S, M" })),
      undefined,
    );
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors.copySizes).toMatch(/2 sizes but there are 3 copies/);
    expect(await (await db()).collectionItem.count({ where: { title } })).toBe(0);
    // an empty size between commas is refused too
    const gap = await create(
      send("POST", "/api/collection", form({ ...lehenga, title, stock: "3", copySizes: "S,,M" })),
      undefined,
    );
    expect(gap.status).toBe(400);
    expect((await gap.json()).errors.copySizes).toMatch(/empty size/);
  });

  it("are saved on the copies, changed with the piece, and cleared with the field", async () => {
    const item = await sizedPiece(`Sized gown ${Date.now()}`, "3", " s ,M,  M ");
    expect(item.copySizes).toEqual(["s", "M", "M"]);
    expect(await units(item._id)).toEqual([
      [1, "s"],
      [2, "M"],
      [3, "M"],
    ]);
    // The product page offers the sizes that differ, once each.
    const view = await getCollectionProduct("party-wear-lehenga", item._id);
    expect(view?.rental?.sizes).toEqual(["s", "M"]);

    const put = (fields: Record<string, string>, version: number) =>
      update(
        send(
          "PUT",
          `/api/collection/${item._id}`,
          form({ ...lehenga, title: "Sized gown", version: String(version), ...fields }),
        ),
        { params: Promise.resolve({ key: item._id }) },
      );
    const mismatch = await put({ stock: "4", copySizes: "S, M, M" }, item.version);
    expect(mismatch.status).toBe(422);
    expect((await mismatch.json()).errors.copySizes).toMatch(/3 sizes but there are 4 copies/);

    const grown = await put({ stock: "4", copySizes: "S, M, L, L" }, item.version);
    expect(grown.status).toBe(200);
    const saved = await grown.json();
    expect(saved.copySizes).toEqual(["S", "M", "L", "L"]);
    expect(await units(item._id)).toEqual([
      [1, "S"],
      [2, "M"],
      [3, "L"],
      [4, "L"],
    ]);

    const cleared = await put({ stock: "4", copySizes: "" }, saved.version);
    expect(cleared.status).toBe(200);
    expect((await cleared.json()).copySizes).toBeUndefined();
    expect((await units(item._id)).map(([, size]) => size)).toEqual([null, null, null, null]);
    expect((await getCollectionProduct("party-wear-lehenga", item._id))?.rental?.sizes).toEqual([]);
  });
});

describe("booking by size: copies S, M, M", () => {
  let piece: string;
  beforeAll(async () => {
    piece = (await sizedPiece(`Sized sharara ${Date.now()}`, "3", "S, M, M"))._id;
  });

  it("two M bookings of the same days succeed on the two M copies; a third is a 409 with the nearest free M days; S is still free", async () => {
    const [from, to] = [day(20), day(22)];
    const first = await reserve(piece, from, to, "M");
    const second = await reserve(piece, from, to, "m");
    expect([first.status, second.status]).toEqual([201, 201]);
    const booked = [(await first.json()).reservation, (await second.json()).reservation];
    expect(booked.map((r) => r.unitSize)).toEqual(["M", "M"]);
    expect(booked.map((r) => r.size)).toEqual(["M", "M"]);
    expect(new Set(booked.map((r) => r.unit))).toEqual(new Set([2, 3]));

    const third = await reserve(piece, from, to, "M");
    expect(third.status).toBe(409);
    const conflict = await third.json();
    // the nearest M stays of the same length, before and after the two M bookings (no buffers)
    expect(conflict.nearestFree).toEqual([
      { from: day(17), to: day(19) },
      { from: day(23), to: day(25) },
    ]);

    // by size: M taken, S free; without a size, a copy is free (the S)
    expect((await statuses(piece, from, to, "M")).byDay).toEqual({
      [day(20)]: "booked",
      [day(21)]: "booked",
      [day(22)]: "booked",
    });
    const s = await statuses(piece, from, to, "s");
    expect(s.byDay).toEqual({ [day(20)]: "free", [day(21)]: "free", [day(22)]: "free" });
    expect(s.size).toBe("S");
    const any = await statuses(piece, from, to);
    expect(any.sizes).toEqual(["S", "M"]);
    expect(Object.values(any.byDay)).toEqual(["free", "free", "free"]);

    // the way forward for a taken M stay names M days; for S the stay is free
    const alt = async (size: string) =>
      (
        await getAlternatives(
          new Request(`http://shop.test/api/availability/${piece}/alternatives?from=${from}&to=${to}&size=${size}`),
          { params: Promise.resolve({ productId: piece }) },
        )
      ).json();
    expect(await alt("M")).toMatchObject({ free: false, nearestFree: conflict.nearestFree });
    expect(await alt("S")).toMatchObject({ free: true, nearestFree: [] });

    // "Available on": a copy (the S) is free, so the piece is listed
    expect(await listedOn(piece, day(21))).toBe(true);

    const small = await reserve(piece, from, to, "S");
    expect(small.status).toBe(201);
    expect((await small.json()).reservation).toMatchObject({ unit: 1, unitSize: "S", size: "S" });
    expect(Object.values((await statuses(piece, from, to)).byDay)).toEqual(["booked", "booked", "booked"]);
    expect(await listedOn(piece, day(21))).toBe(false);
    expect(await listedOn(piece, day(23))).toBe(true);
  });

  it("a size the piece does not have is a 422, and so is no size at all where the copies differ", async () => {
    const [from, to] = [day(40), day(42)];
    const xl = await reserve(piece, from, to, "XL");
    expect(xl.status).toBe(422);
    expect((await xl.json()).message).toMatch(/comes in S, M, not XL/);
    const none = await reserve(piece, from, to);
    expect(none.status).toBe(422);
    expect((await none.json()).errors.size).toMatch(/Choose a size: S, M/);
    expect((await availability(piece, from, to, "XL")).status).toBe(422);
    expect(
      await (await db()).reservation.count({ where: { itemId: piece, pickupOn: new Date(`${from}T00:00:00Z`) } }),
    ).toBe(0);
  });

  it("a checkout's dated line carries her size and takes a copy of it", async () => {
    const res = await postCheckout(
      jsonRequest("/api/checkout", {
        name: "Nidhi",
        email: "nidhi@example.com",
        phone: String(phone++),
        fulfilment: "pickup",
        items: [{ productId: piece, quantity: 1, from: day(50), to: day(52), size: "S" }],
      }),
      undefined,
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.reservations[0]).toMatchObject({ unit: 1, unitSize: "S", size: "S" });
    const again = await postCheckout(
      jsonRequest("/api/checkout", {
        name: "Nidhi",
        email: "nidhi@example.com",
        phone: String(phone++),
        fulfilment: "pickup",
        items: [{ productId: piece, quantity: 1, from: day(50), to: day(52), size: "S" }],
      }),
      undefined,
    );
    expect(again.status).toBe(409);
    expect((await again.json()).nearestFree).toEqual([
      { from: day(47), to: day(49) },
      { from: day(53), to: day(55) },
    ]);
  });
});

describe("pieces without sizes", () => {
  it("book any copy as before, keeping the size she typed, and answer no sizes", async () => {
    const res = await create(
      send("POST", "/api/collection", form({ ...lehenga, title: `Unsized gown ${Date.now()}`, stock: "2" })),
      undefined,
    );
    const item = await res.json();
    expect(item.copySizes).toBeUndefined();
    const [from, to] = [day(30), day(32)];
    const a = await reserve(item._id, from, to, "bust 36");
    const b = await reserve(item._id, from, to);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((await a.json()).reservation).toMatchObject({ size: "bust 36", unitSize: null, unit: 1 });
    expect((await reserve(item._id, from, to)).status).toBe(409);
    const body = await statuses(item._id, from, to);
    expect(body.sizes).toBeUndefined();
    expect(Object.values(body.byDay)).toEqual(["booked", "booked", "booked"]);
  });

  it("copies all of one size ask nothing: booked without a size, or with what she typed, as before", async () => {
    const item = await sizedPiece(`One-size gown ${Date.now()}`, "2", "M, M");
    expect((await statuses(item._id, day(60), day(62))).sizes).toBeUndefined();
    const res = await reserve(item._id, day(60), day(62));
    expect(res.status).toBe(201);
    expect((await res.json()).reservation).toMatchObject({ size: null, unitSize: "M" });
    const typed = await reserve(item._id, day(60), day(62), "bust 36");
    expect(typed.status).toBe(201);
    expect((await typed.json()).reservation).toMatchObject({ size: "bust 36", unitSize: "M", unit: 2 });
  });
});
