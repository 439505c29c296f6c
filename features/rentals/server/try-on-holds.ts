import "server-only";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/errors";
import { indiaToday } from "@/lib/format";
import { dayToDate, type Day } from "@/lib/dates";
import { isOverlap } from "@/lib/db/pg-error";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locales";
import { holdRules } from "../settings";
import { freeUnitFor, type Hold } from "../rules/availability";
import { holdLapsesAt, isHolding, pieceDays, tooManyStays } from "../rules/holds";
import type { RentablePiece, ReservationView } from "../views";
import { holdsBetween, lapseHolds, lockKey, lockUnits } from "../data/holds";
import { requirePiece, unitsOf } from "../data/pieces";
import { nextRentalNumber } from "../data/numbers";
import { advanceRequired } from "../data/switches";
import { bookingPath } from "../booking-link";
import { writeReminders } from "../data/reminders";
import { toView, withUnit } from "../data/reservations";
import {
  assertNotCoolingDown,
  assertUnderUnpaidCeiling,
  BOOKING_TRANSACTION,
  cappedAddress,
  firstLapse,
  pendingFrom,
  type Booker,
} from "./booking";
import { assertStayAllowed, availabilityChanged, copiesFor, nearestFree } from "./availability";
import { BookingConflictError, PendingCapError, PieceStaysCapError } from "./errors";
import { pricedOrRefused } from "./quote";

// Refusals name their words in the "apiErrors" catalogue: English and Hindi are written there.

/** A piece she wants to try, in her size where its copies differ. */
interface TryOnPieceRequest {
  productId: string;
  size?: string | null;
}

/**
 * What a try-on holds: each piece's copy kept in the shop on the slot's India day (until the
 * slot ends), and, when she knows them, held for her function days (pickup to return, the
 * piece's buffers included) until `functionUntil`.
 */
export interface TryOnHoldRequest {
  pieces: TryOnPieceRequest[];
  keepOn: Day;
  keepUntil: Date;
  function: { from: Day; to: Day } | null;
  functionUntil: Date;
}

/** A copy chosen for her: what the try-on records of it. */
export interface HeldCopy {
  itemId: string;
  unitId: string;
  unit: number;
  title: string;
  size: string | null;
  /** the function days' price, as online (0 without function days) */
  rent: number;
  deposit: number;
}

interface PlannedPiece {
  piece: RentablePiece;
  size: string | null;
  allowed: number[];
  units: { id: string; number: number }[];
  keep: { from: Day; to: Day } | null;
  function: { span: { from: Day; to: Day }; rent: number; deposit: number } | null;
}

/** A piece found out inside the transaction: thrown to roll everything back, answered as a 409 after. */
class PieceTaken extends Error {
  constructor(readonly planned: PlannedPiece) {
    super("piece taken");
  }
}

const covers = (span: { from: Day; to: Day }, day: Day) => span.from <= day && day <= span.to;

async function plan(request: TryOnHoldRequest, today: Day): Promise<PlannedPiece[]> {
  if (request.function) assertStayAllowed(request.function.from, request.function.to, today);
  const planned: PlannedPiece[] = [];
  for (const wanted of request.pieces) {
    const piece = await requirePiece(wanted.productId);
    const sized = copiesFor(piece, wanted.size, true);
    const priced = request.function ? pricedOrRefused(piece, request.function.from, request.function.to, today) : null;
    const fn = priced ? { span: priced.span, rent: priced.rent, deposit: priced.deposit } : null;
    planned.push({
      piece,
      size: sized.size,
      allowed: sized.units ?? Array.from({ length: piece.terms.stock }, (_, i) => i + 1),
      units: await unitsOf(piece),
      // the function hold already keeps the copy in the shop that day when it covers it
      keep: fn && covers(fn.span, request.keepOn) ? null : { from: request.keepOn, to: request.keepOn },
      function: fn,
    });
  }
  return planned;
}

/** The first of the allowed copies free for every span the try-on holds it for. */
const spansOf = (p: PlannedPiece) => [p.keep, p.function?.span].filter((s): s is { from: Day; to: Day } => !!s);

function copyFreeFor(holds: Hold[], p: PlannedPiece): number | null {
  const spans = spansOf(p);
  return p.allowed.find((u) => spans.every((span) => freeUnitFor(holds, span, [u]) === u)) ?? null;
}

/**
 * Online, a try-on's holds are pending holds like a booking's: the same allowance of
 * piece-days one request may hold, and (for a public address) the same caps on what it holds
 * unconfirmed, stays per piece and the category's share of unpaid holds. The owner's own
 * try-on is outside them, as her own bookings are.
 */
