// The owner's inbox under a burst of public forms from many addresses: past the hour's number
// (OWNER_ALERTS_PER_HOUR) an alert waits in the outbox, and the next drain sends one summary
// listing them; every message is stored either way, and no second summary comes within the hour.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { describe, expect, it } from "vitest";
import { POST as postContact } from "@/app/api/contact/route";
import { drainReminders } from "@/features/rentals/reminders-timer";
import { db } from "@/lib/db";
import { jsonRequest } from "../helpers/request";

process.env.OWNER_ALERTS_PER_HOUR = "3";

const message = (n: number) =>
  postContact(
    jsonRequest(
      "/api/contact",
      {
        name: `Visitor ${n}`,
        email: `v${n}@example.com`,
        subject: `Question ${n}`,
        message: "Is the blue lehenga free in January?",
      },
      { headers: { "x-forwarded-for": `198.51.100.${n}` } },
    ),
    undefined,
  );

describe("the owner's alerts in a burst", () => {
  it("three e-mailed, the next seven wait, one summary lists them, and the next drain sends none", async () => {
    const prisma = await db();
    for (let n = 1; n <= 10; n++) expect((await message(n)).status).toBe(201);
    expect(await prisma.contactMessage.count({ where: { subject: { startsWith: "Question " } } })).toBe(10);
    const alerts = await prisma.emailOutbox.findMany({
      where: { body: { contains: "Is the blue lehenga free in January?" } },
      orderBy: { createdAt: "asc" },
    });
    expect(alerts).toHaveLength(10);
    expect(alerts.slice(0, 3).every((m) => m.status === "STORED")).toBe(true);
    expect(alerts.slice(3).every((m) => m.status === "HELD")).toBe(true);

    const drained = await drainReminders();
    expect(drained.digested).toBe(7);
    const summaries = await prisma.emailOutbox.findMany({ where: { subject: { contains: "more alerts this hour" } } });
    expect(summaries).toHaveLength(1);
    expect(summaries[0]!.subject).toMatch(/: 7 more alerts this hour$/);
    for (let n = 4; n <= 10; n++) expect(summaries[0]!.body).toContain(`Question ${n}`);
    expect(summaries[0]!.body).not.toContain("Question 3\n");
    expect(summaries[0]!.body).toContain("/admin/messages");
    // Kept in the outbox, no longer waiting.
    expect(await prisma.emailOutbox.count({ where: { status: "HELD" } })).toBe(0);

    // Still past the hour's number: the next alert waits, and the summary of this hour is spent.
    expect((await message(11)).status).toBe(201);
    expect(await prisma.emailOutbox.count({ where: { status: "HELD" } })).toBe(1);
    expect((await drainReminders()).digested).toBe(0);
    expect(await prisma.emailOutbox.count({ where: { subject: { contains: "more alert" } } })).toBe(1);
  });
});
