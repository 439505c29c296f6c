import "server-only";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/errors";
import { isOverlap } from "@/lib/db/pg-error";
import { indiaToday } from "@/lib/format";
import { dateToDay, dayToDate, type Day } from "@/lib/dates";
import { isPlausibleId } from "@/lib/validation/ids";
import type { Prisma } from "@/lib/generated/prisma/client";
import { rentalRules } from "../settings";
import { stayProblem } from "../rules/stay-rules";
import { reservationNumber } from "../rules/status";
import { hasLapsed } from "../rules/holds";
import { holdSpan, priceStay, stayDays } from "../rules/terms";
import type { CustomerBooking, RentablePiece, ReservationView } from "../views";
import { lapseHolds, lockUnits } from "../data/holds";
import { requirePiece } from "../data/pieces";
import { getReservation } from "../data/reservations";
import { availabilityChanged, nearestFree } from "./availability";
import { BookingConflictError } from "./errors";
import { customerBooking, mayChange, NO_SUCH_BOOKING, openBooking } from "./customer-booking";
import { fieldRefused, stayRefused } from "./stay-refused";
import { fieldWords } from "@/lib/validation/field-words";
import { writeReminders } from "../data/reminders";
import { bookingRefOf } from "../data/ledger";
import { tellCustomer } from "./customer-mail";

// Refusals and field messages name their words in the "apiErrors" catalogue: English and Hindi are written there.

/*
 * Other days for a stay: the customer asks from her booking page, the
 * owner answers. Asking is checked against the exclusion constraint (the stay moved in a
 * transaction that is then rolled back): taken days are a 409 with the nearest free ones at
 * once, not a request the owner can only refuse. The request holds nothing while it waits;
 * approving moves the stay in one transaction, where the constraint decides again.
 */

type StayRow = Prisma.ReservationGetPayload<object>;

/** 422 naming the field when the days cannot be asked for; a piece already out may only come back later. */
function assertAskable(r: StayRow, from: Day, to: Day, today: Day): void {
  const current = { from: dateToDay(r.pickupOn), to: dateToDay(r.returnOn) };
  if (r.status === "PICKED_UP") {
    if (from !== current.from) throw fieldRefused("from", "pieceAlreadyWithYou");
    if (to < today) throw fieldRefused("to", "returnPassed");
    if (to < from) throw fieldRefused("to", "stayReturnBeforePickup");
    if (stayDays(from, to) > rentalRules().maxDays)
      throw fieldRefused("to", "stayTooLong", { max: rentalRules().maxDays });
  } else {
    const problem = stayProblem(from, to, today, rentalRules());
    if (problem) throw stayRefused(problem, rentalRules());
  }
  if (from === current.from && to === current.to) throw fieldRefused("to", "sameDays");
}

/** The days the stay would hold: its buffers around the new days; a piece already out keeps the start it has. */
function newHold(r: StayRow, piece: RentablePiece, from: Day, to: Day, today: Day): { from: Day; to: Day } {
  const span = holdSpan(piece.terms, from, to, today);
  return r.status === "PICKED_UP" ? { from: dateToDay(r.holdFrom), to: span.to } : span;
}

const moved = (from: Day, to: Day, hold: { from: Day; to: Day }) => ({
  pickupOn: dayToDate(from),
  returnOn: dayToDate(to),
  holdFrom: dayToDate(hold.from),
  holdTo: dayToDate(hold.to),
});

/** Thrown inside the trial transaction to roll it back once the constraint has said yes. */
class TrialPassed extends Error {}

/**
 * POST /api/bookings/{token}/change: asks the shop to move one stay to `from`..`to` (its
 * R-number needed when several could move). 201 with the booking, the request waiting; a
 * newer request replaces a waiting one. 409 with `nearestFree` when the days are taken, 422
 * when the shop's rules refuse them, 404 for a link that opens no booking. `beforeStore` runs
 * once the days are found askable, before anything is stored.
 */
