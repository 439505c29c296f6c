import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { POST as contact } from "@/app/api/contact/route";
import { GET as listMessages } from "@/app/api/messages/route";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { addDays } from "@/lib/dates";
import { APPOINTMENT_AHEAD_DAYS } from "@/features/contact/validation/appointment";
import { adminToken, bearer } from "../helpers/admin";
import { jsonRequest } from "../helpers/request";

// Issue #26, item 12: "Book an Appointment" led to a contact form with no phone and no date.
// The form now asks for both; the API stores them and the owner sees them (Messages, e-mail).

// The Messages page checks the session first (cookies() needs a request): here, a signed-in admin.
vi.mock("@/lib/auth/require-admin", async (original) => ({
  ...(await original<typeof import("@/lib/auth/require-admin")>()),
  adminPageOrSignIn: async () => ({ id: "a", email: "owner@example.in", isAdmin: true }),
}));

let ip = 0;
const send = (body: unknown) =>
  contact(jsonRequest("/api/contact", body, { headers: { "x-forwarded-for": `10.12.${++ip % 250}.1` } }), undefined);
const messages = async (q: string) => {
  const res = await listMessages(
    new Request(`http://shop.test/api/messages?q=${encodeURIComponent(q)}`, { headers: bearer(await adminToken()) }),
    undefined,
  );
  return (await res.json()) as { messages: Record<string, unknown>[]; outbox: { subject: string; body: string }[] };
};
const count = async () => (await db()).contactMessage.count();

const tomorrow = () => addDays(indiaToday(), 1);
const visit = (extra: Record<string, unknown> = {}) => ({
  appointment: true,
  name: "Kavya Rao",
  email: "kavya@example.in",
  phone: "098110 12345",
  preferredDay: tomorrow(),
  preferredTime: "12:00",
  ...extra,
});

beforeEach(async () => {
  await (await db()).rateLimit.deleteMany();
});