function assertRequestWithinAllowance(planned: PlannedPiece[]): number {
  const rules = holdRules();
  const wanted = planned.reduce((n, p) => n + spansOf(p).reduce((m, s) => m + pieceDays(s), 0), 0);
  const most = Math.min(rules.pendingPieceDays, rules.dailyPieceDays);
  if (wanted > most) throw new HttpError(422, { key: "bookingPieceDays", values: { max: most, wanted } });
  return wanted;
}

async function assertPendingCaps(
  tx: Prisma.TransactionClient,
  planned: PlannedPiece[],
  from: string | null,
  wanted: number,
  now: Date,
): Promise<void> {
  const rules = holdRules();
  const stays = planned.flatMap((p) => spansOf(p).map((s) => ({ pieceId: p.piece.id, from: s.from, to: s.to })));
  if (from) {
    const held = await pendingFrom(tx, from, now);
    if (held.pieceDays + wanted > rules.pendingPieceDays)
      throw new PendingCapError(rules.pendingPieceDays, firstLapse(held.stays), now);
    const crowded = tooManyStays([...held.stays, ...stays], rules.pendingStaysPerPiece);
    if (crowded) {
      const title = planned.find((p) => p.piece.id === crowded.pieceId)!.piece.title;
      throw new PieceStaysCapError(rules.pendingStaysPerPiece, title, firstLapse(held.stays), now);
    }
  }
  if (from) await assertNotCoolingDown(tx, planned, from, rules, now);
  await assertUnderUnpaidCeiling(
    tx,
    planned.flatMap((p) => spansOf(p).map((span) => ({ piece: p.piece, span, copies: 1 }))),
    rules,
    now,
  );
}

export interface TryOnHoldOptions<T> {
  now?: Date;
  /** the owner's try-on: outside the caps on pending holds */
  byOwner?: boolean;
  /** the day's allowance of piece-days for this address (server/piece-days.ts), as for a booking */
  beforeBooking?: (pieceDays: number) => Promise<void | (() => Promise<void>)>;
  /** first in the transaction, before any copy's lock: the try-on takes its seat (its slot's lock) */
  first: (tx: Prisma.TransactionClient) => Promise<void>;
  /** once every copy is chosen: the try-on's own rows; answers the try-on piece id of each copy, in order */
  record: (tx: Prisma.TransactionClient, copies: HeldCopy[]) => Promise<{ pieceIds: string[]; result: T }>;
}

/**
 * Holds a copy of every piece for a try-on, in ONE transaction with the try-on's own rows
 * (`first`, `record`): per piece, a copy of her size free on the slot's day and for her
 * function days, kept by Reservation rows of kind TRYON that lapse with the try-on (pending
 * holds, so every availability read and the exclusion constraint count them, and a lapsed one
 * frees its days at that moment). A piece with no such copy rolls everything back: 409 naming
 * it, with its nearest free days (the function days', or the slot's day).
 */
