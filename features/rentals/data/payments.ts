import "server-only";
import type { Payment, Prisma } from "@/lib/generated/prisma/client";
import type { PaymentView } from "../views";

/** A booking's payments as a read includes them: oldest first, as they came in. */
export const paymentsInOrder = { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } satisfies Prisma.PaymentFindManyArgs;

export function paymentView(p: Payment): PaymentView {
  return {
    id: p.id,
    amount: p.amount,
    method: p.method.toLowerCase() as PaymentView["method"],
    reference: p.reference,
    online: p.razorpayPaymentId !== null,
    createdAt: p.createdAt.toISOString(),
  };
}
