// A reservation view carries how the piece reaches her (GET /api/reservations and
// /api/reservations/{id}: `fulfilment`, and `address` for a delivery); her reminders name a
// delivery and each piece's own return day; a cancelled booking's reminders read cancelled and
// are never sent. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as postCheckout } from "@/app/api/checkout/route";
import { GET as listReservations, POST as postReservation } from "@/app/api/reservations/route";
import { GET as getReservation, PATCH as patchReservation } from "@/app/api/reservations/[id]/route";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { drainReminders } from "@/features/rentals/reminders-timer";
import { todaysWork } from "@/features/rentals";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { addDays, formatDay } from "@/lib/dates";
import { jsonRequest } from "../helpers/request";
import { adminToken, bearer } from "../helpers/admin";

process.env.PUBLIC_FORM_RATE_LIMIT = "100000";
process.env.RENTAL_DAILY_PIECE_DAYS = "100000";
process.env.RENTAL_PENDING_PIECE_DAYS = "100000";
process.env.RENTAL_UNPAID_SHARE_PERCENT = "100";
process.env.RENTAL_PENDING_STAYS_PER_PIECE = "100000";

type View = {
  id: string;
  number: string;
  fulfilment: string;
  address: string | null;
  reminders: { kind: string; status: string }[];
};

const day = (n: number) => addDays(indiaToday(), n);
const ist = (d: string, hhmm: string) => new Date(`${d}T${hhmm}:00+05:30`);
const idCtx = (id: string) => ({ params: Promise.resolve({ id }) });
let owner: string;
let phone = 9811047100;

beforeAll(async () => {
  owner = await adminToken();
});

async function piece(title: string) {
  const row = await (
    await db()
  ).collectionItem.create({
    data: {
      category: "gowns",
      title: `${title} ${Math.random().toString(36).slice(2, 7)}`,
      description: "Gown",
      price: 3000,
      rentPrice: 3000,
      rentDays: 3,
      extraDayPrice: 500,
      deposit: 2000,
      stock: 1,
      bufferBefore: 0,
      bufferAfter: 0,
    },
  });
  return row.id;
}

