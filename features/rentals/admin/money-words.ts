import { formatRupees } from "@/lib/format";
import type { BookingMoney, LedgerEntryView } from "../views";

/** How money moved, as the owner says it. */
export const METHOD_WORD: Record<NonNullable<LedgerEntryView["method"]>, string> = {
  upi: "UPI",
  cash: "Cash",
  card: "Card",
  online: "Netbanking or wallet",
};

/** A ledger entry's kind, as the owner says it. */
export const ENTRY_WORD: Record<LedgerEntryView["kind"], string> = {
  rent: "Rent",
  deposit: "Deposit",
  deposit_released: "Deposit released",
  delivery: "Delivery",
  goods: "Items bought",
  late_fee: "Late fee",
  damage: "Damage",
  adjustment: "Adjustment",
  payment: "Payment",
  refund: "Refund",
};

/** The card's balance line: "Still due ₹1,650", "To refund ₹700", "Paid in full" (or, with nothing charged, "Nothing owed either way"). */
export function balanceText(m: Pick<BookingMoney, "due" | "refundDue" | "charged">): string {
  if (m.due) return `Still due ${formatRupees(m.due)}`;
  if (m.refundDue) return `To refund ${formatRupees(m.refundDue)}`;
  return m.charged ? "Paid in full" : "Nothing owed either way";
}

/** A line of the "to settle" lists: "To refund ₹700", "Owes ₹1,650", or "Books balance". */
export function settleText(m: Pick<BookingMoney, "due" | "refundDue">): string {
  if (m.refundDue) return `To refund ${formatRupees(m.refundDue)}`;
  if (m.due) return `Owes ${formatRupees(m.due)}`;
  return "Books balance";
}

/** "₹1,500" or "− ₹1,500": a charge, signed; what a settlement row shows. */
export function signed(amount: number): string {
  return amount < 0 ? `− ${formatRupees(-amount)}` : formatRupees(amount);
}

/** What one stay is charged of a kind, from its booking's entries (a late fee after a waiver, its own deposit). */
export function stayTotal(money: BookingMoney, stay: string, kind: LedgerEntryView["kind"]): number {
  return money.entries.reduce((n, e) => (e.stay === stay && e.kind === kind ? n + e.amount : n), 0);
}

/** "UPI, online (Razorpay)": how a payment or refund moved. */
export function methodText(e: Pick<LedgerEntryView, "method" | "online">): string {
  return e.method ? `${METHOD_WORD[e.method]}${e.online ? ", online (Razorpay)" : ""}` : "";
}
