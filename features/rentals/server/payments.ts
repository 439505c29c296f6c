import "server-only";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/errors";
import { isPlausibleId } from "@/lib/validation/ids";
import type { Payment, Prisma } from "@/lib/generated/prisma/client";
import { reservationNumber } from "../rules/status";
import type { PaymentInput } from "../validation";
import type { PaymentView } from "../views";
import { paymentView } from "../data/payments";
import { availabilityChanged } from "./availability";
import { confirmBookingsOfOrder, confirmOrderOnceBooked } from "./lifecycle";

/** The booking a payment is on: a checkout order's, or a reservation made on its own. */
export type PaymentOn = { orderId: string } | { reservationId: string };

interface NewPayment {
  amount: number;
  method: Payment["method"];
  reference: string | null | undefined;
  /** Razorpay's payment id: a second payment with the same one is not written */
  razorpayPaymentId?: string;
}

/**
 * Writes a payment on a booking and, in the same transaction, confirms the booking's pending
 * holds (a hold past its time that nothing marked lapsed yet still holds its days and is
 * confirmed too; one already lapsed is not brought back) and a checkout order still Pending.
 * `alsoInTx` runs in that transaction after the payment is written. Null, with nothing written,
 * when a payment with the same Razorpay payment id is already there (or is being written by
 * another request at this moment: the unique index makes the second wait, then skip).
 */
export async function paymentOnBooking(on: PaymentOn, data: NewPayment, alsoInTx?: (tx: Prisma.TransactionClient) => Promise<unknown>): Promise<{ payment: Payment; confirmed: string[] } | null> {
  const prisma = await db();
  const done = await prisma.$transaction(async (tx) => {
    // ON CONFLICT DO NOTHING: a duplicate leaves the transaction usable (a failed INSERT would abort it on PostgreSQL).
    const [payment] = await tx.payment.createManyAndReturn({ data: [{ ...on, ...data }], skipDuplicates: true });
    if (!payment) return null;
    await alsoInTx?.(tx);
    if ("orderId" in on) {
      const { confirmed } = await confirmBookingsOfOrder(tx, on.orderId);
      await confirmOrderOnceBooked(tx, on.orderId);
      return { payment, confirmed };
    }
    const { count } = await tx.reservation.updateMany({ where: { id: on.reservationId, status: "REQUESTED" }, data: { status: "CONFIRMED", lapsesAt: null } });
    const stay = count ? await tx.reservation.findUniqueOrThrow({ where: { id: on.reservationId }, select: { number: true } }) : null;
    return { payment, confirmed: stay ? [reservationNumber(stay.number)] : [] };
  });
  // A hold past its time was free on the calendar until now: it holds its days again.
  if (done?.confirmed.length) await availabilityChanged();
  return done;
}

/**
 * POST /api/reservations/{id}/payments (admin): money that came in for the booking this
 * reservation belongs to (its checkout order's, when it came with one); it confirms the
 * booking's pending holds and its order in the same transaction (paymentOnBooking).
 */
export async function recordPayment(reservationId: string, input: PaymentInput): Promise<{ number: string; payment: PaymentView; confirmed: string[] }> {
  const prisma = await db();
  const r = isPlausibleId(reservationId) ? await prisma.reservation.findUnique({ where: { id: reservationId }, select: { kind: true, number: true, orderId: true } }) : null;
  if (!r || r.kind !== "RENTAL") throw new HttpError(404, "That reservation does not exist.");
  const done = await paymentOnBooking(r.orderId ? { orderId: r.orderId } : { reservationId }, { amount: input.amount, method: input.method, reference: input.reference });
  // Without a Razorpay payment id nothing is a duplicate: a payment is always written.
  if (!done) throw new Error("a payment without a Razorpay id was skipped as a duplicate");
  return { number: reservationNumber(r.number), confirmed: done.confirmed, payment: paymentView(done.payment) };
}
