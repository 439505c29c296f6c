import "server-only";
import { db } from "@/lib/db";
import { dateToDay, dayToDate } from "@/lib/dates";
import { formatIndiaDateTime } from "@/lib/format";
import { Prisma, type PrismaClient, type Reminder } from "@/lib/generated/prisma/client";
import type { ReminderRowView } from "../views";
import { plannedReminders, remindsOnlyCancelled, type BookingKey, type ReminderKind } from "../rules/reminders";
import { bookingPath } from "../booking-link";
import { storedLocale } from "@/lib/validation/locale";
import { reservationNumber, WORD_OF_STATUS, type StatusWord } from "../rules/status";

type Client = PrismaClient | Prisma.TransactionClient;

/** The booking a stay belongs to: its checkout order, or itself when booked on its own. */
export const bookingKeyOf = (r: { id: string; orderId: string | null }): BookingKey =>
  r.orderId ? `o:${r.orderId}` : `r:${r.id}`;

/**
 * Writes the reminders of these stays (of one or more bookings) in the caller's transaction: a
 * booking's commit, or an approved change of days (`reopen`: a reminder of the new days that
 * was skipped before, when the stay had moved away from them, is due again).
 */
export async function writeReminders(
  tx: Client,
  stays: { id: string; orderId: string | null; from: string; to: string }[],
  now: Date,
  { reopen = false } = {},
) {
  const byBooking = new Map<BookingKey, { from: string; to: string }[]>();
  for (const s of stays) byBooking.set(bookingKeyOf(s), [...(byBooking.get(bookingKeyOf(s)) ?? []), s]);
  const rows = [...byBooking].flatMap(([booking, own]) => {
    const id = booking.slice(2);
    const owner = booking.startsWith("o:")
      ? { orderId: id, reservationId: null }
      : { orderId: null, reservationId: id };
    return plannedReminders(booking, own, now).map((p) => ({
      key: p.key,
      kind: p.kind,
      day: dayToDate(p.day),
      dueAt: p.dueAt,
      staleAt: p.staleAt,
      ...owner,
    }));
  });
  if (!rows.length) return;
  await tx.reminder.createMany({ data: rows, skipDuplicates: true });
  if (reopen) {
    const keys = rows.filter((r) => r.kind !== "CONFIRMATION").map((r) => r.key);
    await tx.reminder.updateMany({
      where: { key: { in: keys }, status: "SKIPPED", staleAt: { gt: now } },
      data: { status: "PENDING", outcome: null, doneAt: null, claimedUntil: null },
    });
  }
}

export interface ClaimedReminder {
  id: string;
  /** "o:…|KIND|day", "r:…|KIND|day", or a try-on's "t:<id>|KIND|<slot start>" */
  key: string;
  /** a try-on's reminder (claimed apart: features/try-ons), or null for a booking's */
  tryOnId: string | null;
  kind: ReminderKind;
  day: string;
  orderId: string | null;
  reservationId: string | null;
  attempts: number;
  /** this claim's end: the fence every later write of this claim checks */
  claimedUntil: Date;
}

/** A moment as PostgreSQL's timestamp(3) columns hold it (UTC), whatever the session's time zone. */
const utc = (at: Date) => at.toISOString();

/**
 * Claims up to `limit` due reminders in one statement: rows another claimer holds (its
 * transaction, or its unexpired claim) are skipped, not waited for, so two instances draining
 * at once each take different rows. A claim lapses at `now + leaseMs`: a claimer that dies
 * before finishing lets its rows go then.
 */
export async function claimReminders(
  client: Client,
  now: Date,
  limit: number,
  leaseMs: number,
  of: "bookings" | "try-ons" = "bookings",
): Promise<ClaimedReminder[]> {
  const until = new Date(now.getTime() + leaseMs);
  const rows = await client.$queryRaw<
    {
      id: string;
      key: string;
      kind: ReminderKind;
      day: string;
      orderId: string | null;
      reservationId: string | null;
      tryOnId: string | null;
      attempts: number;
    }[]
  >`
    UPDATE reminders SET "claimedUntil" = (${utc(until)}::timestamptz AT TIME ZONE 'UTC'), attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM reminders
      WHERE status = 'PENDING'
        AND "dueAt" <= (${utc(now)}::timestamptz AT TIME ZONE 'UTC')
        AND "staleAt" > (${utc(now)}::timestamptz AT TIME ZONE 'UTC')
        AND ("claimedUntil" IS NULL OR "claimedUntil" <= (${utc(now)}::timestamptz AT TIME ZONE 'UTC'))
        AND ${of === "try-ons" ? Prisma.sql`"tryOnId" IS NOT NULL` : Prisma.sql`"tryOnId" IS NULL`}
      ORDER BY "dueAt"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING id, key, kind::text AS kind, to_char(day, 'YYYY-MM-DD') AS day, "orderId", "reservationId", "tryOnId", attempts`;
  return rows.map((r) => ({ ...r, attempts: Number(r.attempts), claimedUntil: until }));
}

