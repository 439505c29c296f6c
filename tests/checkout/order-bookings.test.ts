// An order and the stays booked with it: cancelling or deleting the order frees the days its
// pieces held (a reviewer found them held after the order was cancelled), the owner's view of
// the order lists them with their status, and a piece already picked up is left as it is.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { GET as getAvailability } from "@/app/api/availability/[productId]/route";
import { POST as postCheckout } from "@/app/api/checkout/route";
import { DELETE as deleteOrder, PATCH as patchOrder } from "@/app/api/orders/[id]/route";
import { GET as listOrders } from "@/app/api/orders/route";
import { PATCH as patchReservation } from "@/app/api/reservations/[id]/route";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { addDays } from "@/lib/dates";
import { adminToken, bearer } from "../helpers/admin";
import { jsonRequest } from "../helpers/request";

process.env.PUBLIC_FORM_RATE_LIMIT = "100000";
process.env.RENTAL_DAILY_PIECE_DAYS = "100000";
process.env.RENTAL_PENDING_PIECE_DAYS = "100000";
process.env.RENTAL_UNPAID_SHARE_PERCENT = "100";
process.env.RENTAL_PENDING_STAYS_PER_PIECE = "100000";

let token: string;
const day = (n: number) => addDays(indiaToday(), n);
const customer = {
  name: "Priya Sharma",
  email: "priya@example.com",
  phone: "9811045872",
  address: "12, Rajouri Garden, Delhi",
};
const admin = (url: string, body: unknown, method: string) =>
  jsonRequest(url, body, { method, headers: bearer(token) });
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });

