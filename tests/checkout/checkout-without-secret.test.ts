// A serverless host (VERCEL set) without NEXTAUTH_SECRET cannot sign the checkout's receipt
// cookie nor a booking's link, and must not make one up per instance. Checkout and the public
// reservation form find that out before they store anything: each try answers 503 naming the
// setting, and no order, booking or e-mail is left behind however often the visitor retries.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as postCheckout } from "@/app/api/checkout/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { GET as drainReminders } from "@/app/api/cron/reminders/route";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { addDays } from "@/lib/dates";
import { jsonRequest } from "../helpers/request";

process.env.PUBLIC_FORM_RATE_LIMIT = "100000";
// Set before anything in this file signs (the secret is read on first use, then kept).
process.env.VERCEL = "1";
delete process.env.NEXTAUTH_SECRET;
delete process.env.AUTH_SECRET;

const SENTENCE =
  "Sign-in and booking links are not set up on this server yet: the owner must set NEXTAUTH_SECRET in the host's settings. Nothing was saved; please call or WhatsApp the shop.";
const visitor = { name: "Meera Iyer", email: "meera@example.in", phone: "98110 45873", notes: "" };

let soapId: string;
let gownId: string;
beforeAll(async () => {
  // The log line is the owner's; it is checked below, not printed into the test output.
  vi.spyOn(console, "error").mockImplementation(() => {});
  const prisma = await db();
  soapId = (
    await prisma.beautyItem.create({
      data: { category: "soap", title: "Neem soap", description: "Soap", price: 180 },
    })
  ).id;
  gownId = (
    await prisma.collectionItem.create({
      data: {
        category: "gowns",
        title: "Serverless gown",
        description: "Gown",
        price: 3000,
        rentPrice: 3000,
        rentDays: 3,
        deposit: 2000,
        stock: 1,
        bufferBefore: 0,
        bufferAfter: 0,
      },
    })
  ).id;
});

const send = (route: typeof postCheckout, url: string, body: Record<string, unknown>) =>
  route(jsonRequest(url, body, { headers: { "x-forwarded-for": "10.41.7.9" } }), undefined);

async function stored() {
  const prisma = await db();
  return {
    orders: await prisma.order.count(),
    reservations: await prisma.reservation.count(),
    mails: await prisma.emailOutbox.count(),
  };
}

describe("checkout on a serverless host without NEXTAUTH_SECRET", () => {
  it("answers 503 naming the setting on every try, and stores no order and no e-mail", async () => {
    const before = await stored();
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await send(postCheckout, "/api/checkout", {
        ...visitor,
        fulfilment: "pickup",
        items: [{ productId: soapId, quantity: 2 }],
      });
      expect(res.status).toBe(503);
      expect(res.headers.get("set-cookie")).toBeNull();
      expect(await res.json()).toMatchObject({ error: SENTENCE, message: SENTENCE });
    }
    expect(await stored()).toEqual(before);
    expect(before.orders).toBe(0);
    const prisma = await db();
    expect(await prisma.emailOutbox.count({ where: { subject: { contains: visitor.name } } })).toBe(0);
    // The owner's log says what to do, once.
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("serverless host"));
  });

  it("a dated checkout and the reservation form refuse the same way, holding no piece", async () => {
    const from = addDays(indiaToday(), 10);
    const to = addDays(indiaToday(), 12);
    const before = await stored();
    const checkout = await send(postCheckout, "/api/checkout", {
      ...visitor,
      fulfilment: "pickup",
      items: [{ productId: gownId, quantity: 1, from, to }],
    });
    expect(checkout.status).toBe(503);
    expect((await checkout.json()).error).toBe(SENTENCE);
    const reservation = await send(postReservation, "/api/reservations", {
      productId: gownId,
      from,
      to,
      name: visitor.name,
      phone: visitor.phone,
    });
    expect(reservation.status).toBe(503);
    expect((await reservation.json()).error).toBe(SENTENCE);
    expect(await stored()).toEqual(before);
  });

  it("a Hindi page's checkout reads the sentence in Hindi", async () => {
    const res = await send(postCheckout, "/api/checkout", {
      ...visitor,
      fulfilment: "pickup",
      locale: "hi",
      items: [{ productId: soapId, quantity: 1 }],
    });
    expect(res.status).toBe(503);
    const { error } = await res.json();
    expect(error).toContain("NEXTAUTH_SECRET");
    expect(error).toMatch(/[\u0900-\u097F]/);
    expect((await stored()).orders).toBe(0);
  });

  it("the reminders' cron says the same instead of claiming reminders it cannot send", async () => {
    process.env.CRON_SECRET = "a-cron-secret-long-enough-for-the-route-0123456789";
    try {
      const res = await drainReminders(
        new Request("http://shop.test/api/cron/reminders", {
          headers: { authorization: `Bearer ${process.env.CRON_SECRET}`, "x-forwarded-for": "10.41.7.10" },
        }),
        undefined,
      );
      expect(res.status).toBe(503);
      expect((await res.json()).error).toBe(SENTENCE);
    } finally {
      delete process.env.CRON_SECRET;
    }
  });
});
