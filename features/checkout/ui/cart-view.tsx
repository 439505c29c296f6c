"use client";
import Link from "@/components/ui/link";
import { availableLines, lineKey, totalDeposit, totalItems, totalPrice } from "@/features/cart/rules/cart";
import { staySummaries } from "@/features/rentals/rules/cart-stays";
import { whatsappLink } from "@/lib/site/config";
import { customerWhatsappText } from "@/features/rentals/rules/messages";
import { useLocale, useLocalizedPath } from "@/lib/i18n/client";
import { CartLineItem } from "./cart-line";
import { overLimitReason } from "@/features/cart/ui/cart-limit";
import { focusReason } from "./held-reason";
import { useCart, useCartHydrated } from "@/features/cart/ui/cart-store";
import { CartTotals } from "./stay-line";
import { useCartQuote } from "./use-cart-quote";
import { usePageT } from "@/lib/i18n/page-messages";

/** The cart: sale lines with a quantity stepper; rental lines with their days, rent and deposit. */
export function CartView({ siteUrl, whatsappNumber }: { siteUrl: string; whatsappNumber: string }) {
  const hydrated = useCartHydrated();
  const lines = useCart((s) => s.lines);
  useCartQuote(hydrated);
  const t = usePageT("cart");
  const localized = useLocalizedPath();
  const locale = useLocale();

  if (!hydrated) return <p className="py-16 text-center text-stone-600 no-js:hidden">{t("loading")}</p>;
  if (!lines.length) {
    return (
      <div className="py-16 text-center">
        <p id="cart-empty" tabIndex={-1} className="font-display text-2xl font-semibold text-maroon-800">
          {t("empty")}
        </p>
        <Link
          href={localized("/")}
          className="mt-6 inline-block rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800"
        >
          {t("goShopping")}
        </Link>
      </div>
    );
  }
  const orderable = availableLines(lines);
  const stays = staySummaries(orderable, siteUrl);
  const heldBecause = overLimitReason(lines, t) ?? (orderable.length ? null : t("nothingOrderable"));

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <ul id="cart-lines" tabIndex={-1} className="space-y-4" aria-label={t("itemsInCart")}>
        {lines.map((l) => (
          <CartLineItem key={lineKey(l)} line={l} />
        ))}
      </ul>
      <aside className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-maroon-100" aria-label={t("cartSummary")}>
        <p className="flex justify-between">
          <span>{t("totalItems")}</span> <strong data-testid="total-items">{totalItems(lines)}</strong>
        </p>
        <CartTotals payable={totalPrice(lines)} deposits={totalDeposit(lines)} testId="cart-total" />
        {orderable.length < lines.length ? <p className="mt-2 text-sm text-stone-700">{t("notCounted")}</p> : null}
        {heldBecause ? (
          <>
            {/* aria-disabled, not disabled: keyboard and screen-reader users can still reach it and hear why */}
            <button
              type="button"
              aria-disabled="true"
              aria-describedby="checkout-why"
              onClick={() => focusReason("checkout-why")}
              className="mt-6 block w-full cursor-not-allowed rounded-full bg-stone-400 py-3 text-center font-semibold text-white"
            >
              {t("checkout")}
            </button>
            <p id="checkout-why" tabIndex={-1} className="mt-2 text-sm text-stone-700">
              {heldBecause}
            </p>
          </>
        ) : (
          <Link
            href={localized("/checkout")}
            className="mt-6 block rounded-full bg-maroon-700 py-3 text-center font-semibold text-white hover:bg-maroon-800"
          >
            {t("checkout")}
          </Link>
        )}
        {stays.length ? (
          <a
            href={whatsappLink(whatsappNumber, customerWhatsappText(stays, locale))}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 block rounded-full bg-green-700 py-3 text-center font-semibold text-white hover:bg-green-800"
          >
            {t("askOnWhatsapp")}
            <span className="sr-only"> {t("opensNewTab")}</span>
          </a>
        ) : null}
        <p className="mt-4 text-center text-sm text-stone-600">
          {t("questions")}{" "}
          <Link href={localized("/contact")} className="font-semibold text-maroon-700 underline">
            {t("contactUs")}
          </Link>
        </p>
      </aside>
    </div>
  );
}