export async function holdCopiesForTryOn<T>(
  request: TryOnHoldRequest,
  booker: Omit<Booker, "notes"> & { locale?: Locale },
  options: TryOnHoldOptions<T>,
): Promise<{ copies: HeldCopy[]; result: T }> {
  const now = options.now ?? new Date();
  const planned = await plan(request, indiaToday(now));
  const capped = !options.byOwner;
  const wanted = capped ? assertRequestWithinAllowance(planned) : 0;
  const giveBack = capped ? await options.beforeBooking?.(wanted) : undefined;
  const prisma = await db();
  let current: PlannedPiece | undefined;
  try {
    const outcome = await prisma.$transaction(async (tx) => {
      await options.first(tx);
      if (capped) {
        const from = cappedAddress(booker);
        const keys = [
          ...new Set(planned.map((p) => `unpaid-holds:${p.piece.category}`)),
          ...(from ? [`hold-from:${from}`] : []),
        ].sort();
        for (const key of keys) await lockKey(tx, key);
        await assertPendingCaps(tx, planned, from, wanted, now);
      }
      const byPiece = [...new Map(planned.map((p) => [p.piece.id, p.units])).entries()].sort(([a], [b]) =>
        a < b ? -1 : 1,
      );
      for (const [, units] of byPiece) await lockUnits(tx, units);
      await lapseHolds(
        tx,
        byPiece.map(([id]) => id),
        now,
      );
      const copies: HeldCopy[] = [];
      const taken = new Set<string>();
      for (const p of planned) {
        current = p;
        const spans = spansOf(p);
        const from = spans.reduce((min, s) => (s.from < min ? s.from : min), spans[0]!.from);
        const to = spans.reduce((max, s) => (s.to > max ? s.to : max), spans[0]!.to);
        const holds = await holdsBetween(p.piece.id, from, to, now, tx);
        // a second copy of one piece in one try-on: not the copy this try-on already took
        const mine = p.units
          .filter((u) => taken.has(u.id))
          .map((u) => ({ unit: u.number, kind: "TRYON" as const, from, to }));
        const free = copyFreeFor([...holds, ...mine], p);
        const unit = p.units.find((u) => u.number === free);
        if (!unit) throw new PieceTaken(p);
        taken.add(unit.id);
        copies.push({
          itemId: p.piece.id,
          unitId: unit.id,
          unit: unit.number,
          title: p.piece.title,
          size: p.size,
          rent: p.function?.rent ?? 0,
          deposit: p.function?.deposit ?? 0,
        });
      }
      current = undefined;
      const { pieceIds, result } = await options.record(tx, copies);
      for (const [i, p] of planned.entries()) {
        const base = {
          kind: "TRYON" as const,
          status: "REQUESTED" as const,
          itemId: p.piece.id,
          unitId: copies[i]!.unitId,
          title: p.piece.title,
          customerName: booker.name,
          phone: booker.phone,
          email: booker.email || null,
          size: p.size,
          bookedFrom: booker.bookedFrom,
          locale: booker.locale ?? "en",
          tryOnPieceId: pieceIds[i]!,
        };
        current = p;
        if (p.keep)
          await tx.reservation.create({
            data: {
              ...base,
              tryOnRole: "KEEP",
              pickupOn: dayToDate(p.keep.from),
              returnOn: dayToDate(p.keep.to),
              holdFrom: dayToDate(p.keep.from),
              holdTo: dayToDate(p.keep.to),
              lapsesAt: request.keepUntil,
            },
          });
        if (p.function && request.function)
          await tx.reservation.create({
            data: {
              ...base,
              tryOnRole: "FUNCTION",
              pickupOn: dayToDate(request.function.from),
              returnOn: dayToDate(request.function.to),
              holdFrom: dayToDate(p.function.span.from),
              holdTo: dayToDate(p.function.span.to),
              rent: p.function.rent,
              deposit: p.function.deposit,
              lapsesAt: request.functionUntil,
            },
          });
      }
      current = undefined;
      return { copies, result };
    }, BOOKING_TRANSACTION);
    await availabilityChanged();
    return outcome;
  } catch (error) {
    if (giveBack) await giveBack();
    const taken = error instanceof PieceTaken ? error.planned : isOverlap(error) ? current : undefined;
    if (taken) throw await pieceOut(taken, request);
    throw error;
  }
}

/** 409 for a piece with no copy free: the nearest free function days, or the nearest day it is in the shop. */
async function pieceOut(p: PlannedPiece, request: TryOnHoldRequest): Promise<BookingConflictError> {
  const days = request.function ?? { from: request.keepOn, to: request.keepOn };
  const near = await nearestFree(p.piece, days.from, days.to, undefined, p.allowed);
  return new BookingConflictError(near, p.piece.title, p.piece.id);
}

/**
 * A try-on's holds let go at once (cancelled, moved away from, or the pieces she did not
 * choose): cancelled, so their days are free again. `pieceIds` undefined: all of the try-on's.
 */
export async function releaseTryOnHolds(
  tx: Prisma.TransactionClient,
  tryOnId: string,
  reason: "OWNER" | "CUSTOMER",
  pieceIds?: string[],
): Promise<number> {
  const { count } = await tx.reservation.updateMany({
    where: {
      kind: "TRYON",
      status: "REQUESTED",
      tryOnPiece: { tryOnId },
      ...(pieceIds ? { tryOnPieceId: { in: pieceIds } } : {}),
    },
    data: { status: "CANCELLED", cancelReason: reason },
  });
  return count;
}

/** Her function holds last to `until` (she came: TRYON_HOLD_HOURS past the slot); a hold that already lapsed stays lapsed. */
export async function extendTryOnHolds(
  tx: Prisma.TransactionClient,
  tryOnId: string,
  until: Date,
  now: Date,
): Promise<void> {
  await tx.reservation.updateMany({
    where: {
      kind: "TRYON",
      tryOnRole: "FUNCTION",
      status: "REQUESTED",
      lapsesAt: { gt: now },
      tryOnPiece: { tryOnId },
    },
    data: { lapsesAt: until },
  });
}

