// A name typed with line breaks ("Riya\r\nBcc: evil@example.com") is one line wherever it
// goes: stored, shown and in the body of the owner's e-mail, where it could otherwise forge a
// line of its own. Headers were already safe (lib/mail/headers.ts). Runs on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL.
import { describe, expect, it } from "vitest";
import { POST as postReservation } from "@/app/api/reservations/route";
import { POST as postCheckout } from "@/app/api/checkout/route";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { addDays } from "@/lib/dates";
import { jsonRequest } from "../helpers/request";

process.env.PUBLIC_FORM_RATE_LIMIT = "100000";
process.env.RENTAL_UNPAID_SHARE_PERCENT = "100";

const forged = "Riya\r\nBcc: evil@example.com\u2028Customer phone: 90000 00000";
const lineStartsWith = (body: string, start: string) =>
  body.split(/\r\n|\r|\n|\u2028|\u2029/).some((l) => l.startsWith(start));

async function piece() {
  const row = await (
    await db()
  ).collectionItem.create({
    data: {
      category: "gown",
      title: `Line gown ${Math.random().toString(36).slice(2, 7)}`,
      description: "Gown",
      price: 3000,
      rentPrice: 3000,
      rentDays: 3,
      deposit: 2000,
    },
  });
  return row.id;
}

describe("a name with line breaks is one line in the owner's e-mail", () => {
  it("a reservation: stored as one line, and no line of the mail starts with what followed the break", async () => {
    const productId = await piece();
    const body = {
      productId,
      from: addDays(indiaToday(), 30),
      to: addDays(indiaToday(), 32),
      name: forged,
      phone: "98110 45872",
    };
    const res = await postReservation(
      jsonRequest("/api/reservations", body, { headers: { "x-forwarded-for": "203.0.113.91" } }),
      undefined,
    );
    expect(res.status).toBe(201);
    const { reservation } = await res.json();
    const prisma = await db();
    expect((await prisma.reservation.findUniqueOrThrow({ where: { id: reservation.id } })).customerName).toBe(
      "Riya Bcc: evil@example.com Customer phone: 90000 00000",
    );
    const mail = await prisma.emailOutbox.findFirstOrThrow({
      where: { subject: { startsWith: `New reservation ${reservation.number}` } },
    });
    expect(mail.body).toContain("Customer name: Riya Bcc: evil@example.com Customer phone: 90000 00000");
    expect(lineStartsWith(mail.body, "Bcc:")).toBe(false);
    expect(mail.body.split("\n").filter((l) => l.startsWith("Customer phone:"))).toEqual([
      "Customer phone: +91 98110 45872",
    ]);
  });

  it("a checkout: the same", async () => {
    const productId = await piece();
    const items = [{ productId, quantity: 1, from: addDays(indiaToday(), 40), to: addDays(indiaToday(), 42) }];
    const body = {
      name: forged,
      phone: "98110 45873",
      email: "riya@example.com",
      address: "12, Rajouri Garden, Delhi",
      items,
    };
    const res = await postCheckout(
      jsonRequest("/api/checkout", body, { headers: { "x-forwarded-for": "203.0.113.92" } }),
      undefined,
    );
    expect(res.status).toBe(201);
    const mail = await (
      await db()
    ).emailOutbox.findFirstOrThrow({ where: { subject: { startsWith: "New order from Riya Bcc:" } } });
    expect(lineStartsWith(mail.body, "Bcc:")).toBe(false);
    expect(lineStartsWith(mail.body, "Customer phone: 90000")).toBe(false);
  });
});
