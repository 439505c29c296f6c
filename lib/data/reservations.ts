import "server-only";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/errors";
import { invalidateAvailability } from "@/lib/cache";
import { indiaToday } from "@/lib/format";
import { rentalRules } from "@/lib/rental/defaults";
import { addDays, addMonths, dateToDay, dayToDate, type Day } from "@/lib/rental/days";
import { stayProblem } from "@/lib/rental/rules";
import { resolveTerms, type RentalTerms } from "@/lib/rental/terms";
import { nearestFreeStays, dayStatuses, type Hold } from "@/lib/rental/availability";
import type { Prisma, ReservationStatus } from "@/lib/generated/prisma/client";
import { collectionSlugFor } from "@/lib/content/categories";
import { phoneSearchDigits } from "@/lib/validation/phone";
import { isPlausibleId } from "./ids";
import { isOverlap } from "./pg-error";
import { STATUS_OF_WORD, type StatusWord } from "./reservation-words";

export { STATUS_OF_WORD, type StatusWord };

export type { DayStatus } from "@/lib/rental/availability";

/** A piece that can be rented by date: its id, title, page and resolved terms. */
export interface RentablePiece {
  id: string;
  title: string;
  category: string;
  terms: RentalTerms;
}

/** The piece by id, null when there is none; 422 when it exists but has no rental terms. */
export async function findRentablePiece(productId: string): Promise<RentablePiece | null> {
  if (!isPlausibleId(productId)) return null;
  const prisma = await db();
  const row = await prisma.collectionItem.findUnique({ where: { id: productId } });
  if (!row) return null;
  const terms = resolveTerms(row, rentalRules());
  if (!terms) throw new HttpError(422, "This piece is not rented by date. Order it or ask the shop about it instead.");
  return { id: row.id, title: row.title, category: row.category, terms };
}

export async function requirePiece(productId: string): Promise<RentablePiece> {
  const piece = await findRentablePiece(productId);
  if (!piece) throw new HttpError(404, "That piece is not in the collection any more.");
  return piece;
}

/**
 * Bookings that hold their days at `now`: not cancelled, and not a pending hold whose lapse
 * time has come (it frees its days at that moment, before anything marks it lapsed).
 */
export function holdingAt(now: Date): Prisma.ReservationWhereInput {
  return { OR: [{ status: { notIn: ["CANCELLED", "REQUESTED"] } }, { status: "REQUESTED", OR: [{ lapsesAt: null }, { lapsesAt: { gt: now } }] }] };
}

type Client = Prisma.TransactionClient;

/** Every live hold on the piece's units that touches [from, to]; `client` a transaction's, to see its own. */
export async function holdsBetween(itemId: string, from: Day, to: Day, now = new Date(), client?: Client): Promise<Hold[]> {
  const prisma = client ?? (await db());
  const rows = await prisma.reservation.findMany({
    where: { itemId, ...holdingAt(now), holdFrom: { lte: dayToDate(to) }, holdTo: { gte: dayToDate(from) } },
    select: { kind: true, holdFrom: true, holdTo: true, unit: { select: { number: true } } },
  });
  return rows.map((r) => ({ unit: r.unit.number, kind: r.kind, from: dateToDay(r.holdFrom), to: dateToDay(r.holdTo) }));
}

/** GET /api/availability/{productId}: each day free, booked (buffers included) or blocked. */
export async function availability(productId: string, from: Day, to: Day) {
  const piece = await requirePiece(productId);
  const rules = rentalRules();
  const today = indiaToday();
  const holds = await holdsBetween(piece.id, from, to);
  const days = dayStatuses({ from, to, stock: piece.terms.stock, holds, firstBookable: today, lastBookable: addMonths(today, rules.aheadMonths) });
  return { productId: piece.id, days };
}

