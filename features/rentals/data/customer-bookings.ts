import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { BookingMoney, BookingRef } from "../views";
import { bookingMoney } from "./ledger";
import { lapsedSql } from "./lapse";

const withPiece = {
  item: { select: { category: true, images: true, image: true } },
  // the latest request for other days and its answer (a replaced one says nothing any more)
  changes: {
    where: { status: { not: "WITHDRAWN" } },
    orderBy: { createdAt: "desc" },
    take: 1,
    select: { pickupOn: true, returnOn: true, status: true },
  },
  // back in the shop: late fee, damage and the refund
  returnCheck: true,
} as const;
export type StayRow = Prisma.ReservationGetPayload<{ include: typeof withPiece }>;

export interface BookingRows {
  name: string;
  placedAt: Date;
  stays: StayRow[];
  order: { fulfilment: "PICKUP" | "DELIVERY" | null; address: string | null; deliveryCharge: number } | null;
  /** the booking's books: every figure of her page comes from them */
  money: BookingMoney;
}

/**
 * Her pending holds whose time has come are marked lapsed before her page is read, so their
 * charges are taken off her books (by the database, as the rows change) before she sees them.
 */
async function lapseHoldsOf(ref: BookingRef, now: Date): Promise<void> {
  const prisma = await db();
  // Rows in one order, skipping any a booking holds (it lapses them itself), as lapseExpiredHolds.
  const own =
    ref.kind === "order" ? Prisma.sql`"orderId" = ${ref.id}` : Prisma.sql`id = ${ref.id} AND "orderId" IS NULL`;
  await prisma.$executeRaw`UPDATE reservations SET status = 'CANCELLED', "cancelReason" = 'LAPSED', "updatedAt" = ${new Date()}
    WHERE id IN (SELECT id FROM reservations WHERE ${own} AND kind = 'RENTAL' AND ${lapsedSql("reservations", now)} ORDER BY id FOR UPDATE SKIP LOCKED)`;
}

/**
 * The stays of a booking whose link is still current (its version is the one signed), or
 * null: an order without dated lines, a reservation that belongs to an order (its order has
 * the link), or a link the owner has revoked all read as no booking at all.
 */
export async function bookingRows(ref: BookingRef, version: number, now = new Date()): Promise<BookingRows | null> {
  const prisma = await db();
  // A revoked or made-up link changes nothing, not even a hold whose time has come.
  const current =
    ref.kind === "order"
      ? await prisma.order.count({ where: { id: ref.id, linkVersion: version } })
      : await prisma.reservation.count({ where: { id: ref.id, kind: "RENTAL", orderId: null, linkVersion: version } });
  if (!current) return null;
  await lapseHoldsOf(ref, now);
  if (ref.kind === "order") {
    const order = await prisma.order.findFirst({
      where: { id: ref.id, linkVersion: version },
      select: {
        customerName: true,
        createdAt: true,
        fulfilment: true,
        address: true,
        deliveryCharge: true,
        reservations: { where: { kind: "RENTAL" }, orderBy: { number: "asc" }, include: withPiece },
      },
    });
    if (!order?.reservations.length) return null;
    return {
      name: order.customerName,
      placedAt: order.createdAt,
      stays: order.reservations,
      order: { fulfilment: order.fulfilment, address: order.address, deliveryCharge: order.deliveryCharge },
      money: await bookingMoney(ref),
    };
  }
  const stay = await prisma.reservation.findFirst({
    where: { id: ref.id, kind: "RENTAL", orderId: null, linkVersion: version },
    include: withPiece,
  });
  return stay
    ? {
        name: stay.customerName ?? "",
        placedAt: stay.createdAt,
        stays: [stay],
        order: null,
        money: await bookingMoney(ref),
      }
    : null;
}

/** The booking's reservation ids, in the caller's transaction (what a cancellation may touch). */
export function bookingWhere(ref: BookingRef): Prisma.ReservationWhereInput {
  return ref.kind === "order" ? { orderId: ref.id, kind: "RENTAL" } : { id: ref.id, kind: "RENTAL", orderId: null };
}

/** Raises the link version: every link sent before stops working. Returns the new version, or null when there is no such booking. */
export async function renewLinkVersion(ref: BookingRef): Promise<number | null> {
  const prisma = await db();
  try {
    const row =
      ref.kind === "order"
        ? await prisma.order.update({
            where: { id: ref.id },
            data: { linkVersion: { increment: 1 } },
            select: { linkVersion: true },
          })
        : await prisma.reservation.update({
            where: { id: ref.id },
            data: { linkVersion: { increment: 1 } },
            select: { linkVersion: true },
          });
    return row.linkVersion;
  } catch (error) {
    if ((error as { code?: string })?.code === "P2025") return null;
    throw error;
  }
}
