import "server-only";
import { db } from "@/lib/db";
import { isOneVisitor } from "@/lib/client-ip";
import { HttpError } from "@/lib/errors";
import { indiaToday } from "@/lib/format";
import { dateToDay, dayToDate, type Day } from "@/lib/dates";
import { isOverlap } from "@/lib/db/pg-error";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locales";
import { holdRules } from "../settings";
import { freeUnitFor } from "../rules/availability";
import { holdLapsesAt, pieceDays, tooManyStays, totalPieceDays } from "../rules/holds";
import type { RentablePiece, ReservationView } from "../views";
import { holdsBetween, lapseHolds, lockKey, lockUnits } from "../data/holds";
import { nextRentalNumber } from "../data/numbers";
import { requirePiece, unitsOf } from "../data/pieces";
import { writeReminders } from "../data/reminders";
import { toView, withUnit } from "../data/reservations";
import { assertStayAllowed, availabilityChanged, copiesFor, nearestFree } from "./availability";
import { BookingConflictError, PendingCapError, PieceStaysCapError } from "./errors";
import { pricedOrRefused } from "./quote";

// `.in(key)`: the error's words in the "apiErrors" catalogue, for a Hindi page's request (issue #30).

/** One stay asked for: `copies` identical copies of a piece, pickup `from` to return `to`. */
export interface StayRequest {
  productId: string;
  from: Day;
  to: Day;
  copies?: number;
  size?: string | null;
}

/** Who books, and from where (the client address the per-address cap counts; null when unknown). */
export interface Booker {
  name: string;
  phone: string;
  email?: string | null;
  notes?: string | null;
  bookedFrom: string | null;
  /** her language (issue #30): her bookings' messages and link are in it */
  locale?: Locale;
}

interface PlannedStay extends StayRequest {
  piece: RentablePiece;
  copies: number;
  span: { from: Day; to: Day };
  price: { rent: number; deposit: number };
  units: { id: string; number: number }[];
  /** the copies this stay may take (her size's); undefined: any */
  allowed?: number[];
}

/** A stay found taken inside the transaction: thrown to roll everything back, answered as a 409 after. */
class StayTaken extends Error {
  constructor(readonly stay: PlannedStay) {
    super("stay taken");
  }
}

async function plan(stays: StayRequest[], today: Day): Promise<PlannedStay[]> {
  const planned: PlannedStay[] = [];
  const units = new Map<string, PlannedStay["units"]>();
  for (const stay of stays) {
    // The shop's rules before the piece: a stay refused by them is a 422 whatever the piece.
    assertStayAllowed(stay.from, stay.to, today);
    const piece = await requirePiece(stay.productId);
    const { span, rent, deposit } = pricedOrRefused(piece, stay.from, stay.to, today);
    const sized = copiesFor(piece, stay.size, true);
    if (!units.has(piece.id)) units.set(piece.id, await unitsOf(piece));
    planned.push({ ...stay, size: sized.size, allowed: sized.units, piece, copies: stay.copies ?? 1, span, price: { rent, deposit }, units: units.get(piece.id)! });
  }
  return planned;
}

/**
 * What this phone and this address hold unconfirmed at `now`, read in the booking's
 * transaction from the database (so every instance's bookings count): piece-days (one per
 * row and day held, buffers included) and stays. Few rows by design: the caps bound them.
 */
async function pendingOf(tx: Prisma.TransactionClient, booker: Booker, now: Date) {
  const from = cappedAddress(booker);
  const rows = await tx.reservation.findMany({
    where: { kind: "RENTAL", status: "REQUESTED", lapsesAt: { gt: now }, OR: [{ phone: booker.phone }, ...(from ? [{ bookedFrom: from }] : [])] },
    select: { phone: true, bookedFrom: true, itemId: true, pickupOn: true, returnOn: true, holdFrom: true, holdTo: true, lapsesAt: true },
  });
  type Row = (typeof rows)[number];
  const of = (keep: (r: Row) => boolean) => {
    const mine = rows.filter(keep);
    return {
      pieceDays: mine.reduce((n, r) => n + pieceDays({ from: dateToDay(r.holdFrom), to: dateToDay(r.holdTo) }), 0),
      stays: mine.map((r) => ({ pieceId: r.itemId, from: dateToDay(r.pickupOn), to: dateToDay(r.returnOn), lapsesAt: r.lapsesAt })),
    };
  };
  return [of((r) => r.phone === booker.phone), ...(from ? [of((r) => r.bookedFrom === from)] : [])];
}