export interface ReservationView {
  id: string;
  /** "R-1042": what the customer quotes on the phone; empty for a block (blocks are not numbered) */
  number: string;
  kind: "rental" | "block";
  status: StatusWord;
  productId: string;
  title: string;
  /** the piece's page on this site */
  href: string;
  unit: number;
  /** pickup day and return day, both included */
  from: Day;
  to: Day;
  /** the days the piece is held, buffers included */
  holdFrom: Day;
  holdTo: Day;
  name: string | null;
  phone: string | null;
  email: string | null;
  size: string | null;
  notes: string | null;
  reason: string | null;
  rent: number;
  deposit: number;
  orderId: string | null;
  blockId: string | null;
  /** a pending online hold: when it stops holding its days unless confirmed (null: it does not lapse) */
  lapsesAt: string | null;
  /** why a cancelled booking was cancelled: it lapsed, the owner cancelled it, or its order was */
  cancelReason: "lapsed" | "owner" | "order" | null;
  createdAt: string;
}

const WORD_OF_STATUS = Object.fromEntries(Object.entries(STATUS_OF_WORD).map(([w, s]) => [s, w])) as Record<ReservationStatus, StatusWord>;

export const withUnit = { unit: { select: { number: true } }, item: { select: { category: true } } } as const;
type Row = Prisma.ReservationGetPayload<{ include: typeof withUnit }>;

/** "R-1042"; empty for a block, which has no number (only customers' bookings are numbered). */
export function reservationNumber(n: number | null): string {
  return n === null ? "" : `R-${n}`;
}

