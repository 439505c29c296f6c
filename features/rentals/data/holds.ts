import "server-only";
import { db } from "@/lib/db";
import { addDays, dateToDay, dayToDate, type Day } from "@/lib/dates";
import type { Prisma } from "@/lib/generated/prisma/client";
import { indiaToday } from "@/lib/format";
import type { Hold } from "../rules/availability";
import { heldWithin, holdEndOn, UNPAID_WINDOW_DAYS } from "../rules/holds";
import { rentalRules } from "../settings";
import { holdingWhere, lapsedSql, lapsedWhere, lapsingWhere, PENDING_KINDS } from "./lapse";

type Client = Prisma.TransactionClient;

/**
 * Bookings that hold their days at `now`: not cancelled, and not a pending hold whose lapse
 * time has come (it frees its days at that moment, before anything marks it lapsed).
 */
export function holdingAt(now: Date): Prisma.ReservationWhereInput {
  return { OR: [{ status: { notIn: ["CANCELLED", "REQUESTED"] } }, holdingWhere(now)] };
}

/**
 * Holds that may touch [from, to] on `today`: those whose days do, and every piece out past its
 * return day (it holds on until it is back, rules/holds.ts holdEndOn), to be cut to size by
 * `liveHolds`.
 */
function touching(from: Day, to: Day, now: Date): Prisma.ReservationWhereInput {
  const today = dayToDate(indiaToday(now));
  return {
    ...holdingAt(now),
    holdFrom: { lte: dayToDate(to) },
    AND: [{ OR: [{ holdTo: { gte: dayToDate(from) } }, { status: "PICKED_UP", returnOn: { lt: today } }] }],
  };
}

const holdRow = {
  id: true,
  kind: true,
  status: true,
  returnOn: true,
  holdFrom: true,
  holdTo: true,
  unit: { select: { number: true } },
  item: { select: { bufferAfter: true } },
} as const;
type HoldRow = Prisma.ReservationGetPayload<{ select: typeof holdRow }>;

/** The rows' holds as they stand on `now`'s India day, those that touch [from, to]. */
function liveHolds(rows: HoldRow[], from: Day, to: Day, now: Date): Hold[] {
  const today = indiaToday(now);
  const shopBuffer = rentalRules().bufferAfter;
  return rows
    .map((r) => ({
      unit: r.unit.number,
      kind: r.kind,
      from: dateToDay(r.holdFrom),
      to: holdEndOn(
        { status: r.status, returnOn: dateToDay(r.returnOn), holdTo: dateToDay(r.holdTo) },
        today,
        r.item.bufferAfter ?? shopBuffer,
      ),
    }))
    .filter((h) => h.to >= from && h.from <= to);
}