/**
 * The address the per-address caps count, when it stands for one visitor. An internal one (the
 * shop's proxy, with TRUST_PROXY_HOPS unset) is every visitor's: one stranger's holds would
 * lock out all the others for 48 hours. There, and with no address, the phone and per-piece
 * caps bound what anyone holds. The booking still stores the address it came from.
 */
function cappedAddress(booker: Booker): string | null {
  return isOneVisitor(booker.bookedFrom) ? booker.bookedFrom : null;
}

function firstLapse(holds: { lapsesAt: Date | null }[]): Date | null {
  return holds.reduce<Date | null>((min, h) => (h.lapsesAt && (!min || h.lapsesAt < min) ? h.lapsesAt : min), null);
}

/**
 * Bookings of one piece queue on its copies' locks, each a few milliseconds: Prisma's default
 * (5 s to run) failed a long queue with P2028. Past these the visitor gets a 503 to try again
 * (lib/http.ts), never a 500; nothing is committed.
 */
const BOOKING_TRANSACTION = { maxWait: 10_000, timeout: 20_000 };

export interface BookingOptions<T> {
  now?: Date;
  orderId?: string;
  /** the day's allowance, given what the booking holds (piece-days): throws to refuse it */
  beforeBooking?: (pieceDays: number) => Promise<void>;
  then?: (tx: Prisma.TransactionClient, booked: ReservationView[]) => Promise<T>;
}

/**
 * Books every stay, and runs `then` (e.g. storing the order), in ONE transaction: all of it
 * commits or none of it does. Each booking is a pending hold that lapses after
 * RENTAL_HOLD_HOURS unless the owner confirms it; what the booker's phone and (public)
 * address hold pending is capped, in piece-days and in stays of one piece. Per copy, a lock then a read decide which copy is free, and
 * the exclusion constraint still refuses any overlap written past the locks. A stay with no
 * copy free rolls everything back: 409 naming the piece, with its nearest free dates.
 * Availability changes are announced once, after commit.
 */
