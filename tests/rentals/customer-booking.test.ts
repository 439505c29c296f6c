// Every booking has a private page, /booking/<token>, behind a signed link
// (never an id): the customer sees her stays and money, downloads her calendar again and
// cancels before RENTAL_CANCEL_HOURS ahead of pickup, which frees the days at once. A
// made-up, tampered or revoked link answers 404 like any missing page.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as postCheckout } from "@/app/api/checkout/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { GET as getBooking } from "@/app/api/bookings/[token]/route";
import { POST as postCancel } from "@/app/api/bookings/[token]/cancel/route";
import { GET as getCalendar } from "@/app/api/bookings/[token]/calendar/route";
import { GET as getAvailability } from "@/app/api/availability/[productId]/route";
import { renewBookingLink } from "@/features/rentals";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { addDays } from "@/lib/dates";
import { jsonRequest } from "../helpers/request";

process.env.PUBLIC_FORM_RATE_LIMIT = "100000";
process.env.RENTAL_DAILY_PIECE_DAYS = "100000";
process.env.RENTAL_PENDING_PIECE_DAYS = "100000";
process.env.RENTAL_UNPAID_SHARE_PERCENT = "100";
process.env.RENTAL_PENDING_STAYS_PER_PIECE = "100000";

const day = (n: number) => addDays(indiaToday(), n);
const tokenOf = (path: string) => path.replace(/^\/booking\//, "");
const ctx = (token: string) => ({ params: Promise.resolve({ token }) });
const read = (token: string) => getBooking(new Request(`http://shop.test/api/bookings/${token}`), ctx(token));
const cancel = (token: string, body: object = {}) =>
  postCancel(jsonRequest(`/api/bookings/${token}/cancel`, body), ctx(token));

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

async function checkout(phone: string, items: unknown[]) {
  const res = await postCheckout(
    jsonRequest("/api/checkout", {
      name: "Priya Sharma",
      email: "priya@example.com",
      phone,
      fulfilment: "pickup",
      items,
    }),
    undefined,
  );
  expect(res.status).toBe(201);
  return (await res.json()) as { order: { _id: string }; reservations: { number: string; bookingPath: string }[] };
}

async function dayStatus(productId: string, on: string) {
  const res = await getAvailability(new Request(`http://shop.test/api/availability/${productId}?from=${on}&to=${on}`), {
    params: Promise.resolve({ productId }),
  });
  return ((await res.json()) as { days: { date: string; status: string }[] }).days[0]!.status;
}

let gown: string, lehenga: string;
beforeAll(async () => {
  [gown, lehenga] = [await piece("Link gown"), await piece("Link lehenga")];
});

describe("a checkout's booking link", () => {
  it("opens one page with every stay of the order, its money, and nothing cached", async () => {
    const placed = await checkout("9811045801", [
      { productId: gown, quantity: 1, from: day(20), to: day(22), size: "M" },
      { productId: lehenga, quantity: 1, from: day(30), to: day(32) },
    ]);
    const [first, second] = placed.reservations;
    expect(first!.bookingPath).toMatch(/^\/booking\/o\./);
    expect(second!.bookingPath).toBe(first!.bookingPath);
    expect(first!.bookingPath).not.toContain(`/booking/${placed.order._id}`);

    const res = await read(tokenOf(first!.bookingPath));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const booking = await res.json();
    expect(booking).toMatchObject({
      path: first!.bookingPath,
      name: "Priya Sharma",
      rent: 6000,
      deposit: 4000,
      fulfilment: { fulfilment: "pickup" },
    });
    expect(booking.stays).toEqual([
      expect.objectContaining({
        number: first!.number,
        title: "Link gown",
        size: "M",
        from: day(20),
        to: day(22),
        status: "requested",
        rent: 3000,
        deposit: 2000,
        cancelUntil: expect.any(String),
      }),
      expect.objectContaining({ number: second!.number, title: "Link lehenga", from: day(30), to: day(32) }),
    ]);
  });

  it("answers 404, the same for a made-up, tampered, borrowed or revoked link", async () => {
    const placed = await checkout("9811045802", [{ productId: gown, quantity: 1, from: day(40), to: day(41) }]);
    const other = await checkout("9811045803", [{ productId: lehenga, quantity: 1, from: day(40), to: day(41) }]);
    const token = tokenOf(placed.reservations[0]!.bookingPath);
    const [prefix, id, version, signature] = token.split(".");
    const flipped = signature!.slice(0, -1) + (signature!.endsWith("A") ? "B" : "A");
    const bad = [
      "nothing-here",
      `${prefix}.${id}.${version}.${flipped}`,
      `${prefix}.${id}.${Number(version) + 1}.${signature}`,
      `${prefix}.${other.order._id}.${version}.${signature}`,
      `r.${id}.${version}.${signature}`,
      placed.order._id,
    ];
    const answers = await Promise.all(
      bad.map(async (t) => [(await read(t)).status, (await (await read(t)).json()).message]),
    );
    expect(new Set(answers.map(([status]) => status))).toEqual(new Set([404]));
    expect(new Set(answers.map(([, message]) => message)).size).toBe(1);

    // The owner makes a new link: the one sent before stops working, the new one opens the booking.
    const renewed = await renewBookingLink({ kind: "order", id: placed.order._id });
    expect(renewed).not.toBe(placed.reservations[0]!.bookingPath);
    expect((await read(token)).status).toBe(404);
    expect((await read(tokenOf(renewed!))).status).toBe(200);
    expect((await cancel(token)).status).toBe(404);
  });

  it("gives her calendar again: pickup and return of every stay not cancelled", async () => {
    const placed = await checkout("9811045804", [{ productId: gown, quantity: 1, from: day(50), to: day(52) }]);
    const token = tokenOf(placed.reservations[0]!.bookingPath);
    const res = await getCalendar(new Request(`http://shop.test/api/bookings/${token}/calendar`), ctx(token));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="R-\d+\.ics"/);
    const ics = await res.text();
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${day(50).replace(/-/g, "")}`);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${day(52).replace(/-/g, "")}`);
  });
});

