import { advanceRequired } from "../data/switches";
import "server-only";
import { db } from "@/lib/db";
import { indiaToday } from "@/lib/format";
import { dateToDay, dayToDate, type Day } from "@/lib/dates";
import { holdsBetween, lapseExpiredHolds, unpaidShareAhead } from "../data/holds";
import { requirePiece } from "../data/pieces";
import { freeUnitFor } from "../rules/availability";
import { copiesOfSize } from "../rules/sizes";
import { reservationNumber } from "../rules/status";
import { withMoney, withUnit } from "../data/reservations";
import { bookingKeyOf } from "../data/reminders";
import { getSiteConfig } from "@/lib/site/config";
import { addDays, daysBetween } from "@/lib/dates";
import { lateFee } from "../rules/late-fee";
import { depositRefundedMessage, reminderMessage } from "../rules/customer-messages";
import { whatsappDigits } from "../rules/owner-day";
import { holdRules, lateFeePercent } from "../settings";
import type { ReservationView, WhatsappReminder } from "../views";

type Refunded = { amount: number; method: string | null; reference: string | null };
type Due = { kind: Exclude<WhatsappReminder["kind"], "TRYON_TOMORROW" | "TRYON_SOON">; stays: ReservationView[] };

/**
 * The WhatsApp messages due today, one per booking and kind (a checkout of three pieces picked
 * up tomorrow is one message): the same words as her e-mail reminders, as one-tap wa.me links
 * for the owner to send from her own phone.
 */
function whatsappReminders(due: Due[], today: string, refunds: Map<string, Refunded[]>): WhatsappReminder[] {
  const site = getSiteConfig();
  const percent = lateFeePercent();
  const out: WhatsappReminder[] = [];
  for (const { kind, stays } of due) {
    const groups = new Map<string, ReservationView[]>();
    for (const s of stays) if (s.phone) groups.set(bookingKeyOf(s), [...(groups.get(bookingKeyOf(s)) ?? []), s]);
    for (const [key, own] of groups) {
      const first = own[0]!;
      const daysLate = kind === "OVERDUE_1" ? daysBetween(first.to, today) : 0;
      const fee = own.reduce(
        (n, s) => n + lateFee({ rent: s.rent, deposit: s.deposit, daysLate: daysBetween(s.to, today), percent }),
        0,
      );
      const context = {
        shopName: site.name,
        phone: site.whatsapp,
        bookingUrl: first.bookingPath ? `${site.url}${first.bookingPath}` : null,
        daysLate,
        lateFee: fee,
      };
      const { text } =
        kind === "DEPOSIT_REFUNDED"
          ? depositRefundedMessage(own, context, refundOf(own, refunds), first.locale)
          : reminderMessage(kind, own, context, first.locale);
      out.push({
        key: `${kind}|${key}`,
        kind,
        delivery: first.fulfilment === "delivery",
        numbers: own.map((s) => s.number),
        name: first.name,
        phone: first.phone!,
        text,
        href: `https://wa.me/${whatsappDigits(first.phone!)}?text=${encodeURIComponent(text)}`,
      });
    }
  }
  return out;
}

/** What went back to her today over a booking's refunds (she may be paid back in parts). */
function refundOf(stays: ReservationView[], refunds: Map<string, Refunded[]>) {
  const own = refunds.get(bookingKeyOf(stays[0]!)) ?? [];
  const unique = (xs: (string | null)[]) => [...new Set(xs.filter((x): x is string => Boolean(x)))];
  return {
    amount: own.reduce((n, r) => n + r.amount, 0),
    methods: unique(own.map((r) => r.method)),
    references: unique(own.map((r) => r.reference)),
  };
}

/** How far ahead a booking on a copy still out is flagged: far enough to call her and find another. */
const AT_RISK_DAYS = 14;

/**
 * Bookings not yet out, due to go out within AT_RISK_DAYS, on a copy still out with someone
 * else past its return day: each with that stay's number and the copies of its size free for
 * its days, to move it to in one tap.
 */
