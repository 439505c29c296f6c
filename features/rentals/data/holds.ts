import "server-only";
import { db } from "@/lib/db";
import { dateToDay, dayToDate, type Day } from "@/lib/dates";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Hold } from "../rules/availability";

type Client = Prisma.TransactionClient;

/**
 * Bookings that hold their days at `now`: not cancelled, and not a pending hold whose lapse
 * time has come (it frees its days at that moment, before anything marks it lapsed).
 */
export function holdingAt(now: Date): Prisma.ReservationWhereInput {
  return { OR: [{ status: { notIn: ["CANCELLED", "REQUESTED"] } }, { status: "REQUESTED", OR: [{ lapsesAt: null }, { lapsesAt: { gt: now } }] }] };
}

/** Every live hold on the piece's units that touches [from, to]; `client` a transaction's, to see its own. */
export async function holdsBetween(itemId: string, from: Day, to: Day, now = new Date(), client?: Client, except?: string): Promise<Hold[]> {
  const prisma = client ?? (await db());
  const rows = await prisma.reservation.findMany({
    where: { itemId, ...holdingAt(now), holdFrom: { lte: dayToDate(to) }, holdTo: { gte: dayToDate(from) }, ...(except ? { id: { not: except } } : {}) },
    select: { kind: true, holdFrom: true, holdTo: true, unit: { select: { number: true } } },
  });
  return rows.map((r) => ({ unit: r.unit.number, kind: r.kind, from: dateToDay(r.holdFrom), to: dateToDay(r.holdTo) }));
}

/**
 * One lock per copy, taken in one order everywhere (piece id, then copy number) and held to
 * the end of the transaction: inserts racing for one copy in the exclusion constraint's check
 * would otherwise deadlock on PostgreSQL, and a checkout holding several pieces cannot
 * deadlock with another taking the same pieces in another order.
 */
export async function lockUnits(tx: Client, units: { id: string }[]): Promise<void> {
  for (const unit of units) await lockKey(tx, unit.id);
}

/** A transaction-scoped advisory lock on any key (a copy's id, a booker's phone). */
export async function lockKey(tx: Client, key: string): Promise<void> {
  await tx.$queryRaw`SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(hashtext(${key}))) AS held`;
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
