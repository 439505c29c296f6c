import { describe, expect, it } from "vitest";
import { sendEmail } from "@/lib/mail";
import { db } from "@/lib/db";

const message = { to: "owner@shop.test", subject: "New order", body: "Details" };

describe("mail adapter", () => {
  it("keeps the mail in the outbox when no provider is configured", async () => {
    expect(await sendEmail(message, null)).toBe("stored");
    const prisma = await db();
    expect(await prisma.emailOutbox.findFirst({ where: { subject: "New order" } })).toMatchObject({
      status: "STORED",
      attempts: 0,
    });
  });

  it("marks a sent mail as sent", async () => {
    const sent: string[] = [];
    expect(
      await sendEmail(
        { ...message, subject: "Sent one" },
        { name: "fake", send: async (m) => void sent.push(m.subject) },
      ),
    ).toBe("sent");
    expect(sent).toEqual(["Sent one"]);
    const prisma = await db();
    expect(await prisma.emailOutbox.findFirst({ where: { subject: "Sent one" } })).toMatchObject({
      status: "SENT",
      attempts: 1,
      lastError: null,
    });
  });

  it("never throws when the provider fails, and records the error", async () => {
    const failing = {
      name: "fake",
      send: async () => {
        throw new Error("provider is down");
      },
    };
    expect(await sendEmail({ ...message, subject: "Failed one" }, failing)).toBe("failed");
    const prisma = await db();
    expect(await prisma.emailOutbox.findFirst({ where: { subject: "Failed one" } })).toMatchObject({
      status: "FAILED",
      attempts: 1,
      lastError: "provider is down",
    });
  });

  it("makes every header one line, whoever calls it: CR, LF, NEL, VT, FF and the Unicode separators become a space", async () => {
    const sent: { to: string; subject: string; replyTo?: string }[] = [];
    const provider = {
      name: "fake",
      send: async (m: { to: string; subject: string; replyTo?: string }) => void sent.push(m),
    };
    const subject = "Order from Eve\r\nBcc: victim@example.org\rA\nB\u0085C\u000bD\u000cE\u2028F\u2029G\u0000H";
    expect(
      await sendEmail(
        {
          to: "owner@shop.test\r\nBcc: x@example.org",
          subject,
          body: "line one\nline two",
          replyTo: "a@b.test\nX-Evil: 1",
        },
        provider,
      ),
    ).toBe("sent");
    expect(sent[0]).toMatchObject({
      subject: "Order from Eve Bcc: victim@example.org A B C D E F G H",
      to: "owner@shop.test Bcc: x@example.org",
      replyTo: "a@b.test X-Evil: 1",
    });
    const prisma = await db();
    const stored = await prisma.emailOutbox.findFirstOrThrow({ where: { subject: { startsWith: "Order from Eve" } } });
    expect(stored.subject).toBe("Order from Eve Bcc: victim@example.org A B C D E F G H");
    expect(stored.body).toBe("line one\nline two");
  });
});
