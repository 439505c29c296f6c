import "server-only";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/errors";
import { dayToDate, formatDay } from "@/lib/dates";
import type { LedgerEntry, PaymentMethod, Prisma } from "@/lib/generated/prisma/client";
import { reservationNumber } from "../rules/status";
import type { Books } from "../rules/ledger";
import type { PaymentInput } from "../validation";
import type { BookingRef, LedgerEntryView } from "../views";
import { entryView, ledgerOn, lockBooks, paymentWithReference } from "../data/ledger";
import { lockKey } from "../data/holds";
import { availabilityChanged } from "./availability";
import { confirmBookingsOfOrder, confirmOrderOnceBooked } from "./lifecycle";
import { closeBooks, movedOnDay, rentalBooking } from "./ledger";
import { tellCustomer } from "./customer-mail";

interface NewPayment {
  amount: number;
  method: PaymentMethod;
  reference: string | null | undefined;
  /** the India day it came in (today unless the owner says otherwise) */
  on: string;
  byOwner: boolean;
  /** Razorpay's payment id: a second payment with the same one is not written */
  razorpayPaymentId?: string;
  /** refuse (409) a reference already on any booking's books */
  uniqueReference?: boolean;
}

/** 409 for a reference already on the books, naming the booking; two phones typing it at once take turns here. */
async function refuseUsedReference(tx: Prisma.TransactionClient, reference: string): Promise<void> {
  await lockKey(tx, `payment-reference:${reference.toLowerCase()}`);
  const used = await paymentWithReference(reference, tx);
  if (!used) return;
  const where = used.numbers.join(", ");
  throw new HttpError(
    409,
    `Reference ${reference} was already recorded on ${formatDay(used.on)} for ${where} (₹${used.amount.toLocaleString("en-IN")}). If this is another payment, record it again and confirm.`,
    { reference: `Already recorded for ${where}.` },
  );
}

/** Whether a Razorpay payment id is already on the books as a payment's reference, waiting its turn with the owner's form. */
async function alreadyTypedIn(tx: Prisma.TransactionClient, paymentId: string): Promise<boolean> {
  await lockKey(tx, `payment-reference:${paymentId.toLowerCase()}`);
  return (await paymentWithReference(paymentId, tx)) !== null;
}

/**
 * Writes a payment on a booking's books and, in the same transaction, confirms the booking's
 * pending holds (a hold past its time that nothing marked lapsed yet still holds its days and
 * is confirmed too; one already lapsed is not brought back) and a checkout order still
 * Pending, and settles a returned booking whose books now balance. `alsoInTx` runs in that
 * transaction after the payment is written. Null, with nothing written, when a payment with
 * the same Razorpay payment id is already there (or is being written by another request at
 * this moment: the unique index makes the second wait, then skip).
 */
export async function paymentOnBooking(
  ref: BookingRef,
  data: NewPayment,
  alsoInTx?: (tx: Prisma.TransactionClient) => Promise<unknown>,
): Promise<{ payment: LedgerEntry; confirmed: string[]; books: Books } | null> {
  const prisma = await db();
  const done = await prisma.$transaction(async (tx) => {
    await lockBooks(tx, ref);
    if (data.uniqueReference && data.reference) await refuseUsedReference(tx, data.reference);
    if (data.razorpayPaymentId && (await alreadyTypedIn(tx, data.razorpayPaymentId))) {
      // The owner saw the money arrive and typed its pay_… id in first: it is on the books once.
      await alsoInTx?.(tx);
      return null;
    }
    // ON CONFLICT DO NOTHING: a duplicate leaves the transaction usable (a failed INSERT would abort it on PostgreSQL).
    const { on, byOwner, amount, method, razorpayPaymentId } = data;
    const [payment] = await tx.ledgerEntry.createManyAndReturn({
      data: [
        {
          ...ledgerOn(ref),
          kind: "PAYMENT",
          amount,
          method,
          reference: data.reference ?? null,
          razorpayPaymentId,
          byOwner,
          on: dayToDate(on),
        },
      ],
      skipDuplicates: true,
    });
    if (!payment) return null;
    await alsoInTx?.(tx);
    let confirmed: string[];
    if (ref.kind === "order") {
      confirmed = (await confirmBookingsOfOrder(tx, ref.id)).confirmed;
      await confirmOrderOnceBooked(tx, ref.id);
    } else {
      const { count } = await tx.reservation.updateMany({
        where: { id: ref.id, status: "REQUESTED" },
        data: { status: "CONFIRMED", lapsesAt: null },
      });
      const stay = count
        ? await tx.reservation.findUniqueOrThrow({ where: { id: ref.id }, select: { number: true } })
        : null;
      confirmed = stay ? [reservationNumber(stay.number)] : [];
    }
    return { payment, confirmed, books: await closeBooks(tx, ref) };
  });
  // A hold past its time was free on the calendar until now: it holds its days again.
  if (done?.confirmed.length) await availabilityChanged();
  if (done) await tellCustomer(ref, "payment", { amount: data.amount, method: data.method });
  return done;
}

/**
 * POST /api/reservations/{id}/payments (admin): money that came in for the booking this
 * reservation belongs to (its checkout order's, when it came with one), dated the day it came
 * in. A reference already on the books (this booking's or another's) is refused with 409
 * naming the booking, unless `again` says it is another payment; it confirms the booking's
 * pending holds and its order in the same transaction (paymentOnBooking).
 */
export async function recordPayment(
  reservationId: string,
  input: PaymentInput,
  now = new Date(),
): Promise<{ number: string; payment: LedgerEntryView; confirmed: string[]; books: Books }> {
  const r = await rentalBooking(reservationId);
  const on = movedOnDay(input.on, now);
  const prisma = await db();
  const done = await paymentOnBooking(r.ref, {
    amount: input.amount,
    method: input.method,
    reference: input.reference,
    on,
    byOwner: true,
    uniqueReference: !input.again,
  });
  // Without a Razorpay payment id nothing is a duplicate: a payment is always written.
  if (!done) throw new Error("a payment without a Razorpay id was skipped as a duplicate");
  const payment = await prisma.ledgerEntry.findUniqueOrThrow({
    where: { id: done.payment.id },
    include: { stay: { select: { number: true } } },
  });
  return { number: r.label, confirmed: done.confirmed, payment: entryView(payment), books: done.books };
}