async function atRisk(overdue: { id: string; number: number | null; unitId: string }[], today: Day, now: Date) {
  if (!overdue.length) return [];
  const prisma = await db();
  const rows = await prisma.reservation.findMany({
    where: {
      kind: "RENTAL",
      unitId: { in: overdue.map((o) => o.unitId) },
      status: { in: ["REQUESTED", "CONFIRMED"] },
      pickupOn: { lte: dayToDate(addDays(today, AT_RISK_DAYS)) },
    },
    include: withUnit,
    orderBy: { pickupOn: "asc" },
  });
  return Promise.all(
    rows.map(async (row) => {
      const piece = await requirePiece(row.itemId);
      const span = { from: dateToDay(row.holdFrom), to: dateToDay(row.holdTo) };
      const holds = await holdsBetween(row.itemId, span.from, span.to, now, undefined, row.id);
      const copies =
        row.size && piece.copySizes.length
          ? copiesOfSize(piece.copySizes, piece.terms.stock, row.size)
          : Array.from({ length: piece.terms.stock }, (_, i) => i + 1);
      const freeCopies = copies.filter((n) => freeUnitFor(holds, span, [n]) !== null);
      return { row, outWith: reservationNumber(overdue.find((o) => o.unitId === row.unitId)!.number), freeCopies };
    }),
  );
}