export async function bookStays<T = void>(
  stays: StayRequest[],
  booker: Booker,
  options: BookingOptions<T> = {},
): Promise<{ booked: ReservationView[]; result: T | undefined; heldUntil: Date | null }> {
  const now = options.now ?? new Date();
  const rules = holdRules();
  const planned = await plan(stays, indiaToday(now));
  if (!planned.length) {
    // Nothing dated (a soap order): no hold to cap, no availability changed. A phone over a
    // lowered cap must still be able to buy soap.
    const result = options.then ? await (await db()).$transaction((tx) => options.then!(tx, [])) : undefined;
    return { booked: [], result, heldUntil: null };
  }
  const wanted = totalPieceDays(planned.map((s) => ({ ...s.span, copies: s.copies })));
  const most = Math.min(rules.pendingPieceDays, rules.dailyPieceDays);
  if (wanted > most)
    throw new HttpError(
      422,
      `One booking online can hold at most ${most} piece-days (one piece for one day, the shop's days before and after each stay included); this one holds ${wanted}. To book more, call or WhatsApp the shop.`,
    ).in("bookingPieceDays", { max: most, wanted });
  const crowded = tooManyStays(
    planned.map((s) => ({ pieceId: s.piece.id, from: s.from, to: s.to })),
    rules.pendingStaysPerPiece,
  );
  if (crowded) {
    const title = planned.find((s) => s.piece.id === crowded.pieceId)!.piece.title;
    throw new HttpError(
      422,
      `One booking online can hold at most ${rules.pendingStaysPerPiece} ${rules.pendingStaysPerPiece === 1 ? "stay" : "stays"} of one piece; this one asks for ${crowded.count} of ${title}. To book more, call or WhatsApp the shop.`,
    ).in(rules.pendingStaysPerPiece === 1 ? "bookingStays_one" : "bookingStays_other", { max: rules.pendingStaysPerPiece, count: crowded.count, title });
  }
  await options.beforeBooking?.(wanted);
  const lapsesAt = holdLapsesAt(now, rules.holdHours);
  const pieces = [...new Map(planned.map((s) => [s.piece.id, s.units])).entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  const prisma = await db();
  let current: PlannedStay | undefined;
  try {
    const outcome = await prisma.$transaction(async (tx) => {
      // The booker's locks first, then the copies': two requests from one phone count each
      // other's holds, and every booking takes its locks in one order (no deadlocks).
      const from = cappedAddress(booker);
      const keys = [`hold-phone:${booker.phone}`, ...(from ? [`hold-from:${from}`] : [])].sort();
      for (const key of keys) await lockKey(tx, key);
      for (const held of await pendingOf(tx, booker, now)) {
        if (held.pieceDays + wanted > rules.pendingPieceDays) throw new PendingCapError(rules.pendingPieceDays, firstLapse(held.stays), now);
        const crowded = tooManyStays([...held.stays, ...planned.map((s) => ({ pieceId: s.piece.id, from: s.from, to: s.to }))], rules.pendingStaysPerPiece);
        if (crowded) {
          const title = planned.find((s) => s.piece.id === crowded.pieceId)!.piece.title;
          throw new PieceStaysCapError(rules.pendingStaysPerPiece, title, firstLapse(held.stays.filter((h) => h.pieceId === crowded.pieceId)), now);
        }
      }
      for (const [, units] of pieces) await lockUnits(tx, units);
      await lapseHolds(
        tx,
        pieces.map(([id]) => id),
        now,
      );
      const booked: ReservationView[] = [];
      for (const stay of planned) {
        current = stay;
        for (let n = 0; n < stay.copies; n++) {
          // Read inside the transaction: it sees the copies this checkout already took.
          const holds = await holdsBetween(stay.piece.id, stay.span.from, stay.span.to, now, tx);
          const free = freeUnitFor(holds, stay.span, stay.allowed ?? stay.units.map((u) => u.number));
          const unit = stay.units.find((u) => u.number === free);
          if (!unit) throw new StayTaken(stay);
          const row = await tx.reservation.create({
            data: {
              number: await nextRentalNumber(tx),
              itemId: stay.piece.id,
              unitId: unit.id,
              title: stay.piece.title,
              pickupOn: dayToDate(stay.from),
              returnOn: dayToDate(stay.to),
              holdFrom: dayToDate(stay.span.from),
              holdTo: dayToDate(stay.span.to),
              customerName: booker.name,
              phone: booker.phone,
              email: booker.email || null,
              size: stay.size || null,
              notes: booker.notes || null,
              rent: stay.price.rent,
              deposit: stay.price.deposit,
              orderId: options.orderId ?? null,
              lapsesAt,
              bookedFrom: booker.bookedFrom,
              locale: booker.locale ?? "en",
            },
            include: withUnit,
          });
          booked.push(toView(row, null));
        }
      }
      current = undefined;
      const result = options.then ? await options.then(tx, booked) : undefined;
      // Read again after `then`: a checkout's order now owns its bookings (and their link).
      const rows = options.then ? await tx.reservation.findMany({ where: { id: { in: booked.map((r) => r.id) } }, include: withUnit, orderBy: { number: "asc" } }) : null;
      const views = rows ? rows.map((r) => toView(r, null)) : booked;
      // Her reminders commit with the booking (issue #28, item 3): one per booking, kind and day.
      await writeReminders(tx, views, now);
      return { booked: views, result };
    }, BOOKING_TRANSACTION);
    await availabilityChanged();
    return { ...outcome, heldUntil: outcome.booked.length ? lapsesAt : null };
  } catch (error) {
    const taken = error instanceof StayTaken ? error.stay : isOverlap(error) ? current : undefined;
    if (taken) throw new BookingConflictError(await nearestFree(taken.piece, taken.from, taken.to, undefined, taken.allowed), taken.piece.title, taken.piece.id);
    throw error;
  }
}

export interface ReserveInput {
  productId: string;
  from: Day;
  to: Day;
  name: string;
  phone: string;
  email?: string | null;
  size?: string | null;
  notes?: string | null;
}

/** POST /api/reservations: one copy of one piece, a pending hold until the owner confirms it. */
export async function reserve(
  input: ReserveInput,
  bookedFrom: string | null,
  options: Pick<BookingOptions<void>, "now" | "beforeBooking"> = {},
): Promise<{ reservation: ReservationView; heldUntil: Date }> {
  const { booked, heldUntil } = await bookStays([{ productId: input.productId, from: input.from, to: input.to, size: input.size }], { ...input, bookedFrom }, options);
  return { reservation: booked[0]!, heldUntil: heldUntil! };
}
