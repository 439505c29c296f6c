import "server-only";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/errors";
import { formatRupees, indiaToday } from "@/lib/format";
import { addDays, dayToDate, type Day } from "@/lib/dates";
import { isPlausibleId } from "@/lib/validation/ids";
import type { Prisma } from "@/lib/generated/prisma/client";
import { KIND_OF_ADJUSTABLE, refusedAdjustment, type Books } from "../rules/ledger";
import { reservationNumber } from "../rules/status";
import type { AdjustmentInput, RefundInput } from "../validation";
import type { BookingRef, ReservationView } from "../views";
import { bookingBooks, bookingRefOf, ledgerOn, lockBooks } from "../data/ledger";
import { getReservation } from "../data/reservations";
import { bookingWhere } from "../data/customer-bookings";
import { holdingWhere } from "../data/lapse";
import { tellCustomer } from "./customer-mail";

type Client = Prisma.TransactionClient;

/** How far back the owner may date money that moved (cash taken before she typed it in). */
const MOST_DAYS_BACK = 366;

function unprocessable(field: string, message: string): HttpError {
  return new HttpError(422, message, { [field]: message });
}

/** The day money moved: today in India unless the owner gives an earlier one (422 for a day to come, or over a year back). */
export function movedOnDay(on: Day | undefined, now: Date): Day {
  const today = indiaToday(now);
  if (!on) return today;
  if (on > today) throw unprocessable("on", "The day cannot be after today (India time).");
  if (on < addDays(today, -MOST_DAYS_BACK)) throw unprocessable("on", "The day can be at most a year back.");
  return on;
}

/**
 * After money moved or a charge changed, in the same transaction: a booking whose pieces are
 * all back (or cancelled) and whose books balance to the rupee is settled; one that stops
 * balancing (a repair charge after the refund) is returned again, with money to settle. While
 * any piece of it is still to go out or still out, its books are not closed either way: what
 * it owes then is that piece's rent, not an unsettled return.
 */
export async function closeBooks(tx: Client, ref: BookingRef, now = new Date()): Promise<Books> {
  const books = await bookingBooks(ref, tx);
  const where = bookingWhere(ref);
  const live = await tx.reservation.count({
    where: { ...where, kind: "RENTAL", OR: [{ status: { in: ["CONFIRMED", "PICKED_UP"] } }, holdingWhere(now)] },
  });
  if (live > 0) return books;
  if (books.balance === 0)
    await tx.reservation.updateMany({ where: { ...where, status: "RETURNED" }, data: { status: "SETTLED" } });
  else await tx.reservation.updateMany({ where: { ...where, status: "SETTLED" }, data: { status: "RETURNED" } });
  return books;
}

/** A customer's rental and the booking it belongs to; 404 for anything else. */
export async function rentalBooking(id: string) {
  const prisma = await db();
  const r = isPlausibleId(id)
    ? await prisma.reservation.findUnique({
        where: { id },
        select: { id: true, kind: true, number: true, orderId: true, status: true },
      })
    : null;
  if (!r || r.kind !== "RENTAL") throw new HttpError(404, "That reservation does not exist.");
  return { ...r, label: reservationNumber(r.number), ref: bookingRefOf(r) };
}

const by = (method: string) => (method === "UPI" ? "UPI" : method.toLowerCase());

/**
 * POST /api/reservations/{id}/refund (admin): money paid back to her, any amount up to what the
 * shop owes her on the booking now (409 naming that figure beyond it): a deposit less its
 * deductions, an overpayment, a cancelled booking's money; in parts if she is paid in parts.
 * ₹0 closes books that already balance (nothing to pay back either way). The booking is
 * settled in the same transaction once its books balance and its pieces are back.
 */
