import "server-only";
import { db } from "@/lib/db";

interface Attachment {
  filename: string;
  contentType: string;
  /** text content (a calendar file); kept with the message so a retry sends the same */
  content: string;
}

export interface OutboxMessage {
  to: string;
  subject: string;
  /** where a reply goes (not stored: no message sets it yet; kept single-line like every header) */
  replyTo?: string;
  body: string;
  attachments?: Attachment[];
}

export async function enqueueEmail(message: OutboxMessage, status: "PENDING" | "STORED" | "HELD") {
  const prisma = await db();
  return prisma.emailOutbox.create({
    data: {
      to: message.to,
      subject: message.subject,
      body: message.body,
      attachments: (message.attachments ?? []) as object[],
      status,
    },
  });
}

export async function hasHeldEmails(): Promise<boolean> {
  const prisma = await db();
  return (await prisma.emailOutbox.findFirst({ where: { status: "HELD" }, select: { id: true } })) !== null;
}

/**
 * The alerts waiting for the owner's summary, oldest first, each claimed once (kept in the
 * outbox as STORED, where she can read them): one statement, so two instances never both list one.
 */
export async function claimHeldEmails(): Promise<string[]> {
  const prisma = await db();
  const rows = await prisma.$queryRaw<{ subject: string; createdAt: Date }[]>`
    UPDATE "email_outbox" SET "status" = 'STORED', "updatedAt" = now() WHERE "status" = 'HELD' RETURNING "subject", "createdAt"`;
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((r) => r.subject);
}

export async function markEmailSent(id: string) {
  const prisma = await db();
  await prisma.emailOutbox.update({
    where: { id },
    data: { status: "SENT", sentAt: new Date(), attempts: { increment: 1 }, lastError: null },
  });
}

export async function markEmailFailed(id: string, error: string) {
  const prisma = await db();
  await prisma.emailOutbox.update({
    where: { id },
    data: { status: "FAILED", attempts: { increment: 1 }, lastError: error.slice(0, 500) },
  });
}

export async function listOutbox(limit = 200) {
  const prisma = await db();
  const rows = await prisma.emailOutbox.findMany({ orderBy: { createdAt: "desc" }, take: limit });
  return rows.map((r) => ({
    _id: r.id,
    to: r.to,
    subject: r.subject,
    body: r.body,
    status: r.status,
    attempts: r.attempts,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  }));
}
