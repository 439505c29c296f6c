import type { BookingMoney, PaymentView } from "../views";

/** A booking's payments as they came in, oldest first: the money-in lines of its books. */
export function paymentsOf(money: BookingMoney): PaymentView[] {
  return money.entries
    .filter((e) => e.kind === "payment")
    .map((e) => ({
      id: e.id,
      amount: e.amount,
      method: e.method ?? "upi",
      reference: e.reference,
      online: e.online,
      on: e.on,
      createdAt: e.createdAt,
    }));
}
