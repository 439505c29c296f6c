import "server-only";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/errors";
import { indiaToday } from "@/lib/format";
import { dayToDate } from "@/lib/dates";
import { isPlausibleId } from "@/lib/validation/ids";
import type { Prisma } from "@/lib/generated/prisma/client";
import { NOT_YET_OUT, refusedMove, reservationNumber, STATUS_OF_WORD, type StatusWord } from "../rules/status";
import type { ReservationView } from "../views";
import { holdingAt } from "../data/holds";
import { getReservation } from "../data/reservations";
import { bookingRefOf } from "../data/ledger";
import { availabilityChanged } from "./availability";
import { tellCustomer } from "./customer-mail";
import { markPickedUp, undoPickup } from "./pickup";

/**
 * PATCH /api/reservations/{id}: moves a booking along; cancelling frees its days at once.
 * "Picked up" before the pickup day needs `early` (server/pickup.ts); "confirmed" on a stay
 * picked up today undoes that pickup.
 */
export async function changeReservationStatus(
  id: string,
  word: StatusWord,
  { early = false, rent, now = new Date() }: { early?: boolean; rent?: number; now?: Date } = {},
): Promise<ReservationView> {
  const current = isPlausibleId(id) ? await (await db()).reservation.findUnique({ where: { id } }) : null;
  if (!current || current.kind !== "RENTAL") throw new HttpError(404, "That reservation does not exist.");
  const next = STATUS_OF_WORD[word];
  if (current.status === next) return (await getReservation(id))!;
  if (next === "CONFIRMED" && current.status === "PICKED_UP") {
    await undoPickup(current, now);
    return (await getReservation(id))!;
  }
  if (current.status === "CANCELLED" && current.cancelReason === "LAPSED") {
    throw new HttpError(
      409,
      `${reservationNumber(current.number)} lapsed unconfirmed and its days were freed. Book it again if they are still free.`,
    );
  }
  // A return has a condition and money to settle: it has routes of its own (server/returns.ts).
  if (next === "RETURNED" && current.status === "PICKED_UP")
    throw new HttpError(
      422,
      `Mark ${reservationNumber(current.number)} returned with its condition and any damage: POST /api/reservations/{id}/return.`,
    );
  if (next === "SETTLED" && current.status === "RETURNED")
    throw new HttpError(
      422,
      `Settle ${reservationNumber(current.number)}'s deposit by recording its refund: POST /api/reservations/{id}/refund.`,
    );
  const refused = refusedMove(current.status, next);
  if (refused) throw new HttpError(409, refused);
  if (next === "PICKED_UP") {
    await markPickedUp(current, { early, rent }, now);
    if (current.orderId) await (await db()).$transaction((tx) => confirmOrderOnceBooked(tx, current.orderId!));
    return (await getReservation(id))!;
  }
  const prisma = await db();
  // Only from the status just read: two taps from two phones cannot both move it. A pending
  // hold past its lapse time that nothing marked lapsed yet still holds its days (the exclusion
  // constraint saw no one else take them), so confirming it keeps them.
  const data: Prisma.ReservationUpdateManyMutationInput =
    next === "CANCELLED" ? { status: next, cancelReason: "OWNER" } : { status: next, lapsesAt: null };
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.reservation.updateMany({ where: { id, status: current.status }, data });
    if (count === 0) throw new HttpError(409, "Someone changed this reservation a moment ago. Reload to see it.");
    if (next === "CONFIRMED" && current.orderId) await confirmOrderOnceBooked(tx, current.orderId);
  });
  if (next === "CANCELLED") {
    await availabilityChanged();
    // She is told the shop cancelled it, with what she is owed back if she had paid.
    await tellCustomer(bookingRefOf(current), "cancelled", { numbers: [reservationNumber(current.number)] });
  }
  return (await getReservation(id))!;
}

/**
 * One booking, one status the owner sees everywhere: a checkout order
 * still Pending becomes Confirmed once none of its bookings waits for an answer any more, so
 * Orders and the dashboard agree with Today. An order the owner moved on (or cancelled) is
 * left as it is.
 */
export async function confirmOrderOnceBooked(tx: Prisma.TransactionClient, orderId: string): Promise<void> {
  const waiting = await tx.reservation.count({ where: { orderId, kind: "RENTAL", status: "REQUESTED" } });
  if (waiting === 0)
    await tx.order.updateMany({ where: { id: orderId, status: "PENDING" }, data: { status: "CONFIRMED" } });
}