export function toView(r: Row): ReservationView {
  return {
    id: r.id,
    number: reservationNumber(r.number),
    kind: r.kind === "BLOCK" ? "block" : "rental",
    status: WORD_OF_STATUS[r.status],
    productId: r.itemId,
    title: r.title,
    href: `/collection/${collectionSlugFor(r.item.category) ?? r.item.category}/${r.itemId}`,
    unit: r.unit.number,
    from: dateToDay(r.pickupOn),
    to: dateToDay(r.returnOn),
    holdFrom: dateToDay(r.holdFrom),
    holdTo: dateToDay(r.holdTo),
    name: r.customerName,
    phone: r.phone,
    email: r.email,
    size: r.size,
    notes: r.notes,
    reason: r.reason,
    rent: r.rent,
    deposit: r.deposit,
    orderId: r.orderId,
    blockId: r.groupId,
    lapsesAt: r.status === "REQUESTED" && r.lapsesAt ? r.lapsesAt.toISOString() : null,
    cancelReason: r.status === "CANCELLED" && r.cancelReason ? (r.cancelReason.toLowerCase() as "lapsed" | "owner" | "order") : null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** 409: the dates were taken (perhaps a moment ago); carries the nearest stays still free. */
export class BookingConflictError extends HttpError {
  constructor(
    readonly nearestFree: { from: Day; to: Day }[],
    title: string,
    readonly productId?: string,
  ) {
    const hint = nearestFree.length ? " Here are the nearest free dates." : " No nearby dates are free; please call the shop.";
    super(409, `${title} was just booked for those dates.${hint}`);
  }
}

/** 422 naming the field when a stay breaks the shop's rules (past, reversed, too long, too far ahead). */
export function assertStayAllowed(from: string, to: string, today = indiaToday()): void {
  const problem = stayProblem(from, to, today, rentalRules());
  if (problem) throw new HttpError(422, problem.message, { [problem.field]: problem.message });
}

/** Units 1..stock exist (made on first booking: most pieces are never booked twice at once). */
export async function unitsOf(piece: RentablePiece): Promise<{ id: string; number: number }[]> {
  const prisma = await db();
  const want = Array.from({ length: piece.terms.stock }, (_, i) => ({ itemId: piece.id, number: i + 1 }));
  let units = await prisma.rentalUnit.findMany({ where: { itemId: piece.id, number: { lte: piece.terms.stock } }, orderBy: { number: "asc" }, select: { id: true, number: true } });
  if (units.length < want.length) {
    await prisma.rentalUnit.createMany({ data: want, skipDuplicates: true });
    units = await prisma.rentalUnit.findMany({ where: { itemId: piece.id, number: { lte: piece.terms.stock } }, orderBy: { number: "asc" }, select: { id: true, number: true } });
  }
  return units;
}

/** Up to two stays of the same length, nearest to the one asked for (one earlier, one later). */
export async function nearestFree(piece: RentablePiece, from: Day, to: Day): Promise<{ from: Day; to: Day }[]> {
  const today = indiaToday();
  const reach = 60;
  const holds = await holdsBetween(piece.id, addDays(from, -reach - piece.terms.bufferBefore), addDays(to, reach + piece.terms.bufferAfter));
  return nearestFreeStays({ holds, terms: piece.terms, from, to, today, reach, lastPickup: addMonths(today, rentalRules().aheadMonths) });
}

export async function getReservation(id: string): Promise<ReservationView | null> {
  if (!isPlausibleId(id)) return null;
  const prisma = await db();
  const row = await prisma.reservation.findUnique({ where: { id }, include: withUnit });
  return row ? toView(row) : null;
}

/** Where a booking may go next: forward along the day's work, or cancelled before pickup. */
const NEXT: Record<ReservationStatus, ReservationStatus[]> = {
  REQUESTED: ["CONFIRMED", "PICKED_UP", "CANCELLED"],
  CONFIRMED: ["PICKED_UP", "CANCELLED"],
  PICKED_UP: ["RETURNED"],
  RETURNED: ["SETTLED"],
  SETTLED: [],
  CANCELLED: [],
};

const WORDS_FOR_PEOPLE: Record<ReservationStatus, string> = {
  REQUESTED: "requested",
  CONFIRMED: "confirmed",
  PICKED_UP: "picked up",
  RETURNED: "returned",
  SETTLED: "settled",
  CANCELLED: "cancelled",
};

/** PATCH /api/reservations/{id}: moves a booking along; cancelling frees its days at once. */
export async function changeReservationStatus(id: string, word: StatusWord): Promise<ReservationView> {
  const current = isPlausibleId(id) ? await (await db()).reservation.findUnique({ where: { id } }) : null;
  if (!current || current.kind !== "RENTAL") throw new HttpError(404, "That reservation does not exist.");
  const next = STATUS_OF_WORD[word];
  if (current.status === next) return (await getReservation(id))!;
  if (current.status === "CANCELLED" && current.cancelReason === "LAPSED") {
    throw new HttpError(409, `${reservationNumber(current.number)} lapsed unconfirmed and its days were freed. Book it again if they are still free.`);
  }
  if (!NEXT[current.status].includes(next)) {
    throw new HttpError(409, `A ${WORDS_FOR_PEOPLE[current.status]} reservation cannot be marked ${WORDS_FOR_PEOPLE[next]}.`);
  }
  const prisma = await db();
  // Only from the status just read: two taps from two phones cannot both move it. A pending
  // hold past its lapse time that nothing marked lapsed yet still holds its days (the exclusion
  // constraint saw no one else take them), so confirming it keeps them.
  const data: Prisma.ReservationUpdateManyMutationInput = next === "CANCELLED" ? { status: next, cancelReason: "OWNER" } : { status: next, lapsesAt: null };
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.reservation.updateMany({ where: { id, status: current.status }, data });
    if (count === 0) throw new HttpError(409, "Someone changed this reservation a moment ago. Reload to see it.");
    if (next === "CONFIRMED" && current.orderId) await confirmOrderOnceBooked(tx, current.orderId);
  });
  if (next === "CANCELLED") await availabilityChanged();
  return (await getReservation(id))!;
}

/**
 * One booking, one status the owner sees everywhere (issue #26, item 13): a checkout order
 * still Pending becomes Confirmed once none of its bookings waits for an answer any more, so
 * Orders and the dashboard agree with Today. An order the owner moved on (or cancelled) is
 * left as it is.
 */
async function confirmOrderOnceBooked(tx: Prisma.TransactionClient, orderId: string): Promise<void> {
  const waiting = await tx.reservation.count({ where: { orderId, kind: "RENTAL", status: "REQUESTED" } });
  if (waiting === 0) await tx.order.updateMany({ where: { id: orderId, status: "PENDING" }, data: { status: "CONFIRMED" } });
}

