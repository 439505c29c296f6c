// Issue #28, item 2 (Razorpay, optional): with RAZORPAY_KEY_ID / _KEY_SECRET / _WEBHOOK_SECRET
// her booking page pays online through a Razorpay Payment Link (made with the official SDK,
// here against a stand-in Razorpay on loopback: RAZORPAY_API_URL), and the webhook
// POST /api/payments/razorpay records payment_link.paid exactly once, confirming her holds.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as postCheckout } from "@/app/api/checkout/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { GET as getBooking } from "@/app/api/bookings/[token]/route";
import { POST as postPayOnline } from "@/app/api/bookings/[token]/pay-online/route";
import { POST as postPayment } from "@/app/api/reservations/[id]/payments/route";
import { POST as webhook } from "@/app/api/payments/razorpay/route";
import { POST as renewLink } from "@/app/api/reservations/[id]/link/route";
import { GET as getReservation } from "@/app/api/reservations/[id]/route";
import { ReservationCard } from "@/features/rentals/admin/reservation-card";
import type { ReservationView } from "@/features/rentals";
import { razorpayReference } from "@/features/rentals/rules/payments";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { addDays } from "@/lib/dates";
import { jsonRequest } from "../helpers/request";
import { adminToken, bearer } from "../helpers/admin";

// The card's buttons are client parts; rendered here to markup only.
vi.mock("next/navigation", async (original) => ({
  ...(await original<typeof import("next/navigation")>()),
  useRouter: () => ({ push() {}, refresh() {} }),
}));

process.env.PUBLIC_FORM_RATE_LIMIT = "100000";
process.env.RENTAL_DAILY_PIECE_DAYS = "100000";
process.env.RENTAL_PENDING_PIECE_DAYS = "100000";
process.env.RENTAL_UNPAID_SHARE_PERCENT = "100";
process.env.RENTAL_PENDING_STAYS_PER_PIECE = "100000";
process.env.SITE_URL = "https://shop.example";

const KEY_ID = "rzp_test_shop";
const KEY_SECRET = "stand-in-key-secret";
const WEBHOOK_SECRET = "stand-in-webhook-secret";

/** What the stand-in Razorpay was asked: each POST /v1/payment_links with its Basic auth. */
let asked: { auth: string | undefined; body: Record<string, unknown> }[] = [];
let standIn: Server;
let standInUrl: string;
let made = 0;

/** Answers POST /v1/payment_links as Razorpay does (its fields, paise, a refusal for a reference_id used before or wrong keys). */
function razorpayStandIn(): Server {
  const references = new Set<string>();
  return createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c));
    req.on("end", () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.method !== "POST" || req.url !== "/v1/payment_links")
        return send(404, {
          error: { code: "BAD_REQUEST_ERROR", description: "The requested URL was not found on the server." },
        });
      const body = JSON.parse(raw) as Record<string, unknown>;
      asked.push({ auth: req.headers.authorization, body });
      if (req.headers.authorization !== `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString("base64")}`)
        return send(401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
      const reference = String(body.reference_id);
      if (references.has(reference))
        return send(400, {
          error: { code: "BAD_REQUEST_ERROR", description: "reference_id already exists", field: "reference_id" },
        });
      references.add(reference);
      const id = `plink_Standin${String(++made).padStart(6, "0")}`;
      send(200, {
        id,
        entity: "payment_link",
        amount: body.amount,
        amount_paid: 0,
        currency: body.currency,
        reference_id: reference,
        description: body.description,
        notes: body.notes,
        expire_by: body.expire_by,
        status: "created",
        short_url: `${standInUrl}/i/${id.slice(6)}`,
        created_at: Math.floor(Date.now() / 1000),
      });
    });
  });
}

