import { beforeEach, expect, it } from "vitest";
import { POST as contact } from "@/app/api/contact/route";
import { db } from "@/lib/db";

// Before: without JavaScript the contact form submitted itself as a
// GET to /contact, putting the visitor's name, e-mail and message in the address, and nothing
// was stored. It now posts to the API, which stores the message and sends the browser on.

const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  contact(
    new Request("http://shop.test/api/contact", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        host: "shop.test",
        origin: "http://shop.test",
        "x-forwarded-for": "10.77.0.1",
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    }),
    undefined,
  );

beforeEach(async () => {
  await (await db()).rateLimit.deleteMany();
});

it("a message posted by a browser without JavaScript is stored and the browser goes to /thank-you", async () => {
  const res = await post({
    mode: "appointment",
    name: "Meera Joshi",
    email: "meera@example.in",
    phone: "",
    subject: "Sherwani for my brother",
    message: "Do you have one in size 40 & a matching safa?",
  });
  expect(res.status).toBe(303);
  expect(res.headers.get("location")).toBe("/thank-you");
  const saved = await (await db()).contactMessage.findFirst({ where: { email: "meera@example.in" } });
  expect(saved).toMatchObject({
    name: "Meera Joshi",
    subject: "Sherwani for my brother",
    message: "Do you have one in size 40 & a matching safa?",
    phone: null,
  });
});

it("a posted form missing a field is refused with the field named, and nothing is stored", async () => {
  const before = await (await db()).contactMessage.count();
  const res = await post({ name: "Meera Joshi", email: "meera@example.in", subject: "Fitting", message: "" });
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ errors: { message: "Message is required." } });
  expect(await (await db()).contactMessage.count()).toBe(before);
});

it("another site's page cannot post the form", async () => {
  const res = await post(
    { name: "Spam", email: "spam@example.com", subject: "Hi", message: "Buy now" },
    { origin: "https://evil.example" },
  );
  expect(res.status).toBe(403);
});
