import "server-only";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/errors";
import { isOverlap } from "@/lib/db/pg-error";
import { indiaToday } from "@/lib/format";
import { dateToDay, dayToDate, formatDay, type Day } from "@/lib/dates";
import type { Prisma, Reservation } from "@/lib/generated/prisma/client";
import { reservationNumber } from "../rules/status";
import { holdSpan, priceStay } from "../rules/terms";
import { lateText, daysLate } from "../rules/owner-day";
import { lockUnits } from "../data/holds";
import { requirePiece } from "../data/pieces";
import { writeReminders } from "../data/reminders";
import { availabilityChanged } from "./availability";

type Client = Prisma.TransactionClient;
const STALE = "Someone changed this reservation a moment ago. Reload to see it.";
const day = (d: Day) => formatDay(d, { weekday: "short", day: "numeric", month: "short" }).replace(/,/g, "");

/** 409 when another stay of the copy is still out with a customer: one copy is with one customer at a time. */
async function refuseCopyOut(tx: Client, r: Reservation, today: Day): Promise<void> {
  const out = await tx.reservation.findFirst({
    where: { unitId: r.unitId, kind: "RENTAL", status: "PICKED_UP", id: { not: r.id } },
    select: { number: true, returnOn: true, unit: { select: { number: true } } },
  });
  if (!out) return;
  const late = daysLate(dateToDay(out.returnOn), today);
  throw new HttpError(
    409,
    `Copy ${out.unit.number} of ${r.title} is still out with ${reservationNumber(out.number)} (${late ? lateText(late) : `due back ${day(dateToDay(out.returnOn))}`}). Mark it returned first, or move ${reservationNumber(r.number)} to another copy.`,
  );
}

/**
 * The piece leaves the shop. On its pickup day or after (a pickup not collected on the day
 * is handed over late, its days as booked). Before its pickup day only with `early`: the
 * pickup moves to today, the stay holds from today, and its rent becomes the longer stay's
 * at the piece's terms, or `rent` as she agreed (the deposit stays as agreed); without it,
 * 409 naming the day.
 */
export async function markPickedUp(
  r: Reservation,
  { early, rent }: { early: boolean; rent?: number },
  now: Date,
): Promise<void> {
  const today = indiaToday(now);
  const label = reservationNumber(r.number);
  const pickup = dateToDay(r.pickupOn);
  const moves = pickup > today;
  if (moves && !early) {
    throw new HttpError(
      409,
      `${label} is booked to be picked up on ${day(pickup)}. To hand it over today, confirm an early pickup: its pickup day moves to today and its rent to the longer stay's.`,
    );
  }
  const prisma = await db();
  const piece = moves ? await requirePiece(r.itemId) : null;
  const ret = dateToDay(r.returnOn);
  const longer = piece
    ? {
        rent: rent ?? r.rent + priceStay(piece.terms, today, ret).rent - priceStay(piece.terms, pickup, ret).rent,
        hold: holdSpan(piece.terms, today, ret, today),
      }
    : null;
  try {
    await prisma.$transaction(async (tx) => {
      // No lapsing here: a hold past its time that nothing marked lapsed still holds its days, and is handed over.
      await lockUnits(tx, [{ id: r.unitId }]);
      await refuseCopyOut(tx, r, today);
      const early = longer
        ? {
            pickupOn: dayToDate(today),
            holdFrom: dayToDate(longer.hold.from),
            rent: longer.rent,
            earlyFrom: r.pickupOn,
          }
        : {};
      const { count } = await tx.reservation.updateMany({
        where: { id: r.id, status: r.status },
        data: { status: "PICKED_UP", lapsesAt: null, pickedUpAt: now, ...early },
      });
      if (count === 0) throw new HttpError(409, STALE);
      if (longer && r.orderId && longer.rent !== r.rent)
        await tx.order.update({ where: { id: r.orderId }, data: { total: { increment: longer.rent - r.rent } } });
      if (longer)
        await writeReminders(tx, [{ id: r.id, orderId: r.orderId, from: today, to: ret }], now, { reopen: true });
    });
  } catch (error) {
    if (isOverlap(error)) {
      throw new HttpError(
        409,
        `Copy of ${r.title} is held by another booking before ${day(pickup)}: ${label} cannot be handed over early on this copy. Move it to another copy first.`,
      );
    }
    throw error;
  }
  if (longer) await availabilityChanged();
}

/**
 * A pickup marked by mistake, undone the same India day it was marked: the stay is confirmed
 * again, and an early pickup gets back the day and the rent it was booked with. 409 once the
 * day has passed (the piece is out: mark it returned) or when nothing records when it went out.
 */
export async function undoPickup(r: Reservation, now: Date): Promise<void> {
  const today = indiaToday(now);
  const label = reservationNumber(r.number);
  if (!r.pickedUpAt || indiaToday(r.pickedUpAt) !== today) {
    throw new HttpError(
      409,
      `${label} went out before today: a pickup can be undone only the day it was marked. Mark it returned when it comes back.`,
    );
  }
  const prisma = await db();
  const booked = r.earlyFrom ? dateToDay(r.earlyFrom) : null;
  const piece = booked ? await requirePiece(r.itemId) : null;
  const ret = dateToDay(r.returnOn);
  const back =
    booked && piece
      ? {
          pickupOn: dayToDate(booked),
          holdFrom: dayToDate(holdSpan(piece.terms, booked, ret, today).from),
          rent:
            r.rent + priceStay(piece.terms, booked, ret).rent - priceStay(piece.terms, dateToDay(r.pickupOn), ret).rent,
        }
      : {};
  await prisma.$transaction(async (tx) => {
    await lockUnits(tx, [{ id: r.unitId }]);
    const { count } = await tx.reservation.updateMany({
      where: { id: r.id, status: "PICKED_UP" },
      data: { status: "CONFIRMED", pickedUpAt: null, earlyFrom: null, ...back },
    });
    if (count === 0) throw new HttpError(409, STALE);
    if ("rent" in back && r.orderId && back.rent !== r.rent)
      await tx.order.update({ where: { id: r.orderId }, data: { total: { increment: back.rent! - r.rent } } });
    if (booked)
      await writeReminders(tx, [{ id: r.id, orderId: r.orderId, from: booked, to: ret }], now, { reopen: true });
  });
  if (booked) await availabilityChanged();
}
