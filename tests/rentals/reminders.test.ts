// Reminders, once each, on every host. Rows are written with the booking at
// the right India times, claimed with FOR UPDATE SKIP LOCKED (two claimers send each once),
// judged at claim time (a cancelled booking sends none, a returned piece no overdue), caught up
// after downtime without stale ones, sent by e-mail through the outbox (and WhatsApp against a
// stand-in on loopback), and drained by the cron route behind CRON_SECRET.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (there with two connections).
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as postCheckout } from "@/app/api/checkout/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { GET as getReservation, PATCH as patchReservation } from "@/app/api/reservations/[id]/route";
import { POST as postChange } from "@/app/api/bookings/[token]/change/route";
import { POST as postAnswer } from "@/app/api/reservations/[id]/change/route";
import { POST as postPayment } from "@/app/api/reservations/[id]/payments/route";
import { GET as cronGet, POST as cronPost } from "@/app/api/cron/reminders/route";
import { drainReminders, startReminderSchedule } from "@/features/rentals/reminders-timer";
import { todaysWork } from "@/features/rentals";
import { db } from "@/lib/db";
import { connect } from "@/lib/db/connect";
import { runShutdownHooks } from "@/lib/server/runtime.mjs";
import pg from "pg";
import { indiaToday } from "@/lib/format";
import { addDays } from "@/lib/dates";
import { jsonRequest } from "../helpers/request";
import { adminToken, bearer } from "../helpers/admin";

process.env.PUBLIC_FORM_RATE_LIMIT = "100000";
process.env.RENTAL_DAILY_PIECE_DAYS = "100000";
process.env.RENTAL_PENDING_PIECE_DAYS = "100000";
process.env.RENTAL_UNPAID_SHARE_PERCENT = "100";
process.env.RENTAL_PENDING_STAYS_PER_PIECE = "100000";
process.env.SITE_URL = "https://rangrez.example";

const day = (n: number) => addDays(indiaToday(), n);
/** An instant in India time: `hh:mm` on `d`. */
const ist = (d: string, hhmm: string) => new Date(`${d}T${hhmm}:00+05:30`);
const idCtx = (id: string) => ({ params: Promise.resolve({ id }) });
let owner: string;
const setStatus = async (id: string, status: string) => {
  // A piece handed over on its pickup day, weeks from now: written as that day would (the API refuses a pickup before its day).
  if (status === "picked_up")
    return void (await (
      await db()
    ).reservation.update({ where: { id }, data: { status: "PICKED_UP", pickedUpAt: new Date() } }));
  const res = await patchReservation(
    jsonRequest(`/api/reservations/${id}`, { status }, { method: "PATCH", headers: bearer(owner) }),
    idCtx(id),
  );
  expect(res.status, status).toBe(200);
};
const remindersOf = async (id: string) => {
  const res = await getReservation(
    new Request(`http://shop.test/api/reservations/${id}`, { headers: bearer(owner) }),
    idCtx(id),
  );
  expect(res.status).toBe(200);
  return (
    (await res.json()) as {
      reminders: {
        kind: string;
        day: string;
        dueAt: string;
        staleAt: string;
        dueIndia: string;
        status: string;
        outcome: string | null;
      }[];
    }
  ).reminders;
};
const mailTo = async (to: string) =>
  (await db()).emailOutbox.findMany({ where: { to }, orderBy: { createdAt: "asc" } });

/** A piece with `stock` copies, no buffer days, 3 days for ₹3,000, deposit ₹2,000. */
async function piece(title: string, stock = 1) {
  const prisma = await db();
  const row = await prisma.collectionItem.create({
    data: {
      category: "gowns",
      title,
      description: "Gown",
      price: 3000,
      rentPrice: 3000,
      rentDays: 3,
      extraDayPrice: 500,
      deposit: 2000,
      stock,
      bufferBefore: 0,
      bufferAfter: 0,
    },
  });
  return row.id;
}

