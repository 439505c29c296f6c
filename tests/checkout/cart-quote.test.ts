// The cart's price quote (POST /api/cart/quote): what each line costs now, priced by the
// checkout's own code, so the cart shows what the visitor will actually pay.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as quote } from "@/app/api/cart/quote/route";
import { POST as postCheckout } from "@/app/api/checkout/route";
import { DELETE as deleteItem, PUT as updateItem } from "@/app/api/collection/[key]/route";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { addDays } from "@/lib/dates";
import { adminToken, bearer } from "../helpers/admin";
import { jsonRequest } from "../helpers/request";

process.env.PUBLIC_FORM_RATE_LIMIT = "100000";
process.env.CART_QUOTE_RATE_LIMIT = "100000";

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const day = (n: number) => addDays(indiaToday(), n);
const ask = (body: unknown) => quote(jsonRequest("/api/cart/quote", body), undefined);

async function lehenga(rentPrice: number | null = null) {
  const prisma = await db();
  const title = `Quote lehenga ${Math.random().toString(36).slice(2, 7)}`;
  const row = await prisma.collectionItem.create({
    data: {
      category: "sarees",
      title,
      description: "Velvet lehenga",
      price: 4500,
      rentPrice,
      rentDays: 3,
      deposit: rentPrice === null ? null : 5000,
    },
  });
  return { id: row.id, title, version: row.version };
}

const ownerPut = (id: string, fields: Record<string, string>) =>
  updateItem(jsonRequest(`/api/collection/${id}`, fields, { method: "PUT", headers: bearer(token) }), {
    params: Promise.resolve({ key: id }),
  });

