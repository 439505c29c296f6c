import { formatRupees } from "@/lib/format";
import type { Day } from "@/lib/dates";
import type { BookingMoney, ReturnView } from "../views";
import { CONDITION_LABEL } from "../rules/returns";
import { shortDay } from "../rules/owner-day";
import { EndBlock } from "./end-block";
import { METHOD_WORD, stayTotal } from "./money-words";

const row = "text-right tabular-nums";
/** A deduction, always with its minus ("− ₹0" when nothing was charged for it). */
const less = (n: number) => `− ${formatRupees(n)}`;

/**
 * How the piece came back and what its deposit pays for, from the booking's books: this
 * piece's deposit − its late fee − its damage (after any waiver), ± the rest of the booking
 * (rent not yet paid, other pieces, the owner's adjustments, an overpayment), − what was
 * refunded so far = what the shop owes her now, or what she owes.
 */
export function Settlement({
  back,
  money,
  number,
  today,
  title,
}: {
  back: ReturnView;
  money: BookingMoney;
  number: string;
  today: Day;
  title: string;
}) {
  const deposit = stayTotal(money, number, "deposit");
  const lateFee = stayTotal(money, number, "late_fee");
  const damage = stayTotal(money, number, "damage");
  // What is left once this piece's deposit and deductions are counted: everything else on the booking, refunds apart.
  const rest = -money.balance + money.refunded - (deposit - lateFee - damage);
  const lastRefund = money.entries.filter((e) => e.kind === "refund").at(-1);
  return (
    <section
      aria-label={`Return of ${number}`}
      data-testid="settlement"
      className="mt-3 rounded-xl bg-teal-50 p-3 text-sm ring-1 ring-teal-200"
    >
      <p>
        Back <time dateTime={back.returnedOn}>{shortDay(back.returnedOn, today)}</time> ·{" "}
        <span className="font-semibold">{CONDITION_LABEL[back.condition]}</span>
        {back.note ? <span> · {back.note}</span> : null}
        {back.photo ? (
          <>
            {" · "}
            <a
              href={back.photo}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-maroon-800 underline underline-offset-2"
            >
              Photo<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </>
        ) : null}
      </p>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>Deposit</dt>
        <dd className={row}>{formatRupees(deposit)}</dd>
        <dt>Late fee{back.daysLate ? ` (${back.daysLate} ${back.daysLate === 1 ? "day" : "days"} late)` : ""}</dt>
        <dd className={row} data-testid="settlement-late-fee">
          {less(lateFee)}
        </dd>
        <dt>Damage</dt>
        <dd className={row} data-testid="settlement-damage">
          {less(damage)}
        </dd>
        {rest ? (
          <>
            <dt>{rest < 0 ? "Rest of the booking, not yet paid" : "Rest of the booking, paid beyond its charges"}</dt>
            <dd className={row} data-testid="settlement-rest">
              {rest < 0 ? less(-rest) : `+ ${formatRupees(rest)}`}
            </dd>
          </>
        ) : null}
        {money.refunded ? (
          <>
            <dt>Refunded so far{lastRefund?.method ? ` (last by ${METHOD_WORD[lastRefund.method]})` : ""}</dt>
            <dd className={row} data-testid="settlement-refunded">
              {less(money.refunded)}
            </dd>
          </>
        ) : null}
        <dt className="font-bold">
          {money.due ? "Customer owes" : money.refundDue ? "Refund due" : "Nothing owed either way"}
        </dt>
        <dd className={`${row} font-bold`} data-testid={money.due ? "settlement-owed" : "settlement-refund-due"}>
          {formatRupees(money.due || money.refundDue)}
        </dd>
      </dl>
      {back.repairBlockId ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="font-semibold text-amber-900">
            Held for repair: no one can book its copy until it is back in stock.
          </p>
          <EndBlock blockId={back.repairBlockId} title={title} />
        </div>
      ) : null}
    </section>
  );
}
