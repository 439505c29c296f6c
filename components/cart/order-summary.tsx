import Image from "next/image";
import { isDated, lineKey, totalDeposit, totalPrice, type CartLine } from "@/lib/cart/cart";
import { formatRupees } from "@/lib/format";
import { CartTotals, StayLine } from "./stay-line";

/** The checkout's list of what is ordered; `taken` marks a rental line whose days were just booked. */
export function OrderSummary({ lines, taken }: { lines: readonly CartLine[]; taken: string | null }) {
  return (
    <aside className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-maroon-100 lg:col-start-2 lg:row-start-1" aria-label="Order summary">
      <h2 className="font-display text-xl font-semibold text-maroon-800">Your order</h2>
      <ul className="mt-4 space-y-3">
        {lines.map((l) => {
          const key = lineKey(l);
          return (
            <li key={key} className={`flex items-start gap-3 rounded-lg text-sm ${key === taken ? "bg-red-50 p-2 ring-2 ring-red-600" : ""}`} data-testid={key === taken ? "taken-line" : undefined}>
              <div className="relative h-14 w-11 shrink-0 overflow-hidden rounded bg-maroon-50">{l.image ? <Image src={l.image} alt="" fill sizes="44px" className="object-cover" /> : null}</div>
              <div className="flex-1">
                <p>{l.title}{l.quantity > 1 ? ` × ${l.quantity}` : ""}</p>
                {isDated(l) ? <StayLine line={l} /> : null}
                {key === taken ? <p className="font-semibold text-red-800">Not free on these days any more</p> : null}
              </div>
              <span className="font-semibold">{formatRupees(l.price * l.quantity)}</span>
            </li>
          );
        })}
      </ul>
      <div className="mt-4 border-t border-maroon-100 pt-4">
        <CartTotals payable={totalPrice(lines)} deposits={totalDeposit(lines)} testId="checkout-total" />
      </div>
    </aside>
  );
}
