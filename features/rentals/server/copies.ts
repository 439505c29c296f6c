import "server-only";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/errors";
import { isOverlap } from "@/lib/db/pg-error";
import { dateToDay } from "@/lib/dates";
import type { Reservation } from "@/lib/generated/prisma/client";
import { freeUnitFor } from "../rules/availability";
import { reservationNumber } from "../rules/status";
import { copiesOfSize } from "../rules/sizes";
import { holdsBetween, lockUnits } from "../data/holds";
import { requirePiece, unitsOf } from "../data/pieces";
import { isPlausibleId } from "@/lib/validation/ids";
import type { ReservationView } from "../views";
import { getReservation } from "../data/reservations";
import { availabilityChanged } from "./availability";

/**
 * A booking not yet out moves to another copy of its piece (one of its size, when the piece
 * has sizes), its days unchanged: what the owner does for a booking at risk because its copy
 * is still out with someone else. 409 when that copy is not free for its days, 422 for a copy
 * the piece does not have or of another size.
 */
async function moveToCopy(r: Reservation, copy: number, now = new Date()): Promise<void> {
  const label = reservationNumber(r.number);
  if (r.status !== "REQUESTED" && r.status !== "CONFIRMED")
    throw new HttpError(409, `${label} has left the shop: only a booking not yet picked up moves to another copy.`);
  const piece = await requirePiece(r.itemId);
  const units = await unitsOf(piece);
  const target = units.find((u) => u.number === copy);
  if (!target)
    throw new HttpError(
      422,
      `${piece.title} has ${piece.terms.stock} ${piece.terms.stock === 1 ? "copy" : "copies"}: there is no copy ${copy}.`,
      { unit: "No such copy." },
    );
  if (r.size && piece.copySizes.length && !copiesOfSize(piece.copySizes, piece.terms.stock, r.size).includes(copy)) {
    throw new HttpError(422, `Copy ${copy} of ${piece.title} is not size ${r.size}.`, { unit: `Not size ${r.size}.` });
  }
  if (target.id === r.unitId) return;
  const span = { from: dateToDay(r.holdFrom), to: dateToDay(r.holdTo) };
  const taken = () =>
    new HttpError(409, `Copy ${copy} of ${piece.title} is not free for ${label}'s days.`, {
      unit: "Not free for these days.",
    });
  const prisma = await db();
  try {
    await prisma.$transaction(async (tx) => {
      // Both copies' locks, in the one order bookings take them.
      await lockUnits(
        tx,
        units.filter((u) => u.id === target.id || u.id === r.unitId),
      );
      const holds = await holdsBetween(piece.id, span.from, span.to, now, tx, r.id);
      if (freeUnitFor(holds, span, [copy]) === null) throw taken();
      const { count } = await tx.reservation.updateMany({
        where: { id: r.id, status: r.status, unitId: r.unitId },
        data: { unitId: target.id },
      });
      if (count === 0) throw new HttpError(409, "Someone changed this reservation a moment ago. Reload to see it.");
    });
  } catch (error) {
    if (isOverlap(error)) throw taken();
    throw error;
  }
  await availabilityChanged();
}

/** PATCH /api/reservations/{id} `{ unit }` (admin): the booking on another copy of its piece. */
export async function moveReservationToCopy(id: string, copy: number, now = new Date()): Promise<ReservationView> {
  const r = isPlausibleId(id) ? await (await db()).reservation.findUnique({ where: { id } }) : null;
  if (!r || r.kind !== "RENTAL") throw new HttpError(404, "That reservation does not exist.");
  await moveToCopy(r, copy, now);
  return (await getReservation(id))!;
}
