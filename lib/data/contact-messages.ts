import "server-only";
import { db } from "@/lib/db";

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

export async function listContactMessages(limit = 200) {
  const prisma = await db();
  const rows = await prisma.contactMessage.findMany({ orderBy: { createdAt: "desc" }, take: limit });
  return rows.map((r) => ({ _id: r.id, name: r.name, email: r.email, subject: r.subject, message: r.message, createdAt: r.createdAt.toISOString() }));
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
