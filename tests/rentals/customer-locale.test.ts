// What the shop sends a customer is in the language she booked in. The public
// routes take `locale` ("en" | "hi") and store it on her order and bookings; her confirmation
// e-mail (in the outbox), its calendar file, her reminders (e-mail and the owner's wa.me
// links on Today) and her booking link (/hi/booking/<token>) are then Hindi. Without it,
// everything stays English, word for word.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { openingHoursText } from "@/lib/site/visit";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as postCheckout } from "@/app/api/checkout/route";
import { POST as postOrder } from "@/app/api/orders/route";
import { POST as postContact } from "@/app/api/contact/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { PATCH as patchReservation } from "@/app/api/reservations/[id]/route";
import { todaysWork } from "@/features/rentals";
import { drainReminders } from "@/features/rentals/reminders-timer";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { addDays } from "@/lib/dates";
import { openSlots } from "@/features/contact/validation/appointment";
import { formatSlot } from "@/lib/site/location";
import { adminToken, bearer } from "../helpers/admin";
import { jsonRequest } from "../helpers/request";

process.env.PUBLIC_FORM_RATE_LIMIT = "100000";
process.env.RENTAL_DAILY_PIECE_DAYS = "100000";
process.env.RENTAL_PENDING_PIECE_DAYS = "100000";
process.env.RENTAL_UNPAID_SHARE_PERCENT = "100";
process.env.RENTAL_PENDING_STAYS_PER_PIECE = "100000";
process.env.SITE_URL = "https://rangrez.example";

const DEVANAGARI = /[\u0900-\u097F]/;
const day = (n: number) => addDays(indiaToday(), n);
const ist = (d: string, hhmm: string) => new Date(`${d}T${hhmm}:00+05:30`);
const idCtx = (id: string) => ({ params: Promise.resolve({ id }) });
/** An .ics file's text with its folded lines joined again (RFC 5545 §3.1). */
const unfold = (ics: string) => ics.replace(/\r\n /g, "");

let owner: string;
beforeAll(async () => {
  owner = await adminToken();
});

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
      extraDayPrice: 500,
      deposit: 2000,
      stock: 1,
      bufferBefore: 0,
      bufferAfter: 0,
    },
  });
  return row.id;
}

let phone = 9811047100;
async function checkout(productId: string, from: string, email: string, locale?: string) {
  const body = {
    name: "Sunita",
    email,
    phone: String(phone++),
    fulfilment: "pickup",
    items: [{ productId, quantity: 1, from, to: addDays(from, 2) }],
    ...(locale ? { locale } : {}),
  };
  const res = await postCheckout(jsonRequest("/api/checkout", body), undefined);
  expect(res.status).toBe(201);
  return (await res.json()) as {
    order: { _id: string };
    reservations: { id: string; number: string; bookingPath: string; locale: string }[];
  };
}

async function confirm(id: string) {
  const res = await patchReservation(
    jsonRequest(`/api/reservations/${id}`, { status: "confirmed" }, { method: "PATCH", headers: bearer(owner) }),
    idCtx(id),
  );
  expect(res.status).toBe(200);
}

const mailTo = async (to: string) =>
  (await db()).emailOutbox.findMany({ where: { to }, orderBy: { createdAt: "asc" } });

