import Image from "next/image";
import { memo } from "react";
import { isDated, lineKey, totalDeposit, totalPrice, type CartLine } from "@/features/cart/rules/cart";
import { formatRupees } from "@/lib/format";
import { focusAfterRemove } from "./focus-after-remove";
import { LineNotice } from "./line-notice";
import { CartTotals, removeDay, StayLine } from "./stay-line";
import { useLocale } from "@/lib/i18n/client";
import { storedTitleLang } from "@/lib/i18n/owner-text";
import { InLang } from "@/components/ui/in-lang";
import { usePageT } from "@/lib/i18n/page-messages";
import type { PriceNotice } from "@/features/cart/ui/cart-store";

interface Props {
  lines: readonly CartLine[];
  /** the rental line whose days were just booked by someone else */
  taken: string | null;
  /** price-change notices by line key (the cart store's) */
  notices: Record<string, PriceNotice>;
  onRemove(key: string): void;
  /** the delivery charge when the visitor chose delivery (0: free); null for pickup */
  delivery: number | null;
}

/**
 * The checkout's list of what is ordered. A piece the shop no longer has stays listed, greyed
 * and removable, but is not priced or ordered. Memoised: the form beside it re-renders on every
 * key typed, and a slow phone need not redraw every line and photo each time.
 */
export const OrderSummary = memo(function OrderSummary({ lines, taken, notices, onRemove, delivery }: Props) {
  const t = usePageT("checkout");
  const cart = usePageT("cart");
  const locale = useLocale();
  return (
    <aside
      className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-maroon-100 lg:col-start-2 lg:row-start-1"
      aria-label={t("orderSummary")}
    >
      <h2 className="font-display text-xl font-semibold text-maroon-800">{t("yourOrder")}</h2>
      <ul id="order-lines" tabIndex={-1} className="mt-4 space-y-3" aria-label={t("itemsInOrder")}>
        {lines.map((l) => {
          const key = lineKey(l);
          return (
            <li
              key={key}
              className={`flex items-start gap-3 rounded-lg text-sm ${key === taken ? "bg-red-50 p-2 ring-2 ring-red-600" : ""} ${l.unavailable ? "bg-stone-100 p-2 text-stone-600" : ""}`}
              data-testid={key === taken ? "taken-line" : l.unavailable ? "unavailable-line" : undefined}
            >
              <div className="relative h-14 w-11 shrink-0 overflow-hidden rounded bg-maroon-50">
                {l.image && !(l.unavailable && !l.problem) ? (
                  <Image src={l.image} alt="" fill sizes="44px" className="object-cover" />
                ) : null}
              </div>
              <div className="flex-1">
                <p className={l.unavailable ? "line-through" : undefined}>
                  <InLang lang={storedTitleLang(l.title, locale)}>{l.title}</InLang>
                  {l.quantity > 1 ? ` × ${l.quantity}` : ""}
                </p>
                {isDated(l) && !l.unavailable ? <StayLine line={l} /> : null}
                <LineNotice line={l} notice={notices[key]} />
                {l.unavailable ? (
                  <button
                    type="button"
                    onClick={() => {
                      onRemove(key);
                      focusAfterRemove("order-lines");
                    }}
                    className="font-semibold text-red-700 underline underline-offset-4"
                  >
                    {cart("remove")}
                    <span className="sr-only">
                      {" "}
                      {isDated(l)
                        ? cart("removeStay", {
                            title: l.title,
                            from: removeDay(l.from, locale),
                            to: removeDay(l.to, locale),
                          })
                        : l.title}
                    </span>
                  </button>
                ) : null}
                {key === taken ? <p className="font-semibold text-red-800">{t("notFreeAnyMore")}</p> : null}
              </div>
              {l.unavailable ? (
                <span>{t("notOrdered")}</span>
              ) : (
                <span className="font-semibold" data-keep-clear>
                  {formatRupees(l.price * l.quantity)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <div className="mt-4 border-t border-maroon-100 pt-4">
        <CartTotals
          payable={totalPrice(lines)}
          deposits={totalDeposit(lines)}
          delivery={delivery}
          testId="checkout-total"
        />
      </div>
    </aside>
  );
});
