import "server-only";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/errors";
import { isPlausibleId } from "@/lib/validation/ids";
import { reservationNumber } from "../rules/status";
import type { PaymentInput } from "../validation";
import type { PaymentView } from "../views";
import { availabilityChanged } from "./availability";
import { confirmBookingsOfOrder, confirmOrderOnceBooked } from "./lifecycle";

/**
 * POST /api/reservations/{id}/payments (admin): money that came in for the booking this
 * reservation belongs to (its checkout order's, when it came with one). In the same
 * transaction a recorded payment confirms the booking's pending holds (a hold past its time
 * that nothing marked lapsed yet still holds its days and is confirmed too; one already lapsed
 * is not brought back) and a checkout order still Pending becomes Confirmed.
 */
export async function recordPayment(reservationId: string, input: PaymentInput): Promise<{ number: string; payment: PaymentView; confirmed: string[] }> {
  const prisma = await db();
  const r = isPlausibleId(reservationId) ? await prisma.reservation.findUnique({ where: { id: reservationId }, select: { kind: true, number: true, orderId: true } }) : null;
  if (!r || r.kind !== "RENTAL") throw new HttpError(404, "That reservation does not exist.");
  const { payment, confirmed } = await prisma.$transaction(async (tx) => {
    const payment = await tx.payment.create({
      data: { ...(r.orderId ? { orderId: r.orderId } : { reservationId }), amount: input.amount, method: input.method, reference: input.reference },
    });
    if (r.orderId) {
      const { confirmed } = await confirmBookingsOfOrder(tx, r.orderId);
      await confirmOrderOnceBooked(tx, r.orderId);
      return { payment, confirmed };
    }
    const { count } = await tx.reservation.updateMany({ where: { id: reservationId, status: "REQUESTED" }, data: { status: "CONFIRMED", lapsesAt: null } });
    return { payment, confirmed: count ? [reservationNumber(r.number)] : [] };
  });
  // A hold past its time was free on the calendar until now: it holds its days again.
  if (confirmed.length) await availabilityChanged();
  return {
    number: reservationNumber(r.number),
    confirmed,
    payment: {
      id: payment.id,
      amount: payment.amount,
      method: payment.method.toLowerCase() as PaymentView["method"],
      reference: payment.reference,
      createdAt: payment.createdAt.toISOString(),
    },
  };
}