export interface ReservationsQuery {
  from?: Day;
  to?: Day;
  status?: StatusWord;
  kind?: "rental" | "block";
  productId?: string;
  q?: string;
  page: number;
  limit: number;
}

/** Admin list: stays that touch [from, to], soonest pickup first. */
export async function listReservations(query: ReservationsQuery): Promise<{ reservations: ReservationView[]; total: number; hasMore: boolean }> {
  const and: Prisma.ReservationWhereInput[] = [];
  if (query.from) and.push({ returnOn: { gte: dayToDate(query.from) } });
  if (query.to) and.push({ pickupOn: { lte: dayToDate(query.to) } });
  if (query.status) and.push({ status: STATUS_OF_WORD[query.status] });
  if (query.kind) and.push({ kind: query.kind === "block" ? "BLOCK" : "RENTAL" });
  if (query.productId) and.push({ itemId: query.productId });
  const q = query.q?.trim();
  if (q) {
    const digits = phoneSearchDigits(q);
    const number = /^r-?\d+$/i.test(q) ? Number(q.replace(/\D/g, "")) : NaN;
    and.push({
      OR: [
        { customerName: { contains: q, mode: "insensitive" } },
        { title: { contains: q, mode: "insensitive" } },
        ...(digits ? [{ phone: { contains: digits } }] : []),
        ...(Number.isSafeInteger(number) && number > 0 && number < 2 ** 31 ? [{ number }] : []),
      ],
    });
  }
  const where = { AND: and };
  await lapseExpiredHolds();
  const prisma = await db();
  const [rows, total] = await Promise.all([
    prisma.reservation.findMany({ where, include: withUnit, orderBy: [{ pickupOn: "asc" }, { number: "asc" }], skip: (query.page - 1) * query.limit, take: query.limit }),
    prisma.reservation.count({ where }),
  ]);
  return { reservations: rows.map(toView), total, hasMore: query.page * query.limit < total };
}

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
  if (input.unit !== undefined && input.unit > piece.terms.stock) throw new HttpError(422, `This piece has ${piece.terms.stock} ${piece.terms.stock === 1 ? "copy" : "copies"}.`, { unit: "No such copy." });
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
      where: { itemId: piece.id, ...holdingAt(now), unitId: { in: units.map((u) => u.id) }, holdFrom: { lte: dayToDate(input.to) }, holdTo: { gte: dayToDate(input.from) } },
      orderBy: { holdFrom: "asc" },
      take: 5,
    });
    const names = inTheWay.map((r) => (r.kind === "BLOCK" ? `a block (${r.reason ?? "no reason"})` : reservationNumber(r.number))).join(", ");
    throw new HttpError(409, `Those days are already held by ${names || "another booking"}. Cancel or move it first.`);
  }
  await availabilityChanged();
  const rows = await prisma.reservation.findMany({ where: { groupId }, include: withUnit, orderBy: { unit: { number: "asc" } } });
  return rows.map(toView);
}

/** DELETE /api/blocks/{id}: frees the days again. */
export async function deleteBlock(blockId: string): Promise<void> {
  const prisma = await db();
  const plausible = isPlausibleId(blockId) || /^[0-9a-f-]{36}$/.test(blockId);
  const { count } = plausible ? await prisma.reservation.deleteMany({ where: { groupId: blockId, kind: "BLOCK" } }) : { count: 0 };
  if (count === 0) throw new HttpError(404, "That block does not exist (it may have been removed already).");
  await availabilityChanged();
}

