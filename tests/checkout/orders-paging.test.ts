// Every order is reachable through GET /api/orders (pages, Link rel="next"),
// searchable and filterable, and exportable as CSV; the spec's status words.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listOrders } from "@/app/api/orders/route";
import { GET as exportOrders } from "@/app/api/orders/export/route";
import { PATCH as patchOrder } from "@/app/api/orders/[id]/route";
import { GET as listMessages } from "@/app/api/messages/route";
import { db } from "@/lib/db";
import { adminToken, bearer } from "../helpers/admin";
import { jsonRequest } from "../helpers/request";

const TOTAL = 260;
let token: string;

const get = (url: string) => listOrders(new Request(`http://shop.test${url}`, { headers: bearer(token) }), undefined);

beforeAll(async () => {
  token = await adminToken();
  const prisma = await db();
  await prisma.order.deleteMany();
  const base = Date.parse("2026-10-01T06:00:00Z");
  // One order an hour, oldest first; a few with names and phones to search for.
  await prisma.order.createMany({
    data: Array.from({ length: TOTAL }, (_, i) => ({
      kind: "REQUEST" as const,
      status: i % 10 === 0 ? ("DELIVERED" as const) : ("PENDING" as const),
      customerName: i === 7 ? "Ananya Kapoor" : `Customer ${i}`,
      phone: i === 7 ? "+919876501234" : `+9198110${String(i).padStart(5, "0")}`,
      total: 1000 + i,
      createdAt: new Date(base + i * 3_600_000),
    })),
  });
  // Two orders either side of midnight in India on 23 Nov (18:30 UTC on the 22nd).
  await prisma.order.create({
    data: {
      kind: "REQUEST",
      customerName: "Late Evening",
      phone: "+919811000001",
      total: 1,
      createdAt: new Date("2026-11-22T18:20:00Z"),
    },
  });
  await prisma.order.create({
    data: {
      kind: "REQUEST",
      customerName: "Just After Midnight",
      phone: "+919811000002",
      total: 1,
      createdAt: new Date("2026-11-22T18:40:00Z"),
    },
  });
  const withLine = await prisma.order.create({
    data: {
      kind: "CHECKOUT",
      customerName: '=HYPERLINK("http://evil")',
      phone: "+919811000003",
      email: "a@b.test",
      address: "12, Main Road, Delhi",
      total: 3000,
      createdAt: new Date("2026-11-20T06:46:00Z"),
      lines: { create: [{ productId: "p1", title: 'Red "bridal" lehenga', unitPrice: 1500, quantity: 2 }] },
    },
  });
  expect(withLine.id).toBeTruthy();
});

