import { formatRupees } from "@/lib/format";
import type { Day } from "@/lib/dates";
import type { ReturnView } from "../views";
import { CONDITION_LABEL } from "../rules/returns";
import { shortDay } from "../rules/owner-day";
import { EndBlock } from "./end-block";

const METHOD = { upi: "UPI", cash: "cash", card: "card" } as const;

/** How the piece came back and what its deposit pays for: deposit − late fee − damage = refund due (or what the customer owes). */
export function Settlement({ back, today, title }: { back: ReturnView; today: Day; title: string }) {
  return (
    <section aria-label="Return and deposit" data-testid="settlement" className="mt-3 rounded-xl bg-teal-50 p-3 text-sm ring-1 ring-teal-200">
      <p>
        Back <time dateTime={back.returnedOn}>{shortDay(back.returnedOn, today)}</time> · <span className="font-semibold">{CONDITION_LABEL[back.condition]}</span>
        {back.note ? <span> · {back.note}</span> : null}
        {back.photo ? (
          <>
            {" · "}
            <a href={back.photo} target="_blank" rel="noopener noreferrer" className="font-semibold text-maroon-800 underline underline-offset-2">
              Photo<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </>
        ) : null}
      </p>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>Deposit</dt>
        <dd className="text-right tabular-nums">{formatRupees(back.deposit)}</dd>
        <dt>Late fee{back.daysLate ? ` (${back.daysLate} ${back.daysLate === 1 ? "day" : "days"} late)` : ""}</dt>
        <dd className="text-right tabular-nums" data-testid="settlement-late-fee">
          − {formatRupees(back.lateFee)}
        </dd>
        <dt>Damage</dt>
        <dd className="text-right tabular-nums" data-testid="settlement-damage">
          − {formatRupees(back.damage)}
        </dd>
        {back.owed ? (
          <>
            <dt className="font-bold">Customer owes</dt>
            <dd className="text-right font-bold tabular-nums" data-testid="settlement-owed">
              {formatRupees(back.owed)}
            </dd>
          </>
        ) : (
          <>
            <dt className="font-bold">Refund due</dt>
            <dd className="text-right font-bold tabular-nums" data-testid="settlement-refund-due">
              {formatRupees(back.refundDue)}
            </dd>
          </>
        )}
        {back.refund ? (
          <>
            <dt>Refunded</dt>
            <dd className="text-right tabular-nums" data-testid="settlement-refunded">
              {formatRupees(back.refund.amount)}
              {back.refund.method ? ` by ${METHOD[back.refund.method]}` : ""}
            </dd>
          </>
        ) : null}
      </dl>
      {back.repairBlockId ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="font-semibold text-amber-900">Held for repair: no one can book its copy until it is back in stock.</p>
          <EndBlock blockId={back.repairBlockId} title={title} />
        </div>
      ) : null}
    </section>
  );
}