/** Reminders past their stale limit and not held by a live claim: skipped, never sent late. */
export async function skipStaleReminders(client: Client, now: Date): Promise<number> {
  const { count } = await client.reminder.updateMany({
    where: { status: "PENDING", staleAt: { lte: now }, OR: [{ claimedUntil: null }, { claimedUntil: { lte: now } }] },
    data: { status: "SKIPPED", outcome: "stale: its time passed while no server was sending", doneAt: now },
  });
  return count;
}

/** Ends a claim: sent or skipped. Only while the claim is still this one's (false: it had lapsed and another took it). */
export async function finishReminder(
  client: Client,
  r: ClaimedReminder,
  status: "SENT" | "SKIPPED",
  outcome: string,
  now: Date,
): Promise<boolean> {
  const { count } = await client.reminder.updateMany({
    where: { id: r.id, claimedUntil: r.claimedUntil, status: "PENDING" },
    data: { status, outcome: outcome.slice(0, 200), doneAt: now, claimedUntil: null },
  });
  return count === 1;
}

/** Lets a claim go, due again at `dueAt` (waiting for the owner, or a send to retry). */
export async function releaseReminder(client: Client, r: ClaimedReminder, dueAt: Date, outcome: string | null) {
  await client.reminder.updateMany({
    where: { id: r.id, claimedUntil: r.claimedUntil, status: "PENDING", staleAt: { gt: dueAt } },
    data: { dueAt, claimedUntil: null, outcome },
  });
}

/** The stays of a reminder's booking (a checkout's pieces, or the reservation itself): what its message needs, read lean (a drain reads one per reminder). */
export async function staysOfReminder(client: Client, r: Pick<ClaimedReminder, "orderId" | "reservationId">) {
  const rows = await client.reservation.findMany({
    where: { kind: "RENTAL", ...(r.orderId ? { orderId: r.orderId } : { id: r.reservationId! }) },
    select: {
      id: true,
      number: true,
      status: true,
      title: true,
      pickupOn: true,
      returnOn: true,
      lapsesAt: true,
      rent: true,
      deposit: true,
      email: true,
      phone: true,
      orderId: true,
      linkVersion: true,
      locale: true,
      order: { select: { linkVersion: true, fulfilment: true } },
    },
    orderBy: { number: "asc" },
  });
  return rows.map((row) => ({
    number: reservationNumber(row.number),
    status: WORD_OF_STATUS[row.status],
    title: row.title,
    from: dateToDay(row.pickupOn),
    to: dateToDay(row.returnOn),
    lapsesAt: row.status === "REQUESTED" ? row.lapsesAt : null,
    rent: row.rent,
    deposit: row.deposit,
    email: row.email,
    phone: row.phone,
    locale: storedLocale(row.locale),
    // what her reminder calls the day she gets it: a delivery, or a pickup at the shop
    fulfilment: row.order?.fulfilment === "DELIVERY" ? ("delivery" as const) : ("pickup" as const),
    bookingPath: row.orderId
      ? bookingPath({ kind: "order", id: row.orderId }, row.order?.linkVersion ?? 0, storedLocale(row.locale))
      : bookingPath({ kind: "reservation", id: row.id }, row.linkVersion, storedLocale(row.locale)),
  }));
}

/**
 * The owner confirmed a stay and is about to e-mail the confirmation herself: the booking's
 * confirmation reminder is taken as sent, so the drain does not send a second one. False when
 * a drain holds it right now (it sends it).
 */
export async function takeConfirmationReminder(r: { id: string; orderId: string | null }, now: Date): Promise<boolean> {
  const prisma = await db();
  const key = `${bookingKeyOf(r)}|CONFIRMATION`;
  const row = await prisma.reminder.findUnique({ where: { key }, select: { status: true, claimedUntil: true } });
  if (!row || row.status !== "PENDING") return true;
  const { count } = await prisma.reminder.updateMany({
    where: { key, status: "PENDING", OR: [{ claimedUntil: null }, { claimedUntil: { lte: now } }] },
    data: { status: "SENT", outcome: "e-mail (the owner's confirmation)", doneAt: now, attempts: { increment: 1 } },
  });
  return count === 1;
}

/** A booking's reminders, soonest first: the order of `reminderView`s everywhere. */
export const remindersInOrder = { orderBy: [{ dueAt: "asc" }, { kind: "asc" }] } satisfies Prisma.ReminderFindManyArgs;

/**
 * One reminder as the owner's card shows it. `stays`: its booking's stays now; a pending one
 * they are all cancelled for reads "cancelled" (it will be skipped, never sent).
 */
export function reminderView(
  x: Reminder,
  stays: { status: StatusWord; from: string; to: string }[] = [],
): ReminderRowView {
  const day = dateToDay(x.day);
  // a booking's reminders are of a booking's kinds: a try-on's hang on the try-on, never on a stay
  const kind = x.kind as ReminderKind;
  return {
    kind,
    day,
    dueAt: x.dueAt.toISOString(),
    staleAt: x.staleAt.toISOString(),
    dueIndia: formatIndiaDateTime(x.dueAt),
    status:
      x.status === "PENDING" && remindsOnlyCancelled(kind, day, stays)
        ? "cancelled"
        : (x.status.toLowerCase() as ReminderRowView["status"]),
    outcome: x.outcome,
  };
}
