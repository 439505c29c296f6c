// Checkout asks pickup at the shop (no address; the shop's address, hours and
// directions) or delivery (an address; DELIVERY_CHARGE in the total). The server decides the
// charge, stores the choice on the order, and every message about the order names it.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as quote } from "@/app/api/cart/quote/route";
import { POST as postCheckout } from "@/app/api/checkout/route";
import { GET as exportOrders } from "@/app/api/orders/export/route";
import { GET as listOrders } from "@/app/api/orders/route";
import { PATCH as patchReservation } from "@/app/api/reservations/[id]/route";
import { getSiteConfig } from "@/lib/site/config";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { addDays } from "@/lib/dates";
import { adminToken, bearer } from "../helpers/admin";
import { jsonRequest } from "../helpers/request";

process.env.PUBLIC_FORM_RATE_LIMIT = "100000";
process.env.CART_QUOTE_RATE_LIMIT = "100000";

const CHARGE = 250;
const site = getSiteConfig();
const ADDRESS = `${site.address.street}, ${site.address.city} ${site.address.postalCode}`;
/** Where an e-mail's "Directions:" line leads: the destination of a Google Maps directions link, else null. */
function directionsIn(body: string): string | null {
  const link = /^Directions: (\S+)$/m.exec(body)?.[1];
  if (!link) return null;
  const url = new URL(link);
  return `${url.origin}${url.pathname}` === "https://www.google.com/maps/dir/" && url.searchParams.get("api") === "1"
    ? url.searchParams.get("destination")
    : null;
}
const visitor = { name: "Kavya Rao", email: "kavya@example.in", phone: "98110 45872", notes: "" };
const day = (n: number) => addDays(indiaToday(), n);

let token: string;
beforeAll(async () => {
  token = await adminToken();
});
beforeEach(() => {
  process.env.DELIVERY_CHARGE = String(CHARGE);
});
afterEach(() => {
  delete process.env.DELIVERY_CHARGE;
});

async function soap(price = 300) {
  const row = await (
    await db()
  ).beautyItem.create({
    data: {
      category: "soap",
      title: `Sandal soap ${Math.random().toString(36).slice(2, 7)}`,
      description: "Soap",
      price,
    },
  });
  return row.id;
}

async function gown() {
  const row = await (
    await db()
  ).collectionItem.create({
    data: {
      category: "gowns",
      title: `Pickup gown ${Math.random().toString(36).slice(2, 7)}`,
      description: "Gown",
      price: 3000,
      rentPrice: 3000,
      rentDays: 3,
      deposit: 2000,
      stock: 1,
      bufferBefore: 0,
      bufferAfter: 0,
    },
  });
  return row.id;
}

const checkout = (body: Record<string, unknown>) =>
  postCheckout(
    jsonRequest("/api/checkout", body, {
      headers: { "x-forwarded-for": `10.26.7.${Math.floor(Math.random() * 250)}` },
    }),
    undefined,
  );

async function lastMailAbout(name: string) {
  const prisma = await db();
  return prisma.emailOutbox.findFirstOrThrow({
    where: { subject: { startsWith: `New order from ${name}` } },
    orderBy: { createdAt: "desc" },
  });
}

