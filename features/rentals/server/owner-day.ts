import "server-only";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { dayToDate } from "@/lib/dates";
import { lapseExpiredHolds } from "../data/holds";
import { toView, withUnit } from "../data/reservations";

/** The owner's day: what to hand over, what comes back, what is late, what needs an answer. */
export async function todaysWork(today = indiaToday(), now = new Date()) {
  await lapseExpiredHolds(now);
  const prisma = await db();
  const day = dayToDate(today);
  const rentals = { kind: "RENTAL" as const };
  const [pickups, returns, overdue, blocks, toConfirm, changes, toSettle] = await Promise.all([
    prisma.reservation.findMany({ where: { ...rentals, pickupOn: day, status: { in: ["REQUESTED", "CONFIRMED"] } }, include: withUnit, orderBy: { number: "asc" } }),
    prisma.reservation.findMany({ where: { ...rentals, returnOn: day, status: "PICKED_UP" }, include: withUnit, orderBy: { number: "asc" } }),
    prisma.reservation.findMany({ where: { ...rentals, returnOn: { lt: day }, status: "PICKED_UP" }, include: withUnit, orderBy: { returnOn: "asc" } }),
    prisma.reservation.findMany({ where: { kind: "BLOCK", holdFrom: { lte: day }, holdTo: { gte: day } }, include: withUnit, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    prisma.reservation.findMany({ where: { ...rentals, status: "REQUESTED", pickupOn: { gt: day } }, include: withUnit, orderBy: { pickupOn: "asc" }, take: 50 }),
    // Customers asking for other days from their booking page, waiting for an answer.
    prisma.reservation.findMany({
      where: { ...rentals, status: { in: ["REQUESTED", "CONFIRMED", "PICKED_UP"] }, changes: { some: { status: "REQUESTED" } } },
      include: withUnit,
      orderBy: { pickupOn: "asc" },
      take: 50,
    }),
    // Back in the shop, the deposit not yet settled (refund to pay, or nothing left to pay back).
    prisma.reservation.findMany({ where: { ...rentals, status: "RETURNED" }, include: withUnit, orderBy: { returnOn: "asc" }, take: 50 }),
  ]);
  // One line per block, not one per copy of the piece.
  const seen = new Set<string>();
  const blocksToday = blocks.filter((b) => (b.groupId && seen.has(b.groupId) ? false : (seen.add(b.groupId ?? b.id), true)));
  return {
    today,
    pickups: pickups.map(toView),
    returns: returns.map(toView),
    overdue: overdue.map(toView),
    blocks: blocksToday.map(toView),
    toConfirm: toConfirm.map(toView),
    changes: changes.map(toView),
    toSettle: toSettle.map(toView),
  };
}