async function piece(title: string) {
  const row = await (
    await db()
  ).collectionItem.create({
    data: {
      category: "gowns",
      title,
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

async function status(productId: string, date: string): Promise<string> {
  const res = await getAvailability(
    new Request(`http://shop.test/api/availability/${productId}?from=${date}&to=${date}`),
    { params: Promise.resolve({ productId }) },
  );
  return (await res.json()).days[0].status;
}

async function checkout(items: unknown[]) {
  const res = await postCheckout(jsonRequest("/api/checkout", { ...customer, items }), undefined);
  expect(res.status).toBe(201);
  return (await res.json()) as { order: { _id: string }; reservations: { id: string; number: string }[] };
}

beforeAll(async () => {
  token = await adminToken();
});
afterEach(() => {
  vi.useRealTimers();
});

it("cancelling an order cancels its stays not yet picked up and frees their days; the order lists them with their status", async () => {
  const [a, b] = [await piece("Cancel gown A"), await piece("Cancel gown B")];
  const { order, reservations } = await checkout([
    { productId: a, quantity: 1, from: day(30), to: day(32) },
    { productId: b, quantity: 1, from: day(30), to: day(32) },
  ]);
  // piece B has left the shop with the customer: it still has to come back
  // (handed over on its pickup day, a month from now: written as that day would)
  await (
    await db()
  ).reservation.update({ where: { id: reservations[1]!.id }, data: { status: "PICKED_UP", pickedUpAt: new Date() } });

  const res = await patchOrder(admin(`/api/orders/${order._id}`, { status: "Cancelled" }, "PATCH"), ctx(order._id));
  expect(res.status).toBe(200);
  const view = await res.json();
  expect(view.status).toBe("Cancelled");
  expect(view.deposit).toBe(4000);
  expect(view.bookings).toEqual([
    {
      id: reservations[0]!.id,
      number: reservations[0]!.number,
      status: "cancelled",
      title: "Cancel gown A",
      from: day(30),
      to: day(32),
      lapsed: false,
    },
    {
      id: reservations[1]!.id,
      number: reservations[1]!.number,
      status: "picked_up",
      title: "Cancel gown B",
      from: day(30),
      to: day(32),
      lapsed: false,
    },
  ]);
  expect(await status(a, day(31))).toBe("free");
  expect(await status(b, day(31))).toBe("booked");

  // the owner's list shows the same
  const list = await listOrders(
    new Request(`http://shop.test/api/orders?q=${order._id}`, { headers: bearer(token) }),
    undefined,
  );
  const found = (await list.json()).find((o: { _id: string }) => o._id === order._id);
  expect(found.bookings.map((x: { status: string }) => x.status)).toEqual(["cancelled", "picked_up"]);
});

it("deleting an order cancels its stays too, so no booking is left holding days without an order", async () => {
  const id = await piece("Delete gown");
  const { order, reservations } = await checkout([{ productId: id, quantity: 1, from: day(40), to: day(41) }]);
  expect(await status(id, day(40))).toBe("booked");
  expect((await deleteOrder(admin(`/api/orders/${order._id}`, undefined, "DELETE"), ctx(order._id))).status).toBe(200);
  expect(await status(id, day(40))).toBe("free");
  const row = await (await db()).reservation.findUniqueOrThrow({ where: { id: reservations[0]!.id } });
  expect(row).toMatchObject({ status: "CANCELLED", orderId: null });
});

it("setting a confirmed order back to Pending leaves its stays as they are", async () => {
  const id = await piece("Deliver gown");
  const { order } = await checkout([{ productId: id, quantity: 1, from: day(50), to: day(51) }]);
  expect(
    (await patchOrder(admin(`/api/orders/${order._id}`, { status: "Confirmed" }, "PATCH"), ctx(order._id))).status,
  ).toBe(200);
  const res = await patchOrder(admin(`/api/orders/${order._id}`, { status: "Pending" }, "PATCH"), ctx(order._id));
  const view = await res.json();
  expect(view.bookings[0].status).toBe("confirmed");
  expect(view.message).toBeUndefined();
  expect(await status(id, day(50))).toBe("booked");
});

it("confirming a checkout order confirms its pending holds: they no longer lapse, and the owner is told which", async () => {
  const [a, b] = [await piece("Confirm gown A"), await piece("Confirm gown B")];
  const { order, reservations } = await checkout([
    { productId: a, quantity: 1, from: day(60), to: day(62) },
    { productId: b, quantity: 1, from: day(60), to: day(62) },
  ]);
  const res = await patchOrder(admin(`/api/orders/${order._id}`, { status: "Confirmed" }, "PATCH"), ctx(order._id));
  expect(res.status).toBe(200);
  const view = await res.json();
  expect(view.bookings.map((x: { status: string }) => x.status)).toEqual(["confirmed", "confirmed"]);
  expect(view.message).toBe(
    `Order from Priya Sharma is now confirmed. ${reservations[0]!.number} and ${reservations[1]!.number} are confirmed with it and no longer lapse.`,
  );
  const prisma = await db();
  expect(await prisma.reservation.count({ where: { orderId: order._id, lapsesAt: { not: null } } })).toBe(0);
  // three days on, the pieces are still booked for her
  const middle = day(61);
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 72 * 60 * 60 * 1000 });
  expect(await status(a, middle)).toBe("booked");
  expect(await status(b, middle)).toBe("booked");
});

it("confirming an order one of whose holds lapsed and was taken confirms the rest and names the lapsed one, which stays cancelled", async () => {
  const [a, b] = [await piece("Lapsed gown A"), await piece("Lapsed gown B")];
  const { order, reservations } = await checkout([
    { productId: a, quantity: 1, from: day(70), to: day(72) },
    { productId: b, quantity: 1, from: day(70), to: day(72) },
  ]);
  const prisma = await db();
  // B's hold ran out unconfirmed, and someone else booked its days
  await prisma.reservation.update({
    where: { id: reservations[1]!.id },
    data: { lapsesAt: new Date(Date.now() - 60_000) },
  });
  const other = await postCheckout(
    jsonRequest("/api/checkout", {
      ...customer,
      phone: "9822233344",
      items: [{ productId: b, quantity: 1, from: day(70), to: day(72) }],
    }),
    undefined,
  );
  expect(other.status).toBe(201);

  const res = await patchOrder(admin(`/api/orders/${order._id}`, { status: "Delivered" }, "PATCH"), ctx(order._id));
  expect(res.status).toBe(200);
  const view = await res.json();
  expect(view.status).toBe("Delivered");
  expect(view.message).toBe(
    `Order from Priya Sharma is now delivered. ${reservations[0]!.number} is confirmed with it and no longer lapses. ${reservations[1]!.number} had lapsed unconfirmed and its days were freed, so it is not confirmed: book it again if the days are still free.`,
  );
  expect(view.bookings.map((x: { status: string; lapsed: boolean }) => [x.status, x.lapsed])).toEqual([
    ["confirmed", false],
    ["cancelled", true],
  ]);
  // the other customer keeps B
  const theirs = await prisma.reservation.findFirstOrThrow({ where: { itemId: b, phone: "+919822233344" } });
  expect(theirs.status).toBe("REQUESTED");
});

it("confirming its bookings on Today confirms a pending checkout order once none waits for an answer", async () => {
  const [a, b] = [await piece("Today gown A"), await piece("Today gown B")];
  const { order, reservations } = await checkout([
    { productId: a, quantity: 1, from: day(70), to: day(72) },
    { productId: b, quantity: 1, from: day(70), to: day(72) },
  ]);
  const orderStatus = async () => (await (await db()).order.findUniqueOrThrow({ where: { id: order._id } })).status;
  const confirm = (id: string) =>
    patchReservation(admin(`/api/reservations/${id}`, { status: "confirmed" }, "PATCH"), ctx(id));
  expect((await confirm(reservations[0]!.id)).status).toBe(200);
  expect(await orderStatus()).toBe("PENDING"); // the other booking still waits
  expect((await confirm(reservations[1]!.id)).status).toBe(200);
  expect(await orderStatus()).toBe("CONFIRMED");
  // the owner's Orders list agrees
  const list = await (
    await listOrders(new Request("http://shop.test/api/orders?status=Confirmed", { headers: bearer(token) }), undefined)
  ).json();
  expect(JSON.stringify(list)).toContain(order._id);
});

it("an order the owner already cancelled is not brought back by confirming a booking of it", async () => {
  const a = await piece("Cancelled order gown");
  const { order, reservations } = await checkout([{ productId: a, quantity: 1, from: day(80), to: day(82) }]);
  const prisma = await db();
  await prisma.order.update({ where: { id: order._id }, data: { status: "CANCELLED" } });
  await patchReservation(
    admin(`/api/reservations/${reservations[0]!.id}`, { status: "confirmed" }, "PATCH"),
    ctx(reservations[0]!.id),
  );
  expect((await prisma.order.findUniqueOrThrow({ where: { id: order._id } })).status).toBe("CANCELLED");
});
