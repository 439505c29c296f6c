import "server-only";
import { dateToDay } from "@/lib/dates";
import type { Prisma } from "@/lib/generated/prisma/client";
import { settlement } from "../rules/returns";
import type { ReturnView } from "../views";

type ReturnRow = Prisma.ReturnCheckGetPayload<{ include: { refund: true } }>;

const CONDITION_WORD = { FINE: "fine", CLEANING: "cleaning", DAMAGED: "damaged" } as const;

/** A return check and its refund as screens and answers show them (the settlement worked out). */
export function toReturnView(c: ReturnRow): ReturnView {
  return {
    returnedOn: dateToDay(c.returnedOn),
    condition: CONDITION_WORD[c.condition],
    note: c.note,
    photo: c.photo,
    daysLate: c.daysLate,
    lateFee: c.lateFee,
    damage: c.damage,
    deposit: c.deposit,
    ...settlement(c),
    repairBlockId: c.repairBlockId,
    refund: c.refund
      ? {
          amount: c.refund.amount,
          method: c.refund.method ? (c.refund.method.toLowerCase() as "upi" | "cash" | "card") : null,
          reference: c.refund.reference,
          at: c.refund.createdAt.toISOString(),
        }
      : null,
  };
}