export async function requestStayChange(
  token: string,
  input: { number?: string; from: Day; to: Day },
  options: { now?: Date; beforeStore?: (bookingKey: string) => Promise<void> } = {},
): Promise<CustomerBooking> {
  const now = options.now ?? new Date();
  const found = await openBooking(token, now);
  if (!found) throw new HttpError(404, NO_SUCH_BOOKING);
  const movable = found.rows.stays.filter((r) => mayChange(r, now));
  const stay = input.number
    ? found.rows.stays.find((r) => reservationNumber(r.number) === input.number)
    : movable.length === 1
      ? movable[0]
      : undefined;
  if (input.number && !stay)
    throw new HttpError(
      404,
      { key: "notPartOfBooking", values: { number: input.number } },
      { number: fieldWords("notPartOfBookingField") },
    );
  if (!stay)
    throw new HttpError(
      422,
      movable.length
        ? { key: "sayWhichPiece", values: { numbers: movable.map((r) => reservationNumber(r.number)).join(" / ") } }
        : { key: "nothingCanMove" },
      { number: fieldWords("whichPieceField") },
    );
  if (!mayChange(stay, now))
    throw new HttpError(422, { key: "cannotMoveNotHeld", values: { number: reservationNumber(stay.number) } });
  const today = indiaToday(now);
  assertAskable(stay, input.from, input.to, today);
  const piece = await requirePiece(stay.itemId);
  const hold = newHold(stay, piece, input.from, input.to, today);
  const prisma = await db();
  try {
    await prisma.$transaction(async (tx) => {
      await lockUnits(tx, [{ id: stay.unitId }]);
      // As a booking does: a pending hold past its time frees its days before the constraint looks.
      await lapseHolds(tx, [stay.itemId], now);
      await tx.reservation.update({ where: { id: stay.id }, data: moved(input.from, input.to, hold) });
      throw new TrialPassed();
    });
  } catch (error) {
    if (isOverlap(error))
      throw new BookingConflictError(await nearestFree(piece, input.from, input.to, stay.id), stay.title, piece.id);
    if (!(error instanceof TrialPassed)) throw error;
  }
  // The request is askable: the caller's count of this booking's requests (one key per booking) may still refuse it.
  await options.beforeStore?.(stay.orderId ? `order:${stay.orderId}` : `stay:${stay.id}`);
  try {
    await prisma.$transaction(async (tx) => {
      await tx.stayChange.updateMany({
        where: { reservationId: stay.id, status: "REQUESTED" },
        data: { status: "WITHDRAWN", answeredAt: now },
      });
      await tx.stayChange.create({
        data: { reservationId: stay.id, pickupOn: dayToDate(input.from), returnOn: dayToDate(input.to) },
      });
    });
  } catch (error) {
    // Two requests for one stay at the same moment: one waits (stay_changes_one_waiting), the other is told.
    if ((error as { code?: string })?.code === "P2002") throw new HttpError(409, { key: "anotherRequestJustSent" });
    throw error;
  }
  return (await customerBooking(token, now))!;
}

/**
 * POST /api/reservations/{id}/change (admin): the owner's answer to the waiting request.
 * Approving moves the stay (days, buffers, rent for the new length) and its order's totals in
 * one transaction: 409 with `nearestFree` if the days went meanwhile, the request still
 * waiting. Declining says so on her page. 404 when nothing waits.
 */
export async function answerStayChange(
  reservationId: string,
  answer: "approve" | "decline",
  now = new Date(),
): Promise<ReservationView> {
  const prisma = await db();
  const change = isPlausibleId(reservationId)
    ? await prisma.stayChange.findFirst({
        where: { reservationId, status: "REQUESTED" },
        include: { reservation: true },
      })
    : null;
  if (!change) throw new HttpError(404, "No request for other days waits on that reservation.");
  const r = change.reservation;
  const label = reservationNumber(r.number);
  if (answer === "decline") {
    const { count } = await prisma.stayChange.updateMany({
      where: { id: change.id, status: "REQUESTED" },
      data: { status: "DECLINED", answeredAt: now },
    });
    if (!count) throw new HttpError(409, "Someone answered this request a moment ago. Reload to see it.");
    return (await getReservation(r.id))!;
  }
  const lapsed = hasLapsed(r, now);
  if (!["REQUESTED", "CONFIRMED", "PICKED_UP"].includes(r.status) || lapsed)
    throw new HttpError(409, `${label} no longer holds its days, so it cannot move. Decline the request.`);
  const from = dateToDay(change.pickupOn);
  const to = dateToDay(change.returnOn);
  const today = indiaToday(now);
  // The days asked for are judged again as things are now: a pickup day that has passed, or a
  // piece picked up since (only its return may move then), is refused here, not stored.
  try {
    assertAskable(r, from, to, today);
  } catch (error) {
    if (error instanceof HttpError)
      throw new HttpError(409, `${label} cannot move to those days any more: ${error.message} Decline the request.`);
    throw error;
  }
  const piece = await requirePiece(r.itemId);
  const hold = newHold(r, piece, from, to, today);
  // The rent changes by what the length changes at the piece's terms; the deposit stays as agreed.
  const rent =
    r.rent +
    priceStay(piece.terms, from, to).rent -
    priceStay(piece.terms, dateToDay(r.pickupOn), dateToDay(r.returnOn)).rent;
  try {
    await prisma.$transaction(async (tx) => {
      await lockUnits(tx, [{ id: r.unitId }]);
      await lapseHolds(tx, [r.itemId], now);
      const answered = await tx.stayChange.updateMany({
        where: { id: change.id, status: "REQUESTED" },
        data: { status: "APPROVED", answeredAt: now },
      });
      if (!answered.count) throw new HttpError(409, "Someone answered this request a moment ago. Reload to see it.");
      // Only from the status read: a booking cancelled at this moment is not moved.
      const { count } = await tx.reservation.updateMany({
        where: { id: r.id, status: r.status },
        data: { ...moved(from, to, hold), rent },
      });
      if (!count) throw new HttpError(409, `${label} changed a moment ago. Reload to see it.`);
      if (r.orderId && rent !== r.rent)
        await tx.order.update({ where: { id: r.orderId }, data: { total: { increment: rent - r.rent } } });
      // Her reminders follow the new days; those of the old days find no stay on them when claimed.
      await writeReminders(tx, [{ id: r.id, orderId: r.orderId, from, to }], now, { reopen: true });
    });
  } catch (error) {
    if (isOverlap(error)) throw new BookingConflictError(await nearestFree(piece, from, to, r.id), r.title, piece.id);
    throw error;
  }
  await availabilityChanged();
  // She is told of her new days, their rent and what is due now.
  await tellCustomer(bookingRefOf(r), "change", { number: label, from, to, rent });
  return (await getReservation(r.id))!;
}