/** Every live hold on the piece's units that touches [from, to]; `client` a transaction's, to see its own. */
export async function holdsBetween(
  itemId: string,
  from: Day,
  to: Day,
  now = new Date(),
  client?: Client,
  except?: string,
): Promise<Hold[]> {
  const prisma = client ?? (await db());
  const rows = await prisma.reservation.findMany({
    where: { itemId, ...touching(from, to, now), ...(except ? { id: { not: except } } : {}) },
    select: holdRow,
  });
  return liveHolds(rows, from, to, now);
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
  await tx.reservation.updateMany({
    where: { itemId: { in: itemIds }, kind: { in: PENDING_KINDS }, ...lapsedWhere(now) },
    data: { status: "CANCELLED", cancelReason: "LAPSED" },
  });
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
    WHERE id IN (SELECT id FROM reservations WHERE kind IN ('RENTAL', 'TRYON') AND ${lapsedSql("reservations", now)} ORDER BY id FOR UPDATE SKIP LOCKED)`;
}

/**
 * What the ceiling on unpaid holds weighs, per category, inside a booking's transaction: the
 * copies of its rentable pieces, and the online holds still waiting (unconfirmed, not lapsed)
 * whose days meet `from`..`to`.
 */
export async function unpaidHoldsOf(tx: Client, categories: string[], from: Day, to: Day, now: Date) {
  const [copies, holds] = await Promise.all([
    tx.collectionItem.groupBy({
      by: ["category"],
      where: { category: { in: categories }, rentPrice: { not: null } },
      _sum: { stock: true },
    }),
    tx.reservation.findMany({
      where: {
        kind: { in: PENDING_KINDS },
        ...lapsingWhere(now),
        holdFrom: { lte: dayToDate(to) },
        holdTo: { gte: dayToDate(from) },
        item: { category: { in: categories } },
      },
      select: { holdFrom: true, holdTo: true, lapsesAt: true, item: { select: { category: true } } },
    }),
  ]);
  return categories.map((category) => ({
    category,
    copies: copies.find((c) => c.category === category)?._sum.stock ?? 0,
    holds: holds
      .filter((h) => h.item.category === category)
      .map((h) => ({ from: dateToDay(h.holdFrom), to: dateToDay(h.holdTo), lapsesAt: h.lapsesAt })),
  }));
}

/**
 * The pieces among `itemIds` this address held online and let lapse unconfirmed within the
 * last `hours`: it may not hold them again until the cool-down has passed (the lapse time of
 * the latest, per piece).
 */
export async function coolingDown(
  tx: Client,
  itemIds: string[],
  bookedFrom: string,
  hours: number,
  now: Date,
): Promise<{ itemId: string; lapsedAt: Date }[]> {
  if (!hours) return [];
  const rows = await tx.reservation.findMany({
    where: {
      // an online hold, or a try-on's hold of her function days (its day in the shop lapses whatever she decides)
      AND: [{ OR: [{ kind: "RENTAL" }, { kind: "TRYON", tryOnRole: "FUNCTION" }] }],
      itemId: { in: itemIds },
      bookedFrom,
      lapsesAt: { gt: new Date(now.getTime() - hours * 3_600_000) },
      // lapsed by now: not yet marked so (still REQUESTED), or marked
      OR: [lapsedWhere(now), { status: "CANCELLED", cancelReason: "LAPSED", lapsesAt: { lte: now } }],
    },
    select: { itemId: true, lapsesAt: true },
    orderBy: { lapsesAt: "asc" },
  });
  // the latest lapse per piece wins: the cool-down runs from it
  return [...new Map(rows.map((r) => [r.itemId, { itemId: r.itemId, lapsedAt: r.lapsesAt! }])).values()];
}

/**
 * The online holds still waiting for the shop (unconfirmed, not lapsed) over the 30 days from
 * `today`, per category of rentable pieces: the share of its copy-days they take. For Today.
 */
export async function unpaidShareAhead(today: Day, now: Date): Promise<{ category: string; percent: number }[]> {
  const prisma = await db();
  const last = addDays(today, UNPAID_WINDOW_DAYS - 1);
  const [copies, holds] = await Promise.all([
    prisma.collectionItem.groupBy({ by: ["category"], where: { rentPrice: { not: null } }, _sum: { stock: true } }),
    prisma.reservation.findMany({
      where: {
        kind: { in: PENDING_KINDS },
        ...lapsingWhere(now),
        holdFrom: { lte: dayToDate(last) },
        holdTo: { gte: dayToDate(today) },
      },
      select: { holdFrom: true, holdTo: true, item: { select: { category: true } } },
    }),
  ]);
  return copies
    .map((c) => {
      const held = holds
        .filter((h) => h.item.category === c.category)
        .map((h) => ({ from: dateToDay(h.holdFrom), to: dateToDay(h.holdTo) }));
      const days = (c._sum.stock ?? 0) * UNPAID_WINDOW_DAYS;
      return { category: c.category, percent: days ? Math.round((heldWithin(held, today) * 100) / days) : 0 };
    })
    .sort((a, b) => b.percent - a.percent || (a.category < b.category ? -1 : 1));
}