describe("POST /api/cart/quote", () => {
  it("answers the current price after the owner changes it, as the checkout then charges", async () => {
    const piece = await lehenga();
    const before = await ask({ items: [{ productId: piece.id, quantity: 2 }] });
    expect(before.status).toBe(200);
    expect((await before.json()).lines).toEqual([
      { productId: piece.id, available: true, title: piece.title, description: "Velvet lehenga", price: 4500 },
    ]);

    const put = await ownerPut(piece.id, {
      category: "sarees",
      title: piece.title,
      description: "Velvet lehenga",
      price: "5000",
      version: String(piece.version),
    });
    expect(put.status).toBe(200);
    const after = await (await ask({ items: [{ productId: piece.id, quantity: 2 }] })).json();
    expect(after.lines[0]).toMatchObject({ available: true, price: 5000 });

    const order = await postCheckout(
      jsonRequest("/api/checkout", {
        name: "Anjali Verma",
        email: "anjali@example.in",
        phone: "9958031264",
        address: "C-12, Janakpuri",
        items: [{ productId: piece.id, quantity: 2 }],
      }),
      undefined,
    );
    expect(order.status).toBe(201);
    expect((await order.json()).order.total).toBe(2 * after.lines[0].price);
  });

  it("reports a deleted piece and an unknown id as gone, line by line, and prices a built-in dupatta", async () => {
    const piece = await lehenga();
    const del = await deleteItem(
      jsonRequest(`/api/collection/${piece.id}`, {}, { method: "DELETE", headers: bearer(token) }),
      { params: Promise.resolve({ key: piece.id }) },
    );
    expect(del.status).toBe(200);
    const res = await ask({
      items: [
        { productId: piece.id, quantity: 1 },
        { productId: "no-such-item", quantity: 1 },
        { productId: "dupatta-4", quantity: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect((await res.json()).lines).toEqual([
      { productId: piece.id, available: false },
      { productId: "no-such-item", available: false },
      {
        productId: "dupatta-4",
        available: true,
        title: expect.any(String),
        description: expect.any(String),
        price: 1550,
      },
    ]);
  });

  it("prices a dated rental line with its extra days and deposit, exactly as the checkout books it", async () => {
    const piece = await lehenga(4000);
    const stay = { productId: piece.id, quantity: 1, from: day(30), to: day(34), size: "M" };
    const res = await ask({ items: [stay] });
    expect(res.status).toBe(200);
    const [line] = (await res.json()).lines;
    // 5 days: the 3-day rent plus two extra days at ⌈4000 / 3⌉; the piece's own deposit; its one copy free.
    expect(line).toEqual({
      productId: piece.id,
      from: day(30),
      to: day(34),
      size: "M",
      available: true,
      title: piece.title,
      description: "Velvet lehenga",
      price: 4000 + 2 * 1334,
      deposit: 5000,
      free: 1,
    });

    const order = await postCheckout(
      jsonRequest("/api/checkout", {
        name: "Anjali Verma",
        email: "anjali@example.in",
        phone: "9958031264",
        address: "C-12, Janakpuri",
        items: [stay],
      }),
      undefined,
    );
    expect(order.status).toBe(201);
    const { reservations } = await order.json();
    expect(reservations[0]).toMatchObject({ rent: line.price, deposit: line.deposit });
  });

  it("reports a dated line as gone when the piece is no longer rented by date, and does not book anything", async () => {
    const piece = await lehenga(null);
    const res = await ask({ items: [{ productId: piece.id, quantity: 1, from: day(30), to: day(32) }] });
    expect((await res.json()).lines).toEqual([{ productId: piece.id, from: day(30), to: day(32), available: false }]);
    const prisma = await db();
    expect(await prisma.reservation.count({ where: { itemId: piece.id } })).toBe(0);
  });

  it("answers a stay whose pickup day has passed as unavailable, in the checkout's words", async () => {
    const piece = await lehenga(4000);
    const past = { productId: piece.id, quantity: 1, from: day(-3), to: day(-1) };
    const res = await ask({ items: [past, past] });
    expect(res.status).toBe(200);
    const expected = {
      productId: piece.id,
      from: day(-3),
      to: day(-1),
      available: false,
      problem: "The pickup day has passed. Choose today or a later day.",
    };
    expect((await res.json()).lines).toEqual([expected, expected]);
    const order = await postCheckout(
      jsonRequest("/api/checkout", {
        name: "Anjali Verma",
        email: "anjali@example.in",
        phone: "9958031264",
        address: "C-12, Janakpuri",
        items: [past],
      }),
      undefined,
    );
    expect(order.status).toBe(422);
    expect((await order.json()).message).toBe(expected.problem);
  });

  it("has its own allowance per address, apart from the forms' (429 beyond it, as JSON)", async () => {
    const [forms, quotes] = [process.env.PUBLIC_FORM_RATE_LIMIT, process.env.CART_QUOTE_RATE_LIMIT];
    process.env.PUBLIC_FORM_RATE_LIMIT = "1";
    process.env.CART_QUOTE_RATE_LIMIT = "3";
    try {
      const from = (address: string) =>
        quote(jsonRequest("/api/cart/quote", { items: [] }, { headers: { "x-forwarded-for": address } }), undefined);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await from("203.0.113.77")).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await from("203.0.113.77");
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      expect((await refused.json()).message).toMatch(/Too many requests/);
      expect((await from("203.0.113.78")).status).toBe(200);
    } finally {
      process.env.PUBLIC_FORM_RATE_LIMIT = forms;
      process.env.CART_QUOTE_RATE_LIMIT = quotes;
    }
  });

  it("answers bad input with a JSON message: not JSON, wrong shape, too many lines, half a stay", async () => {
    const notJson = await ask("{items: nope");
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).message).toMatch(/not valid JSON/);

    const wrong = await ask({ items: [{ productId: "", quantity: 0 }], total: 1 });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toEqual(expect.any(String));

    const many = await ask({
      items: Array.from({ length: 51 }, (_, i) => ({ productId: `dupatta-${i}`, quantity: 1 })),
    });
    expect(many.status).toBe(400);
    expect((await many.json()).message).toMatch(/At most 50/);

    const half = await ask({ items: [{ productId: "dupatta-4", quantity: 1, from: day(3) }] });
    expect(half.status).toBe(400);
    expect((await half.json()).errors).toMatchObject({
      "items.0.to": expect.stringMatching(/both a pickup and a return day/),
    });

    const longId = await ask({ items: [{ productId: "x".repeat(65), quantity: 1 }] });
    expect(longId.status).toBe(400);

    const form = new Request("http://shop.test/api/cart/quote", {
      method: "POST",
      body: "a=b",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect((await quote(form, undefined)).status).toBe(415);
  });

  it("answers an empty cart with no lines", async () => {
    const res = await ask({ items: [] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ lines: [], deliveryCharge: 0 });
  });
});
