import type { Day } from "@/lib/dates";
import { formatRupees } from "@/lib/format";
import { shortDay } from "../rules/owner-day";
import type { LedgerEntryView } from "../views";
import { ENTRY_WORD, methodText, signed } from "./money-words";

/** A charge signed (a cancellation or waiver taken off is "− ₹4,000"); money in and out said so. */
function amountText(e: LedgerEntryView): string {
  if (e.kind === "payment") return `${formatRupees(e.amount)} in`;
  if (e.kind === "refund") return `${formatRupees(e.amount)} out`;
  return signed(e.amount);
}

/**
 * The books of the booking a card belongs to (its order's, for a checkout), folded, oldest
 * first: the day, what it is in the owner's words, the stay it is for, why, how the money
 * moved, and the amount.
 */
export function BookingEntries({ entries, number, today }: { entries: LedgerEntryView[]; number: string; today: Day }) {
  if (!entries.length) return null;
  return (
    <details data-testid="booking-entries" className="mt-2 text-sm">
      <summary className="min-h-11 cursor-pointer content-center px-1 font-semibold text-stone-800">
        The books: {entries.length === 1 ? "1 entry" : `${entries.length} entries`}
        <span className="sr-only"> of {number}</span>
      </summary>
      <ul className="mt-1 divide-y divide-stone-200 px-1 text-stone-700">
        {entries.map((e) => {
          const how = [methodText(e), e.reference].filter(Boolean).join(" · ");
          return (
            <li key={e.id} data-testid="booking-entry" className="flex flex-wrap justify-between gap-x-3 py-1">
              <span className="min-w-0 break-words">
                <time dateTime={e.on}>{shortDay(e.on, today)}</time> ·{" "}
                <span className="font-semibold text-stone-900">{ENTRY_WORD[e.kind]}</span>
                {e.stay ? ` · ${e.stay}` : ""}
                {e.reason ? ` · ${e.reason}` : ""}
                {how ? <span className="break-all"> · {how}</span> : null}
              </span>
              <span className="ml-auto font-semibold whitespace-nowrap text-stone-900 tabular-nums">
                {amountText(e)}
              </span>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
