import "server-only";
import { db } from "@/lib/db";
import { isOneVisitor } from "@/lib/http/client-ip";
import { HttpError } from "@/lib/errors";
import { indiaToday } from "@/lib/format";
import { addDays, dateToDay, dayToDate, type Day } from "@/lib/dates";
import { isOverlap } from "@/lib/db/pg-error";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locales";
import { holdRules, rentalRules } from "../settings";
import { freeUnitFor } from "../rules/availability";
import {
  holdLapsesAt,
  pieceDays,
  tooManyStays,
  totalPieceDays,
  UNPAID_WINDOW_DAYS,
  unpaidCeiling,
  worstWindow,
  type HoldRules,
} from "../rules/holds";
import type { RentablePiece, ReservationView } from "../views";
import { advanceRequired } from "../data/switches";
import { coolingDown, holdsBetween, lapseHolds, lockKey, lockUnits, unpaidHoldsOf } from "../data/holds";
import { lapsingWhere, PENDING_KINDS } from "../data/lapse";
import { nextRentalNumber } from "../data/numbers";
import { requirePiece, unitsOf } from "../data/pieces";
import { writeReminders } from "../data/reminders";
import { toView, withUnit } from "../data/reservations";
import { assertStayAllowed, availabilityChanged, copiesFor, nearestFree } from "./availability";
import { BookingConflictError, CoolDownError, PendingCapError, PieceStaysCapError, UnpaidCeilingError } from "./errors";
import { pricedOrRefused } from "./quote";

// Refusals name their words in the "apiErrors" catalogue: English and Hindi are written there.

/** One stay asked for: `copies` identical copies of a piece, pickup `from` to return `to`. */
export interface StayRequest {
  productId: string;
  from: Day;
  to: Day;
  copies?: number;
  size?: string | null;
  /** the owner's choice of copy (1-based); undefined: the first free copy (of her size) */
  unit?: number;
}

/** Who books, and from where (the client address the per-address cap counts; null when unknown). */
export interface Booker {
  name: string;
  phone: string;
  email?: string | null;
  notes?: string | null;
  bookedFrom: string | null;
  /** her language: her bookings' messages and link are in it */
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
    const allowed = stay.unit === undefined ? sized.units : [chosenCopy(piece, stay.unit, sized.units, sized.size)];
    planned.push({
      ...stay,
      size: sized.size,
      allowed,
      piece,
      copies: stay.copies ?? 1,
      span,
      price: { rent, deposit },
      units: units.get(piece.id)!,
    });
  }
  return planned;
}

/** The owner's copy, as the only one the stay may take: 422 when the piece has no such copy, or it is not her size. */
function chosenCopy(piece: RentablePiece, unit: number, ofSize: number[] | undefined, size: string | null): number {
  const stock = piece.terms.stock;
  if (unit > stock) {
    const message =
      stock === 1
        ? `${piece.title} has one copy: leave the copy as it is.`
        : `${piece.title} has ${stock} copies: choose copy 1 to ${stock}.`;
    throw new HttpError(422, message, { unit: message });
  }
  if (ofSize && !ofSize.includes(unit)) {
    const message = `Copy ${unit} of ${piece.title} is size ${piece.copySizes[unit - 1]}, not ${size}: choose one of size ${size}.`;
    throw new HttpError(422, message, { unit: message });
  }
  return unit;
}

/**
 * What this address holds unconfirmed at `now`, read in the booking's transaction from the
 * database (so every instance's bookings count): piece-days (one per row and day held, buffers
 * included) and stays. Few rows by design: the caps bound them. The phone is not counted: it
 * is not verified, and anyone could spend a bride's allowance by typing her number.
 */
export async function pendingFrom(tx: Prisma.TransactionClient, from: string, now: Date) {
  const rows = await tx.reservation.findMany({
    where: { kind: { in: PENDING_KINDS }, ...lapsingWhere(now), bookedFrom: from },
    select: { itemId: true, pickupOn: true, returnOn: true, holdFrom: true, holdTo: true, lapsesAt: true },
  });
  return {
    pieceDays: rows.reduce((n, r) => n + pieceDays({ from: dateToDay(r.holdFrom), to: dateToDay(r.holdTo) }), 0),
    stays: rows.map((r) => ({
      pieceId: r.itemId,
      from: dateToDay(r.pickupOn),
      to: dateToDay(r.returnOn),
      lapsesAt: r.lapsesAt,
    })),
  };
}

