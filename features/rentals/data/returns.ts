import "server-only";
import { dateToDay } from "@/lib/dates";
import type { ReturnCheck } from "@/lib/generated/prisma/client";
import type { BookingMoney, ReturnView } from "../views";

const CONDITION_WORD = { FINE: "fine", CLEANING: "cleaning", DAMAGED: "damaged" } as const;

/** The refunds on a booking's books, added up, with the latest one's method and reference; null before any. */
function refundsOf(money: BookingMoney | null): ReturnView["refund"] {
  const refunds = money?.entries.filter((e) => e.kind === "refund") ?? [];
  const last = refunds.at(-1);
  if (!last) return null;
  return {
    amount: refunds.reduce((n, e) => n + e.amount, 0),
    method: last.method as "upi" | "cash" | "card",
    reference: last.reference,
    at: last.createdAt,
  };
}

/**
 * A return check as screens and answers show it: how it came back and what was charged for it
 * then; what is owed either way now comes from the booking's books.
 */
export function toReturnView(c: ReturnCheck, money: BookingMoney | null): ReturnView {
  return {
    returnedOn: dateToDay(c.returnedOn),
    condition: CONDITION_WORD[c.condition],
    note: c.note,
    photo: c.photo,
    daysLate: c.daysLate,
    lateFee: c.lateFee,
    damage: c.damage,
    deposit: c.deposit,
    refundDue: money?.refundDue ?? 0,
    owed: money?.due ?? 0,
    repairBlockId: c.repairBlockId,
    refund: refundsOf(money),
  };
}
