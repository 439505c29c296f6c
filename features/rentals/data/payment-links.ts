import "server-only";
import { db } from "@/lib/db";
import type { BookingRef } from "../views";

/** A payment link's booking columns: on its checkout order, or on the reservation made on its own. */
function linkOn(ref: BookingRef): { orderId: string } | { reservationId: string } {
  return ref.kind === "order" ? { orderId: ref.id } : { reservationId: ref.id };
}

/**
 * A link made earlier for this booking and amount that she can still pay: not paid, open until
 * after `openUntil`, and made under the current booking link (its way back leads to her page).
 */
export async function usableLink(
  ref: BookingRef,
  linkVersion: number,
  amount: number,
  openUntil: Date,
): Promise<{ id: string; shortUrl: string } | null> {
  return (await db()).paymentLink.findFirst({
    where: { ...linkOn(ref), linkVersion, amount, paidAt: null, expiresAt: { gt: openUntil } },
    orderBy: { createdAt: "desc" },
    select: { id: true, shortUrl: true },
  });
}

/** How many links this booking has had (each reference_id sent to Razorpay is new). */
export async function linksMade(ref: BookingRef): Promise<number> {
  return (await db()).paymentLink.count({ where: linkOn(ref) });
}

export async function saveLink(
  ref: BookingRef,
  link: { id: string; shortUrl: string; amount: number; referenceId: string; linkVersion: number; expiresAt: Date },
): Promise<void> {
  await (await db()).paymentLink.create({ data: { ...linkOn(ref), ...link } });
}

/** The booking a Razorpay link was made for; null for a link this shop does not know. */
export async function linkBooking(linkId: string): Promise<BookingRef | null> {
  const link = await (
    await db()
  ).paymentLink.findUnique({ where: { id: linkId }, select: { orderId: true, reservationId: true } });
  if (!link) return null;
  return link.orderId
    ? { kind: "order", id: link.orderId }
    : link.reservationId
      ? { kind: "reservation", id: link.reservationId }
      : null;
}