/**
 * Refuses the booking when its holds would take a category past the ceiling on unpaid holds
 * over some 30 days (rules/holds.ts): however many addresses and phones a stranger has, the
 * holds nobody paid for keep at most that share of a category's days off the market.
 */
export async function assertUnderUnpaidCeiling(
  tx: Prisma.TransactionClient,
  planned: Pick<PlannedStay, "piece" | "span" | "copies">[],
  rules: HoldRules,
  now: Date,
): Promise<void> {
  const categories = [...new Set(planned.map((s) => s.piece.category))].sort();
  const from = addDays(
    planned.reduce((min, s) => (s.span.from < min ? s.span.from : min), planned[0]!.span.from),
    -UNPAID_WINDOW_DAYS,
  );
  const to = addDays(
    planned.reduce((max, s) => (s.span.to > max ? s.span.to : max), planned[0]!.span.to),
    UNPAID_WINDOW_DAYS,
  );
  const ordinary = rentalRules();
  const floor = ordinary.bufferBefore + ordinary.baseDays + ordinary.bufferAfter;
  for (const { category, copies, holds } of await unpaidHoldsOf(tx, categories, from, to, now)) {
    const adding = planned.filter((s) => s.piece.category === category).map((s) => ({ ...s.span, copies: s.copies }));
    if (worstWindow(holds, adding) > unpaidCeiling(copies, rules.unpaidSharePercent, floor)) {
      throw new UnpaidCeilingError(
        planned.find((s) => s.piece.category === category)!.piece.title,
        firstLapse(holds),
        now,
      );
    }
  }
}

/** Refuses a piece this address held and let lapse within the cool-down. */
export async function assertNotCoolingDown(
  tx: Prisma.TransactionClient,
  planned: Pick<PlannedStay, "piece">[],
  from: string,
  rules: HoldRules,
  now: Date,
): Promise<void> {
  const [cooling] = await coolingDown(
    tx,
    planned.map((s) => s.piece.id),
    from,
    rules.coolDownHours,
    now,
  );
  if (cooling)
    throw new CoolDownError(
      planned.find((s) => s.piece.id === cooling.itemId)!.piece.title,
      new Date(cooling.lapsedAt.getTime() + rules.coolDownHours * 3_600_000),
      now,
    );
}

/**
 * The address the per-address caps count, when it stands for one visitor. An internal one (the
 * shop's proxy, with TRUST_PROXY_HOPS unset) is every visitor's: one stranger's holds would
 * lock out all the others for 48 hours. There, and with no address, the phone and per-piece
 * caps bound what anyone holds. The booking still stores the address it came from.
 */
export function cappedAddress(booker: Pick<Booker, "bookedFrom">): string | null {
  return isOneVisitor(booker.bookedFrom) ? booker.bookedFrom : null;
}

export function firstLapse(holds: { lapsesAt: Date | null }[]): Date | null {
  return holds.reduce<Date | null>((min, h) => (h.lapsesAt && (!min || h.lapsesAt < min) ? h.lapsesAt : min), null);
}

/**
 * Bookings of one piece queue on its copies' locks, each a few milliseconds: Prisma's default
 * (5 s to run) failed a long queue with P2028. Past these the visitor gets a 503 to try again
 * (lib/http/index.ts), never a 500; nothing is committed.
 */
export const BOOKING_TRANSACTION = { maxWait: 10_000, timeout: 20_000 };

