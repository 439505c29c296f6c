import "server-only";
import { db } from "@/lib/db";
import { dateToDay, dayToDate, type Day } from "@/lib/dates";
import { booksOf, type KindSums, type LedgerKind } from "../rules/ledger";
import { CHARGE_COLUMNS, chargeTotal, type MoneyRow } from "../rules/money";
import { reservationNumber } from "../rules/status";
import type { ByMethod, MoneyView } from "../views";
import { lapseExpiredHolds } from "./holds";

const byMethod = (): ByMethod => ({ upi: 0, cash: 0, card: 0, razorpay: 0, total: 0 });

function add(to: ByMethod, method: string, online: boolean, amount: number) {
  if (online) to.razorpay += amount;
  else if (method === "UPI" || method === "CASH" || method === "CARD")
    to[method.toLowerCase() as "upi" | "cash" | "card"] += amount;
  else to.razorpay += amount;
  to.total += amount;
}

interface BookingSum {
  booking: string;
  kind: LedgerKind;
  amount: number;
  went_out: boolean;
  all_cancelled: boolean;
}

/**
 * Right now, over every booking: deposits held for pieces not back, what the shop owes
 * customers, what customers owe for pieces that went out (or for cancelled bookings), and
 * what is still to collect on bookings to come. Each booking's books from its own entries
 * (rules/ledger.ts), then added up: never a figure worked out from a rent or deposit field.
 */
async function nowFigures(): Promise<Pick<MoneyView, "depositsHeld" | "refundsDue" | "owedByCustomers" | "toCollect">> {
  const prisma = await db();
  const rows = await prisma.$queryRaw<BookingSum[]>`
    WITH sums AS (
      SELECT COALESCE(e."orderId", s."orderId", e."stayId") AS booking, e.kind, SUM(e.amount)::int AS amount
      FROM ledger_entries e LEFT JOIN reservations s ON s.id = e."stayId"
      GROUP BY 1, 2
    ), bookings AS (
      SELECT COALESCE("orderId", id) AS booking,
             bool_or(status IN ('PICKED_UP', 'RETURNED', 'SETTLED')) AS went_out,
             bool_and(status = 'CANCELLED') AS all_cancelled
      FROM reservations WHERE kind = 'RENTAL' GROUP BY 1
    )
    SELECT sums.booking, sums.kind::text AS kind, sums.amount, bookings.went_out, bookings.all_cancelled
    FROM sums JOIN bookings ON bookings.booking = sums.booking`;
  const grouped = new Map<string, { sums: KindSums; settledOrOut: boolean }>();
  for (const r of rows) {
    const b = grouped.get(r.booking) ?? { sums: {}, settledOrOut: r.went_out || r.all_cancelled };
    b.sums[r.kind] = (b.sums[r.kind] ?? 0) + r.amount;
    grouped.set(r.booking, b);
  }
  const out = { depositsHeld: 0, refundsDue: 0, owedByCustomers: 0, toCollect: 0 };
  for (const { sums, settledOrOut } of grouped.values()) {
    const books = booksOf(sums);
    out.depositsHeld += books.depositHeld;
    out.refundsDue += books.refundDue;
    if (settledOrOut) out.owedByCustomers += books.due;
    else out.toCollect += books.due;
  }
  return out;
}

/** The entries of bookings dated `from`..`to` (India days, both included), oldest first, with whose booking they are. */
async function entriesIn(from: Day, to: Day) {
  const prisma = await db();
  return prisma.ledgerEntry.findMany({
    where: {
      on: { gte: dayToDate(from), lte: dayToDate(to) },
      OR: [{ stayId: { not: null } }, { order: { reservations: { some: { kind: "RENTAL" } } } }],
    },
    orderBy: [{ on: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    include: {
      stay: {
        select: {
          number: true,
          customerName: true,
          phone: true,
          orderId: true,
          order: { select: { customerName: true, phone: true } },
        },
      },
      order: { select: { id: true, customerName: true, phone: true } },
    },
  });
}

/** The money screen's figures for `from`..`to` (India days, both included), from the ledger; the last four are as of now. */
export async function moneyFigures(from: Day, to: Day): Promise<MoneyView> {
  await lapseExpiredHolds();
  const [entries, now] = await Promise.all([entriesIn(from, to), nowFigures()]);
  const charged = { rent: 0, delivery: 0, goods: 0, lateFees: 0, damages: 0, adjustments: 0, total: 0 };
  const payments = byMethod();
  const refunds = byMethod();
  let deposits = 0;
  for (const e of entries) {
    if (e.kind === "PAYMENT") add(payments, e.method!, e.razorpayPaymentId !== null, e.amount);
    else if (e.kind === "REFUND") add(refunds, e.method!, false, e.amount);
    else if (e.kind === "DEPOSIT" || e.kind === "DEPOSIT_RELEASED") deposits += e.amount;
    else charged[CHARGE_COLUMNS[e.kind]] += e.amount;
  }
  charged.total = chargeTotal(charged);
  return { from, to, charged, deposits, payments, refunds, net: payments.total - refunds.total, ...now };
}

/**
 * GET /api/money/export: every ledger entry of the span, oldest first, as rows for the CSV:
 * its charge (not deposits), its deposit, or the money it moved (payments above 0, refunds
 * below), so each column adds up to the money screen's figure of the same span.
 */
export async function moneyRows(from: Day, to: Day): Promise<MoneyRow[]> {
  // As the screen does: holds whose time has come are lapsed first, so both count the same entries.
  await lapseExpiredHolds();
  const entries = await entriesIn(from, to);
  const orderIds = [
    ...new Set(entries.map((e) => e.orderId ?? e.stay?.orderId).filter((id): id is string => Boolean(id))),
  ];
  const numbersOf = new Map<string, string[]>();
  if (orderIds.length) {
    const stays = await (
      await db()
    ).reservation.findMany({
      where: { orderId: { in: orderIds }, kind: "RENTAL" },
      select: { orderId: true, number: true },
      orderBy: { number: "asc" },
    });
    for (const s of stays)
      numbersOf.set(s.orderId!, [...(numbersOf.get(s.orderId!) ?? []), reservationNumber(s.number)]);
  }
  return entries.map((e): MoneyRow => {
    const orderId = e.orderId ?? e.stay?.orderId ?? null;
    const who = e.order ?? e.stay?.order ?? e.stay;
    const deposit = e.kind === "DEPOSIT" || e.kind === "DEPOSIT_RELEASED";
    const money = e.kind === "PAYMENT" ? e.amount : e.kind === "REFUND" ? -e.amount : 0;
    return {
      on: dateToDay(e.on),
      at: e.createdAt,
      kind: e.kind,
      booking: orderId ? (numbersOf.get(orderId) ?? []).join(" ") : reservationNumber(e.stay?.number ?? null),
      stay: e.stay ? reservationNumber(e.stay.number) : null,
      customer: who?.customerName ?? null,
      phone: who?.phone ?? null,
      method: e.method,
      online: e.razorpayPaymentId !== null,
      reference: e.reference,
      reason: e.reason,
      charge: !deposit && money === 0 ? e.amount : 0,
      deposit: deposit ? e.amount : 0,
      money,
    };
  });
}
