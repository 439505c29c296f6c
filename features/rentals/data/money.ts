import "server-only";
import { db } from "@/lib/db";
import { dayToDate, type Day } from "@/lib/dates";
import { indiaDayStart } from "@/lib/format";
import type { PaymentMethod } from "@/lib/generated/prisma/enums";
import { settlement } from "../rules/returns";
import { reservationNumber } from "../rules/status";
import type { MoneyRow } from "../rules/money";
import type { ByMethod, MoneyView } from "../views";

function byMethod(groups: { method: PaymentMethod | null; _sum: { amount: number | null } }[]): ByMethod {
  const out: ByMethod = { upi: 0, cash: 0, card: 0, online: 0, total: 0 };
  for (const g of groups) {
    if (!g.method) continue;
    const amount = g._sum.amount ?? 0;
    out[g.method.toLowerCase() as "upi" | "cash" | "card" | "online"] += amount;
    out.total += amount;
  }
  return out;
}

/** The instants a span of India days covers: [start of `from`, start of the day after `to`). */
const instants = (from: Day, to: Day) => ({ gte: indiaDayStart(from), lt: indiaDayStart(to, 1) });

/** The money screen's figures for `from`..`to` (India days, both included); deposits held and refunds due are as of now. */
export async function moneyFigures(from: Day, to: Day): Promise<MoneyView> {
  const prisma = await db();
  const days = { gte: dayToDate(from), lte: dayToDate(to) };
  const [rent, back, payments, refunds, held, due] = await Promise.all([
    prisma.reservation.aggregate({ where: { kind: "RENTAL", status: { in: ["PICKED_UP", "RETURNED", "SETTLED"] }, pickupOn: days }, _sum: { rent: true } }),
    prisma.returnCheck.aggregate({ where: { returnedOn: days }, _sum: { lateFee: true, damage: true } }),
    prisma.payment.groupBy({ by: ["method"], where: { createdAt: instants(from, to) }, _sum: { amount: true } }),
    prisma.refund.groupBy({ by: ["method"], where: { createdAt: instants(from, to), amount: { gt: 0 } }, _sum: { amount: true } }),
    prisma.reservation.aggregate({ where: { kind: "RENTAL", status: { in: ["PICKED_UP", "RETURNED"] } }, _sum: { deposit: true } }),
    prisma.returnCheck.findMany({ where: { reservation: { status: "RETURNED" }, refund: null }, select: { deposit: true, lateFee: true, damage: true } }),
  ]);
  return {
    from,
    to,
    rentEarned: rent._sum.rent ?? 0,
    lateFees: back._sum.lateFee ?? 0,
    damages: back._sum.damage ?? 0,
    payments: byMethod(payments),
    refunds: byMethod(refunds),
    depositsHeld: held._sum.deposit ?? 0,
    refundsDue: due.reduce((n, c) => n + settlement(c).refundDue, 0),
  };
}

const who = { number: true, customerName: true, phone: true } as const;

/**
 * GET /api/money/export: every payment recorded in the span and every refund paid back in it
 * (a refund of ₹0 moved no money and is left out), oldest first, as rows for the CSV.
 */
export async function moneyRows(from: Day, to: Day): Promise<MoneyRow[]> {
  const prisma = await db();
  const [payments, refunds] = await Promise.all([
    prisma.payment.findMany({
      where: { createdAt: instants(from, to) },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      include: {
        reservation: { select: who },
        order: { select: { customerName: true, phone: true, reservations: { where: { kind: "RENTAL" }, select: { number: true }, orderBy: { number: "asc" } } } },
      },
    }),
    prisma.refund.findMany({
      where: { createdAt: instants(from, to), amount: { gt: 0 } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      include: { returnCheck: { select: { reservation: { select: who } } } },
    }),
  ]);
  const rows: MoneyRow[] = [
    ...payments.map((p): MoneyRow => {
      const numbers = p.order ? p.order.reservations.map((r) => reservationNumber(r.number)) : [reservationNumber(p.reservation?.number ?? null)];
      return {
        at: p.createdAt,
        kind: "payment",
        booking: numbers.join(" "),
        customer: p.order?.customerName ?? p.reservation?.customerName ?? null,
        phone: p.order?.phone ?? p.reservation?.phone ?? null,
        method: p.method,
        reference: p.reference,
        amount: p.amount,
      };
    }),
    ...refunds.map((f): MoneyRow => {
      const r = f.returnCheck.reservation;
      return { at: f.createdAt, kind: "refund", booking: reservationNumber(r.number), customer: r.customerName, phone: r.phone, method: f.method, reference: f.reference, amount: -f.amount };
    }),
  ];
  return rows.sort((a, b) => a.at.getTime() - b.at.getTime());
}
