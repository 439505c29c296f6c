import "server-only";
import type { ContactMessageView } from "@/features/contact/views";
import { db } from "@/lib/db";
import { indiaDayStart } from "@/lib/format";
import type { ContactMessage, Prisma } from "@/lib/generated/prisma/client";
import { dateToDay, dayToDate } from "@/lib/dates";
import type { MessagesQuery } from "@/features/contact/validation/contact";
import { phoneSearchDigits } from "@/lib/phone";

export interface ContactMessageInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** +91XXXXXXXXXX */
  phone?: string | null;
  /** a visit to the shop: India calendar day and "HH:MM" */
  appointment?: { day: string; time: string } | null;
}

function toView(r: ContactMessage): ContactMessageView {
  return {
    _id: r.id,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    phone: r.phone,
    appointment:
      r.appointmentDay && r.appointmentTime ? { day: dateToDay(r.appointmentDay), time: r.appointmentTime } : null,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function saveContactMessage(input: ContactMessageInput): Promise<ContactMessageView> {
  const prisma = await db();
  const { appointment, phone, ...text } = input;
  const row = await prisma.contactMessage.create({
    data: {
      ...text,
      phone: phone ?? null,
      appointmentDay: appointment ? dayToDate(appointment.day) : null,
      appointmentTime: appointment?.time ?? null,
    },
  });
  return toView(row);
}

/** Newest first, one page, searched by name, e-mail, subject or text, and by day (India time). */
export async function listContactMessages(query: MessagesQuery) {
  const prisma = await db();
  const and: Prisma.ContactMessageWhereInput[] = [];
  const q = query.q?.trim();
  if (q) {
    const digits = phoneSearchDigits(q);
    and.push({
      OR: [
        ...(["name", "email", "subject", "message"] as const).map((field) => ({
          [field]: { contains: q, mode: "insensitive" as const },
        })),
        // an appointment's phone, however the owner types it (as on Orders)
        ...(digits ? [{ phone: { contains: digits } }] : []),
      ],
    });
  }
  if (query.from) and.push({ createdAt: { gte: indiaDayStart(query.from) } });
  if (query.to) and.push({ createdAt: { lt: indiaDayStart(query.to, 1) } });
  const where = and.length ? { AND: and } : {};
  const [rows, total] = await Promise.all([
    prisma.contactMessage.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
    prisma.contactMessage.count({ where }),
  ]);
  return {
    messages: rows.map(toView),
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
