import "server-only";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/errors";
import { processImage } from "@/lib/images";
import { imageStorage } from "@/lib/storage";
import { formatRupees, indiaToday } from "@/lib/format";
import { addDays, dateToDay, dayToDate, type Day } from "@/lib/dates";
import { isPlausibleId } from "@/lib/validation/ids";
import type { Prisma } from "@/lib/generated/prisma/client";
import { lateFeePercent, rentalRules } from "../settings";
import { lateFee } from "../rules/late-fee";
import { REPAIR_DAYS, daysLateOn } from "../rules/returns";
import type { Books } from "../rules/ledger";
import { reservationNumber } from "../rules/status";
import type { ReturnInput } from "../validation";
import type { ReservationView } from "../views";
import { holdingAt, lapseHolds, lockUnits } from "../data/holds";
import { getReservation } from "../data/reservations";
import { availabilityChanged } from "./availability";
import { closeBooks } from "./ledger";
import { bookingRefOf } from "../data/ledger";

/*
 * A piece back in the shop: one transaction that moves the stay only from
 * the status it was read in (PICKED_UP → RETURNED): a second tap, or a second phone, is a 409
 * with nothing written. Its money is the booking's books (server/ledger.ts).
 */

const MAX_CHARGE = 1_000_000;
const STALE = "Someone changed this reservation a moment ago. Reload to see it.";

function unprocessable(field: string, message: string): HttpError {
  return new HttpError(422, message, { [field]: message });
}

type Client = Prisma.TransactionClient;

/** The first day another live hold on this copy takes after `after`: a later hold the return must not run into. */
async function nextHoldOnUnit(
  tx: Client,
  unitId: string,
  exceptId: string,
  after: Day,
  now: Date,
): Promise<Day | null> {
  const next = await tx.reservation.findFirst({
    where: { unitId, id: { not: exceptId }, ...holdingAt(now), holdFrom: { gt: dayToDate(after) } },
    orderBy: { holdFrom: "asc" },
    select: { holdFrom: true },
  });
  return next ? dateToDay(next.holdFrom) : null;
}

const minDay = (a: Day, b: Day | null) => (b !== null && b < a ? b : a);

/**
 * POST /api/reservations/{id}/return (admin): a picked-up piece is back. The returned day is
 * today in India unless the owner gives an earlier one (not before pickup: 422); days late,
 * the late fee (RENTAL_LATE_FEE_PERCENT of the rent a day, at most the deposit) and the
 * settlement are fixed now. A piece back late keeps its buffer days after the day it
 * came back (up to the next booking of its copy); "damaged" puts a repair block on its copy
 * from the returned day (after the stay's own buffer days) for REPAIR_DAYS days or up to the
 * next booking, until the owner clears it. The photo, if any, is checked and re-encoded like
 * the catalogue's and stored under a name the server makes.
 */