describe("a request for a visit", () => {
  it("is stored with the phone, day and time, shown on Messages and e-mailed to the owner", async () => {
    const res = await send(visit({ message: "A red lehenga for my sister's sangeet." }));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, appointment: { day: tomorrow(), time: "12:00" } });
    expect(body.message).toMatch(/We will call you to confirm your visit on \w+day \d+ \w+ \d{4} at 12:00 pm\./);

    const {
      messages: [stored],
      outbox,
    } = await messages("Kavya");
    expect(stored).toMatchObject({
      name: "Kavya Rao",
      email: "kavya@example.in",
      phone: "+919811012345",
      subject: "Appointment request",
      message: "A red lehenga for my sister's sangeet.",
      appointment: { day: tomorrow(), time: "12:00" },
    });
    const mail = outbox.find((m) => m.subject.startsWith("Appointment request from Kavya Rao"));
    expect(mail?.body).toContain("Wants to visit:");
    expect(mail?.body).toContain("at 12:00 pm");
    expect(mail?.body).toContain("Phone: +91 98110 12345");
  });

  it("shows the owner the day, time and phone on the Messages screen", async () => {
    await send(visit({ name: "Screen Sunita", phone: "9811067890", preferredTime: "17:30" }));
    const { default: AdminMessages } = await import("@/app/(owner)/admin/messages/page");
    const html = renderToStaticMarkup(await AdminMessages({ searchParams: Promise.resolve({ q: "Screen Sunita" }) }));
    expect(html).toMatch(/Appointment<\/span>Appointment request/);
    expect(html).toMatch(/Wants to visit: \w+day \d+ \w+ \d{4} at 5:30 pm/);
    expect(html).toContain('href="tel:+919811067890"');
    expect(html).toContain("Call +91 98110 67890");
  });

  it("is found on Messages by its phone, typed any way", async () => {
    await send(visit({ name: "Phone Search Pooja", phone: "+91 97111 22334" }));
    expect((await messages("097111 22334")).messages.map((m) => m.name)).toContain("Phone Search Pooja");
  });

  it("is not found by an e-mail whose digits happen to be in its phone", async () => {
    await send(visit({ name: "Digits Deepa", email: "deepa@example.in", phone: "+91 97119 11223" }));
    await send({
      name: "Other Olivia",
      email: "o-911@example.in",
      subject: "A question",
      message: "Do you have gowns in size 44?",
    });
    expect((await messages("o-911@example.in")).messages.map((m) => m.name)).toEqual(["Other Olivia"]);
  });

  it("without a phone is refused with 422, and nothing is stored", async () => {
    const before = await count();
    const res = await send(visit({ phone: undefined }));
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors.phone).toMatch(/^Phone is required for an appointment/);
    expect(body.message).toBe(body.errors.phone);
    expect(await count()).toBe(before);
  });

  it("on a day that has passed, or further ahead than visits are booked, is refused with 422", async () => {
    const before = await count();
    const past = await send(visit({ preferredDay: addDays(indiaToday(), -1) }));
    expect(past.status).toBe(422);
    expect((await past.json()).errors).toEqual({ preferredDay: "That day has passed: choose today or a later day." });
    const far = await send(visit({ preferredDay: addDays(indiaToday(), APPOINTMENT_AHEAD_DAYS + 1) }));
    expect(far.status).toBe(422);
    expect((await far.json()).errors.preferredDay).toMatch(/^Visits can be booked up to 90 days ahead/);
    expect(await count()).toBe(before);
  });

  it("at a time the shop is closed, or off the half hour, is refused with 422 saying the day's hours", async () => {
    for (const time of ["21:00", "09:00", "12:10"]) {
      const res = await send(visit({ preferredTime: time }));
      expect(res.status).toBe(422);
      expect((await res.json()).errors.preferredTime).toMatch(
        /the shop is open \d\d:\d\d–\d\d:\d\d: choose a time from/,
      );
    }
  });

  it("missing its day and time names both, with the phone", async () => {
    const res = await send({ appointment: true, name: "A", email: "a@example.in" });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors).sort()).toEqual(["phone", "preferredDay", "preferredTime"]);
  });

  it("a day or time in the wrong shape, or a phone that is not a mobile number, is a 400 naming the field", async () => {
    const day = await send(visit({ preferredDay: "5/12/2026" }));
    expect(day.status).toBe(400);
    expect((await day.json()).errors.preferredDay).toBe("Preferred day must be a date like 2026-11-23.");
    const time = await send(visit({ preferredTime: "noon" }));
    expect((await time.json()).errors.preferredTime).toBe("Preferred time must be a time like 11:30.");
    const phone = await send(visit({ phone: "12345" }));
    expect(phone.status).toBe(400);
    expect((await phone.json()).errors.phone).toMatch(/10-digit Indian mobile number/);
  });
});

describe("a plain message", () => {
  it("keeps the spec's body (name, email, subject, message), with no phone or visit", async () => {
    const res = await send({
      name: "Plain Priya",
      email: "priya@example.in",
      subject: "Sizes",
      message: "Do you have size 40?",
    });
    expect(res.status).toBe(201);
    expect((await res.json()).message).toBe("Thank you! We will get back to you soon.");
    expect((await messages("Plain Priya")).messages[0]).toMatchObject({
      subject: "Sizes",
      phone: null,
      appointment: null,
    });
  });

  it("may carry a phone, stored as +91…", async () => {
    expect(
      (
        await send({
          name: "Phone Pari",
          email: "pari@example.in",
          subject: "Hi",
          message: "Call me",
          phone: "98110 54321",
        })
      ).status,
    ).toBe(201);
    expect((await messages("Phone Pari")).messages[0]).toMatchObject({ phone: "+919811054321", appointment: null });
  });

  it("still needs its subject and message, named with every other missing field", async () => {
    const res = await send({ name: "", email: "x@example.in" });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({
      name: "Name is required.",
      subject: "Subject is required.",
      message: "Message is required.",
    });
  });
});
