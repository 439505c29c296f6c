import "server-only";
import { db } from "@/lib/db";
import { indiaDayStart } from "@/lib/format";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { MessagesQuery } from "@/lib/validation/contact";

export interface ContactMessageInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export async function saveContactMessage(input: ContactMessageInput) {
  const prisma = await db();
  return prisma.contactMessage.create({ data: input });
}

/** Newest first, one page, searched by name, e-mail, subject or text, and by day (India time). */
export async function listContactMessages(query: MessagesQuery) {
  const prisma = await db();
  const and: Prisma.ContactMessageWhereInput[] = [];
  const q = query.q?.trim();
  if (q) and.push({ OR: (["name", "email", "subject", "message"] as const).map((field) => ({ [field]: { contains: q, mode: "insensitive" } })) });
  if (query.from) and.push({ createdAt: { gte: indiaDayStart(query.from) } });
  if (query.to) and.push({ createdAt: { lt: indiaDayStart(query.to, 1) } });
  const where = and.length ? { AND: and } : {};
  const [rows, total] = await Promise.all([
    prisma.contactMessage.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (query.page - 1) * query.limit, take: query.limit }),
    prisma.contactMessage.count({ where }),
  ]);
  return {
    messages: rows.map((r) => ({ _id: r.id, name: r.name, email: r.email, subject: r.subject, message: r.message, createdAt: r.createdAt.toISOString() })),
    total,
    hasMore: query.page * query.limit < total,
  };
}

export async function countForDashboard() {
  const prisma = await db();
  const [collection, beauty, slides, orders, pending, messages] = await Promise.all([
    prisma.collectionItem.count(),
    prisma.beautyItem.count(),
    prisma.heroSlide.count(),
    prisma.order.count(),
    prisma.order.count({ where: { status: "PENDING" } }),
    prisma.contactMessage.count(),
  ]);
  return { collection, beauty, slides, orders, pending, messages };
}