export async function markReturned(
  id: string,
  input: ReturnInput,
  photo?: File,
  now = new Date(),
): Promise<{ reservation: ReservationView; message: string }> {
  const prisma = await db();
  const r = isPlausibleId(id)
    ? await prisma.reservation.findUnique({ where: { id }, include: { item: { select: { bufferAfter: true } } } })
    : null;
  if (!r || r.kind !== "RENTAL") throw new HttpError(404, "That reservation does not exist.");
  const number = reservationNumber(r.number);
  if (r.status === "RETURNED" || r.status === "SETTLED")
    throw new HttpError(409, `${number} was already marked returned.`);
  if (r.status !== "PICKED_UP")
    throw new HttpError(409, `${number} has not been picked up, so it cannot come back yet.`);
  const today = indiaToday(now);
  const pickup = dateToDay(r.pickupOn);
  const returnDay = dateToDay(r.returnOn);
  const returnedOn = input.returnedOn ?? today;
  if (returnedOn > today) throw unprocessable("returnedOn", "The returned day cannot be after today (India time).");
  if (returnedOn < pickup)
    throw unprocessable("returnedOn", `The returned day cannot be before the pickup day (${pickup}).`);
  if (input.damage < 0 || input.damage > MAX_CHARGE)
    throw unprocessable("damage", "The damage charge must be between ₹0 and ₹10,00,000, in whole rupees.");
  const daysLate = daysLateOn(returnDay, returnedOn);
  const fee = lateFee({ rent: r.rent, deposit: r.deposit, daysLate, percent: lateFeePercent() });
  const url = photo ? await imageStorage().put(await processImage(photo)) : null;
  const buffer = r.item.bufferAfter ?? rentalRules().bufferAfter;
  const holdTo = dateToDay(r.holdTo);
  let repair: { from: Day; to: Day } | null = null;
  let books: Books;
  try {
    books = await prisma.$transaction(async (tx) => {
      await lockUnits(tx, [{ id: r.unitId }]);
      await lapseHolds(tx, [r.itemId], now);
      const { count } = await tx.reservation.updateMany({
        where: { id, status: "PICKED_UP" },
        data: { status: "RETURNED" },
      });
      if (count === 0) throw new HttpError(409, STALE);
      const next = await nextHoldOnUnit(tx, r.unitId, id, holdTo, now);
      const lastFree = next ? addDays(next, -1) : null;
      if (input.condition !== "damaged") {
        // Back late: its buffer days start from the day it came back, not the day it was due (a repair has its own block).
        const cleanTo = minDay(addDays(returnedOn, buffer), lastFree);
        if (cleanTo > holdTo) await tx.reservation.update({ where: { id }, data: { holdTo: dayToDate(cleanTo) } });
      }
      let repairBlockId: string | null = null;
      if (input.condition === "damaged") {
        const from = returnedOn > holdTo ? returnedOn : addDays(holdTo, 1);
        const to = minDay(addDays(returnedOn, REPAIR_DAYS - 1), lastFree);
        if (to >= from) {
          repairBlockId = crypto.randomUUID();
          repair = { from, to };
          await tx.reservation.create({
            data: {
              kind: "BLOCK",
              status: "CONFIRMED",
              itemId: r.itemId,
              unitId: r.unitId,
              groupId: repairBlockId,
              title: r.title,
              pickupOn: dayToDate(from),
              returnOn: dayToDate(to),
              holdFrom: dayToDate(from),
              holdTo: dayToDate(to),
              reason: `Repair: ${input.note ?? `damaged on return of ${number}`}`.slice(0, 200),
            },
          });
        }
      }
      await tx.returnCheck.create({
        data: {
          reservationId: id,
          returnedOn: dayToDate(returnedOn),
          condition: input.condition === "fine" ? "FINE" : input.condition === "cleaning" ? "CLEANING" : "DAMAGED",
          note: input.note,
          photo: url,
          daysLate,
          lateFee: fee,
          damage: input.damage,
          deposit: r.deposit,
          repairBlockId,
        },
      });
      // The deposit is released and the fees charged by the database as the rows are written.
      return closeBooks(tx, bookingRefOf(r), now);
    });
  } catch (error) {
    if (url) await imageStorage().remove(url);
    if ((error as { code?: string })?.code === "P2002")
      throw new HttpError(409, `${number} was already marked returned.`);
    throw error;
  }
  if (input.condition !== "fine") await availabilityChanged();
  const money = books.due
    ? `the customer owes ${formatRupees(books.due)}`
    : books.refundDue
      ? `refund due ${formatRupees(books.refundDue)}`
      : "nothing to refund, the books balance";
  const held = repair as { from: Day; to: Day } | null;
  const message = `${number} returned${daysLate ? ` ${daysLate} ${daysLate === 1 ? "day" : "days"} late` : ""}: ${money}.${held ? ` Its copy is blocked for repair until ${held.to}.` : ""}`;
  return { reservation: (await getReservation(id))!, message };
}

/**
 * POST /api/blocks/{id}/end (admin): "Back in stock". The block stops holding days from
 * today: it ends yesterday (its past days stay on the calendar), or goes altogether when it
 * had not begun before today. 404 for no such block; 409 for one that ended before today.
 */
export async function endBlock(blockId: string, now = new Date()): Promise<{ message: string }> {
  const prisma = await db();
  const plausible = isPlausibleId(blockId) || /^[0-9a-f-]{36}$/.test(blockId);
  const rows = plausible
    ? await prisma.reservation.findMany({
        where: { groupId: blockId, kind: "BLOCK" },
        select: { id: true, holdFrom: true, holdTo: true, title: true },
      })
    : [];
  if (!rows.length) throw new HttpError(404, "That block does not exist (it may have been removed already).");
  const today = indiaToday(now);
  if (rows.every((b) => dateToDay(b.holdTo) < today)) throw new HttpError(409, "That block has already ended.");
  const yesterday = addDays(today, -1);
  await prisma.$transaction(async (tx) => {
    // A damaged piece's return stops pointing at its repair: the card's "Back in stock" goes.
    await tx.returnCheck.updateMany({ where: { repairBlockId: blockId }, data: { repairBlockId: null } });
    for (const b of rows) {
      if (dateToDay(b.holdTo) < today) continue;
      if (dateToDay(b.holdFrom) >= today) await tx.reservation.delete({ where: { id: b.id } });
      else
        await tx.reservation.update({
          where: { id: b.id },
          data: { returnOn: dayToDate(yesterday), holdTo: dayToDate(yesterday) },
        });
    }
  });
  await availabilityChanged();
  return { message: `${rows[0]!.title} is back in stock from today.` };
}
