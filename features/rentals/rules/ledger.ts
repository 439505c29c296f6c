/**
 * A booking's books: every figure the customer, the owner and the accountant see, worked out
 * from the booking's ledger entries alone (what it was charged and what money moved), never
 * from a rent or deposit field. Pure: the same answer on her page, the owner's card, Today, the
 * money screen, the CSV and the amount a UPI link or Razorpay asks.
 */

/** The ledger's kinds, as the database names them. */
export const LEDGER_KINDS = [
  "RENT",
  "DEPOSIT",
  "DEPOSIT_RELEASED",
  "DELIVERY",
  "GOODS",
  "LATE_FEE",
  "DAMAGE",
  "ADJUSTMENT",
  "PAYMENT",
  "REFUND",
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Money that moved; every other kind is a charge (negative when taken back). */
const MONEY_KINDS: readonly LedgerKind[] = ["PAYMENT", "REFUND"];
const DEPOSIT_KINDS: readonly LedgerKind[] = ["DEPOSIT", "DEPOSIT_RELEASED"];

export interface LedgerLine {
  kind: LedgerKind;
  /** whole rupees: a charge may be negative; a payment or a refund is above 0 */
  amount: number;
}

/** Sums per kind (what a GROUP BY gives), the same input as the lines themselves. */
export type KindSums = Partial<Record<LedgerKind, number>>;

export function sumByKind(lines: readonly LedgerLine[]): KindSums {
  const sums: KindSums = {};
  for (const l of lines) sums[l.kind] = (sums[l.kind] ?? 0) + l.amount;
  return sums;
}

export interface Books {
  /** everything she is charged now: rent, deposits not yet released, delivery, goods, fees, damage, adjustments */
  charged: number;
  /** money in and money back out, whole rupees */
  paid: number;
  refunded: number;
  /** charged − paid + refunded: above 0 she owes the shop, below 0 the shop owes her */
  balance: number;
  /** what she still owes now */
  due: number;
  /** what the shop owes her now (an overpayment, a cancelled booking paid for, a deposit back less its deductions) */
  refundDue: number;
  /** the deposit money the shop holds for pieces not yet back: what she paid beyond every other charge, up to the deposits charged */
  depositHeld: number;
  /** the charges by what they are for (net: a cancellation or a waiver taken off) */
  rent: number;
  /** deposits asked (net of cancellations; a deposit released at a return is still counted here) */
  deposit: number;
  /** deposits still charged: asked and not yet released by a return */
  depositCharged: number;
  delivery: number;
  goods: number;
  lateFee: number;
  damage: number;
  adjustments: number;
}

const of = (sums: KindSums, kind: LedgerKind) => sums[kind] ?? 0;

/** The books of one booking, from its entries (or their sums by kind). */
export function booksOf(input: readonly LedgerLine[] | KindSums): Books {
  const sums = Array.isArray(input) ? sumByKind(input as readonly LedgerLine[]) : (input as KindSums);
  let charged = 0;
  for (const kind of Object.keys(sums) as LedgerKind[]) if (!MONEY_KINDS.includes(kind)) charged += of(sums, kind);
  const paid = of(sums, "PAYMENT");
  const refunded = of(sums, "REFUND");
  const balance = charged - paid + refunded;
  const depositCharged = DEPOSIT_KINDS.reduce((n, k) => n + of(sums, k), 0);
  // Money covers every other charge first: only what is left over is deposit money held.
  const left = paid - refunded - (charged - depositCharged);
  return {
    charged,
    paid,
    refunded,
    balance,
    due: Math.max(0, balance),
    refundDue: Math.max(0, -balance),
    depositHeld: Math.min(Math.max(0, depositCharged), Math.max(0, left), Math.max(0, paid - refunded)),
    rent: of(sums, "RENT"),
    deposit: of(sums, "DEPOSIT"),
    depositCharged,
    delivery: of(sums, "DELIVERY"),
    goods: of(sums, "GOODS"),
    lateFee: of(sums, "LATE_FEE"),
    damage: of(sums, "DAMAGE"),
    adjustments: of(sums, "ADJUSTMENT"),
  };
}

/**
 * What she is asked to pay now: all that is due, or, with RENTAL_ADVANCE_PERCENT before any
 * piece has gone out, that share of what she is charged less what she has paid in (rounded up
 * to a rupee, never above what is due). Once a piece has gone out an advance means nothing:
 * a late fee after the return is asked in full.
 */
export function amountToAsk(
  books: Pick<Books, "charged" | "paid" | "refunded" | "due">,
  advancePercent: number | null,
  wentOut = false,
): number {
  if (advancePercent === null || wentOut) return books.due;
  const advance = Math.ceil((books.charged * advancePercent) / 100) - (books.paid - books.refunded);
  return Math.min(books.due, Math.max(0, advance));
}

/** The owner's adjustments: what each may change, in whole rupees. */
export type Adjustable = "late_fee" | "damage" | "other";
export const KIND_OF_ADJUSTABLE: Record<Adjustable, LedgerKind> = {
  late_fee: "LATE_FEE",
  damage: "DAMAGE",
  other: "ADJUSTMENT",
};

/**
 * Why an adjustment cannot be made, or null: a stay's late fee or damage charge is never taken
 * below nothing (a waiver takes it to ₹0 at most; another piece's fee is not this one's to
 * waive), and nothing brings what the booking is charged in all below nothing.
 */
export function refusedAdjustment(
  books: Books,
  stay: Pick<Books, "lateFee" | "damage">,
  kind: LedgerKind,
  amount: number,
): string | null {
  const rupees = (n: number) => `₹${n.toLocaleString("en-IN")}`;
  if (kind === "LATE_FEE" && stay.lateFee + amount < 0)
    return `This piece's late fee is ${rupees(stay.lateFee)}: it can be lowered by that much at most.`;
  if (kind === "DAMAGE" && stay.damage + amount < 0)
    return `This piece's damage charge is ${rupees(stay.damage)}: it can be lowered by that much at most.`;
  if (books.charged + amount < 0)
    return `This booking is charged ${rupees(books.charged)} in all: an adjustment cannot take it below nothing.`;
  return null;
}
