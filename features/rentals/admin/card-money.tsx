import type { Day } from "@/lib/dates";
import type { ReservationView } from "../views";
import { AdjustCharges } from "./adjust-charges";
import { BookingEntries } from "./booking-entries";
import { RecordPayment } from "./record-payment";
import { RefundForm } from "./refund-form";
import { Settlement } from "./settlement";

/**
 * What a rental's card does with its booking's money, all from its books (`r.money`): the
 * settlement of a piece back, a refund while the shop owes her anything (any status: a
 * cancelled booking paid for, an overpayment), a payment while she owes or nothing is owed
 * either way, the owner's adjustments, and the books themselves, folded.
 */
export function CardMoney({ r, today }: { r: ReservationView; today: Day }) {
  const money = r.money;
  if (!money) return null;
  const back = r.status === "returned" || r.status === "settled";
  // One account for every piece booked together: say so where it is more than this one.
  const pieces = [...new Set(money.entries.map((e) => e.stay).filter((n): n is string => n !== null))].sort(
    (a, b) => Number(a.slice(2)) - Number(b.slice(2)),
  );
  const takesPayment = money.due > 0 || (r.status !== "cancelled" && money.refundDue === 0);
  return (
    <>
      {r.returned ? (
        <Settlement back={r.returned} money={money} number={r.number} today={today} title={r.title} />
      ) : null}
      {money.refundDue > 0 ? (
        <RefundForm
          key={money.refundDue}
          id={r.id}
          number={r.number}
          refundDue={money.refundDue}
          today={today}
          pieces={pieces}
        />
      ) : null}
      {takesPayment ? <RecordPayment id={r.id} number={r.number} due={money.due} today={today} /> : null}
      <AdjustCharges id={r.id} number={r.number} back={back} />
      <BookingEntries entries={money.entries} number={r.number} today={today} />
    </>
  );
}
