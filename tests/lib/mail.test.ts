import { describe, expect, it } from "vitest";
import { sendEmail } from "@/lib/mail";
import { db } from "@/lib/db";

const message = { to: "owner@shop.test", subject: "New order", body: "Details" };

describe("mail adapter", () => {
  it("keeps the mail in the outbox when no provider is configured", async () => {
    expect(await sendEmail(message, null)).toBe("stored");
    const prisma = await db();
    expect(await prisma.emailOutbox.findFirst({ where: { subject: "New order" } })).toMatchObject({ status: "STORED", attempts: 0 });
  });

  it("marks a sent mail as sent", async () => {
    const sent: string[] = [];
    expect(await sendEmail({ ...message, subject: "Sent one" }, { name: "fake", send: async (m) => void sent.push(m.subject) })).toBe("sent");
    expect(sent).toEqual(["Sent one"]);
    const prisma = await db();
    expect(await prisma.emailOutbox.findFirst({ where: { subject: "Sent one" } })).toMatchObject({ status: "SENT", attempts: 1, lastError: null });
  });

  it("never throws when the provider fails, and records the error", async () => {
    const failing = { name: "fake", send: async () => { throw new Error("provider is down"); } };
    expect(await sendEmail({ ...message, subject: "Failed one" }, failing)).toBe("failed");
    const prisma = await db();
    expect(await prisma.emailOutbox.findFirst({ where: { subject: "Failed one" } })).toMatchObject({ status: "FAILED", attempts: 1, lastError: "provider is down" });
  });
});