export interface TryOnBooking {
  tryOnId: string;
  /** the try-on pieces she chose: their function holds become the booking's stays */
  chosen: string[];
  /** at the shop, by the owner: confirmed at once; from her try-on page: a pending hold, as online */
  byOwner: boolean;
  customer: { name: string; phone: string; email: string | null; locale: Locale };
  now?: Date;
  /** first in the transaction: the try-on locks its row and checks it may still be booked */
  first: (tx: Prisma.TransactionClient) => Promise<void>;
  /** in the same transaction, once the order exists: the try-on records what it became */
  then: (tx: Prisma.TransactionClient, orderId: string) => Promise<void>;
}

/**
 * The pieces she chose become one booking, in ONE transaction: a checkout-style order (pickup
 * at the shop) owns them, and each chosen piece's function hold turns into its stay in place
 * (same copy, same days, so nobody can take them in between): kind RENTAL, an R-number, the
 * price held for her, and the ledger's rent and deposit posted as booked by the stay's own
 * trigger. Her reminders commit with it. Every other hold of the try-on (the pieces she did not
 * choose, and the slot's keep) is freed at once. 409 when a chosen piece's hold has lapsed.
 */
export async function bookTryOnHolds(
  input: TryOnBooking,
): Promise<{ orderId: string; reservations: ReservationView[]; path: string }> {
  const now = input.now ?? new Date();
  const prisma = await db();
  const rules = holdRules();
  // from her page, a pending hold as online: while the owner asks for the advance, only a few hours
  const hours =
    !input.byOwner && (await advanceRequired()) ? Math.min(rules.unpaidHoldHours, rules.holdHours) : rules.holdHours;
  const reservations = await prisma.$transaction(async (tx) => {
    await input.first(tx);
    const holds = await tx.reservation.findMany({
      where: { kind: "TRYON", tryOnRole: "FUNCTION", tryOnPiece: { tryOnId: input.tryOnId } },
      select: {
        id: true,
        title: true,
        status: true,
        lapsesAt: true,
        tryOnPieceId: true,
        rent: true,
        deposit: true,
        unit: { select: { id: true } },
      },
      orderBy: [{ itemId: "asc" }, { unit: { number: "asc" } }],
    });
    const chosen = holds.filter((h) => input.chosen.includes(h.tryOnPieceId!) && isHolding(h, now));
    const lapsed = input.chosen.find((id) => !chosen.some((h) => h.tryOnPieceId === id));
    if (lapsed) {
      const title = holds.find((h) => h.tryOnPieceId === lapsed)?.title ?? "";
      throw new HttpError(409, { key: "tryOnHoldLapsed", values: { title } });
    }
    await lockUnits(
      tx,
      chosen.map((h) => h.unit),
    );
    const order = await tx.order.create({
      data: {
        kind: "CHECKOUT",
        status: input.byOwner ? "CONFIRMED" : "PENDING",
        customerName: input.customer.name,
        phone: input.customer.phone,
        email: input.customer.email,
        fulfilment: "PICKUP",
        locale: input.customer.locale,
        total: chosen.reduce((sum, h) => sum + h.rent, 0),
        deposit: chosen.reduce((sum, h) => sum + h.deposit, 0),
      },
      select: { id: true },
    });
    const lapsesAt = input.byOwner ? null : holdLapsesAt(now, hours);
    for (const h of chosen) {
      const { count } = await tx.reservation.updateMany({
        where: { id: h.id, kind: "TRYON", status: "REQUESTED" },
        data: {
          kind: "RENTAL",
          number: await nextRentalNumber(tx),
          status: input.byOwner ? "CONFIRMED" : "REQUESTED",
          lapsesAt,
          orderId: order.id,
        },
      });
      if (count !== 1) throw new HttpError(409, { key: "tryOnHoldLapsed", values: { title: h.title } });
    }
    await releaseTryOnHolds(tx, input.tryOnId, input.byOwner ? "OWNER" : "CUSTOMER");
    await input.then(tx, order.id);
    const rows = await tx.reservation.findMany({
      where: { orderId: order.id },
      include: withUnit,
      orderBy: { number: "asc" },
    });
    const views = rows.map((r) => toView(r, null));
    await writeReminders(tx, views, now);
    return views;
  }, BOOKING_TRANSACTION);
  await availabilityChanged();
  const orderId = reservations[0]!.orderId!;
  return { orderId, reservations, path: bookingPath({ kind: "order", id: orderId }, 0, input.customer.locale) };
}
