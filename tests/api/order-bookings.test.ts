// An order and the stays booked with it: cancelling or deleting the order frees the days its
// pieces held (a reviewer found them held after the order was cancelled), the owner's view of
// the order lists them with their status, and a piece already picked up is left as it is.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { beforeAll, expect, it } from "vitest";
import { GET as getAvailability } from "@/app/api/availability/[productId]/route";
import { POST as postCheckout } from "@/app/api/checkout/route";
import { DELETE as deleteOrder, PATCH as patchOrder } from "@/app/api/orders/[id]/route";
import { GET as listOrders } from "@/app/api/orders/route";
import { PATCH as patchReservation } from "@/app/api/reservations/[id]/route";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { addDays } from "@/lib/rental/days";
import { adminToken, bearer } from "../helpers/admin";
import { jsonRequest } from "../helpers/request";

process.env.PUBLIC_FORM_RATE_LIMIT = "100000";
process.env.RENTAL_DAILY_PIECE_DAYS = "100000";
process.env.RENTAL_PENDING_PIECE_DAYS = "100000";
process.env.RENTAL_PENDING_STAYS_PER_PIECE = "100000";

let token: string;
const day = (n: number) => addDays(indiaToday(), n);
const customer = { name: "Priya Sharma", email: "priya@example.com", phone: "9811045872", address: "12, Rajouri Garden, Delhi" };
const admin = (url: string, body: unknown, method: string) => jsonRequest(url, body, { method, headers: bearer(token) });
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });

async function piece(title: string) {
  const row = await (await db()).collectionItem.create({ data: { category: "gowns", title, description: "Gown", price: 3000, rentPrice: 3000, rentDays: 3, deposit: 2000, stock: 1, bufferBefore: 0, bufferAfter: 0 } });
  return row.id;
}

async function status(productId: string, date: string): Promise<string> {
  const res = await getAvailability(new Request(`http://shop.test/api/availability/${productId}?from=${date}&to=${date}`), { params: Promise.resolve({ productId }) });
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

it("cancelling an order cancels its stays not yet picked up and frees their days; the order lists them with their status", async () => {
  const [a, b] = [await piece("Cancel gown A"), await piece("Cancel gown B")];
  const { order, reservations } = await checkout([
    { productId: a, quantity: 1, from: day(30), to: day(32) },
    { productId: b, quantity: 1, from: day(30), to: day(32) },
  ]);
  // piece B has left the shop with the customer: it still has to come back
  expect((await patchReservation(admin(`/api/reservations/${reservations[1]!.id}`, { status: "picked_up" }, "PATCH"), ctx(reservations[1]!.id))).status).toBe(200);

  const res = await patchOrder(admin(`/api/orders/${order._id}`, { status: "Cancelled" }, "PATCH"), ctx(order._id));
  expect(res.status).toBe(200);
  const view = await res.json();
  expect(view.status).toBe("Cancelled");
  expect(view.deposit).toBe(4000);
  expect(view.bookings).toEqual([
    { id: reservations[0]!.id, number: reservations[0]!.number, status: "cancelled", title: "Cancel gown A", from: day(30), to: day(32) },
    { id: reservations[1]!.id, number: reservations[1]!.number, status: "picked_up", title: "Cancel gown B", from: day(30), to: day(32) },
  ]);
  expect(await status(a, day(31))).toBe("free");
  expect(await status(b, day(31))).toBe("booked");

  // the owner's list shows the same
  const list = await listOrders(new Request(`http://shop.test/api/orders?q=${order._id}`, { headers: bearer(token) }), undefined);
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

it("a status other than Cancelled leaves the stays as they are", async () => {
  const id = await piece("Deliver gown");
  const { order } = await checkout([{ productId: id, quantity: 1, from: day(50), to: day(51) }]);
  const res = await patchOrder(admin(`/api/orders/${order._id}`, { status: "Confirmed" }, "PATCH"), ctx(order._id));
  expect((await res.json()).bookings[0].status).toBe("requested");
  expect(await status(id, day(50))).toBe("booked");
});
