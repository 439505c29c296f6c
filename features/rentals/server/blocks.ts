import "server-only";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/errors";
import { dayToDate, type Day } from "@/lib/dates";
import { isOverlap } from "@/lib/db/pg-error";
import { isPlausibleId } from "@/lib/validation/ids";
import { reservationNumber } from "../rules/status";
import type { ReservationView } from "../views";
import { holdingAt, lapseHolds, lockUnits } from "../data/holds";
import { requirePiece, unitsOf } from "../data/pieces";
import { toView, withUnit } from "../data/reservations";
import { availabilityChanged } from "./availability";

export interface BlockInput {
  productId: string;
  from: Day;
  to: Day;
  reason?: string | null;
  /** one unit of a piece with several; all of them when left out */
  unit?: number;
}

/**
 * POST /api/blocks: the owner holds days on a piece (exactly those days, no buffers). All
 * units or none: 409 naming the bookings in the way.
 */
export async function createBlock(input: BlockInput): Promise<ReservationView[]> {
  const piece = await requirePiece(input.productId);
  if (input.unit !== undefined && input.unit > piece.terms.stock)
    throw new HttpError(422, `This piece has ${piece.terms.stock} ${piece.terms.stock === 1 ? "copy" : "copies"}.`, {
      unit: "No such copy.",
    });
  const units = (await unitsOf(piece)).filter((u) => input.unit === undefined || u.number === input.unit);
  const prisma = await db();
  const groupId = crypto.randomUUID();
  const now = new Date();
  try {
    await prisma.$transaction(async (tx) => {
      // The same locks as bookings, in the same order, so a block and a booking never deadlock.
      await lockUnits(tx, units);
      await lapseHolds(tx, [piece.id], now);
      for (const unit of units)
        await tx.reservation.create({
          data: {
            kind: "BLOCK",
            status: "CONFIRMED",
            itemId: piece.id,
            unitId: unit.id,
            groupId,
            title: piece.title,
            pickupOn: dayToDate(input.from),
            returnOn: dayToDate(input.to),
            holdFrom: dayToDate(input.from),
            holdTo: dayToDate(input.to),
            reason: input.reason || null,
          },
        });
    });
  } catch (error) {
    if (!isOverlap(error)) throw error;
    const inTheWay = await prisma.reservation.findMany({
      where: {
        itemId: piece.id,
        ...holdingAt(now),
        unitId: { in: units.map((u) => u.id) },
        holdFrom: { lte: dayToDate(input.to) },
        holdTo: { gte: dayToDate(input.from) },
      },
      orderBy: { holdFrom: "asc" },
      take: 5,
    });
    const names = inTheWay
      .map((r) => (r.kind === "BLOCK" ? `a block (${r.reason ?? "no reason"})` : reservationNumber(r.number)))
      .join(", ");
    throw new HttpError(409, `Those days are already held by ${names || "another booking"}. Cancel or move it first.`);
  }
  await availabilityChanged();
  const rows = await prisma.reservation.findMany({
    where: { groupId },
    include: withUnit,
    orderBy: { unit: { number: "asc" } },
  });
  return rows.map((r) => toView(r, null));
}

/** DELETE /api/blocks/{id}: frees the days again. */
export async function deleteBlock(blockId: string): Promise<void> {
  const prisma = await db();
  const plausible = isPlausibleId(blockId) || /^[0-9a-f-]{36}$/.test(blockId);
  const { count } = plausible
    ? await prisma.$transaction(async (tx) => {
        await tx.returnCheck.updateMany({ where: { repairBlockId: blockId }, data: { repairBlockId: null } });
        return tx.reservation.deleteMany({ where: { groupId: blockId, kind: "BLOCK" } });
      })
    : { count: 0 };
  if (count === 0) throw new HttpError(404, "That block does not exist (it may have been removed already).");
  await availabilityChanged();
}