let phone = 9811048000;
let n = 0;
/** A reservation on its own, confirmed by the owner unless told otherwise; her own e-mail address. */
async function reserve(productId: string, from: string, to: string, { confirm = true, email = true } = {}) {
  const address = `guest${++n}@example.com`;
  const res = await postReservation(
    jsonRequest("/api/reservations", {
      productId,
      from,
      to,
      name: "Meera",
      phone: String(phone++),
      ...(email ? { email: address } : {}),
    }),
    undefined,
  );
  expect(res.status).toBe(201);
  const { reservation } = (await res.json()) as { reservation: { id: string; number: string; bookingPath: string } };
  if (confirm) await setStatus(reservation.id, "confirmed");
  return { ...reservation, email: address };
}

beforeAll(async () => {
  owner = await adminToken();
});
afterEach(() => {
  delete process.env.CRON_SECRET;
  delete process.env.REMINDERS_CLOCK_OVERRIDE;
  delete process.env.WHATSAPP_TOKEN;
  delete process.env.WHATSAPP_PHONE_NUMBER_ID;
  delete process.env.WHATSAPP_API_URL;
});

describe("reminder rows", () => {
  it("are written with the booking at the right India times, and the owner sees them on the reservation", async () => {
    const gown = await piece("Rows gown");
    const from = day(30);
    const to = day(32);
    const before = Date.now();
    const r = await reserve(gown, from, to, { confirm: false });
    const rows = await remindersOf(r.id);
    const byKind = Object.fromEntries(rows.map((x) => [x.kind, x]));
    expect(Object.keys(byKind).sort()).toEqual([
      "CONFIRMATION",
      "OVERDUE_1",
      "OVERDUE_3",
      "PICKUP_TOMORROW",
      "RETURN_TODAY",
    ]);
    expect(byKind.PICKUP_TOMORROW).toMatchObject({
      day: from,
      dueAt: ist(addDays(from, -1), "10:00").toISOString(),
      staleAt: ist(from, "00:00").toISOString(),
      status: "pending",
    });
    expect(byKind.PICKUP_TOMORROW!.dueIndia).toMatch(/10:00\s?am/i);
    expect(byKind.RETURN_TODAY).toMatchObject({ day: to, dueAt: ist(to, "09:00").toISOString() });
    expect(byKind.OVERDUE_1).toMatchObject({ dueAt: ist(addDays(to, 1), "09:00").toISOString() });
    expect(byKind.OVERDUE_3).toMatchObject({ dueAt: ist(addDays(to, 3), "09:00").toISOString() });
    expect(Date.parse(byKind.CONFIRMATION!.dueAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("a checkout of three pieces on the same days has one row per kind, and sends one e-mail for the day", async () => {
    const pieces = [await piece("Trio lehenga"), await piece("Trio dupatta"), await piece("Trio gown")];
    const from = day(40);
    const res = await postCheckout(
      jsonRequest("/api/checkout", {
        name: "Tara",
        email: "tara@example.com",
        phone: "9811049001",
        fulfilment: "pickup",
        items: pieces.map((productId) => ({ productId, quantity: 1, from, to: addDays(from, 2) })),
      }),
      undefined,
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as {
      order: { _id: string };
      reservations: { id: string; number: string; bookingPath: string }[];
    };
    expect(await (await db()).reminder.count({ where: { orderId: body.order._id } })).toBe(5);
    // The owner's payment confirms all three holds (her receipt goes at once, one for the booking); the drain then sends one confirmation and, the day before, one pickup reminder.
    expect(
      (
        await postPayment(
          jsonRequest(
            `/api/reservations/${body.reservations[0]!.id}/payments`,
            { amount: 1000, method: "upi" },
            { headers: bearer(owner) },
          ),
          idCtx(body.reservations[0]!.id),
        )
      ).status,
    ).toBe(201);
    await drainReminders({ now: new Date() });
    await drainReminders({ now: ist(addDays(from, -1), "10:05") });
    const mails = await mailTo("tara@example.com");
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Payment received: ₹1,000 for R-\d+, R-\d+, R-\d+$/),
      expect.stringMatching(/^Your booking R-\d+, R-\d+, R-\d+ at .* is confirmed$/),
      expect.stringMatching(/^Pickup tomorrow, .*: R-\d+, R-\d+, R-\d+$/),
    ]);
    const pickup = mails[2]!;
    expect(pickup.body).toContain(`Your booking: https://rangrez.example${body.reservations[0]!.bookingPath}`);
    for (const r of body.reservations) expect(pickup.body).toContain(r.number);
  });

  it("an approved change of days moves her reminders; the old day's sends nothing", async () => {
    const gown = await piece("Moving gown");
    const from = day(50);
    const r = await reserve(gown, from, addDays(from, 2));
    const token = r.bookingPath.replace(/^\/booking\//, "");
    expect(
      (
        await postChange(jsonRequest(`/api/bookings/${token}/change`, { from, to: addDays(from, 3) }), {
          params: Promise.resolve({ token }),
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await postAnswer(
          jsonRequest(`/api/reservations/${r.id}/change`, { answer: "approve" }, { headers: bearer(owner) }),
          idCtx(r.id),
        )
      ).status,
    ).toBe(200);
    const returns = (await remindersOf(r.id)).filter((x) => x.kind === "RETURN_TODAY");
    expect(returns.map((x) => x.day).sort()).toEqual([addDays(from, 2), addDays(from, 3)]);
    await setStatus(r.id, "picked_up");
    await drainReminders({ now: ist(addDays(from, 2), "09:30") });
    await drainReminders({ now: ist(addDays(from, 3), "09:30") });
    const after = await remindersOf(r.id);
    expect(after.find((x) => x.kind === "RETURN_TODAY" && x.day === addDays(from, 2))).toMatchObject({
      status: "skipped",
      outcome: "moved to other days",
    });
    expect(after.find((x) => x.kind === "RETURN_TODAY" && x.day === addDays(from, 3))).toMatchObject({
      status: "sent",
    });
    expect((await mailTo(r.email)).filter((m) => m.subject.startsWith("Return today"))).toHaveLength(1);
  });
});

describe("sending", () => {
  it("the owner's confirmation counts as the confirmation reminder: she gets one, not two", async () => {
    const r = await reserve(await piece("Confirmed gown"), day(60), day(62));
    await drainReminders({ now: new Date() });
    expect((await mailTo(r.email)).filter((m) => /is confirmed/.test(m.subject))).toHaveLength(1);
    expect((await remindersOf(r.id)).find((x) => x.kind === "CONFIRMATION")).toMatchObject({ status: "sent" });
  });

  it("a hold the owner has not confirmed gets nothing at its typed address, and a lapsed one never will", async () => {
    const r = await reserve(await piece("Pending gown"), day(70), day(72), { confirm: false });
    expect(await drainReminders({ now: new Date() })).toMatchObject({ sent: 0 });
    expect(await mailTo(r.email)).toHaveLength(0);
    // The hold lapses (RENTAL_HOLD_HOURS, 48 by default): the confirmation is skipped when next looked at.
    await drainReminders({ now: new Date(Date.now() + 49 * 3_600_000) });
    expect((await remindersOf(r.id)).find((x) => x.kind === "CONFIRMATION")).toMatchObject({ status: "skipped" });
    expect(await mailTo(r.email)).toHaveLength(0);
  });

  it("a cancelled booking sends none", async () => {
    const from = day(80);
    const r = await reserve(await piece("Cancelled gown"), from, addDays(from, 2));
    await setStatus(r.id, "cancelled");
    const sentBefore = (await mailTo(r.email)).length;
    for (const at of [
      ist(addDays(from, -1), "10:00"),
      ist(addDays(from, 2), "09:00"),
      ist(addDays(from, 3), "09:00"),
      ist(addDays(from, 5), "09:00"),
    ])
      await drainReminders({ now: at });
    expect(await mailTo(r.email)).toHaveLength(sentBefore);
    const rows = await remindersOf(r.id);
    expect(rows.filter((x) => x.kind !== "CONFIRMATION").map((x) => x.status)).toEqual([
      "skipped",
      "skipped",
      "skipped",
      "skipped",
    ]);
  });

  it("catching up after downtime: due ones go out, stale ones are skipped; overdue carries the late fee, and a returned piece gets no more", async () => {
    const from = day(90);
    const to = addDays(from, 2);
    const r = await reserve(await piece("Late gown"), from, to);
    await setStatus(r.id, "picked_up");
    // Down from before the day before pickup until 10:00 on the return day.
    const caught = await drainReminders({ now: ist(to, "10:00") });
    expect(caught.stale).toBeGreaterThanOrEqual(1);
    let rows = await remindersOf(r.id);
    expect(rows.find((x) => x.kind === "PICKUP_TOMORROW")).toMatchObject({
      status: "skipped",
      outcome: expect.stringMatching(/^stale/),
    });
    expect(rows.find((x) => x.kind === "RETURN_TODAY")).toMatchObject({ status: "sent" });
    await drainReminders({ now: ist(addDays(to, 1), "09:01") });
    const overdue = (await mailTo(r.email)).find((m) => m.subject.includes("late"));
    expect(overdue?.subject).toBe(`${r.number} is 1 day late: please return it`);
    expect(overdue?.body).toContain("Late fee so far: ₹300");
    // Back in the shop (the return route fixes its day by the real clock, which this stay,
    // months ahead, has not reached: the row is moved as that route would move it).
    await (await db()).reservation.update({ where: { id: r.id }, data: { status: "RETURNED" } });
    await drainReminders({ now: ist(addDays(to, 3), "09:01") });
    rows = await remindersOf(r.id);
    expect(rows.find((x) => x.kind === "OVERDUE_3")).toMatchObject({ status: "skipped", outcome: "returned" });
    expect((await mailTo(r.email)).filter((m) => m.subject.includes("late"))).toHaveLength(1);
  });

  it("a customer without an e-mail address gets none by e-mail", async () => {
    const from = day(100);
    const r = await reserve(await piece("No mail gown"), from, addDays(from, 2), { email: false });
    const result = await drainReminders({ now: ist(addDays(from, -1), "10:00") });
    expect(result.sent).toBe(0);
    expect((await remindersOf(r.id)).find((x) => x.kind === "PICKUP_TOMORROW")).toMatchObject({
      status: "skipped",
      outcome: "no e-mail or WhatsApp",
    });
  });
});

describe("two claimers", () => {
  it("each reminder is sent exactly once", async () => {
    const from = day(110);
    const gown = await piece("Race gown", 24);
    const booked = [];
    for (let i = 0; i < 24; i++) booked.push(await reserve(gown, from, addDays(from, 2)));
    const now = ist(addDays(from, -1), "10:30");
    // On PostgreSQL a second connection of its own, as a second instance would have; PGlite has one connection, so the two drains interleave on it.
    const second = process.env.DATABASE_URL ? await connect({ url: process.env.DATABASE_URL }) : null;
    try {
      const [a, b] = await Promise.all([
        drainReminders({ now, batch: 3 }),
        drainReminders({ now, batch: 3, ...(second ? { client: second.prisma } : {}) }),
      ]);
      const ids = [...a.sentIds, ...b.sentIds];
      expect(ids).toHaveLength(24);
      expect(new Set(ids).size).toBe(24);
      if (second) expect(a.sent * b.sent, "both connections took a share").toBeGreaterThan(0);
    } finally {
      await second?.close();
    }
    for (const r of booked)
      expect((await mailTo(r.email)).filter((m) => m.subject.startsWith("Pickup tomorrow"))).toHaveLength(1);
  });

  it("a claim whose claimer died is taken again after it lapses, and not before", async () => {
    const from = day(120);
    const r = await reserve(await piece("Crash gown"), from, addDays(from, 2));
    const prisma = await db();
    const now = ist(addDays(from, -1), "10:00");
    // A claimer took it and died before sending.
    await prisma.reminder.updateMany({
      where: { reservationId: r.id, kind: "PICKUP_TOMORROW" },
      data: { claimedUntil: new Date(now.getTime() + 5 * 60_000), attempts: 1 },
    });
    expect(await drainReminders({ now })).toMatchObject({ sent: 0 });
    expect(await drainReminders({ now: new Date(now.getTime() + 6 * 60_000) })).toMatchObject({ sent: 1 });
    expect((await mailTo(r.email)).filter((m) => m.subject.startsWith("Pickup tomorrow"))).toHaveLength(1);
  });
});

describe("the cron route", () => {
  const call = (headers: Record<string, string> = {}, query = "", method = "GET") =>
    (method === "GET" ? cronGet : cronPost)(
      new Request(`http://shop.test/api/cron/reminders${query}`, { method, headers }),
      undefined,
    );

  it("503 while CRON_SECRET is unset, 401 without or with a wrong secret, 200 with counts", async () => {
    const off = await call({ authorization: "Bearer anything" });
    expect(off.status).toBe(503);
    expect((await off.json()).message).toContain("CRON_SECRET");
    process.env.CRON_SECRET = "a-cron-secret-of-at-least-32-characters";
    expect((await call()).status).toBe(401);
    expect((await call({ authorization: "Bearer wrong" })).status).toBe(401);
    expect((await call({ authorization: "a-cron-secret-of-at-least-32-characters" })).status).toBe(401);
    const ok = await call({ authorization: "Bearer a-cron-secret-of-at-least-32-characters" }, "", "POST");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      claimed: expect.any(Number),
      sent: expect.any(Number),
      skipped: expect.any(Number),
      waiting: expect.any(Number),
      stale: expect.any(Number),
    });
  });

  it("takes a test clock only when REMINDERS_CLOCK_OVERRIDE=1, and then drives the day before pickup", async () => {
    process.env.CRON_SECRET = "a-cron-secret-of-at-least-32-characters";
    const auth = { authorization: "Bearer a-cron-secret-of-at-least-32-characters" };
    const from = day(130);
    const r = await reserve(await piece("Clock gown"), from, addDays(from, 2));
    const at = ist(addDays(from, -1), "10:00").toISOString();
    expect((await call(auth, `?now=${at}`)).status).toBe(400);
    process.env.REMINDERS_CLOCK_OVERRIDE = "1";
    expect((await call(auth, "?now=yesterday")).status).toBe(400);
    const res = await call(auth, `?now=${at}`);
    expect(res.status).toBe(200);
    expect((await res.json()).sent).toBeGreaterThanOrEqual(1);
    expect((await mailTo(r.email)).filter((m) => m.subject.startsWith("Pickup tomorrow"))).toHaveLength(1);
  });
});

describe("WhatsApp", () => {
  it("sends the same reminder as a template message to a stand-in Cloud API on loopback; a refusal with no e-mail is retried", async () => {
    const seen: { url: string; auth: string; body: Record<string, unknown> }[] = [];
    let refuse = true;
    const server = createServer(async (req: IncomingMessage, res) => {
      let raw = "";
      for await (const chunk of req) raw += chunk;
      seen.push({ url: req.url ?? "", auth: req.headers.authorization ?? "", body: JSON.parse(raw) });
      res
        .writeHead(refuse ? 500 : 200, { "content-type": "application/json" })
        .end(refuse ? '{"error":{"message":"down"}}' : '{"messages":[{"id":"wamid.1"}]}');
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.WHATSAPP_TOKEN = "test-token";
    process.env.WHATSAPP_PHONE_NUMBER_ID = "1234567890";
    process.env.WHATSAPP_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
    try {
      const from = day(140);
      const r = await reserve(await piece("WhatsApp gown"), from, addDays(from, 2), { email: false });
      const now = ist(addDays(from, -1), "10:00");
      const first = await drainReminders({ now });
      expect(first.sent).toBe(0);
      expect((await remindersOf(r.id)).find((x) => x.kind === "PICKUP_TOMORROW")).toMatchObject({
        status: "pending",
        outcome: expect.stringContaining("WhatsApp failed"),
      });
      refuse = false;
      expect(await drainReminders({ now: new Date(now.getTime() + 6 * 60_000) })).toMatchObject({ sent: 1 });
      const last = seen.at(-1)!;
      expect(last.url).toBe("/v21.0/1234567890/messages");
      expect(last.auth).toBe("Bearer test-token");
      expect(last.body).toMatchObject({
        messaging_product: "whatsapp",
        to: `91${String(phone - 1)}`,
        type: "template",
        template: { name: "rental_pickup_tomorrow", language: { code: "en" } },
      });
      const params = (
        last.body.template as { components: { parameters: { text: string }[] }[] }
      ).components[0]!.parameters.map((p) => p.text);
      expect(params).toEqual([r.number, from, `https://rangrez.example${r.bookingPath}`]);
      expect((await remindersOf(r.id)).find((x) => x.kind === "PICKUP_TOMORROW")).toMatchObject({
        status: "sent",
        outcome: "WhatsApp",
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("the owner's Today", () => {
  it("lists today's WhatsApp reminders as wa.me links with the text filled in", async () => {
    const today = indiaToday();
    const gown = await piece("Today gown");
    const r = await reserve(gown, addDays(today, 1), addDays(today, 3));
    const work = await todaysWork(today);
    const link = work.whatsapp.find((m) => m.numbers.includes(r.number));
    expect(link).toMatchObject({ kind: "PICKUP_TOMORROW" });
    const url = new URL(link!.href);
    expect(url.origin + url.pathname).toBe(`https://wa.me/91${String(phone - 1)}`);
    const text = url.searchParams.get("text")!;
    expect(text).toContain("Your pickup is tomorrow");
    expect(text).toContain(r.number);
    expect(text).toContain(`https://rangrez.example${r.bookingPath}`);
  });
});

// Last in the file: once started, the timer keeps draining with the real clock.
describe("the timer on a Node host", () => {
  it("is not started on a serverless host; on a Node host it sends what is due on its own", async () => {
    const r = await reserve(await piece("Timer gown"), day(150), day(152), { confirm: false });
    const paid = await postPayment(
      jsonRequest(`/api/reservations/${r.id}/payments`, { amount: 500, method: "cash" }, { headers: bearer(owner) }),
      idCtx(r.id),
    );
    expect(paid.status).toBe(201);
    process.env.REMINDERS_EVERY_SECONDS = "0.05";
    process.env.VERCEL = "1";
    startReminderSchedule();
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Only her receipt for the payment, sent by the payment itself: no reminder went out.
    const receipt = expect.stringMatching(/^Payment received: ₹500 for R-\d+$/);
    expect((await mailTo(r.email)).map((m) => m.subject)).toEqual([receipt]);
    delete process.env.VERCEL;
    startReminderSchedule();
    await expect
      .poll(async () => (await mailTo(r.email)).map((m) => m.subject), { timeout: 10_000 })
      .toEqual([receipt, expect.stringMatching(/^Your booking R-\d+ at .* is confirmed$/)]);
    delete process.env.REMINDERS_EVERY_SECONDS;
  });

  // PostgreSQL only: a database opened again shows as a session there; PGlite in memory shows none.
  it.skipIf(!process.env.DATABASE_URL)(
    "stops when the server stops: no tick opens the database again after it closed (PostgreSQL pass)",
    async () => {
      await runShutdownHooks(); // what server.mjs runs on SIGTERM
      await new Promise((resolve) => setTimeout(resolve, 400)); // eight ticks of the 50 ms timer
      const probe = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await probe.connect();
      try {
        const { rows } = await probe.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
        );
        expect(rows[0]?.n).toBe(0);
      } finally {
        await probe.end();
      }
    },
  );
});
