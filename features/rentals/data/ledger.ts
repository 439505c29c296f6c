import "server-only";
import { db } from "@/lib/db";
import { dateToDay } from "@/lib/dates";
import type { Prisma } from "@/lib/generated/prisma/client";
import { lockKey } from "./holds";
import { booksOf, type Books, type KindSums, type LedgerKind } from "../rules/ledger";
import { reservationNumber } from "../rules/status";
import type { BookingMoney, BookingRef, LedgerEntryView } from "../views";

type Client = Prisma.TransactionClient;

/**
 * A booking's entries: those on its order and those on its stays (a checkout), or those on
 * the reservation made on its own.
 */
function ledgerWhere(ref: BookingRef): Prisma.LedgerEntryWhereInput {
  return ref.kind === "order" ? { OR: [{ orderId: ref.id }, { stay: { orderId: ref.id } }] } : { stayId: ref.id };
}

/** Where a payment, a refund or an owner's adjustment of the booking is written. */
export function ledgerOn(ref: BookingRef): { orderId: string } | { stayId: string } {
  return ref.kind === "order" ? { orderId: ref.id } : { stayId: ref.id };
}

/** The booking a reservation belongs to: its checkout order, or itself. */
export function bookingRefOf(r: { id: string; orderId: string | null }): BookingRef {
  return r.orderId ? { kind: "order", id: r.orderId } : { kind: "reservation", id: r.id };
}

const withStay = { stay: { select: { number: true } } } as const;
type EntryRow = Prisma.LedgerEntryGetPayload<{ include: typeof withStay }>;
// Charges written in one statement share a moment: rent before deposit, as the enum lists them.
const inOrder = [
  { on: "asc" },
  { createdAt: "asc" },
  { kind: "asc" },
  { id: "asc" },
] satisfies Prisma.LedgerEntryOrderByWithRelationInput[];

export function entryView(e: EntryRow): LedgerEntryView {
  return {
    id: e.id,
    kind: e.kind.toLowerCase() as LedgerEntryView["kind"],
    amount: e.amount,
    method: e.method ? (e.method.toLowerCase() as LedgerEntryView["method"]) : null,
    reference: e.reference,
    reason: e.reason,
    byOwner: e.byOwner,
    online: e.razorpayPaymentId !== null,
    stay: e.stay ? reservationNumber(e.stay.number) : null,
    on: dateToDay(e.on),
    createdAt: e.createdAt.toISOString(),
  };
}

function moneyOf(entries: EntryRow[]): BookingMoney {
  const books = booksOf(entries.map((e) => ({ kind: e.kind as LedgerKind, amount: e.amount })));
  return { ...books, credit: books.refundDue, entries: entries.map(entryView) };
}

/** A booking's books, in the caller's transaction when given one (to decide on what it sees). */
export async function bookingBooks(ref: BookingRef, client?: Client): Promise<Books> {
  const prisma = client ?? (await db());
  const sums = await prisma.ledgerEntry.groupBy({ by: ["kind"], where: ledgerWhere(ref), _sum: { amount: true } });
  const byKind: KindSums = {};
  for (const s of sums) byKind[s.kind as LedgerKind] = s._sum.amount ?? 0;
  return booksOf(byKind);
}

/** A booking's books with every entry, oldest first. */
export async function bookingMoney(ref: BookingRef, client?: Client): Promise<BookingMoney> {
  const prisma = client ?? (await db());
  return moneyOf(await prisma.ledgerEntry.findMany({ where: ledgerWhere(ref), include: withStay, orderBy: inOrder }));
}

/** The books of many bookings at once (a list of cards), keyed "order:<id>" or "reservation:<id>". */
export async function moneyOfBookings(refs: BookingRef[]): Promise<Map<string, BookingMoney>> {
  const orders = [...new Set(refs.filter((r) => r.kind === "order").map((r) => r.id))];
  const stays = [...new Set(refs.filter((r) => r.kind === "reservation").map((r) => r.id))];
  const out = new Map<string, BookingMoney>();
  if (!orders.length && !stays.length) return out;
  const rows = await (
    await db()
  ).ledgerEntry.findMany({
    where: {
      OR: [
        { orderId: { in: orders } },
        { stay: { orderId: { in: orders } } },
        { stayId: { in: stays }, stay: { orderId: null } },
      ],
    },
    include: { ...withStay, stay: { select: { number: true, orderId: true } } },
    orderBy: inOrder,
  });
  const grouped = new Map<string, EntryRow[]>();
  for (const e of rows) {
    const key = e.orderId
      ? `order:${e.orderId}`
      : e.stay?.orderId
        ? `order:${e.stay.orderId}`
        : `reservation:${e.stayId}`;
    grouped.set(key, [...(grouped.get(key) ?? []), e]);
  }
  for (const ref of refs) out.set(refKey(ref), moneyOf(grouped.get(refKey(ref)) ?? []));
  return out;
}

/**
 * One writer at a time on a booking's books, to the end of the caller's transaction: a refund
 * is checked against what the shop holds and written with nothing moving in between.
 */
export function lockBooks(tx: Client, ref: BookingRef): Promise<void> {
  return lockKey(tx, `books:${ref.kind}:${ref.id}`);
}

/**
 * Why an order cannot be deleted, or null, in the caller's transaction and holding its books
 * (a payment being written waits, then finds the order gone): money was recorded on it, or a
 * Razorpay link for it is still open and could be paid at any moment.
 */
export async function whyOrderKeepsItsBooks(tx: Client, orderId: string, now = new Date()): Promise<string | null> {
  await lockBooks(tx, { kind: "order", id: orderId });
  const moved = await tx.ledgerEntry.count({
    where: { kind: { in: ["PAYMENT", "REFUND"] }, ...ledgerWhere({ kind: "order", id: orderId }) },
  });
  if (moved > 0)
    return "Money was recorded on this order: cancel it instead of deleting it, so its payments and refunds stay in the books.";
  const open = await tx.paymentLink.count({ where: { orderId, paidAt: null, expiresAt: { gt: now } } });
  if (open > 0)
    return "A Razorpay payment link for this order is still open: cancel the order instead, so a payment made on it still has its booking.";
  return null;
}

export const refKey = (ref: BookingRef) => `${ref.kind}:${ref.id}`;

/** A payment with this reference already on the books (any booking), with its booking's R-numbers; null when none. */
export async function paymentWithReference(
  reference: string,
  client?: Client,
): Promise<{ numbers: string[]; on: string; amount: number } | null> {
  const prisma = client ?? (await db());
  const found = await prisma.ledgerEntry.findFirst({
    where: { kind: "PAYMENT", reference: { equals: reference, mode: "insensitive" } },
    select: { amount: true, on: true, orderId: true, stay: { select: { number: true, orderId: true } } },
  });
  if (!found) return null;
  const orderId = found.orderId ?? found.stay?.orderId ?? null;
  const numbers = orderId
    ? (
        await prisma.reservation.findMany({
          where: { orderId, kind: "RENTAL" },
          select: { number: true },
          orderBy: { number: "asc" },
        })
      ).map((r) => reservationNumber(r.number))
    : [reservationNumber(found.stay?.number ?? null)];
  return { numbers, on: dateToDay(found.on), amount: found.amount };
}
