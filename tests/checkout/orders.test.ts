import { describe, expect, it } from "vitest";
import { POST as postOrder } from "@/app/api/orders/route";
import { POST as postCheckout } from "@/app/api/checkout/route";
import { GET as getCollection } from "@/app/api/collection/[key]/route";
import { db } from "@/lib/db";
import { jsonRequest } from "../helpers/request";

async function firstItem(category: string) {
  const res = await getCollection(new Request("http://shop.test/"), { params: Promise.resolve({ key: category }) });
  return (await res.json())[0] as { _id: string; title: string; price: number };
}

describe("POST /api/orders (Buy Now)", () => {
  it("stores the order with the catalogue's title and price, not the browser's, and keeps an e-mail for the owner", async () => {
    const item = await firstItem("saree");
    const res = await postOrder(
      jsonRequest("/api/orders", {
        productId: item._id,
        productTitle: "Cheap!",
        price: 1,
        userName: "Priya Sharma",
        userPhone: "98110 45872",
      }),
      undefined,
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, message: "Order placed successfully!" });
    expect(body.order).toMatchObject({
      userName: "Priya Sharma",
      userPhone: "+919811045872",
      productTitle: item.title,
      price: item.price,
      status: "Pending",
    });

    const prisma = await db();
    const stored = await prisma.order.findUnique({ where: { id: body.order._id }, include: { lines: true } });
    expect(stored?.lines).toEqual([
      expect.objectContaining({ productId: item._id, title: item.title, unitPrice: item.price, quantity: 1 }),
    ]);
    const mail = await prisma.emailOutbox.findFirst({ orderBy: { createdAt: "desc" } });
    expect(mail).toMatchObject({ status: "STORED" });
    expect(mail!.body).toContain("Priya Sharma");
    expect(mail!.body).toContain(item.title);
  });

  it("refuses a request without name or phone, saying which field is wrong", async () => {
    const item = await firstItem("saree");
    const res = await postOrder(
      jsonRequest("/api/orders", { productId: item._id, userName: "", userPhone: "12" }),
      undefined,
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors).toMatchObject({
      userName: "Name is required.",
      userPhone: expect.stringMatching(/mobile number/),
    });
  });

  it("answers 422 for a product that does not exist", async () => {
    const res = await postOrder(
      jsonRequest("/api/orders", { productId: "no-such-item", userName: "A", userPhone: "9811045872" }),
      undefined,
    );
    expect(res.status).toBe(404);
    expect((await res.json()).message).toMatch(/no longer available/);
  });

  it("answers malformed JSON with 400, a non-JSON body with 415 and unknown fields with 422", async () => {
    expect((await postOrder(jsonRequest("/api/orders", "{not json"), undefined)).status).toBe(400);
    const form = new Request("http://shop.test/api/orders", {
      method: "POST",
      body: "a=b",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const res415 = await postOrder(form, undefined);
    expect(res415.status).toBe(415);
    expect(await res415.json()).toMatchObject({ error: expect.any(String) });
    const res = await postOrder(
      jsonRequest("/api/orders", { productId: "x", userName: "A", userPhone: "9811045872", isAdmin: true }),
      undefined,
    );
    expect(res.status).toBe(400);
  });

  it("refuses a cross-site form post", async () => {
    const res = await postOrder(
      jsonRequest("/api/orders", {}, { headers: { origin: "https://evil.example" } }),
      undefined,
    );
    expect(res.status).toBe(403);
  });
});

describe("POST /api/checkout", () => {
  it("stores every line priced from the catalogue and totals it", async () => {
    const saree = await firstItem("saree");
    const suit = await firstItem("suit");
    const res = await postCheckout(
      jsonRequest("/api/checkout", {
        name: "Anjali Verma",
        email: "anjali@example.in",
        phone: "+91 99580 31264",
        address: "C-12, Janakpuri, New Delhi",
        notes: "Need it by Friday",
        items: [
          { productId: saree._id, quantity: 2 },
          { productId: suit._id, quantity: 1 },
          { productId: "dupatta-4", quantity: 1 },
        ],
      }),
      undefined,
    );
    expect(res.status).toBe(201);
    const { order, message } = await res.json();
    expect(message).toBe("✅ Order placed & sent to owner!");
    expect(order.total).toBe(saree.price * 2 + suit.price + 1550);
    expect(order.lines).toHaveLength(3);
    expect(order).toMatchObject({ kind: "CHECKOUT", email: "anjali@example.in", notes: "Need it by Friday" });
  });

  it("refuses an empty cart, negative or absurd quantities and a bad e-mail", async () => {
    const base = { name: "A", email: "a@b.in", phone: "9811045872", address: "Delhi" };
    const empty = await postCheckout(jsonRequest("/api/checkout", { ...base, items: [] }), undefined);
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors.items).toBe("No items to order!");
    for (const quantity of [-1, 0, 1.5, 1e9]) {
      const res = await postCheckout(
        jsonRequest("/api/checkout", { ...base, items: [{ productId: "dupatta-1", quantity }] }),
        undefined,
      );
      expect(res.status, String(quantity)).toBe(400);
    }
    const badEmail = await postCheckout(
      jsonRequest("/api/checkout", { ...base, email: "nope", items: [{ productId: "dupatta-1", quantity: 1 }] }),
      undefined,
    );
    expect((await badEmail.json()).errors.email).toBe("Enter a valid email address.");
  });

  it("refuses huge strings with a message instead of storing them", async () => {
    const res = await postCheckout(
      jsonRequest("/api/checkout", {
        name: "x".repeat(10_000),
        email: "a@b.in",
        phone: "9811045872",
        address: "Delhi",
        items: [{ productId: "dupatta-1", quantity: 1 }],
      }),
      undefined,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors.name).toMatch(/at most 100/);
  });
});

