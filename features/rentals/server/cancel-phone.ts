import "server-only";
import { db } from "@/lib/db";
import { dateToDay } from "@/lib/dates";
import { HttpError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { NOT_YET_OUT, reservationNumber } from "../rules/status";
import type { BookingRef, PhoneBooking } from "../views";
import { bookingRefOf, refKey } from "../data/ledger";
import { availabilityChanged } from "./availability";
import { tellCustomer } from "./customer-mail";

type Client = Prisma.TransactionClient;

/**
 * Every booking made with this phone that has not left the shop, with what was paid on it.
 * Read in `client`'s transaction when given, so what is cancelled is what was weighed.
 */
async function bookingsOf(client: Client, phone: string): Promise<PhoneBooking[]> {
  const rows = await client.reservation.findMany({
    where: { kind: "RENTAL", phone, status: { in: NOT_YET_OUT } },
    select: { id: true, number: true, title: true, orderId: true, status: true, pickupOn: true, returnOn: true },
    orderBy: { number: "asc" },
  });
  if (!rows.length) return [];
  const orders = [...new Set(rows.flatMap((r) => (r.orderId ? [r.orderId] : [])))];
  const payments = await client.ledgerEntry.findMany({
    where: {
      kind: "PAYMENT",
      OR: [
        { orderId: { in: orders } },
        { stay: { orderId: { in: orders } } },
        { stayId: { in: rows.map((r) => r.id) } },
      ],
    },
    select: { amount: true, orderId: true, stayId: true, stay: { select: { orderId: true } } },
  });
  const paid = new Map<string, number>();
  for (const p of payments) {
    const key = refKey(
      p.orderId
        ? { kind: "order", id: p.orderId }
        : p.stay?.orderId
          ? { kind: "order", id: p.stay.orderId }
          : { kind: "reservation", id: p.stayId! },
    );
    paid.set(key, (paid.get(key) ?? 0) + p.amount);
  }
  return rows.map((r) => {
    const onBooking = paid.get(refKey(bookingRefOf(r))) ?? 0;
    const status = r.status === "CONFIRMED" ? "confirmed" : "requested";
    return {
      id: r.id,
      number: reservationNumber(r.number),
      title: r.title,
      from: dateToDay(r.pickupOn),
      to: dateToDay(r.returnOn),
      status,
      paid: onBooking,
      kept: status === "confirmed" || onBooking > 0,
    };
  });
}

/** GET /api/reservations/cancel-by-phone: what cancelling all from this phone would touch. */
export async function bookingsOfPhone(phone: string): Promise<PhoneBooking[]> {
  const prisma = await db();
  return prisma.$transaction((tx) => bookingsOf(tx, phone));
}

/**
 * The owner's answer to a stranger holding stock with a phone: the holds made with it that
 * nobody confirmed or paid for are cancelled in one go, their days freed. A confirmed or paid
 * booking (the phone's real owner's, perhaps) is cancelled only when named in `also`. Each
 * customer whose booking was cancelled is told.
 */
export async function cancelAllOfPhone(
  phone: string,
  also: string[] = [],
): Promise<{ cancelled: string[]; kept: string[] }> {
  const prisma = await db();
  const { cancel, kept } = await prisma.$transaction(async (tx) => {
    const found = await bookingsOf(tx, phone);
    const unknown = also.filter((id) => !found.some((b) => b.id === id));
    if (unknown.length)
      throw new HttpError(
        409,
        "A booking ticked to cancel is no longer waiting with this phone. Look at the list again.",
      );
    const cancel = found.filter((b) => !b.kept || also.includes(b.id));
    await tx.reservation.updateMany({
      where: { id: { in: cancel.map((b) => b.id) }, status: { in: NOT_YET_OUT } },
      data: { status: "CANCELLED", cancelReason: "OWNER" },
    });
    return { cancel, kept: found.filter((b) => !cancel.includes(b)) };
  });
  if (cancel.length) await availabilityChanged();
  // One e-mail per booking cancelled (a checkout's stays together), naming its stays.
  const rows = cancel.length
    ? await prisma.reservation.findMany({
        where: { id: { in: cancel.map((b) => b.id) } },
        select: { id: true, number: true, orderId: true },
        orderBy: { number: "asc" },
      })
    : [];
  const byBooking = new Map<string, { ref: BookingRef; numbers: string[] }>();
  for (const r of rows) {
    const ref = bookingRefOf(r);
    const booking = byBooking.get(refKey(ref)) ?? { ref, numbers: [] };
    booking.numbers.push(reservationNumber(r.number));
    byBooking.set(refKey(ref), booking);
  }
  for (const { ref, numbers } of byBooking.values()) await tellCustomer(ref, "cancelled", { numbers });
  return { cancelled: cancel.map((b) => b.number), kept: kept.map((b) => b.number) };
}