/** The owner's day: what to hand over, what comes back, what is late, what needs an answer. */
export async function todaysWork(today = indiaToday(), now = new Date()) {
  await lapseExpiredHolds(now);
  const prisma = await db();
  const day = dayToDate(today);
  const rentals = { kind: "RENTAL" as const };
  const [
    pickups,
    notCollected,
    returns,
    overdue,
    blocks,
    toConfirm,
    changes,
    toSettle,
    tomorrow,
    returnsToday,
    refundedToday,
  ] = await Promise.all([
    prisma.reservation.findMany({
      where: { ...rentals, pickupOn: day, status: { in: ["REQUESTED", "CONFIRMED"] } },
      include: withUnit,
      orderBy: { number: "asc" },
    }),
    // Its pickup day passed and it never left the shop: its days still hold until she comes or it is cancelled.
    prisma.reservation.findMany({
      where: { ...rentals, pickupOn: { lt: day }, status: { in: ["REQUESTED", "CONFIRMED"] } },
      include: withUnit,
      orderBy: { pickupOn: "asc" },
      take: 50,
    }),
    prisma.reservation.findMany({
      where: { ...rentals, returnOn: day, status: "PICKED_UP" },
      include: withUnit,
      orderBy: { number: "asc" },
    }),
    prisma.reservation.findMany({
      where: { ...rentals, returnOn: { lt: day }, status: "PICKED_UP" },
      include: withUnit,
      orderBy: { returnOn: "asc" },
    }),
    prisma.reservation.findMany({
      where: { kind: "BLOCK", holdFrom: { lte: day }, holdTo: { gte: day } },
      include: withUnit,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    }),
    prisma.reservation.findMany({
      where: { ...rentals, status: "REQUESTED", pickupOn: { gt: day } },
      include: withUnit,
      orderBy: { pickupOn: "asc" },
      take: 50,
    }),
    // Customers asking for other days from their booking page, waiting for an answer.
    prisma.reservation.findMany({
      where: {
        ...rentals,
        status: { in: ["REQUESTED", "CONFIRMED", "PICKED_UP"] },
        changes: { some: { status: "REQUESTED" } },
      },
      include: withUnit,
      orderBy: { pickupOn: "asc" },
      take: 50,
    }),
    // Back in the shop, the deposit not yet settled (refund to pay, or nothing left to pay back).
    prisma.reservation.findMany({
      where: { ...rentals, status: "RETURNED" },
      include: withUnit,
      orderBy: { returnOn: "asc" },
      take: 50,
    }),
    // For her WhatsApp reminders: confirmed pickups tomorrow, and returns today not yet back.
    prisma.reservation.findMany({
      where: { ...rentals, pickupOn: dayToDate(addDays(today, 1)), status: "CONFIRMED" },
      include: withUnit,
      orderBy: { number: "asc" },
    }),
    prisma.reservation.findMany({
      where: { ...rentals, returnOn: day, status: { in: ["CONFIRMED", "PICKED_UP"] } },
      include: withUnit,
      orderBy: { number: "asc" },
    }),
    // Money paid back today (India): "deposit refunded". A ₹0 settlement sent her nothing.
    prisma.ledgerEntry.findMany({
      where: { kind: "REFUND", on: day },
      select: {
        amount: true,
        method: true,
        reference: true,
        orderId: true,
        stayId: true,
        stay: { select: { orderId: true } },
      },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    }),
  ]);
  const refundedOrders = refundedToday
    .map((f) => f.orderId ?? f.stay?.orderId)
    .filter((id): id is string => Boolean(id));
  const refundedStays = refundedToday.filter((f) => !f.orderId && !f.stay?.orderId).map((f) => f.stayId!);
  const refundedBookings = refundedToday.length
    ? await prisma.reservation.findMany({
        where: { kind: "RENTAL", OR: [{ orderId: { in: refundedOrders } }, { id: { in: refundedStays } }] },
        include: withUnit,
        orderBy: { number: "asc" },
      })
    : [];
  const refunds = new Map<string, Refunded[]>();
  for (const f of refundedToday) {
    const key = bookingKeyOf({ id: f.stayId ?? "", orderId: f.orderId ?? f.stay?.orderId ?? null });
    refunds.set(key, [...(refunds.get(key) ?? []), { amount: f.amount, method: f.method, reference: f.reference }]);
  }
  const [risky, unpaid] = await Promise.all([atRisk(overdue, today, now), unpaidShareAhead(today, now)]);
  const views = await withMoney([
    ...pickups,
    ...notCollected,
    ...returns,
    ...overdue,
    ...blocks,
    ...toConfirm,
    ...changes,
    ...toSettle,
    ...tomorrow,
    ...returnsToday,
    ...refundedBookings,
    ...risky.map((a) => a.row),
  ]);
  const byId = new Map(views.map((v) => [v.id, v]));
  const toView = (r: { id: string }) => byId.get(r.id)!;
  // One line per block, not one per copy of the piece.
  const seen = new Set<string>();
  const blocksToday = blocks.filter((b) =>
    b.groupId && seen.has(b.groupId) ? false : (seen.add(b.groupId ?? b.id), true),
  );
  return {
    today,
    pickups: pickups.map(toView),
    notCollected: notCollected.map(toView),
    returns: returns.map(toView),
    overdue: overdue.map(toView),
    /** what each piece out past its return day has come to in late fees so far, by reservation id */
    feesSoFar: Object.fromEntries(
      overdue.map((r) => [
        r.id,
        lateFee({
          rent: r.rent,
          deposit: r.deposit,
          daysLate: daysBetween(dateToDay(r.returnOn), today),
          percent: lateFeePercent(),
        }),
      ]),
    ),
    atRisk: risky.map((a) => ({ stay: toView(a.row), outWith: a.outWith, freeCopies: a.freeCopies })),
    blocks: blocksToday.map(toView),
    toConfirm: toConfirm.map(toView),
    changes: changes.map(toView),
    toSettle: toSettle.map(toView),
    /** per category, busiest first: the share of the next 30 days' copy-days held online unpaid, and the shop's ceiling */
    unpaidAhead: {
      categories: unpaid,
      ceilingPercent: holdRules().unpaidSharePercent,
      advanceRequired: await advanceRequired(),
      unpaidHoldHours: holdRules().unpaidHoldHours,
    },
    whatsapp: whatsappReminders(
      [
        { kind: "PICKUP_TOMORROW", stays: tomorrow.map(toView) },
        { kind: "RETURN_TODAY", stays: returnsToday.map(toView) },
        { kind: "OVERDUE_1", stays: overdue.map(toView) },
        { kind: "DEPOSIT_REFUNDED", stays: refundedBookings.map(toView) },
      ],
      today,
      refunds,
    ),
  };
}