/**
 * Confirms an order's pending holds in the caller's transaction, so a confirmed order keeps
 * its pieces past RENTAL_HOLD_HOURS. One still requested past its lapse time still holds its
 * days (the exclusion constraint let no one else take them) and is confirmed too; one already
 * lapsed is not brought back (its days may be someone else's now): it is named instead.
 */
export async function confirmBookingsOfOrder(
  tx: Prisma.TransactionClient,
  orderId: string,
): Promise<{ confirmed: string[]; lapsed: string[] }> {
  const pending = await tx.reservation.findMany({
    where: { orderId, kind: "RENTAL", status: "REQUESTED" },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  // Only rows still requested when written: a booking lapsing one at this moment wins.
  await tx.reservation.updateMany({
    where: { id: { in: pending.map((r) => r.id) }, status: "REQUESTED" },
    data: { status: "CONFIRMED", lapsesAt: null },
  });
  const confirmed = await tx.reservation.findMany({
    where: { id: { in: pending.map((r) => r.id) }, status: "CONFIRMED" },
    select: { number: true },
    orderBy: { number: "asc" },
  });
  const lapsed = await tx.reservation.findMany({
    where: { orderId, kind: "RENTAL", status: "CANCELLED", cancelReason: "LAPSED" },
    select: { number: true },
    orderBy: { number: "asc" },
  });
  return {
    confirmed: confirmed.map((r) => reservationNumber(r.number)),
    lapsed: lapsed.map((r) => reservationNumber(r.number)),
  };
}

/**
 * Cancels an order's bookings that have not been picked up, in the caller's transaction, so
 * an order cancelled (or deleted) never leaves its pieces held. A piece already out with the
 * customer stays as it is: it still has to come back. Call bookingsReleased() after commit.
 */
export async function cancelBookingsOfOrder(tx: Prisma.TransactionClient, orderId: string): Promise<string[]> {
  const where = { orderId, kind: "RENTAL" as const, status: { in: NOT_YET_OUT } };
  const pieces = await tx.reservation.findMany({ where, select: { itemId: true }, distinct: ["itemId"] });
  await tx.reservation.updateMany({ where, data: { status: "CANCELLED", cancelReason: "ORDER" } });
  return pieces.map((p) => p.itemId);
}

export function bookingsReleased(): Promise<void> {
  return availabilityChanged();
}

/** The stays customers still expect of a piece: out now, or to come and still holding. */
function expectedStays(itemId: string, now: Date): Prisma.ReservationWhereInput {
  const upcoming = {
    returnOn: { gte: dayToDate(indiaToday(now)) },
    status: { in: ["REQUESTED" as const, "CONFIRMED" as const] },
    ...holdingAt(now),
  };
  return { itemId, kind: "RENTAL", OR: [{ status: "PICKED_UP" }, upcoming] };
}

async function expectedNumbers(where: Prisma.ReservationWhereInput): Promise<string | null> {
  const prisma = await db();
  const rows = await prisma.reservation.findMany({
    where,
    orderBy: { pickupOn: "asc" },
    select: { number: true },
    take: 5,
  });
  return rows.length ? rows.map((r) => reservationNumber(r.number)).join(", ") : null;
}

/**
 * 409 before a piece is deleted, or its rent emptied, while customers still expect it:
 * either would take their bookings with it. Past and cancelled bookings do not count, nor a
 * pending hold whose time has come (it holds nothing, whether or not anything marked it
 * lapsed yet); a piece still out does, whatever its return day.
 */
export async function assertNoUpcomingBookings(
  itemId: string,
  now = new Date(),
  change: "delete" | "rent" = "delete",
): Promise<void> {
  const numbers = await expectedNumbers(expectedStays(itemId, now));
  if (!numbers) return;
  const what = change === "delete" ? "This piece has" : "This piece cannot stop being rented: it has";
  throw new HttpError(
    409,
    `${what} upcoming reservations (${numbers}). Cancel them first, or block its dates to stop new bookings.`,
    change === "rent" ? { rentPrice: `Booked: ${numbers}.` } : undefined,
  );
}

/** 409 before the stock goes below a copy that customers still expect. */
export async function assertCopiesKept(itemId: string, stock: number, now = new Date()): Promise<void> {
  const numbers = await expectedNumbers({ AND: [expectedStays(itemId, now), { unit: { number: { gt: stock } } }] });
  if (!numbers) return;
  const message = `Copies past ${stock} are booked (${numbers}): move those bookings to another copy or cancel them first.`;
  throw new HttpError(409, message, { stock: message });
}