describe("cancelling from the booking page", () => {
  it("frees the days at once, cancels an order left with nothing, and tells the owner", async () => {
    const placed = await checkout("9811045805", [{ productId: lehenga, quantity: 1, from: day(60), to: day(62) }]);
    const token = tokenOf(placed.reservations[0]!.bookingPath);
    expect(await dayStatus(lehenga, day(61))).toBe("booked");

    const res = await cancel(token);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.cancelled).toEqual([placed.reservations[0]!.number]);
    expect(body.booking.stays[0]).toMatchObject({ status: "cancelled", cancelReason: "customer", cancelUntil: null });
    expect(body.booking).toMatchObject({ rent: 0, deposit: 0 });
    expect(await dayStatus(lehenga, day(61))).toBe("free");
    const prisma = await db();
    expect((await prisma.order.findUniqueOrThrow({ where: { id: placed.order._id } })).status).toBe("CANCELLED");
    const mail = await prisma.emailOutbox.findFirstOrThrow({
      where: { subject: { startsWith: "Cancelled by the customer" } },
      orderBy: { createdAt: "desc" },
    });
    expect(mail.subject).toContain(placed.reservations[0]!.number);

    // Twice: nothing left to cancel, nothing changed.
    expect((await cancel(token)).status).toBe(422);
  });

  it("cancels one stay by its number and leaves the others held", async () => {
    const placed = await checkout("9811045806", [
      { productId: gown, quantity: 1, from: day(70), to: day(71) },
      { productId: lehenga, quantity: 1, from: day(70), to: day(71) },
    ]);
    const [keep, drop] = placed.reservations;
    const token = tokenOf(keep!.bookingPath);
    const res = await cancel(token, { number: drop!.number.toLowerCase().replace("-", "") });
    expect(res.status).toBe(200);
    expect((await res.json()).booking.stays.map((s: { status: string }) => s.status)).toEqual([
      "requested",
      "cancelled",
    ]);
    expect(await dayStatus(gown, day(70))).toBe("booked");
    expect(await dayStatus(lehenga, day(70))).toBe("free");
    expect((await (await db()).order.findUniqueOrThrow({ where: { id: placed.order._id } })).status).toBe("PENDING");
    expect((await cancel(token, { number: "R-999999" })).status).toBe(404);
  });

  it("refuses past the cutoff (422) and changes nothing; a reservation made on its own has its own link", async () => {
    const res = await postReservation(
      jsonRequest("/api/reservations", {
        productId: gown,
        from: day(1),
        to: day(2),
        name: "Neha",
        phone: "9811045807",
      }),
      undefined,
    );
    expect(res.status).toBe(201);
    const { reservation } = (await res.json()) as { reservation: { number: string; bookingPath: string } };
    expect(reservation.bookingPath).toMatch(/^\/booking\/r\./);
    const token = tokenOf(reservation.bookingPath);
    // Pickup tomorrow: less than RENTAL_CANCEL_HOURS (48) before the pickup day begins.
    expect((await (await read(token)).json()).stays[0].cancelUntil).toBeNull();
    const refused = await cancel(token);
    expect(refused.status).toBe(422);
    expect((await refused.json()).message).toMatch(/48 hours/);
    expect(await dayStatus(gown, day(1))).toBe("booked");
    expect((await (await read(token)).json()).stays[0].status).toBe("requested");
  });

  it("refuses a body it does not understand (400)", async () => {
    const placed = await checkout("9811045808", [{ productId: gown, quantity: 1, from: day(80), to: day(81) }]);
    const token = tokenOf(placed.reservations[0]!.bookingPath);
    expect((await cancel(token, { number: "all of them" })).status).toBe(400);
    expect((await cancel(token, { reason: "x" })).status).toBe(400);
  });
});