async function view(id: string): Promise<View> {
  const res = await getReservation(
    new Request(`http://shop.test/api/reservations/${id}`, { headers: bearer(owner) }),
    idCtx(id),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as View;
}

async function listed(productId: string): Promise<View[]> {
  const res = await listReservations(
    new Request(`http://shop.test/api/reservations?productId=${productId}`, { headers: bearer(owner) }),
    undefined,
  );
  expect(res.status).toBe(200);
  return (await res.json()) as View[];
}

async function setStatus(id: string, status: string) {
  const res = await patchReservation(
    jsonRequest(`/api/reservations/${id}`, { status }, { method: "PATCH", headers: bearer(owner) }),
    idCtx(id),
  );
  expect(res.status, status).toBe(200);
}

async function checkout(body: Record<string, unknown>, items: { productId: string; from: string; to: string }[]) {
  const res = await postCheckout(
    jsonRequest("/api/checkout", {
      name: "Kavya",
      email: `kavya${phone}@example.in`,
      phone: String(phone++),
      ...body,
      items: items.map((i) => ({ ...i, quantity: 1 })),
    }),
    undefined,
  );
  expect(res.status).toBe(201);
  return (await res.json()) as { reservations: View[] };
}

describe("GET /api/reservations(/{id}): fulfilment and address", () => {
  it("a checkout for delivery answers delivery and the address she gave, on the list and on the one", async () => {
    const gown = await piece("Delivered gown");
    const { reservations } = await checkout({ fulfilment: "delivery", address: "C-12, Janakpuri, New Delhi 110058" }, [
      { productId: gown, from: day(30), to: day(32) },
    ]);
    expect(await view(reservations[0]!.id)).toMatchObject({
      fulfilment: "delivery",
      address: "C-12, Janakpuri, New Delhi 110058",
    });
    expect(await listed(gown)).toMatchObject([
      { id: reservations[0]!.id, fulfilment: "delivery", address: "C-12, Janakpuri, New Delhi 110058" },
    ]);
    // the checkout's own answer carries it too
    expect(reservations[0]).toMatchObject({ fulfilment: "delivery", address: "C-12, Janakpuri, New Delhi 110058" });
  });

  it("a checkout for pickup, and a reservation made on its own, are pickups with no address", async () => {
    const gown = await piece("Picked-up gown");
    const { reservations } = await checkout({ fulfilment: "pickup" }, [
      { productId: gown, from: day(30), to: day(32) },
    ]);
    expect(await view(reservations[0]!.id)).toMatchObject({ fulfilment: "pickup", address: null });
    const alone = await piece("Reserved gown");
    const res = await postReservation(
      jsonRequest("/api/reservations", {
        productId: alone,
        from: day(30),
        to: day(32),
        name: "Meera",
        phone: String(phone++),
      }),
      undefined,
    );
    expect(res.status).toBe(201);
    const { reservation } = (await res.json()) as { reservation: View };
    expect(reservation).toMatchObject({ fulfilment: "pickup", address: null });
    expect(await view(reservation.id)).toMatchObject({ fulfilment: "pickup", address: null });
  });
});

describe("her reminders", () => {
  it("'Delivery tomorrow' for a delivery, each piece named with its own return day, never the address", async () => {
    const saree = await piece("Saree");
    const lehenga = await piece("Lehenga");
    const from = day(50);
    const email = `delivery-${Date.now()}@example.in`;
    const { reservations } = await checkout({ email, fulfilment: "delivery", address: "Flat 4, Visit evil.example" }, [
      { productId: saree, from, to: addDays(from, 2) },
      { productId: lehenga, from, to: addDays(from, 3) },
    ]);
    for (const r of reservations) await setStatus(r.id, "confirmed");
    await drainReminders({ now: ist(addDays(from, -1), "10:05") });
    const mail = await (
      await db()
    ).emailOutbox.findFirstOrThrow({ where: { to: email, subject: { startsWith: "Delivery tomorrow" } } });
    const [a, b] = reservations;
    expect(mail.body).toContain(`Your delivery is tomorrow, ${formatDay(from)}:`);
    expect(mail.body).toMatch(new RegExp(`${a!.number} · Saree \\w+: return by ${formatDay(addDays(from, 2))}`));
    expect(mail.body).toMatch(new RegExp(`${b!.number} · Lehenga \\w+: return by ${formatDay(addDays(from, 3))}`));
    expect(mail.body).not.toContain("evil.example");
    expect(mail.body).not.toMatch(/pickup/i);
  });

  it("of a cancelled booking read cancelled on GET /api/reservations/{id}, and none is sent", async () => {
    const gown = await piece("Cancelled gown");
    const from = day(60);
    const email = `cancelled-${Date.now()}@example.in`;
    const res = await postReservation(
      jsonRequest("/api/reservations", {
        productId: gown,
        from,
        to: addDays(from, 2),
        name: "Meera",
        phone: String(phone++),
        email,
      }),
      undefined,
    );
    const { reservation } = (await res.json()) as { reservation: View };
    await setStatus(reservation.id, "confirmed");
    expect((await view(reservation.id)).reminders.filter((x) => x.status === "pending").length).toBe(4);
    await setStatus(reservation.id, "cancelled");
    const after = (await view(reservation.id)).reminders;
    expect(after.filter((x) => x.status === "pending")).toEqual([]);
    expect(
      after
        .filter((x) => x.status === "cancelled")
        .map((x) => x.kind)
        .sort(),
    ).toEqual(["OVERDUE_1", "OVERDUE_3", "PICKUP_TOMORROW", "RETURN_TODAY"]);
    for (const at of [ist(addDays(from, -1), "10:05"), ist(addDays(from, 2), "09:05")])
      await drainReminders({ now: at });
    expect(
      await (await db()).emailOutbox.count({ where: { to: email, subject: { startsWith: "Pickup tomorrow" } } }),
    ).toBe(0);
    expect(
      await (await db()).emailOutbox.count({ where: { to: email, subject: { startsWith: "Return today" } } }),
    ).toBe(0);
  });

  it("read 'Delivery tomorrow' on the owner's Today, and go out as the delivery template by the Cloud API", async () => {
    const from = day(1);
    const { reservations } = await checkout({ fulfilment: "delivery", address: "C-12, Janakpuri, New Delhi 110058" }, [
      { productId: await piece("Tomorrow gown"), from, to: addDays(from, 2) },
    ]);
    const r = reservations[0]!;
    await setStatus(r.id, "confirmed");
    const link = (await todaysWork()).whatsapp.find((m) => m.numbers.includes(r.number));
    expect(link).toMatchObject({ kind: "PICKUP_TOMORROW", delivery: true });
    const text = new URL(link!.href).searchParams.get("text")!;
    expect(text).toContain("Your delivery is tomorrow");
    expect(text).not.toMatch(/pickup/i);

    // The WhatsApp Cloud API, stood in for on 127.0.0.1: the delivery's own template.
    const seen: { template: { name: string } }[] = [];
    const server = createServer(async (req: IncomingMessage, res) => {
      let raw = "";
      for await (const chunk of req) raw += chunk;
      seen.push(JSON.parse(raw));
      res.writeHead(200, { "content-type": "application/json" }).end('{"messages":[{"id":"wamid.2"}]}');
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.WHATSAPP_TOKEN = "test-token";
    process.env.WHATSAPP_PHONE_NUMBER_ID = "1234567890";
    process.env.WHATSAPP_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
    try {
      await drainReminders({ now: ist(addDays(from, -1), "10:05") });
      expect(seen.map((b) => b.template.name)).toContain("rental_delivery_tomorrow");
      expect(seen.map((b) => b.template.name)).not.toContain("rental_pickup_tomorrow");
    } finally {
      delete process.env.WHATSAPP_TOKEN;
      delete process.env.WHATSAPP_PHONE_NUMBER_ID;
      delete process.env.WHATSAPP_API_URL;
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