const day = (n: number) => addDays(indiaToday(), n);
const tokenOf = (path: string) => path.replace(/^\/booking\//, "");
const tokenCtx = (token: string) => ({ params: Promise.resolve({ token }) });
const read = async (path: string) => {
  const res = await getBooking(new Request(`http://shop.test/api/bookings/${tokenOf(path)}`), tokenCtx(tokenOf(path)));
  expect(res.status).toBe(200);
  return res.json();
};
const payOnline = (path: string) =>
  postPayOnline(jsonRequest(`/api/bookings/${tokenOf(path)}/pay-online`, {}), tokenCtx(tokenOf(path)));

const sign = (raw: string, secret = WEBHOOK_SECRET) => createHmac("sha256", secret).update(raw).digest("hex");
const deliver = (raw: string, signature: string | null = sign(raw)) =>
  webhook(
    new Request("http://shop.test/api/payments/razorpay", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(signature === null ? {} : { "x-razorpay-signature": signature }),
      },
      body: raw,
    }),
    undefined,
  );
/** A payment_link.paid event as Razorpay sends it (amounts in paise). */
function linkPaid(linkId: string, paymentId: string, paise: number, method = "upi") {
  return JSON.stringify({
    entity: "event",
    account_id: "acc_StandIn0000001",
    event: "payment_link.paid",
    contains: ["payment_link", "order", "payment"],
    payload: {
      payment_link: {
        entity: {
          id: linkId,
          entity: "payment_link",
          amount: paise,
          amount_paid: paise,
          currency: "INR",
          status: "paid",
          reference_id: "R-1 #1",
        },
      },
      order: {
        entity: { id: "order_StandIn00001", entity: "order", amount: paise, amount_paid: paise, status: "paid" },
      },
      payment: {
        entity: {
          id: paymentId,
          entity: "payment",
          amount: paise,
          currency: "INR",
          status: "captured",
          method,
          captured: true,
          vpa: method === "upi" ? "kavya@okhdfc" : null,
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
}

let owner: string;
let gown: string;
let phone = 9811048000;
let from = 10;
/** A checkout with one stay of three days (₹3,000 rent + ₹2,000 deposit), a pending hold. */
async function book() {
  from += 5;
  const res = await postCheckout(
    jsonRequest("/api/checkout", {
      name: "Kavya",
      email: "kavya@example.com",
      phone: String(phone++),
      fulfilment: "pickup",
      items: [{ productId: gown, quantity: 1, from: day(from), to: day(from + 2) }],
    }),
    undefined,
  );
  expect(res.status).toBe(201);
  const body = (await res.json()) as {
    order: { _id: string };
    reservations: { id: string; number: string; bookingPath: string }[];
  };
  return { orderId: body.order._id, ...body.reservations[0]! };
}
/** Her "Pay online": the link made (or given again) for what is asked. */
async function linkFor(path: string) {
  const res = await payOnline(path);
  expect(res.status).toBeLessThan(300);
  const { url } = (await res.json()) as { url: string };
  const link = await (await db()).paymentLink.findFirstOrThrow({ where: { shortUrl: url } });
  return link;
}
/** The payments on a checkout's books (a checkout's money is on its order, not on a stay). */
const paymentsOf = async (orderId: string) =>
  (await db()).ledgerEntry.findMany({ where: { kind: "PAYMENT", OR: [{ orderId }, { stay: { orderId } }] } });

beforeAll(async () => {
  standIn = razorpayStandIn();
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  owner = await adminToken();
  gown = (
    await (
      await db()
    ).collectionItem.create({
      data: {
        category: "gowns",
        title: "Razorpay gown",
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
afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())));
beforeEach(() => {
  asked = [];
  process.env.RAZORPAY_KEY_ID = KEY_ID;
  process.env.RAZORPAY_KEY_SECRET = KEY_SECRET;
  process.env.RAZORPAY_WEBHOOK_SECRET = WEBHOOK_SECRET;
  process.env.RAZORPAY_API_URL = standInUrl;
});
afterEach(() => {
  for (const name of [
    "RAZORPAY_KEY_ID",
    "RAZORPAY_KEY_SECRET",
    "RAZORPAY_WEBHOOK_SECRET",
    "RAZORPAY_API_URL",
    "RENTAL_ADVANCE_PERCENT",
  ])
    delete process.env[name];
});

describe("Pay online: a Razorpay Payment Link for what is due", () => {
  it("is not offered, and answers 503, while Razorpay is not set up; the webhook is 503 without its secret", async () => {
    const b = await book();
    for (const name of ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"]) {
      const kept = process.env[name];
      delete process.env[name];
      expect((await read(b.bookingPath)).online).toBeNull();
      const res = await payOnline(b.bookingPath);
      expect(res.status).toBe(503);
      expect((await res.json()).message).toMatch(/not set up/);
      process.env[name] = kept;
    }
    delete process.env.RAZORPAY_WEBHOOK_SECRET;
    const raw = linkPaid("plink_Whatever0001", "pay_NoSecret00001", 500000);
    expect((await deliver(raw, sign(raw))).status).toBe(503);
    expect(asked).toHaveLength(0);
    expect(await (await db()).paymentLink.count({ where: { orderId: b.orderId } })).toBe(0);
  });

  it("makes one link with the official SDK (paise, her R-number, back to her page) and gives it again rather than one per tap", async () => {
    const b = await book();
    expect((await read(b.bookingPath)).online).toEqual({ amount: 5000 });
    const res = await payOnline(b.bookingPath);
    expect(res.status).toBe(201);
    const first = await res.json();
    expect(first).toMatchObject({
      amount: 5000,
      url: expect.stringMatching(new RegExp(`^${standInUrl}/i/Standin\\d{6}$`)),
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]!.auth).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString("base64")}`);
    expect(asked[0]!.body).toMatchObject({
      amount: 500000,
      currency: "INR",
      accept_partial: false,
      reference_id: `${b.number} #1`,
      notes: { booking: b.number },
      customer: { name: "Kavya" },
      callback_url: `https://shop.example${b.bookingPath}`,
      callback_method: "get",
    });
    expect(asked[0]!.body.expire_by).toBeGreaterThan(Date.now() / 1000 + 20 * 3600);

    // A second tap, and a third: the same open link, nothing more asked of Razorpay.
    for (let i = 0; i < 2; i++) {
      const again = await payOnline(b.bookingPath);
      expect(again.status).toBe(200);
      expect((await again.json()).url).toBe(first.url);
    }
    expect(asked).toHaveLength(1);

    // Once the amount due changes, a new link for the new amount, with a reference Razorpay has not seen.
    expect(
      (
        await postPayment(
          jsonRequest(
            `/api/reservations/${b.id}/payments`,
            { amount: 1000, method: "cash" },
            { headers: bearer(owner) },
          ),
          { params: Promise.resolve({ id: b.id }) },
        )
      ).status,
    ).toBe(201);
    const next = await payOnline(b.bookingPath);
    expect(next.status).toBe(201);
    expect(await next.json()).toMatchObject({ amount: 4000, url: expect.not.stringMatching(first.url) });
    expect(asked[1]!.body).toMatchObject({ amount: 400000, reference_id: `${b.number} #2` });

    // A link about to expire is not given again.
    await (
      await db()
    ).paymentLink.updateMany({ where: { orderId: b.orderId }, data: { expiresAt: new Date(Date.now() + 5 * 60_000) } });
    expect((await payOnline(b.bookingPath)).status).toBe(201);
    expect(asked).toHaveLength(3);
  });

  it("after the owner renews her booking link, the old link's payment link is not offered again (its way back would be a 404)", async () => {
    const b = await book();
    const first = await (await payOnline(b.bookingPath)).json();
    const renewed = await renewLink(jsonRequest(`/api/reservations/${b.id}/link`, {}, { headers: bearer(owner) }), {
      params: Promise.resolve({ id: b.id }),
    });
    expect(renewed.status).toBe(200);
    const { bookingPath } = (await renewed.json()) as { bookingPath: string };
    expect((await payOnline(b.bookingPath)).status).toBe(404);
    const res = await payOnline(bookingPath);
    expect(res.status).toBe(201);
    expect((await res.json()).url).not.toBe(first.url);
    expect(asked.at(-1)!.body).toMatchObject({
      amount: 500000,
      reference_id: `${b.number} #2`,
      callback_url: `https://shop.example${bookingPath}`,
    });
  });

  it("never stays open past her pending hold's lapse (paid later, it would confirm nothing); too little time left is a 422", async () => {
    const b = await book();
    const prisma = await db();
    const lapse = new Date(Date.now() + 2 * 3_600_000);
    await prisma.reservation.update({ where: { id: b.id }, data: { lapsesAt: lapse } });
    expect((await payOnline(b.bookingPath)).status).toBe(201);
    expect(asked.at(-1)!.body.expire_by).toBe(Math.floor(lapse.getTime() / 1000));

    await prisma.paymentLink.deleteMany({ where: { orderId: b.orderId } });
    await prisma.reservation.update({ where: { id: b.id }, data: { lapsesAt: new Date(Date.now() + 10 * 60_000) } });
    const late = await payOnline(b.bookingPath);
    expect(late.status).toBe(422);
    expect((await late.json()).message).toMatch(/hold ends too soon to pay online/);
    expect(await prisma.paymentLink.count({ where: { orderId: b.orderId } })).toBe(0);
  });

  it("asks the same amount as the UPI link: the advance when the owner sets one", async () => {
    process.env.RENTAL_ADVANCE_PERCENT = "33";
    const b = await book();
    expect((await read(b.bookingPath)).online).toEqual({ amount: 1650 });
    const res = await payOnline(b.bookingPath);
    expect(await res.json()).toMatchObject({ amount: 1650 });
    expect(asked[0]!.body.amount).toBe(165000);
  });

  it("422 when nothing is due, 404 for a tampered or made-up link (the same words as her page), 503 when Razorpay refuses", async () => {
    const b = await book();
    const tampered = b.bookingPath.slice(0, -2) + (b.bookingPath.endsWith("AA") ? "BB" : "AA");
    const notFound = await payOnline(tampered);
    expect(notFound.status).toBe(404);
    const get404 = await getBooking(
      new Request(`http://shop.test/api/bookings/${tokenOf(tampered)}`),
      tokenCtx(tokenOf(tampered)),
    );
    expect((await notFound.json()).message).toBe((await get404.json()).message);
    expect((await payOnline("/booking/o.c0000000000000000000000000.0.xyz")).status).toBe(404);

    process.env.RAZORPAY_KEY_SECRET = "not-the-key";
    const refused = await payOnline(b.bookingPath);
    expect(refused.status).toBe(503);
    expect((await refused.json()).message).toMatch(/not working right now/);
    expect(await (await db()).paymentLink.count({ where: { orderId: b.orderId } })).toBe(0);
    process.env.RAZORPAY_KEY_SECRET = KEY_SECRET;

    expect(
      (
        await postPayment(
          jsonRequest(
            `/api/reservations/${b.id}/payments`,
            { amount: 5000, method: "upi" },
            { headers: bearer(owner) },
          ),
          { params: Promise.resolve({ id: b.id }) },
        )
      ).status,
    ).toBe(201);
    expect((await read(b.bookingPath)).online).toBeNull();
    const nothing = await payOnline(b.bookingPath);
    expect(nothing.status).toBe(422);
    // Only the refused request reached Razorpay: a bad link or nothing due asks it nothing.
    expect(asked).toHaveLength(1);
  });
});

describe("the webhook POST /api/payments/razorpay", () => {
  it("answers 400 to a forged, missing or mangled signature, with nothing changed", async () => {
    // One hex digit changed (to another digit: a "0" replaced by "0" would be the signature itself, 1 time in 16).
    const mangled = (s: string) => (s[0] === "0" ? "1" : "0") + s.slice(1).toUpperCase();
    const b = await book();
    const link = await linkFor(b.bookingPath);
    const raw = linkPaid(link.id, "pay_Forged0000001", 500000);
    for (const signature of [
      null,
      "",
      sign(raw, "not-the-secret"),
      sign(raw + " "),
      mangled(sign(raw)),
      sign(raw).slice(0, 63),
      `sha256=${sign(raw)}`,
      "zz".repeat(32),
    ]) {
      const res = await deliver(raw, signature);
      expect(res.status, String(signature)).toBe(400);
      expect((await res.json()).message).toMatch(/X-Razorpay-Signature/);
    }
    // Signed for one body, sent with another (a bigger amount).
    expect((await deliver(linkPaid(link.id, "pay_Forged0000001", 900000), sign(raw))).status).toBe(400);
    expect(await paymentsOf(b.orderId)).toHaveLength(0);
    expect((await read(b.bookingPath)).stays[0]).toMatchObject({ status: "requested" });
    expect((await (await db()).paymentLink.findUniqueOrThrow({ where: { id: link.id } })).paidAt).toBeNull();
  });

  it("records payment_link.paid once: the amount from the event, the method, Razorpay's payment id; her hold and order are confirmed", async () => {
    const b = await book();
    const link = await linkFor(b.bookingPath);
    const raw = linkPaid(link.id, "pay_StandIn000001", 500000, "upi");
    const res = await deliver(raw);
    expect(res.status).toBe(201);

    const rows = await paymentsOf(b.orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount: 5000,
      method: "UPI",
      reference: "pay_StandIn000001",
      razorpayPaymentId: "pay_StandIn000001",
      orderId: b.orderId,
      stayId: null,
      byOwner: false,
    });
    const booking = await read(b.bookingPath);
    expect(booking).toMatchObject({ charged: 5000, paid: 5000, due: 0, refundDue: 0, online: null });
    expect(booking.entries).toContainEqual(
      expect.objectContaining({
        kind: "payment",
        amount: 5000,
        method: "upi",
        reference: "pay_StandIn000001",
        online: true,
        byOwner: false,
      }),
    );
    expect(booking.stays[0]).toMatchObject({ status: "confirmed", lapsesAt: null });
    expect((await (await db()).order.findUniqueOrThrow({ where: { id: b.orderId } })).status).toBe("CONFIRMED");
    expect((await (await db()).paymentLink.findUniqueOrThrow({ where: { id: link.id } })).paidAt).toBeInstanceOf(Date);

    // Razorpay delivers it again (it retries until it sees a 2xx): still one payment.
    const again = await deliver(raw);
    expect(again.status).toBe(200);
    expect((await again.json()).message).toMatch(/recorded before/);
    expect(await paymentsOf(b.orderId)).toHaveLength(1);
    expect(await read(b.bookingPath)).toMatchObject({ paid: 5000, due: 0 });
  });

  it("a payment the owner typed in with its pay_… id is not counted again when Razorpay's event arrives", async () => {
    const b = await book();
    const link = await linkFor(b.bookingPath);
    const typed = await postPayment(
      jsonRequest(
        `/api/reservations/${b.id}/payments`,
        { amount: 5000, method: "upi", reference: "pay_Typed00000001" },
        { headers: bearer(owner) },
      ),
      {
        params: Promise.resolve({ id: b.id }),
      },
    );
    expect(typed.status).toBe(201);
    const res = await deliver(linkPaid(link.id, "pay_Typed00000001", 500000, "upi"));
    expect(res.status).toBe(200);
    expect(await paymentsOf(b.orderId)).toHaveLength(1);
    expect(await read(b.bookingPath)).toMatchObject({ paid: 5000, due: 0, refundDue: 0 });
    expect((await (await db()).paymentLink.findUniqueOrThrow({ where: { id: link.id } })).paidAt).toBeInstanceOf(Date);
  });

  it("the same event racing in ten deliveries at once records one payment", async () => {
    const b = await book();
    const link = await linkFor(b.bookingPath);
    const raw = linkPaid(link.id, "pay_Racing0000001", 500000, "card");
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => deliver(raw)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(9);
    const rows = await paymentsOf(b.orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: "CARD", amount: 5000 });
    expect(await read(b.bookingPath)).toMatchObject({ paid: 5000, due: 0 });
  });

  it("a reservation made on its own is paid the same way; netbanking is booked as online", async () => {
    const res = await postReservation(
      jsonRequest("/api/reservations", {
        productId: gown,
        from: day(300),
        to: day(302),
        name: "Ira",
        phone: "9811048999",
      }),
      undefined,
    );
    expect(res.status).toBe(201);
    const { reservation } = (await res.json()) as { reservation: { id: string; bookingPath: string } };
    const link = await linkFor(reservation.bookingPath);
    expect(link).toMatchObject({ reservationId: reservation.id, orderId: null, amount: 5000 });
    // The amount is what the payment says came in (₹2,000.99 is ₹2,000 in whole rupees).
    expect((await deliver(linkPaid(link.id, "pay_Netbank000001", 200099, "netbanking"))).status).toBe(201);
    expect(await (await db()).ledgerEntry.findMany({ where: { stayId: reservation.id, kind: "PAYMENT" } })).toEqual([
      expect.objectContaining({
        amount: 2000,
        method: "ONLINE",
        reference: "pay_Netbank000001",
        razorpayPaymentId: "pay_Netbank000001",
        orderId: null,
      }),
    ]);
    const booking = await read(reservation.bookingPath);
    expect(booking).toMatchObject({ paid: 2000, due: 3000, online: { amount: 3000 } });
    expect(booking.stays[0]).toMatchObject({ status: "confirmed" });
  });

  it("answers 200 to other events and to a link this shop did not make, 413 to a body no event is, and never writes", async () => {
    const b = await book();
    const link = await linkFor(b.bookingPath);
    const other = JSON.stringify({
      entity: "event",
      event: "payment.captured",
      payload: { payment: { entity: { id: "pay_Other0000001", amount: 500000, currency: "INR", method: "upi" } } },
    });
    const ignored = await deliver(other);
    expect(ignored.status).toBe(200);
    expect(await ignored.json()).toMatchObject({
      ignored: true,
      message: "Ignored: only payment_link.paid is recorded, not payment.captured.",
    });
    for (const event of ["payment_link.expired", "payment_link.cancelled", "payment_link.partially_paid"])
      expect((await deliver(JSON.stringify({ event, payload: {} }))).status).toBe(200);

    const unknown = await deliver(linkPaid("plink_NotOurs000001", "pay_NotOurs000001", 500000));
    expect(unknown.status).toBe(200);
    expect((await unknown.json()).message).toBe(
      "Ignored pay_NotOurs000001: plink_NotOurs000001 is not a link this shop made.",
    );
    // A link of this shop paid in another currency, or under a rupee: said as such, not as a stranger's link.
    const dollars = await deliver(
      linkPaid(link.id, "pay_Dollars000001", 500000).replaceAll('"currency":"INR"', '"currency":"USD"'),
    );
    expect(await dollars.json()).toMatchObject({
      ignored: true,
      message: "Ignored pay_Dollars000001: the payment is in USD; this shop records rupees only.",
    });
    expect((await (await deliver(linkPaid(link.id, "pay_Paise00000001", 99))).json()).message).toBe(
      "Ignored pay_Paise00000001: the payment is under ₹1.",
    );

    // Signed, but a paid event without its payment, or not JSON at all: 400.
    const broken = JSON.stringify({
      event: "payment_link.paid",
      payload: { payment_link: { entity: { id: link.id } } },
    });
    expect((await deliver(broken)).status).toBe(400);
    expect((await deliver("{not json")).status).toBe(400);
    const huge = JSON.stringify({ event: "payment_link.paid", padding: "x".repeat(70 * 1024) });
    expect((await deliver(huge)).status).toBe(413);

    expect(
      await (
        await db()
      ).ledgerEntry.count({
        where: {
          kind: "PAYMENT",
          OR: [
            { orderId: b.orderId },
            { reference: { in: ["pay_Other0000001", "pay_NotOurs000001"] } },
            { razorpayPaymentId: { in: ["pay_Other0000001", "pay_NotOurs000001"] } },
          ],
        },
      }),
    ).toBe(0);
    expect((await read(b.bookingPath)).stays[0]).toMatchObject({ status: "requested" });
  });
});

describe("the owner's reservation card lists the payments of its booking", () => {
  const view = async (id: string): Promise<ReservationView> => {
    const res = await getReservation(
      new Request(`http://shop.test/api/reservations/${id}`, { headers: bearer(owner) }),
      { params: Promise.resolve({ id }) },
    );
    expect(res.status).toBe(200);
    return res.json();
  };
  const card = (r: ReservationView) =>
    renderToStaticMarkup(
      createElement(ReservationCard, { r, today: indiaToday(), shop: { name: "Shop", url: "https://shop.example" } }),
    )
      .replace(/<!-- -->/g, "")
      .replace(/<[^>]+>/g, "");

  it("amount, method, reference and day of each; Razorpay's say online (Razorpay); every stay of the order shows them", async () => {
    from += 5;
    const res = await postCheckout(
      jsonRequest("/api/checkout", {
        name: "Meher",
        email: "meher@example.com",
        phone: String(phone++),
        fulfilment: "pickup",
        items: [
          { productId: gown, quantity: 1, from: day(from), to: day(from + 2) },
          { productId: gown, quantity: 1, from: day(from + 40), to: day(from + 42) },
        ],
      }),
      undefined,
    );
    expect(res.status).toBe(201);
    const [one, two] = ((await res.json()) as { reservations: { id: string; number: string; bookingPath: string }[] })
      .reservations;
    expect((await view(one!.id)).payments).toEqual([]);
    expect((await view(one!.id)).money).toMatchObject({ charged: 10000, paid: 0, due: 10000 });
    expect(card(await view(one!.id))).not.toContain("Paid ₹");
    expect(card(await view(one!.id))).toContain("Still due ₹10,000");

    const recorded = await postPayment(
      jsonRequest(
        `/api/reservations/${one!.id}/payments`,
        { amount: 1000, method: "cash", reference: "slip 12" },
        { headers: bearer(owner) },
      ),
      {
        params: Promise.resolve({ id: one!.id }),
      },
    );
    expect(recorded.status).toBe(201);
    const link = await linkFor(one!.bookingPath);
    expect(link.amount).toBe(9000);
    expect((await deliver(linkPaid(link.id, "pay_CardList000001", 900000, "upi"))).status).toBe(201);

    for (const stay of [one!, two!]) {
      const r = await view(stay.id);
      expect(r.payments).toEqual([
        expect.objectContaining({ amount: 1000, method: "cash", reference: "slip 12", online: false }),
        expect.objectContaining({ amount: 9000, method: "upi", reference: "pay_CardList000001", online: true }),
      ]);
      const text = card(r);
      const today = new Date()
        .toLocaleDateString("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "Asia/Kolkata" })
        .replace(/,/g, "");
      expect(r.money).toMatchObject({ charged: 10000, paid: 10000, due: 0, refundDue: 0 });
      expect(text).toContain("Paid ₹10,000 on this booking");
      expect(text).toContain("Paid in full");
      expect(text).toContain(`₹1,000 · Cash · slip 12 · ${today}`);
      expect(text).toContain(`₹9,000 · UPI, online (Razorpay) · pay_CardList000001 · ${today}`);
    }
  });
});

describe("the reference_id sent to Razorpay", () => {
  it("names the booking's R-numbers and the link's count, within Razorpay's 40 characters", () => {
    expect(razorpayReference(["R-15"], 1)).toBe("R-15 #1");
    expect(razorpayReference(["R-15", "R-16"], 3)).toBe("R-15 R-16 #3");
    const many = Array.from({ length: 12 }, (_, i) => `R-${10000 + i}`);
    expect(razorpayReference(many, 27)).toBe("R-10000 +11 #27");
    expect(razorpayReference(many, 27).length).toBeLessThanOrEqual(40);
  });
});
