"use client";
import Link from "next/link";
import { availableLines, lineKey, staySummaries, totalDeposit, totalItems, totalPrice } from "@/lib/cart/cart";
import { whatsappLink } from "@/lib/content/site";
import { customerWhatsappText } from "@/features/rentals/rules/messages";
import { CartLineItem } from "./cart-line";
import { overLimitReason } from "./cart-limit";
import { focusReason } from "./held-reason";
import { useCart, useCartHydrated } from "./cart-store";
import { CartTotals } from "./stay-line";
import { useCartQuote } from "./use-cart-quote";

/** The cart: sale lines with a quantity stepper; rental lines with their days, rent and deposit. */
export function CartView({ siteUrl, whatsappNumber }: { siteUrl: string; whatsappNumber: string }) {
  const hydrated = useCartHydrated();
  const lines = useCart((s) => s.lines);
  useCartQuote(hydrated);

  if (!hydrated) return <p className="py-16 text-center text-stone-600 no-js:hidden">Loading your cart…</p>;
  if (!lines.length) {
    return (
      <div className="py-16 text-center">
        <p id="cart-empty" tabIndex={-1} className="font-display text-2xl font-semibold text-maroon-800">
          Your Cart is Empty
        </p>
        <Link href="/" className="mt-6 inline-block rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800">
          Go Shopping
        </Link>
      </div>
    );
  }
  const orderable = availableLines(lines);
  const stays = staySummaries(orderable, siteUrl);
  const heldBecause = overLimitReason(lines) ?? (orderable.length ? null : "Nothing in your cart can be ordered now: remove the pieces no longer available and choose others.");

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <ul id="cart-lines" tabIndex={-1} className="space-y-4" aria-label="Items in your cart">
        {lines.map((l) => (
          <CartLineItem key={lineKey(l)} line={l} />
        ))}
      </ul>
      <aside className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-maroon-100" aria-label="Cart summary">
        <p className="flex justify-between">
          <span>Total Items</span> <strong data-testid="total-items">{totalItems(lines)}</strong>
        </p>
        <CartTotals payable={totalPrice(lines)} deposits={totalDeposit(lines)} testId="cart-total" />
        {orderable.length < lines.length ? <p className="mt-2 text-sm text-stone-700">Pieces no longer available are not counted here and will not be ordered.</p> : null}
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
              Checkout
            </button>
            <p id="checkout-why" tabIndex={-1} className="mt-2 text-sm text-stone-700">
              {heldBecause}
            </p>
          </>
        ) : (
          <Link href="/checkout" className="mt-6 block rounded-full bg-maroon-700 py-3 text-center font-semibold text-white hover:bg-maroon-800">
            Checkout
          </Link>
        )}
        {stays.length ? (
          <a
            href={whatsappLink(whatsappNumber, customerWhatsappText(stays))}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 block rounded-full bg-green-700 py-3 text-center font-semibold text-white hover:bg-green-800"
          >
            Ask about these dates on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
        <p className="mt-4 text-center text-sm text-stone-600">
          Questions about sizes or dates?{" "}
          <Link href="/contact" className="font-semibold text-maroon-700 underline">
            Contact us
          </Link>
        </p>
      </aside>
    </div>
  );
}
