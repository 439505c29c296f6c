// An edit keeps what it does not name: the spec's own multipart PUT (category, title,
// description, price, fabric) on a rented piece leaves its rental terms, copies and sizes,
// Hindi texts and attributes as they were; an empty field clears it; emptying the rent or
// lowering the stock under a booked copy is refused with the bookings named.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/collection/route";
import { PUT as update } from "@/app/api/collection/[key]/route";
import { POST as createBeauty } from "@/app/api/beauty/route";
import { PUT as updateBeauty } from "@/app/api/beauty/[key]/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { indiaToday } from "@/lib/format";
import { addDays } from "@/lib/dates";
import { adminToken, bearer } from "../helpers/admin";
import { jsonRequest, formOf, keyParams, statusAndBody } from "../helpers/request";

process.env.RENTAL_UNPAID_SHARE_PERCENT = "100";

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const send = (method: string, url: string, body: FormData) =>
  new Request(`http://shop.test${url}`, { method, body, headers: bearer(token) });

/** A rented piece with every kind of field the owner fills in. */
async function rentedPiece(extra: Record<string, string> = {}) {
  const res = await create(
    send(
      "POST",
      "/api/collection",
      formOf({
        category: "gown",
        title: `Kept Lehenga ${Math.random().toString(36).slice(2, 7)}`,
        description: "Velvet lehenga with zardozi.",
        titleHi: "मखमली लहंगा",
        descriptionHi: "ज़रदोज़ी वाला मखमली लहंगा।",
        price: "18000",
        fabric: "Velvet",
        colour: "Maroon",
        work: "Zardozi",
        dupatta: "Net",
        occasions: "Wedding, Reception",
        sizeFit: "Fits M to L",
        customAlterations: "Blouse can be let out 2 inches",
        rentPrice: "4500",
        rentDays: "3",
        extraDayPrice: "800",
        deposit: "5000",
        stock: "2",
        copySizes: "M, L",
        bufferBefore: "1",
        bufferAfter: "2",
        attributes: '{"Can-can":"Included"}',
        ...extra,
      }),
    ),
    undefined,
  );
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body as Record<string, unknown> & { _id: string; version: number };
}

const specEdit = (id: string, fields: Record<string, string>) =>
  update(send("PUT", `/api/collection/${id}`, formOf(fields)), keyParams(id)).then(statusAndBody);

/** The owner books copy `unit` of a piece for days `from`..`to` from today. */
async function ownerBooking(productId: string, unit: number, from: number, to: number, size?: string) {
  const day = (n: number) => addDays(indiaToday(), n);
  const res = await postReservation(
    jsonRequest(
      "/api/reservations",
      { productId, unit, size, from: day(from), to: day(to), name: "Meher", phone: "9811072001" },
      { headers: bearer(token) },
    ),
    undefined,
  );
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.reservation as { number: string };
}

describe("PUT /api/collection/{id} keeps what it does not name", () => {
  it("the spec's exact multipart on a rented piece changes its five fields and nothing else", async () => {
    const before = await rentedPiece();
    const res = await specEdit(before._id, {
      category: "gown",
      title: "Maroon Velvet Lehenga",
      description: "Velvet lehenga, hand zardozi.",
      price: "19000",
      fabric: "Silk velvet",
    });
    expect(res.status).toBe(200);
    const after = res.body;
    expect(after).toEqual({
      ...before,
      version: before.version + 1,
      title: "Maroon Velvet Lehenga",
      description: "Velvet lehenga, hand zardozi.",
      price: 19000,
      fabric: "Silk velvet",
    });
    // Still a rented piece with its copies' sizes, Hindi texts and extra attribute.
    expect(after).toMatchObject({
      rentPrice: 4500,
      deposit: 5000,
      stock: 2,
      copySizes: ["M", "L"],
      titleHi: "मखमली लहंगा",
      "Can-can": "Included",
    });
  });

  it("an empty field clears it; the others stay", async () => {
    const before = await rentedPiece();
    const res = await specEdit(before._id, { colour: "", titleHi: "", deposit: "" });
    expect(res.status).toBe(200);
    expect(res.body.colour).toBeUndefined();
    expect(res.body.titleHi).toBeUndefined();
    expect(res.body.deposit).toBeUndefined();
    expect(res.body).toMatchObject({ title: before.title, work: "Zardozi", rentPrice: 4500, copySizes: ["M", "L"] });
  });

  it("still checks the whole piece: two sizes for three copies is a 422, and nothing changes", async () => {
    const before = await rentedPiece();
    const res = await specEdit(before._id, { stock: "3", title: "Changed title" });
    expect(res.status).toBe(422);
    expect(res.body.errors.copySizes).toMatch(/3 copies/);
    const again = await specEdit(before._id, { fabric: "Velvet" });
    expect(again.body.title).toBe(before.title);
    expect(again.body.stock).toBe(2);
  });

  it("emptying the rent of a piece with a booking is a 409 naming it; with none it stops renting", async () => {
    const booked = await rentedPiece();
    const { number } = await ownerBooking(booked._id, 1, 10, 12, "M");
    const refused = await specEdit(booked._id, { rentPrice: "" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(number);
    expect((await specEdit(booked._id, { fabric: "Velvet" })).body.rentPrice).toBe(4500);

    const free = await rentedPiece();
    const sold = await specEdit(free._id, { rentPrice: "" });
    expect(sold.status).toBe(200);
    expect(sold.body.rentPrice).toBeUndefined();
  });

  it("lowering the stock under a booked copy is a 409 naming the booking; under a free one it is saved", async () => {
    const p = await rentedPiece({ stock: "3", copySizes: "" });
    const { number } = await ownerBooking(p._id, 3, 20, 22);
    const refused = await specEdit(p._id, { stock: "2" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(number);
    expect(refused.body.errors.stock).toContain(number);

    const q = await rentedPiece({ stock: "3", copySizes: "" });
    await ownerBooking(q._id, 1, 20, 22);
    const saved = await specEdit(q._id, { stock: "2" });
    expect(saved.status).toBe(200);
    expect(saved.body.stock).toBe(2);
  });
});

describe("PUT /api/beauty/{id} keeps what it does not name", () => {
  it("a new title leaves ingredients, skin type, volume, usage and the Hindi texts", async () => {
    const created = await createBeauty(
      send(
        "POST",
        "/api/beauty",
        formOf({
          category: "soap",
          title: "Neem Soap",
          description: "Cold-process neem soap.",
          titleHi: "नीम साबुन",
          price: "250",
          ingredients: "Neem, coconut oil",
          skinType: "Oily",
          volume: "100 g",
          usage: "Lather and rinse",
        }),
      ),
      undefined,
    );
    expect(created.status).toBe(201);
    const before = await created.json();
    const res = await updateBeauty(
      send("PUT", `/api/beauty/${before._id}`, formOf({ title: "Neem & Tulsi Soap" })),
      keyParams(before._id),
    ).then(statusAndBody);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: "Neem & Tulsi Soap",
      titleHi: "नीम साबुन",
      ingredients: "Neem, coconut oil",
      skinType: "Oily",
      volume: "100 g",
      usage: "Lather and rinse",
      price: 250,
    });
  });
});