describe("admin order management", () => {
  it("lists orders newest first, changes status and deletes with 404 afterwards", async () => {
    const { adminToken, bearer } = await import("../helpers/admin");
    const { GET: list } = await import("@/app/api/orders/route");
    const { PATCH: patch, DELETE: del } = await import("@/app/api/orders/[id]/route");
    const token = await adminToken();
    const item = await firstItem("blouse");
    const placed = await (
      await postOrder(
        jsonRequest("/api/orders", { productId: item._id, userName: "Newest Customer", userPhone: "9811045872" }),
        undefined,
      )
    ).json();

    const orders = await (
      await list(new Request("http://shop.test/api/orders", { headers: bearer(token) }), undefined)
    ).json();
    expect(orders[0]).toMatchObject({
      _id: placed.order._id,
      userName: "Newest Customer",
      productTitle: item.title,
      quantity: 1,
      price: item.price,
      status: "Pending",
    });

    const ctx = { params: Promise.resolve({ id: placed.order._id }) };
    const bad = await patch(
      jsonRequest(
        `/api/orders/${placed.order._id}`,
        { status: "SHIPPED" },
        { method: "PATCH", headers: bearer(token) },
      ),
      ctx,
    );
    expect(bad.status).toBe(400);
    const ok = await patch(
      jsonRequest(
        `/api/orders/${placed.order._id}`,
        { status: "DELIVERED" },
        { method: "PATCH", headers: bearer(token) },
      ),
      ctx,
    );
    expect(await ok.json()).toMatchObject({ status: "Delivered" });

    const remove = () =>
      del(
        new Request(`http://shop.test/api/orders/${placed.order._id}`, { method: "DELETE", headers: bearer(token) }),
        { params: Promise.resolve({ id: placed.order._id }) },
      );
    expect((await remove()).status).toBe(200);
    expect((await remove()).status).toBe(404);
  });

  it("does not show orders to anyone without an admin token", async () => {
    const { GET: list } = await import("@/app/api/orders/route");
    expect((await list(new Request("http://shop.test/api/orders"), undefined)).status).toBe(401);
  });
});

describe("request size", () => {
  it("answers 413 for an oversized body, even when Content-Length is not sent", async () => {
    const huge = JSON.stringify({ productId: "x", userName: "A".repeat(200_000), userPhone: "9811045872" });
    const res = await postOrder(jsonRequest("/api/orders", huge), undefined);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: expect.any(String) });
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(huge));
        c.close();
      },
    });
    const chunked = new Request("http://shop.test/api/orders", {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as RequestInit);
    expect((await postOrder(chunked, undefined)).status).toBe(413);
  });
});

describe("rate limit on public forms", () => {
  it("answers 429 with Retry-After when one address sends too many order requests", async () => {
    process.env.PUBLIC_FORM_RATE_LIMIT = "2";
    try {
      const item = await firstItem("gown");
      const send = () =>
        postOrder(
          jsonRequest(
            "/api/orders",
            { productId: item._id, userName: "Repeat", userPhone: "9811045872" },
            { headers: { "x-forwarded-for": "10.42.42.42" } },
          ),
          undefined,
        );
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const third = await send();
      expect(third.status).toBe(429);
      expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await third.json()).error).toMatch(/Too many requests/);
    } finally {
      delete process.env.PUBLIC_FORM_RATE_LIMIT;
    }
  });
});