describe("GET /api/orders pages", () => {
  it("answers the newest 100 as the spec's array, with a Link to the next page and the total", async () => {
    const res = await get("/api/orders");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(100);
    expect(body[0].userName).toBe("Just After Midnight");
    expect(res.headers.get("x-total-count")).toBe(String(TOTAL + 3));
    expect(res.headers.get("link")).toBe('</api/orders?page=2>; rel="next"');
  });

  it("reaches every order by following rel=next, each exactly once", async () => {
    const seen: string[] = [];
    let url: string | null = "/api/orders?limit=70";
    while (url) {
      const res = await get(url);
      expect(res.status).toBe(200);
      seen.push(...(await res.json()).map((o: { _id: string }) => o._id));
      url = /<([^>]+)>; rel="next"/.exec(res.headers.get("link") ?? "")?.[1] ?? null;
    }
    const prisma = await db();
    const all = (await prisma.order.findMany({ select: { id: true } })).map((o) => o.id);
    expect(seen).toHaveLength(all.length);
    expect(new Set(seen)).toEqual(new Set(all));
  });

  it("has no Link on the last page", async () => {
    const res = await get("/api/orders?limit=100&page=3");
    expect(await res.json()).toHaveLength(TOTAL + 3 - 200);
    expect(res.headers.get("link")).toBeNull();
  });

  it("refuses a limit above 500 or a page that is not a number with a clear 400", async () => {
    for (const url of [
      "/api/orders?limit=501",
      "/api/orders?limit=0",
      "/api/orders?page=abc",
      "/api/orders?from=23-11-2026",
      "/api/orders?from=0001-01-01",
      "/api/orders?to=2026-02-30",
      "/api/orders?status=Shipped",
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect((await res.json()).message, url).toMatch(/limit|page|date|Status/);
    }
  });

  it("treats empty fields from the admin's filter form as no filter", async () => {
    const res = await get("/api/orders?q=&status=&from=&to=");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-total-count")).toBe(String(TOTAL + 3));
  });

  it("searches by name (any case) and by phone as people type it", async () => {
    const byName = await (await get("/api/orders?q=ananya")).json();
    expect(byName.map((o: { userName: string }) => o.userName)).toEqual(["Ananya Kapoor"]);
    const byPhone = await (await get(`/api/orders?q=${encodeURIComponent("98765 01234")}`)).json();
    expect(byPhone.map((o: { userName: string }) => o.userName)).toEqual(["Ananya Kapoor"]);
  });

  // Checkout takes "098110 12345" and stores +919811012345; the owner types it back any way.
  it.each([
    "09876501234",
    "098765 01234",
    "+91 98765 01234",
    "919876501234",
    "9876501234",
    "0091 98765 01234",
    "+91 98765",
    "01234",
  ])("finds a phone typed as %s", async (typed) => {
    const found = await (await get(`/api/orders?q=${encodeURIComponent(typed)}`)).json();
    expect(found.map((o: { userName: string }) => o.userName)).toEqual(["Ananya Kapoor"]);
  });

  it("filters by status in the spec's words and by day in India time", async () => {
    const delivered = await get("/api/orders?status=Delivered&limit=500");
    const rows = await delivered.json();
    expect(rows.length).toBe(TOTAL / 10);
    expect(rows.every((o: { status: string }) => o.status === "Delivered")).toBe(true);
    const day = await (await get("/api/orders?from=2026-11-23&to=2026-11-23")).json();
    expect(day.map((o: { userName: string }) => o.userName)).toEqual(["Just After Midnight"]);
    const before = await (await get("/api/orders?from=2026-11-22&to=2026-11-22")).json();
    expect(before.map((o: { userName: string }) => o.userName)).toEqual(["Late Evening"]);
  });

  it("accepts and answers the spec's status words", async () => {
    const [order] = await (await get("/api/orders?q=Customer%2011")).json();
    expect(order.status).toBe("Pending");
    const ctx = { params: Promise.resolve({ id: order._id }) };
    for (const word of ["Delivered", "cancelled", "PENDING"]) {
      const res = await patchOrder(
        jsonRequest(`/api/orders/${order._id}`, { status: word }, { method: "PATCH", headers: bearer(token) }),
        ctx,
      );
      expect(res.status).toBe(200);
      expect((await res.json()).status).toBe(word[0]!.toUpperCase() + word.slice(1).toLowerCase());
    }
  });

  it("is for the owner only", async () => {
    expect((await listOrders(new Request("http://shop.test/api/orders"), undefined)).status).toBe(401);
    expect((await exportOrders(new Request("http://shop.test/api/orders/export"), undefined)).status).toBe(401);
  });
});

describe("GET /api/orders/export", () => {
  it("downloads the filtered orders as CSV, one row per line, safe to open in a spreadsheet", async () => {
    const res = await exportOrders(
      new Request("http://shop.test/api/orders/export?from=2026-11-20&to=2026-11-20", { headers: bearer(token) }),
      undefined,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = (await res.text()).replace(/^\uFEFF/, "");
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toMatch(/^order id,date \(India time\),status/);
    expect(lines).toHaveLength(2);
    // 06:46 UTC is 12:16 in India; the formula is defused; quotes and commas are quoted.
    expect(lines[1]).toContain("2026-11-20 12:16");
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain(`"12, Main Road, Delhi"`);
    expect(lines[1]).toContain(`"Red ""bridal"" lehenga",p1,1500,2,3000,3000,0,3000`);
  });

  it("exports every order when no filter is given", async () => {
    const res = await exportOrders(
      new Request("http://shop.test/api/orders/export", { headers: bearer(token) }),
      undefined,
    );
    const rows = (await res.text()).trim().split("\r\n").length - 1;
    // Orders without lines (made directly in this test) have no rows; the one with a line has one.
    expect(rows).toBe(1);
  });
});

describe("the export's batches", () => {
  it("walk every order once, in order, however small the batch", async () => {
    const { eachOrder } = await import("@/features/checkout");
    const seen: string[] = [];
    for await (const o of eachOrder({}, 7)) seen.push(o._id);
    const prisma = await db();
    expect(seen).toHaveLength(await prisma.order.count());
    expect(new Set(seen).size).toBe(seen.length);
  });
});

describe("GET /api/messages pages", () => {
  it("pages and searches the contact messages", async () => {
    const prisma = await db();
    await prisma.contactMessage.createMany({
      data: Array.from({ length: 60 }, (_, i) => ({
        name: i === 3 ? "Meera Joshi" : `Visitor ${i}`,
        email: `v${i}@mail.test`,
        subject: i === 5 ? "Sangeet lehenga" : "Hello",
        message: "Hi",
        createdAt: new Date(Date.parse("2026-11-01T00:00:00Z") + i * 60_000),
      })),
    });
    const first = await listMessages(
      new Request("http://shop.test/api/messages", { headers: bearer(token) }),
      undefined,
    );
    const body = await first.json();
    expect(body.messages).toHaveLength(50);
    expect(first.headers.get("link")).toBe('</api/messages?page=2>; rel="next"');
    const second = await (
      await listMessages(new Request("http://shop.test/api/messages?page=2", { headers: bearer(token) }), undefined)
    ).json();
    expect(second.messages).toHaveLength(10);
    const search = await (
      await listMessages(new Request("http://shop.test/api/messages?q=sangeet", { headers: bearer(token) }), undefined)
    ).json();
    expect(search.messages.map((m: { subject: string }) => m.subject)).toEqual(["Sangeet lehenga"]);
    const byName = await (
      await listMessages(new Request("http://shop.test/api/messages?q=MEERA", { headers: bearer(token) }), undefined)
    ).json();
    expect(byName.messages.map((m: { name: string }) => m.name)).toEqual(["Meera Joshi"]);
  });
});