/** The owner's day: what to hand over, what comes back, what is late, what needs an answer. */
export async function todaysWork(today = indiaToday(), now = new Date()) {
  await lapseExpiredHolds(now);
  const prisma = await db();
  const day = dayToDate(today);
  const rentals = { kind: "RENTAL" as const };
  const [pickups, returns, overdue, blocks, toConfirm] = await Promise.all([
    prisma.reservation.findMany({ where: { ...rentals, pickupOn: day, status: { in: ["REQUESTED", "CONFIRMED"] } }, include: withUnit, orderBy: { number: "asc" } }),
    prisma.reservation.findMany({ where: { ...rentals, returnOn: day, status: "PICKED_UP" }, include: withUnit, orderBy: { number: "asc" } }),
    prisma.reservation.findMany({ where: { ...rentals, returnOn: { lt: day }, status: "PICKED_UP" }, include: withUnit, orderBy: { returnOn: "asc" } }),
    prisma.reservation.findMany({ where: { kind: "BLOCK", holdFrom: { lte: day }, holdTo: { gte: day } }, include: withUnit, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    prisma.reservation.findMany({ where: { ...rentals, status: "REQUESTED", pickupOn: { gt: day } }, include: withUnit, orderBy: { pickupOn: "asc" }, take: 50 }),
  ]);
  // One line per block, not one per copy of the piece.
  const seen = new Set<string>();
  const blocksToday = blocks.filter((b) => (b.groupId && seen.has(b.groupId) ? false : (seen.add(b.groupId ?? b.id), true)));
  return { today, pickups: pickups.map(toView), returns: returns.map(toView), overdue: overdue.map(toView), blocks: blocksToday.map(toView), toConfirm: toConfirm.map(toView) };
}

/** What an order's bookings look like on the owner's order card. */
export interface OrderBooking {
  id: string;
  number: string;
  status: StatusWord;
  title: string;
  from: Day;
  to: Day;
  /** cancelled because it lapsed unconfirmed (its days were freed), not by the owner */
  lapsed: boolean;
}

export const orderBookingSelect = { id: true, number: true, status: true, title: true, pickupOn: true, returnOn: true, cancelReason: true } satisfies Prisma.ReservationSelect;

export function toOrderBooking(r: Prisma.ReservationGetPayload<{ select: typeof orderBookingSelect }>): OrderBooking {
  return { id: r.id, number: reservationNumber(r.number), status: WORD_OF_STATUS[r.status], title: r.title, from: dateToDay(r.pickupOn), to: dateToDay(r.returnOn), lapsed: r.status === "CANCELLED" && r.cancelReason === "LAPSED" };
}

/**
 * Confirms an order's pending holds in the caller's transaction, so a confirmed order keeps
 * its pieces past RENTAL_HOLD_HOURS. One still requested past its lapse time still holds its
 * days (the exclusion constraint let no one else take them) and is confirmed too; one already
 * lapsed is not brought back (its days may be someone else's now): it is named instead.
 */
export async function confirmBookingsOfOrder(tx: Prisma.TransactionClient, orderId: string): Promise<{ confirmed: string[]; lapsed: string[] }> {
  const pending = await tx.reservation.findMany({ where: { orderId, kind: "RENTAL", status: "REQUESTED" }, select: { id: true }, orderBy: { id: "asc" } });
  // Only rows still requested when written: a booking lapsing one at this moment wins.
  await tx.reservation.updateMany({ where: { id: { in: pending.map((r) => r.id) }, status: "REQUESTED" }, data: { status: "CONFIRMED", lapsesAt: null } });
  const confirmed = await tx.reservation.findMany({ where: { id: { in: pending.map((r) => r.id) }, status: "CONFIRMED" }, select: { number: true }, orderBy: { number: "asc" } });
  const lapsed = await tx.reservation.findMany({ where: { orderId, kind: "RENTAL", status: "CANCELLED", cancelReason: "LAPSED" }, select: { number: true }, orderBy: { number: "asc" } });
  return { confirmed: confirmed.map((r) => reservationNumber(r.number)), lapsed: lapsed.map((r) => reservationNumber(r.number)) };
}

/** Bookings that still hold days and have not left the shop: what cancelling their order cancels. */
const NOT_YET_OUT: ReservationStatus[] = ["REQUESTED", "CONFIRMED"];

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

/**
 * The owner's answer to a stranger holding stock: every booking made with this phone that
 * has not left the shop (requested or confirmed) is cancelled in one go, its days freed.
 */
export async function cancelAllOfPhone(phone: string): Promise<{ cancelled: string[] }> {
  const prisma = await db();
  const where = { kind: "RENTAL" as const, phone, status: { in: NOT_YET_OUT } };
  const rows = await prisma.$transaction(async (tx) => {
    const found = await tx.reservation.findMany({ where, select: { id: true, number: true, itemId: true }, orderBy: { number: "asc" } });
    await tx.reservation.updateMany({ where: { id: { in: found.map((r) => r.id) }, status: { in: NOT_YET_OUT } }, data: { status: "CANCELLED", cancelReason: "OWNER" } });
    return found;
  });
  if (rows.length) await availabilityChanged();
  return { cancelled: rows.map((r) => reservationNumber(r.number)) };
}

/**
 * One lock per copy, taken in one order everywhere (piece id, then copy number) and held to
 * the end of the transaction: inserts racing for one copy in the exclusion constraint's check
 * would otherwise deadlock on PostgreSQL, and a checkout holding several pieces cannot
 * deadlock with another taking the same pieces in another order.
 */
export async function lockUnits(tx: Client, units: { id: string }[]): Promise<void> {
  for (const unit of units) await tx.$queryRaw`SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(hashtext(${unit.id}))) AS held`;
}

/**
 * Marks the pieces' pending holds whose time has come as lapsed (cancelled, reason LAPSED),
 * inside a booking's transaction before its insert: the exclusion constraint ignores only
 * cancelled rows, so a lapsed hold must be one before a new booking can take its days.
 */
export async function lapseHolds(tx: Client, itemIds: string[], now: Date): Promise<void> {
  await tx.reservation.updateMany({ where: { itemId: { in: itemIds }, kind: "RENTAL", status: "REQUESTED", lapsesAt: { lte: now } }, data: { status: "CANCELLED", cancelReason: "LAPSED" } });
}

/**
 * The owner's screens show lapsed holds as lapsed, not as requests. Availability needs no
 * sweep (every read treats an expired hold as free), so this changes nothing a visitor sees.
 * It takes no locks of its own, so it takes rows in one order and skips any a booking holds
 * (that booking lapses them itself): updating them in whatever order the plan gave deadlocked
 * on PostgreSQL with a booking's lapseHolds on the same rows, a 500 on the owner's screen.
 */
export async function lapseExpiredHolds(now = new Date()): Promise<void> {
  const prisma = await db();
  await prisma.$executeRaw`UPDATE reservations SET status = 'CANCELLED', "cancelReason" = 'LAPSED', "updatedAt" = ${new Date()}
    WHERE id IN (SELECT id FROM reservations WHERE kind = 'RENTAL' AND status = 'REQUESTED' AND "lapsesAt" <= ${now} ORDER BY id FOR UPDATE SKIP LOCKED)`;
}

/**
 * 409 before a piece is deleted while customers still expect it: deleting would take their
 * bookings with it. Past and cancelled bookings do not count, nor a pending hold whose time
 * has come (it holds nothing, whether or not anything marked it lapsed yet).
 */
export async function assertNoUpcomingBookings(itemId: string, now = new Date()): Promise<void> {
  const prisma = await db();
  const upcoming = await prisma.reservation.findMany({
    where: { itemId, kind: "RENTAL", returnOn: { gte: dayToDate(indiaToday(now)) }, AND: [{ status: { in: ["REQUESTED", "CONFIRMED", "PICKED_UP"] } }, holdingAt(now)] },
    orderBy: { pickupOn: "asc" },
    select: { number: true },
    take: 5,
  });
  if (upcoming.length) {
    const numbers = upcoming.map((r) => reservationNumber(r.number)).join(", ");
    throw new HttpError(409, `This piece has upcoming reservations (${numbers}). Cancel them first, or empty its rent to stop new bookings.`);
  }
}

/**
 * A booking, cancellation or block changes which pieces are "available on" a day: those
 * lists and their pages drop what they hold (on every instance), nothing else (lib/cache.ts).
 * Called once per change, after it committed. Every dated list is dropped whichever piece
 * changed: a list of one day can name any piece, and bookings are rare next to page views.
 */
export function availabilityChanged(): Promise<void> {
  return invalidateAvailability();
}
