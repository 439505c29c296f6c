import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { BookingRef } from "../views";

const withPiece = {
  item: { select: { category: true, images: true, image: true } },
  // the latest request for other days and its answer (a replaced one says nothing any more)
  changes: { where: { status: { not: "WITHDRAWN" } }, orderBy: { createdAt: "desc" }, take: 1, select: { pickupOn: true, returnOn: true, status: true } },
  // back in the shop: late fee, damage and the refund (issue #28, item 4)
  returnCheck: { include: { refund: true } },
} as const;
export type StayRow = Prisma.ReservationGetPayload<{ include: typeof withPiece }>;

export interface BookingRows {
  name: string;
  placedAt: Date;
  stays: StayRow[];
  order: { fulfilment: "PICKUP" | "DELIVERY" | null; address: string | null; deliveryCharge: number } | null;
  /** rupees the owner recorded as paid against the booking */
  paid: number;
}

/** Where a booking's payments are: on its checkout order, or on the reservation made on its own. */
function paymentsWhere(ref: BookingRef): Prisma.PaymentWhereInput {
  return ref.kind === "order" ? { orderId: ref.id } : { reservationId: ref.id };
}

async function paidTowards(ref: BookingRef): Promise<number> {
  const sum = await (await db()).payment.aggregate({ where: paymentsWhere(ref), _sum: { amount: true } });
  return sum._sum.amount ?? 0;
}

/**
 * The stays of a booking whose link is still current (its version is the one signed), or
 * null: an order without dated lines, a reservation that belongs to an order (its order has
 * the link), or a link the owner has revoked all read as no booking at all.
 */
export async function bookingRows(ref: BookingRef, version: number): Promise<BookingRows | null> {
  const prisma = await db();
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
      paid: await paidTowards(ref),
    };
  }
  const stay = await prisma.reservation.findFirst({ where: { id: ref.id, kind: "RENTAL", orderId: null, linkVersion: version }, include: withPiece });
  return stay ? { name: stay.customerName ?? "", placedAt: stay.createdAt, stays: [stay], order: null, paid: await paidTowards(ref) } : null;
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
        ? await prisma.order.update({ where: { id: ref.id }, data: { linkVersion: { increment: 1 } }, select: { linkVersion: true } })
        : await prisma.reservation.update({ where: { id: ref.id }, data: { linkVersion: { increment: 1 } }, select: { linkVersion: true } });
    return row.linkVersion;
  } catch (error) {
    if ((error as { code?: string })?.code === "P2025") return null;
    throw error;
  }
}
