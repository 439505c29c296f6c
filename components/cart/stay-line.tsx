import { formatRupees } from "@/lib/format";
import { formatDay } from "@/lib/dates";
import { stayDays } from "@/features/rentals/rules/terms";
import type { DatedLine } from "@/lib/cart/cart";

const DAY: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short", year: "numeric" };

/** A rental line's days, size, rent and deposit (cart and checkout). */
export function StayLine({ line }: { line: DatedLine }) {
  return (
    <div className="text-sm text-stone-700" data-testid="line-stay">
      <p>
        <span className="font-semibold text-maroon-900">Pickup</span> {formatDay(line.from, DAY)} · <span className="font-semibold text-maroon-900">Return</span> {formatDay(line.to, DAY)} (
        {stayDays(line.from, line.to)} days)
      </p>
      {line.size ? <p>Size: {line.size}</p> : null}
      <p>
        Rent <strong className="text-maroon-700">{formatRupees(line.price)}</strong> · Refundable deposit <strong>{formatRupees(line.deposit)}</strong>
      </p>
    </div>
  );
}

/**
 * Totals: what is paid for, the refundable deposits apart, the delivery charge when the
 * checkout's visitor chose delivery (`delivery`, 0 for free; null: no delivery line), and all
 * of it together.
 */
export function CartTotals({ payable, deposits, delivery = null, testId }: { payable: number; deposits: number; delivery?: number | null; testId: string }) {
  if (!deposits && delivery === null) {
    return (
      <p className="mt-2 flex justify-between text-lg">
        <span>Total</span>{" "}
        <strong className="text-maroon-700" data-testid={testId}>
          {formatRupees(payable)}
        </strong>
      </p>
    );
  }
  return (
    <div className="mt-2">
      <dl className="space-y-1">
        <div className="flex justify-between">
          <dt>{deposits ? "Rent and items" : "Items"}</dt> <dd data-testid="payable-total">{formatRupees(payable)}</dd>
        </div>
        {deposits ? (
          <div className="flex justify-between">
            <dt>Refundable deposits</dt> <dd data-testid="deposit-total">{formatRupees(deposits)}</dd>
          </div>
        ) : null}
        {delivery !== null ? (
          <div className="flex justify-between">
            <dt>Delivery</dt> <dd data-testid="delivery-charge">{delivery ? formatRupees(delivery) : "Free"}</dd>
          </div>
        ) : null}
        <div className="flex justify-between text-lg">
          <dt>Total to pay</dt>{" "}
          <dd>
            <strong className="text-maroon-700" data-testid={testId}>
              {formatRupees(payable + deposits + (delivery ?? 0))}
            </strong>
          </dd>
        </div>
      </dl>
      {deposits ? <p className="mt-1 text-sm text-stone-600">The deposits come back when the pieces are returned.</p> : null}
    </div>
  );
}