describe("a booking made in Hindi", () => {
  it("stores her language; her confirmation e-mail, calendar file and reminders are Hindi, with a /hi/booking link", async () => {
    const gown = await piece("Hindi gown");
    const from = day(20);
    const { order, reservations } = await checkout(gown, from, "sunita@example.in", "hi");
    const [r] = reservations;
    const prisma = await db();
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order._id } })).locale).toBe("hi");
    expect((await prisma.reservation.findUniqueOrThrow({ where: { id: r!.id } })).locale).toBe("hi");
    expect(r!.bookingPath).toMatch(/^\/hi\/booking\/o\./);
    // The owner's own e-mail about the order stays English.
    const ownerMail = await prisma.emailOutbox.findFirstOrThrow({
      where: { subject: { startsWith: "New order from Sunita" } },
      orderBy: { createdAt: "desc" },
    });
    expect(ownerMail.body).toContain("Order details:");
    expect(unfold((ownerMail.attachments as { content: string }[])[0]!.content)).toContain(
      "SUMMARY:Pick up Hindi gown",
    );

    await confirm(r!.id);
    const [mail] = await mailTo("sunita@example.in");
    expect(mail!.subject).toMatch(DEVANAGARI);
    expect(mail!.subject).toContain(r!.number);
    expect(mail!.subject).toContain("कन्फ़र्म");
    expect(mail!.body).toContain(`आपका बुकिंग पेज: https://rangrez.example/hi/booking/`);
    expect(mail!.body).toContain("पिकअप:");
    expect(mail!.body).toContain("https://rangrez.example/hi/collection/gowns/");
    expect(mail!.body).not.toMatch(/Your reservation|Pickup:|Questions\?/);
    // The shop's opening hours in her language, as her booking page gives them.
    expect(mail!.body).toContain(openingHoursText("hi"));
    expect(mail!.body).not.toContain(openingHoursText("en"));
    const ics = unfold((mail!.attachments as { content: string }[])[0]!.content);
    expect(ics).toContain(`SUMMARY:Hindi gown (${r!.number}) का पिकअप`);
    expect(ics).toContain(`SUMMARY:Hindi gown (${r!.number}) की वापसी`);
    expect(ics).toContain("DESCRIPTION:Hindi gown\\nपिकअप: ");

    // The day before pickup: her reminder e-mail, in Hindi.
    await drainReminders({ now: ist(addDays(from, -1), "10:05") });
    const reminder = (await mailTo("sunita@example.in")).at(-1)!;
    expect(reminder.subject).toMatch(/^पिकअप कल, /);
    expect(reminder.body).toContain("आपका पिकअप कल");
    expect(reminder.body).toContain(`आपकी बुकिंग: https://rangrez.example${r!.bookingPath}`);
  });

  it("the owner's one-tap WhatsApp reminder on Today is in her language", async () => {
    const today = indiaToday();
    const hindi = await checkout(await piece("Today Hindi gown"), addDays(today, 1), "asha@example.in", "hi");
    const english = await checkout(await piece("Today English gown"), addDays(today, 1), "anita@example.in");
    for (const { reservations } of [hindi, english]) await confirm(reservations[0]!.id);
    const work = await todaysWork(today);
    const textOf = (number: string) =>
      new URL(work.whatsapp.find((m) => m.numbers.includes(number))!.href).searchParams.get("text")!;
    const hi = textOf(hindi.reservations[0]!.number);
    expect(hi).toContain("आपका पिकअप कल");
    expect(hi).toContain(`https://rangrez.example${hindi.reservations[0]!.bookingPath}`);
    expect(hi).toContain("/hi/booking/");
    expect(hi).not.toContain("Your pickup");
    const en = textOf(english.reservations[0]!.number);
    expect(en).toContain("Your pickup is tomorrow");
    expect(en).not.toMatch(DEVANAGARI);
  });
});

describe("a booking made without a language", () => {
  it("stays English: stored as en, English e-mail and calendar file, /booking link", async () => {
    const { order, reservations } = await checkout(await piece("English gown"), day(30), "ritu@example.in");
    const [r] = reservations;
    expect((await (await db()).order.findUniqueOrThrow({ where: { id: order._id } })).locale).toBe("en");
    expect(r!.bookingPath).toMatch(/^\/booking\/o\./);
    await confirm(r!.id);
    const [mail] = await mailTo("ritu@example.in");
    expect(mail!.subject).toMatch(/^Your reservation R-\d+ at .* is confirmed$/);
    expect(mail!.body).toContain(`Your booking page: https://rangrez.example${r!.bookingPath}`);
    expect(mail!.body).not.toMatch(DEVANAGARI);
    expect(unfold((mail!.attachments as { content: string }[])[0]!.content)).toContain(
      `SUMMARY:Pick up English gown (${r!.number})`,
    );
  });
});

