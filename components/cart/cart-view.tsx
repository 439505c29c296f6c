"use client";
import Image from "next/image";
import Link from "next/link";
import { isDated, lineKey, staySummaries, totalDeposit, totalItems, totalPrice } from "@/lib/cart/cart";
import { whatsappLink } from "@/lib/content/site";
import { formatRupees, previewChars } from "@/lib/format";
import { customerWhatsappText } from "@/lib/rental/messages";
import { stayPath } from "@/lib/rental/stay-address";
import { useCart, useCartHydrated } from "./cart-store";
import { CartTotals, StayLine } from "./stay-line";

/** The cart: sale lines with a quantity stepper; rental lines with their days, rent and deposit. */
export function CartView({ siteUrl, whatsappNumber }: { siteUrl: string; whatsappNumber: string }) {
  const hydrated = useCartHydrated();
  const { lines, increment, decrement, remove } = useCart();

  if (!hydrated) return <p className="py-16 text-center text-stone-600">Loading your cart…</p>;
  if (!lines.length) {
    return (
      <div className="py-16 text-center">
        <p className="font-display text-2xl font-semibold text-maroon-800">Your Cart is Empty</p>
        <Link href="/" className="mt-6 inline-block rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800">Go Shopping</Link>
      </div>
    );
  }
  const stays = staySummaries(lines, siteUrl);

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <ul className="space-y-4" aria-label="Items in your cart">
        {lines.map((l) => {
          const key = lineKey(l);
          return (
            <li key={key} className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-maroon-100">
              <div className="relative h-28 w-20 shrink-0 overflow-hidden rounded-lg bg-maroon-50">
                {l.image ? <Image src={l.image} alt="" fill sizes="80px" className="object-cover" /> : null}
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <Link href={isDated(l) ? stayPath(l.href, { pickup: l.from, ret: l.to }) : l.href} className="font-display text-lg font-semibold text-maroon-800 hover:underline">{l.title}</Link>
                {isDated(l) ? (
                  <StayLine line={l} />
                ) : (
                  <>
                    <p className="text-sm text-stone-600">{previewChars(l.description, 60)}</p>
                    <p className="text-sm font-semibold text-maroon-700">{formatRupees(l.price)}</p>
                  </>
                )}
                <div className="mt-auto flex flex-wrap items-center gap-3">
                  {isDated(l) ? null : (
                    <div className="flex items-center rounded-full ring-1 ring-stone-300" role="group" aria-label={`Quantity of ${l.title}`}>
                      <button type="button" onClick={() => decrement(key)} disabled={l.quantity <= 1} aria-label={`One fewer ${l.title}`} className="h-9 w-9 rounded-l-full text-lg hover:bg-maroon-50 disabled:opacity-40">−</button>
                      <span className="min-w-8 text-center font-semibold" aria-live="polite" data-testid="quantity">{l.quantity}</span>
                      <button type="button" onClick={() => increment(key)} aria-label={`One more ${l.title}`} className="h-9 w-9 rounded-r-full text-lg hover:bg-maroon-50">+</button>
                    </div>
                  )}
                  <button type="button" onClick={() => remove(key)} className="text-sm font-semibold text-red-700 underline underline-offset-4">
                    Remove<span className="sr-only"> {l.title}{isDated(l) ? ` for ${l.from} to ${l.to}` : ""}</span>
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <aside className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-maroon-100" aria-label="Cart summary">
        <p className="flex justify-between"><span>Total Items</span> <strong data-testid="total-items">{totalItems(lines)}</strong></p>
        <CartTotals payable={totalPrice(lines)} deposits={totalDeposit(lines)} testId="cart-total" />
        <Link href="/checkout" className="mt-6 block rounded-full bg-maroon-700 py-3 text-center font-semibold text-white hover:bg-maroon-800">Checkout</Link>
        {stays.length ? (
          <a href={whatsappLink(whatsappNumber, customerWhatsappText(stays))} target="_blank" rel="noopener noreferrer" className="mt-3 block rounded-full bg-green-700 py-3 text-center font-semibold text-white hover:bg-green-800">
            Ask about these dates on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
        <p className="mt-4 text-center text-sm text-stone-600">
          Questions about sizes or dates? <Link href="/contact" className="font-semibold text-maroon-700 underline">Contact us</Link>
        </p>
      </aside>
    </div>
  );
}
