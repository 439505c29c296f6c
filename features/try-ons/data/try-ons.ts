import "server-only";
import { db } from "@/lib/db";
import { dateToDay } from "@/lib/dates";
import type { Prisma } from "@/lib/generated/prisma/client";
import { storedLocale } from "@/lib/validation/locale";
import { changeCutoff, statusWord, tryOnNumber } from "../rules/try-on";
import type { TryOnLimits } from "../settings";
import type { TryOnView } from "../views";
import { tryOnPath } from "../link";

type Client = Prisma.TransactionClient;

/** Live try-ons take a fitting room: booked (ahead, under way, or a no-show whose slot passed) or come. */
const LIVE: Prisma.TryOnWhereInput = { status: { in: ["BOOKED", "CAME"] } };

/** A transaction-scoped advisory lock on a key (the same keys as features/rentals' for an address). */
async function lockKey(tx: Client, key: string): Promise<void> {
  await tx.$queryRaw`SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(hashtext(${key}))) AS held`;
}

/** One lock per slot, held to the end of the transaction: bookings of one slot take its rooms in turn. */
export const lockSlot = (tx: Client, start: Date) => lockKey(tx, `try-on-slot:${start.toISOString()}`);

/**
 * Locks a try-on's row to the end of the transaction and reads it as it is then: a move, a
 * cancel, "she came" or a booking read before another one committed acts on what is true now
 * (two tabs, or the owner and her at once), never on the row it was handed.
 */
export async function lockTryOn(
  tx: Client,
  id: string,
): Promise<{ status: string; start: Date; moves: number } | null> {
  const [row] = await tx.$queryRaw<{ status: string; start: Date; moves: number }[]>`
    SELECT status::text AS status, "start", moves FROM try_ons WHERE id = ${id} FOR UPDATE`;
  return row ? { ...row, moves: Number(row.moves) } : null;
}

/**
 * The try-ons this address has ahead (booked online, slot not yet over), read under the
 * address's lock (the one its bookings take): one stranger cannot take every fitting room.
 */
export async function tryOnsAheadFrom(tx: Client, address: string, now: Date, except?: string): Promise<number> {
  await lockKey(tx, `hold-from:${address}`);
  return tx.tryOn.count({
    where: {
      bookedFrom: address,
      byOwner: false,
      status: "BOOKED",
      end: { gt: now },
      ...(except ? { id: { not: except } } : {}),
    },
  });
}

/** The fitting rooms live try-ons sit in at this slot, read in the booking's transaction. */
export async function roomsTaken(tx: Client, start: Date, except?: string): Promise<number[]> {
  const rows = await tx.tryOn.findMany({
    where: { ...LIVE, start, ...(except ? { id: { not: except } } : {}) },
    select: { room: true },
  });
  return rows.map((r) => r.room);
}

/** How many live try-ons each slot start between `from` and `to` has. */
export async function takenBetween(from: Date, to: Date): Promise<Map<number, number>> {
  const rows = await (
    await db()
  ).tryOn.groupBy({
    by: ["start"],
    where: { ...LIVE, start: { gte: from, lte: to } },
    _count: { _all: true },
  });
  return new Map(rows.map((r) => [r.start.getTime(), r._count._all]));
}

/** The next T-number, drawn in the try-on's own transaction (a refused try-on gives its number back). */
export async function nextTryOnNumber(tx: Client): Promise<number> {
  const [row] = await tx.$queryRaw<{ value: number }[]>`
    INSERT INTO "counters" ("name", "value")
      VALUES ('try-on-number', COALESCE((SELECT MAX("number") FROM "try_ons"), 0) + 1)
    ON CONFLICT ("name") DO UPDATE SET "value" = "counters"."value" + 1
    RETURNING "value"`;
  return row!.value;
}

const withPieces = {
  pieces: {
    orderBy: { id: "asc" },
    include: {
      unit: { select: { number: true } },
      item: { select: { titleHi: true } },
      holds: {
        where: { kind: "TRYON", tryOnRole: "FUNCTION", status: "REQUESTED" },
        select: { lapsesAt: true },
      },
    },
  },
} as const satisfies Prisma.TryOnInclude;
export type TryOnRow = Prisma.TryOnGetPayload<{ include: typeof withPieces }>;

export function toTryOnView(row: TryOnRow, now: Date, limits: TryOnLimits): TryOnView {
  const locale = storedLocale(row.locale);
  const held = (p: TryOnRow["pieces"][number]) => p.holds.some((h) => !h.lapsesAt || h.lapsesAt > now);
  const until = row.pieces
    .flatMap((p) => p.holds.map((h) => h.lapsesAt))
    .filter((at): at is Date => !!at && at > now)
    .sort((a, b) => a.getTime() - b.getTime())[0];
  return {
    id: row.id,
    number: tryOnNumber(row.number),
    start: row.start.toISOString(),
    end: row.end.toISOString(),
    room: row.room,
    status: statusWord(row, now, limits.graceMinutes),
    name: row.name,
    phone: row.phone,
    email: row.email,
    locale,
    functionFrom: row.functionFrom ? dateToDay(row.functionFrom) : null,
    functionTo: row.functionTo ? dateToDay(row.functionTo) : null,
    heldUntil: until ? until.toISOString() : null,
    changeUntil: changeCutoff(row.start, limits.changeHours).toISOString(),
    byOwner: row.byOwner,
    pieces: row.pieces.map((p) => ({
      id: p.id,
      productId: p.itemId,
      title: p.title,
      herTitle: locale === "hi" && p.item.titleHi ? p.item.titleHi : p.title,
      size: p.size,
      copy: p.unit.number,
      rent: p.rent,
      deposit: p.deposit,
      held: held(p),
    })),
    orderId: row.orderId,
    path: tryOnPath(row.id, row.linkVersion, locale),
  };
}

export async function findTryOn(id: string): Promise<TryOnRow | null> {
  return (await db()).tryOn.findUnique({ where: { id }, include: withPieces });
}

/** Try-ons whose slot starts between `from` and `to` (the owner's day and week), soonest first. */
export async function tryOnsBetween(from: Date, to: Date): Promise<TryOnRow[]> {
  return (await db()).tryOn.findMany({
    where: { start: { gte: from, lt: to }, status: { not: "CANCELLED" } },
    include: withPieces,
    orderBy: [{ start: "asc" }, { room: "asc" }],
  });
}
