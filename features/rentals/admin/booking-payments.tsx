import type { Day } from "@/lib/dates";
import { formatRupees } from "@/lib/format";
import { shortDay } from "../rules/owner-day";
import type { BookingMoney } from "../views";
import { balanceText, methodText } from "./money-words";

const TONE = {
  due: "bg-amber-100 text-amber-900",
  refund: "bg-teal-100 text-teal-900",
  even: "bg-green-100 text-green-900",
} as const;

/**
 * The money of the booking a card belongs to (its order's, for a checkout), from its books:
 * what is still due or to refund, what it is charged and what was paid, the deposit the shop
 * holds, and each payment that came in (amount, how, reference, day; Razorpay's say so).
 */
export function BookingPayments({ money, number, today }: { money: BookingMoney; number: string; today: Day }) {
  const payments = money.entries.filter((e) => e.kind === "payment");
  const tone = money.due ? TONE.due : money.refundDue ? TONE.refund : TONE.even;
  return (
    // Not a landmark: a card Today lists twice (a hold that also asks for other days) would name two alike.
    <div data-testid="booking-payments" className="mt-3 text-sm">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span data-testid="booking-balance" className={`rounded-full px-3 py-1 text-base font-bold ${tone}`}>
          {balanceText(money)}
        </span>
        {money.depositHeld > 0 ? (
          <span data-testid="deposit-held" className="font-semibold text-stone-800">
            Deposit held {formatRupees(money.depositHeld)}
          </span>
        ) : null}
      </p>
      {money.charged || money.paid ? (
        <p data-testid="booking-figures" className="mt-1 text-stone-700">
          Charged {formatRupees(money.charged)} ·{" "}
          {money.paid ? `Paid ${formatRupees(money.paid)} on this booking` : "nothing paid yet"}
          {money.refunded ? ` · Refunded ${formatRupees(money.refunded)}` : ""}
        </p>
      ) : null}
      {payments.length ? (
        <ul aria-label={`Payments for ${number}`} className="mt-1 space-y-0.5 text-stone-700">
          {payments.map((p) => (
            <li key={p.id} data-testid="booking-payment">
              {formatRupees(p.amount)} · {methodText(p)}
              {p.reference ? <span className="break-all"> · {p.reference}</span> : null} ·{" "}
              <time dateTime={p.on}>{shortDay(p.on, today)}</time>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
