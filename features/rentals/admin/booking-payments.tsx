import type { Day } from "@/lib/dates";
import { formatRupees, indiaToday } from "@/lib/format";
import { shortDay } from "../rules/owner-day";
import type { PaymentView } from "../views";

const METHOD: Record<PaymentView["method"], string> = { upi: "UPI", cash: "Cash", card: "Card", online: "Netbanking or wallet" };

/** What came in for the booking a card belongs to (its order's, for a checkout): amount, how, reference and day; the ones Razorpay's webhook recorded say so. */
export function BookingPayments({ payments, number, today }: { payments: PaymentView[]; number: string; today: Day }) {
  if (!payments.length) return null;
  const total = payments.reduce((n, p) => n + p.amount, 0);
  return (
    <section aria-label={`Payments for ${number}`} data-testid="booking-payments" className="mt-3 text-sm">
      <p className="font-semibold">Paid {formatRupees(total)} on this booking</p>
      <ul className="mt-1 space-y-0.5 text-stone-700">
        {payments.map((p) => (
          <li key={p.id} data-testid="booking-payment">
            {formatRupees(p.amount)} · {METHOD[p.method]}
            {p.online ? ", online (Razorpay)" : ""}
            {p.reference ? <span className="break-all"> · {p.reference}</span> : null} · <time dateTime={p.createdAt}>{shortDay(indiaToday(new Date(p.createdAt)), today)}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}