describe("the link reaches her, and the owner can replace it", () => {
  it("is in the confirmation e-mail; the owner's new link ends the old one; only the owner may make one", async () => {
    const { POST: postLink } = await import("@/app/api/reservations/[id]/link/route");
    const { PATCH: patchReservation } = await import("@/app/api/reservations/[id]/route");
    const { adminToken, bearer } = await import("../helpers/admin");
    const token = await adminToken();
    const res = await postReservation(
      jsonRequest("/api/reservations", {
        productId: lehenga,
        from: day(90),
        to: day(91),
        name: "Meera",
        phone: "9811045809",
        email: "meera@example.com",
      }),
      undefined,
    );
    const { reservation } = (await res.json()) as { reservation: { id: string; number: string; bookingPath: string } };
    const idCtx = { params: Promise.resolve({ id: reservation.id }) };

    const confirmed = await patchReservation(
      jsonRequest(
        `/api/reservations/${reservation.id}`,
        { status: "confirmed" },
        { method: "PATCH", headers: bearer(token) },
      ),
      idCtx,
    );
    expect(confirmed.status).toBe(200);
    const mail = await (await db()).emailOutbox.findFirstOrThrow({ where: { to: "meera@example.com" } });
    expect(mail.body).toContain(`${reservation.bookingPath}`);

    expect((await postLink(jsonRequest(`/api/reservations/${reservation.id}/link`, {}), idCtx)).status).toBe(401);
    const renewed = await postLink(
      jsonRequest(`/api/reservations/${reservation.id}/link`, {}, { headers: bearer(token) }),
      idCtx,
    );
    expect(renewed.status).toBe(200);
    const { bookingPath } = (await renewed.json()) as { bookingPath: string };
    expect(bookingPath).not.toBe(reservation.bookingPath);
    expect((await read(tokenOf(reservation.bookingPath))).status).toBe(404);
    const now = await read(tokenOf(bookingPath));
    expect(now.status).toBe(200);
    expect((await now.json()).stays[0]).toMatchObject({ number: reservation.number, status: "confirmed" });
  });
});

it("cancelling the whole booking cancels what can still be cancelled and leaves a stay past its cutoff", async () => {
  const soon = await piece("Soon gown");
  const later = await piece("Later gown");
  const placed = await checkout("9811045810", [
    { productId: soon, quantity: 1, from: day(1), to: day(2) },
    { productId: later, quantity: 1, from: day(20), to: day(21) },
  ]);
  const token = tokenOf(placed.reservations[0]!.bookingPath);
  const res = await cancel(token);
  expect(res.status).toBe(200);
  expect((await res.json()).cancelled).toEqual([placed.reservations[1]!.number]);
  expect((await (await read(token)).json()).stays.map((s: { status: string }) => s.status)).toEqual([
    "requested",
    "cancelled",
  ]);
  const again = await cancel(token);
  expect(again.status).toBe(422);
  expect((await again.json()).message).toContain(placed.reservations[0]!.number);
  // "R-015" names R-15 as the shop writes it.
  expect((await cancel(token, { number: placed.reservations[0]!.number.replace("R-", "R-0") })).status).toBe(422);
});