export interface BookingOptions<T> {
  now?: Date;
  orderId?: string;
  /**
   * The day's allowance, given what the booking holds (piece-days): throws to refuse it, or
   * returns how to give the allowance back should the booking then be refused (a refusal
   * spends nothing).
   */
  beforeBooking?: (pieceDays: number) => Promise<void | (() => Promise<void>)>;
  then?: (tx: Prisma.TransactionClient, booked: ReservationView[]) => Promise<T>;
  /**
   * The owner's own booking (a walk-in, a phone call: server/owner-booking.ts): stored
   * confirmed, or picked up for a piece she hands over now, with no lapse time. It is no
   * pending hold, so the caps on pending holds neither count it nor refuse it; the shop's
   * stay rules and the piece's terms apply as online.
   */
  byOwner?: { status: "CONFIRMED" | "PICKED_UP" };
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
  const capped = !options.byOwner;
  const most = Math.min(rules.pendingPieceDays, rules.dailyPieceDays);
  if (capped && wanted > most) throw new HttpError(422, { key: "bookingPieceDays", values: { max: most, wanted } });
  const crowded =
    capped &&
    tooManyStays(
      planned.map((s) => ({ pieceId: s.piece.id, from: s.from, to: s.to })),
      rules.pendingStaysPerPiece,
    );
  if (crowded) {
    const title = planned.find((s) => s.piece.id === crowded.pieceId)!.piece.title;
    throw new HttpError(422, {
      key: rules.pendingStaysPerPiece === 1 ? "bookingStays_one" : "bookingStays_other",
      values: { max: rules.pendingStaysPerPiece, count: crowded.count, title },
    });
  }
  const giveBack = await options.beforeBooking?.(wanted);
  // While the owner requires the advance, an unpaid hold keeps its days only a few hours.
  const hours =
    capped && (await advanceRequired()) ? Math.min(rules.unpaidHoldHours, rules.holdHours) : rules.holdHours;
  const lapsesAt = capped ? holdLapsesAt(now, hours) : null;
  const pieces = [...new Map(planned.map((s) => [s.piece.id, s.units])).entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  const prisma = await db();
  let current: PlannedStay | undefined;
  try {
    const outcome = await prisma.$transaction(async (tx) => {
      // The booker's and the categories' locks first, then the copies': two requests from one
      // address count each other's holds, two holds in one category each other's share, and
      // every booking takes its locks in one order (no deadlocks).
      const from = capped ? cappedAddress(booker) : null;
      const categories = capped ? [...new Set(planned.map((s) => `unpaid-holds:${s.piece.category}`))] : [];
      const keys = [...categories, ...(from ? [`hold-from:${from}`] : [])].sort();
      for (const key of keys) await lockKey(tx, key);
      if (from) {
        const held = await pendingFrom(tx, from, now);
        if (held.pieceDays + wanted > rules.pendingPieceDays)
          throw new PendingCapError(rules.pendingPieceDays, firstLapse(held.stays), now);
        const crowded = tooManyStays(
          [...held.stays, ...planned.map((s) => ({ pieceId: s.piece.id, from: s.from, to: s.to }))],
          rules.pendingStaysPerPiece,
        );
        if (crowded) {
          const title = planned.find((s) => s.piece.id === crowded.pieceId)!.piece.title;
          throw new PieceStaysCapError(
            rules.pendingStaysPerPiece,
            title,
            firstLapse(held.stays.filter((h) => h.pieceId === crowded.pieceId)),
            now,
          );
        }
        await assertNotCoolingDown(tx, planned, from, rules, now);
      }
      if (capped) await assertUnderUnpaidCeiling(tx, planned, rules, now);
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
              ...(options.byOwner
                ? {
                    status: options.byOwner.status,
                    ...(options.byOwner.status === "PICKED_UP" ? { pickedUpAt: now } : {}),
                  }
                : {}),
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
      const rows = options.then
        ? await tx.reservation.findMany({
            where: { id: { in: booked.map((r) => r.id) } },
            include: withUnit,
            orderBy: { number: "asc" },
          })
        : null;
      const views = rows ? rows.map((r) => toView(r, null)) : booked;
      // Her reminders commit with the booking: one per booking, kind and day.
      await writeReminders(tx, views, now);
      return { booked: views, result };
    }, BOOKING_TRANSACTION);
    await availabilityChanged();
    return { ...outcome, heldUntil: outcome.booked.length ? lapsesAt : null };
  } catch (error) {
    if (giveBack) await giveBack();
    const taken = error instanceof StayTaken ? error.stay : isOverlap(error) ? current : undefined;
    if (taken)
      throw new BookingConflictError(
        await nearestFree(taken.piece, taken.from, taken.to, undefined, taken.allowed),
        taken.piece.title,
        taken.piece.id,
      );
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
  const { booked, heldUntil } = await bookStays(
    [{ productId: input.productId, from: input.from, to: input.to, size: input.size }],
    { ...input, bookedFrom },
    options,
  );
  return { reservation: booked[0]!, heldUntil: heldUntil! };
}