describe("POST /api/checkout: pickup or delivery", () => {
  it("takes a pickup without an address, stores it as PICKUP with no charge, and the owner's e-mail gives the shop's address, hours and directions", async () => {
    const id = await soap(300);
    const res = await checkout({
      ...visitor,
      name: "Pickup Kavya",
      fulfilment: "pickup",
      items: [{ productId: id, quantity: 2 }],
    });
    expect(res.status).toBe(201);
    const { order } = await res.json();
    expect(order).toMatchObject({ fulfilment: "pickup", address: null, deliveryCharge: 0, total: 600 });
    const stored = await (await db()).order.findUniqueOrThrow({ where: { id: order._id } });
    expect(stored).toMatchObject({ fulfilment: "PICKUP", address: null, deliveryCharge: 0, total: 600 });

    const mail = await lastMailAbout("Pickup Kavya");
    expect(mail.subject).toContain("Pick up at the shop");
    expect(mail.body).toContain("Pickup or delivery: Pick up at the shop");
    expect(mail.body).toContain(`Shop address: ${site.name}, ${ADDRESS}`);
    expect(mail.body).toContain("Opening hours: Monday to Saturday 10:30–20:30, Sunday 11:00–18:00");
    expect(directionsIn(mail.body)).toContain(ADDRESS);
  });

  it("does not store an address sent with a pickup", async () => {
    const res = await checkout({
      ...visitor,
      fulfilment: "pickup",
      address: "C-12, Janakpuri",
      items: [{ productId: await soap(), quantity: 1 }],
    });
    expect(res.status).toBe(201);
    expect((await res.json()).order).toMatchObject({ fulfilment: "pickup", address: null, deliveryCharge: 0 });
  });

  it("refuses a delivery without an address with a message naming the field, and stores nothing", async () => {
    const prisma = await db();
    const before = await prisma.order.count();
    for (const address of [undefined, "", "   "]) {
      const res = await checkout({
        ...visitor,
        fulfilment: "delivery",
        ...(address === undefined ? {} : { address }),
        items: [{ productId: await soap(), quantity: 1 }],
      });
      expect(res.status, JSON.stringify(address)).toBe(400);
      const body = await res.json();
      expect(body.errors).toEqual({ address: "Full address is required for delivery." });
      expect(body.message).toBe("Full address is required for delivery.");
    }
    expect(await prisma.order.count()).toBe(before);
  });

  it("names every wrong field at once: a missing name beside a delivery without an address", async () => {
    const res = await checkout({
      ...visitor,
      name: "",
      fulfilment: "delivery",
      items: [{ productId: await soap(), quantity: 1 }],
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toMatchObject({
      name: "Full name is required.",
      address: "Full address is required for delivery.",
    });
  });

  it("refuses a choice it does not know", async () => {
    const res = await checkout({
      ...visitor,
      fulfilment: "courier",
      address: "C-12, Janakpuri",
      items: [{ productId: await soap(), quantity: 1 }],
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ fulfilment: 'Fulfilment must be "pickup" or "delivery".' });
  });

  it("adds DELIVERY_CHARGE to a delivery's total and stores it; the owner's e-mail gives the address and the charge", async () => {
    const id = await soap(300);
    const res = await checkout({
      ...visitor,
      name: "Delivery Kavya",
      fulfilment: "Delivery",
      address: "C-12, Janakpuri, New Delhi 110058",
      items: [{ productId: id, quantity: 2 }],
    });
    expect(res.status).toBe(201);
    const { order } = await res.json();
    expect(order).toMatchObject({
      fulfilment: "delivery",
      address: "C-12, Janakpuri, New Delhi 110058",
      deliveryCharge: CHARGE,
      total: 600 + CHARGE,
      price: 600 + CHARGE,
    });
    expect(await (await db()).order.findUniqueOrThrow({ where: { id: order._id } })).toMatchObject({
      fulfilment: "DELIVERY",
      deliveryCharge: CHARGE,
      total: 600 + CHARGE,
    });

    const mail = await lastMailAbout("Delivery Kavya");
    expect(mail.body).toContain("Pickup or delivery: Delivery");
    expect(mail.body).toContain("Customer address: C-12, Janakpuri, New Delhi 110058");
    expect(mail.body).toContain("Delivery charge: ₹250 (in the total)");
    expect(mail.body).toContain("Total price: ₹850");
    expect(directionsIn(mail.body)).toBeNull();
  });

  it("charges the setting as it is when the order is placed, not a total the browser sends", async () => {
    process.env.DELIVERY_CHARGE = "₹1,500";
    const id = await soap(300);
    const res = await checkout({
      ...visitor,
      fulfilment: "delivery",
      address: "C-12, Janakpuri",
      items: [{ productId: id, quantity: 1 }],
    });
    expect((await res.json()).order).toMatchObject({ deliveryCharge: 1500, total: 1800 });
    const forged = await checkout({
      ...visitor,
      fulfilment: "delivery",
      address: "C-12, Janakpuri",
      total: 300,
      deliveryCharge: 0,
      items: [{ productId: id, quantity: 1 }],
    });
    expect(forged.status).toBe(400);
  });

  it("keeps the spec's request shape working: an address without a choice is a delivery, no address a pickup", async () => {
    const id = await soap(300);
    const old = await checkout({
      ...visitor,
      address: "C-12, Janakpuri",
      notes: "Ring twice",
      items: [{ productId: id, quantity: 1 }],
    });
    expect(old.status).toBe(201);
    expect((await old.json()).order).toMatchObject({
      fulfilment: "delivery",
      address: "C-12, Janakpuri",
      deliveryCharge: CHARGE,
      total: 300 + CHARGE,
      notes: "Ring twice",
    });
    const bare = await checkout({
      name: "Kavya Rao",
      email: "kavya@example.in",
      phone: "9811045872",
      items: [{ productId: id, quantity: 1 }],
    });
    expect(bare.status).toBe(201);
    expect((await bare.json()).order).toMatchObject({
      fulfilment: "pickup",
      address: null,
      deliveryCharge: 0,
      total: 300,
    });
  });

  it("makes delivery free when DELIVERY_CHARGE is unset, and says so", async () => {
    delete process.env.DELIVERY_CHARGE;
    const res = await checkout({
      ...visitor,
      name: "Free Delivery Kavya",
      fulfilment: "delivery",
      address: "C-12, Janakpuri",
      items: [{ productId: await soap(300), quantity: 1 }],
    });
    expect((await res.json()).order).toMatchObject({ fulfilment: "delivery", deliveryCharge: 0, total: 300 });
    expect((await lastMailAbout("Free Delivery Kavya")).body).toContain("Delivery charge: free");
  });
});

describe("the customer's confirmation e-mail", () => {
  async function confirmFirstBooking(body: Record<string, unknown>, email: string) {
    const res = await checkout({
      ...visitor,
      email,
      ...body,
      items: [{ productId: await gown(), quantity: 1, from: day(30), to: day(32) }],
    });
    expect(res.status).toBe(201);
    const { reservations } = await res.json();
    const id = reservations[0].id as string;
    const patched = await patchReservation(
      jsonRequest(`/api/reservations/${id}`, { status: "confirmed" }, { method: "PATCH", headers: bearer(token) }),
      { params: Promise.resolve({ id }) },
    );
    expect(patched.status).toBe(200);
    return (await db()).emailOutbox.findFirstOrThrow({ where: { to: email } });
  }

  it("names a pickup and carries the shop's address, hours and directions link", async () => {
    const mail = await confirmFirstBooking({ fulfilment: "pickup" }, `pickup-${Date.now()}@example.in`);
    expect(mail.body).toContain("Pick up at the shop:");
    expect(mail.body).toContain(ADDRESS);
    expect(mail.body).toContain("Open Monday to Saturday 10:30–20:30, Sunday 11:00–18:00");
    expect(directionsIn(mail.body)).toContain(ADDRESS);
  });

  it("names a delivery and its charge, without repeating the address the visitor typed", async () => {
    const mail = await confirmFirstBooking(
      { fulfilment: "delivery", address: "Visit evil.example, Delhi" },
      `delivery-${Date.now()}@example.in`,
    );
    expect(mail.body).toContain("Delivery: to the address you gave at checkout. Delivery charge: ₹250.");
    expect(mail.body).not.toContain("evil.example");
  });
});

describe("the owner's views and the price quote", () => {
  it("lists the choice and the charge on each order, and exports them as CSV columns", async () => {
    const id = await soap(300);
    await checkout({ ...visitor, name: "Csv Pickup", fulfilment: "pickup", items: [{ productId: id, quantity: 1 }] });
    await checkout({
      ...visitor,
      name: "Csv Delivery",
      fulfilment: "delivery",
      address: "C-12, Janakpuri",
      items: [{ productId: id, quantity: 1 }],
    });
    const orders = await (
      await listOrders(new Request("http://shop.test/api/orders?q=Csv", { headers: bearer(token) }), undefined)
    ).json();
    expect(
      orders.map((o: { userName: string; fulfilment: string; deliveryCharge: number }) => [
        o.userName,
        o.fulfilment,
        o.deliveryCharge,
      ]),
    ).toEqual([
      ["Csv Delivery", "delivery", CHARGE],
      ["Csv Pickup", "pickup", 0],
    ]);

    const csv = (
      await (
        await exportOrders(
          new Request("http://shop.test/api/orders/export?q=Csv", { headers: bearer(token) }),
          undefined,
        )
      ).text()
    ).replace(/^\uFEFF/, "");
    const [header, ...rows] = csv.trim().split("\r\n");
    expect(header).toContain("address,pickup or delivery,delivery charge (₹),notes");
    expect(rows.find((r) => r.includes("Csv Pickup"))).toMatch(/,,pickup,0,,/);
    expect(rows.find((r) => r.includes("Csv Delivery"))).toMatch(/,"C-12, Janakpuri",delivery,250,,/);
  });

  it("the cart's price quote answers the delivery charge as set now", async () => {
    const res = await quote(jsonRequest("/api/cart/quote", { items: [] }), undefined);
    expect(await res.json()).toEqual({ lines: [], deliveryCharge: CHARGE });
  });
});