export async function recordRefund(
  id: string,
  input: RefundInput,
  now = new Date(),
): Promise<{ reservation: ReservationView; message: string }> {
  const r = await rentalBooking(id);
  const on = movedOnDay(input.on, now);
  if (input.amount > 0 && !input.method)
    throw unprocessable("method", "Say how the refund was paid: UPI, cash or card.");
  const prisma = await db();
  const books = await prisma.$transaction(async (tx) => {
    await lockBooks(tx, r.ref);
    const before = await bookingBooks(r.ref, tx);
    if (input.amount > before.refundDue) {
      throw new HttpError(
        409,
        before.refundDue
          ? `The shop owes ${r.label} ${formatRupees(before.refundDue)} now: a refund can be that much at most.`
          : before.due
            ? `${r.label} owes the shop ${formatRupees(before.due)}: there is nothing to refund. Record her payment, or adjust the charges.`
            : `The books of ${r.label} balance: there is nothing to refund.`,
      );
    }
    if (input.amount === 0 && before.balance !== 0) {
      throw new HttpError(
        409,
        before.refundDue
          ? `The shop owes ${r.label} ${formatRupees(before.refundDue)}: record what was paid back.`
          : `${r.label} still owes the shop ${formatRupees(before.due)}.`,
      );
    }
    if (input.amount > 0) {
      await tx.ledgerEntry.create({
        data: {
          ...ledgerOn(r.ref),
          kind: "REFUND",
          amount: input.amount,
          method: input.method!,
          reference: input.reference,
          byOwner: true,
          on: dayToDate(on),
        },
      });
    }
    return closeBooks(tx, r.ref, now);
  });
  if (input.amount > 0) await tellCustomer(r.ref, "refund", { amount: input.amount, method: input.method! });
  const paid = input.amount ? `${formatRupees(input.amount)} refunded by ${by(input.method!)}` : "nothing to refund";
  const left = books.refundDue
    ? `; ${formatRupees(books.refundDue)} still to refund`
    : books.due
      ? `; the customer owes ${formatRupees(books.due)}`
      : "";
  const settled = books.balance === 0 ? "settled" : "refund recorded";
  return { reservation: (await getReservation(id))!, message: `${r.label} ${settled}: ${paid}${left}.` };
}

/**
 * POST /api/reservations/{id}/adjustments (admin): the owner changes what the booking is
 * charged, with her reason, which the customer sees on her page: a late fee waived or
 * lowered, a repair charge that came later, a goodwill amount off, a cancellation fee. A late
 * fee or damage charge is never taken below ₹0, nor the booking's charges in all (422).
 */
export async function adjustBooking(
  id: string,
  input: AdjustmentInput,
  now = new Date(),
): Promise<{ reservation: ReservationView; message: string }> {
  const r = await rentalBooking(id);
  const kind = KIND_OF_ADJUSTABLE[input.kind];
  if (kind !== "ADJUSTMENT" && !["RETURNED", "SETTLED"].includes(r.status)) {
    throw new HttpError(
      409,
      `${r.label} has not come back yet: its late fee and damage are charged when it is marked returned.`,
    );
  }
  const prisma = await db();
  const books = await prisma.$transaction(async (tx) => {
    await lockBooks(tx, r.ref);
    const refused = refusedAdjustment(
      await bookingBooks(r.ref, tx),
      await bookingBooks({ kind: "reservation", id: r.id }, tx),
      kind,
      input.amount,
    );
    if (refused) throw unprocessable("amount", refused);
    // A late fee or damage is the stay's own; anything else is on the booking.
    const on = kind === "ADJUSTMENT" ? ledgerOn(r.ref) : { stayId: r.id };
    await tx.ledgerEntry.create({
      data: { ...on, kind, amount: input.amount, reason: input.reason, byOwner: true, on: dayToDate(indiaToday(now)) },
    });
    return closeBooks(tx, r.ref, now);
  });
  await tellCustomer(r.ref, "adjustment", { amount: input.amount, reason: input.reason, kind: input.kind });
  const what = { late_fee: "Late fee", damage: "Damage charge", other: "Adjustment" }[input.kind];
  const change = input.amount > 0 ? `+${formatRupees(input.amount)}` : `−${formatRupees(-input.amount)}`;
  const now_ = books.due
    ? `the customer owes ${formatRupees(books.due)}`
    : books.refundDue
      ? `refund due ${formatRupees(books.refundDue)}`
      : "the books balance";
  return {
    reservation: (await getReservation(id))!,
    message: `${r.label}: ${what} ${change} (${input.reason}); ${now_}.`,
  };
}