describe("the public routes take the language", () => {
  it("a reservation on its own and a Buy Now request store it", async () => {
    const res = await postReservation(
      jsonRequest("/api/reservations", {
        productId: await piece("Own gown"),
        from: day(40),
        to: day(42),
        name: "Meera",
        phone: String(phone++),
        locale: "hi",
      }),
      undefined,
    );
    expect(res.status).toBe(201);
    const { reservation } = (await res.json()) as { reservation: { id: string; bookingPath: string } };
    expect(reservation.bookingPath).toMatch(/^\/hi\/booking\/r\./);
    expect((await (await db()).reservation.findUniqueOrThrow({ where: { id: reservation.id } })).locale).toBe("hi");

    const buy = await postOrder(
      jsonRequest("/api/orders", {
        productId: await piece("Buy gown"),
        userName: "Meera",
        userPhone: String(phone++),
        locale: "hi",
      }),
      undefined,
    );
    expect(buy.status).toBe(201);
    const { order } = (await buy.json()) as { order: { _id: string } };
    expect((await (await db()).order.findUniqueOrThrow({ where: { id: order._id } })).locale).toBe("hi");
  });

  it("the contact form thanks a Hindi visitor in Hindi: her visit's day in Hindi; a form posted without script goes to /hi/thank-you", async () => {
    const open = [1, 2, 3, 4, 5, 6, 7].map((n) => day(n)).find((d) => openSlots(d).length)!;
    const time = openSlots(open)[0]!;
    const visit = {
      appointment: true,
      name: "Kavya",
      email: "kavya@example.in",
      phone: "098110 12345",
      preferredDay: open,
      preferredTime: time,
    };
    const hi = await postContact(
      jsonRequest("/api/contact", { ...visit, locale: "hi" }, { headers: { "x-forwarded-for": "10.31.0.1" } }),
      undefined,
    );
    expect(hi.status).toBe(201);
    const { message } = (await hi.json()) as { message: string };
    // Her slot in the clock of every Hindi page ("शाम 5:30"), not the form's "17:30".
    expect(message).toMatch(
      /^धन्यवाद! .*, (सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2} की आपकी विज़िट कन्फ़र्म करने के लिए हम आपको कॉल करेंगे।$/,
    );
    expect(message).toContain(formatSlot(time, "hi"));
    const en = await postContact(
      jsonRequest("/api/contact", visit, { headers: { "x-forwarded-for": "10.31.0.2" } }),
      undefined,
    );
    expect(((await en.json()) as { message: string }).message).toMatch(
      /^Thank you! We will call you to confirm your visit on \w+day /,
    );
    const posted = await postContact(
      new Request("http://shop.test/api/contact", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          host: "shop.test",
          origin: "http://shop.test",
          "x-forwarded-for": "10.31.0.3",
        },
        body: new URLSearchParams({
          name: "Meera",
          email: "meera@example.in",
          subject: "Lehenga",
          message: "Namaste",
          locale: "hi",
        }).toString(),
      }),
      undefined,
    );
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe("/hi/thank-you");
  });

  it("the contact form accepts it; any other language is a 400", async () => {
    const ok = await postContact(
      jsonRequest("/api/contact", {
        name: "Meera",
        email: "meera@example.in",
        subject: "Lehenga",
        message: "Namaste",
        locale: "hi",
      }),
      undefined,
    );
    expect(ok.status).toBe(201);
    const bad = await postCheckout(
      jsonRequest("/api/checkout", {
        name: "Sunita",
        email: "s@example.in",
        phone: String(phone++),
        items: [{ productId: "x", quantity: 1 }],
        locale: "fr",
      }),
      undefined,
    );
    expect(bad.status).toBe(400);
  });
});

describe("error answers to a Hindi page", () => {
  it("a taken stay's 409 says so in Hindi when the body or the X-Shop-Locale header says hi, in English otherwise", async () => {
    const gown = await piece("Taken gown");
    const from = day(60);
    await checkout(gown, from, "first@example.in");
    const again = (locale?: string, headers: Record<string, string> = {}) =>
      postCheckout(
        jsonRequest(
          "/api/checkout",
          {
            name: "Sunita",
            email: "again@example.in",
            phone: String(phone++),
            fulfilment: "pickup",
            items: [{ productId: gown, quantity: 1, from, to: addDays(from, 2) }],
            ...(locale ? { locale } : {}),
          },
          { headers },
        ),
        undefined,
      );
    const hindi = await again("hi");
    expect(hindi.status).toBe(409);
    const body = (await hindi.json()) as { message: string; error: string; nearestFree: unknown[]; productId: string };
    expect(body.message).toMatch(/^Taken gown अभी-अभी इन तारीख़ों के लिए बुक हो गया है।/);
    expect(body.error).toBe(body.message);
    expect(body.nearestFree.length).toBeGreaterThan(0);
    expect(body.productId).toBe(gown);
    const byHeader = await again(undefined, { "X-Shop-Locale": "hi" });
    expect(((await byHeader.json()) as { message: string }).message).toMatch(DEVANAGARI);
    const english = await again();
    expect(((await english.json()) as { message: string }).message).toBe(
      "Taken gown was just booked for those dates. Here are the nearest free dates.",
    );
  });

  it("a piece gone from the catalogue is a Hindi 404 for a Hindi page", async () => {
    const res = await postOrder(
      jsonRequest("/api/orders", {
        productId: "gone-piece",
        userName: "Meera",
        userPhone: String(phone++),
        locale: "hi",
      }),
      undefined,
    );
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe(
      "इनमें से एक चीज़ अब उपलब्ध नहीं है। कृपया उसे हटाकर फिर से कोशिश करें।",
    );
  });
});
