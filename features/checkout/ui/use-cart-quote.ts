"use client";
import { useEffect } from "react";
import { MAX_CART_LINES, quoteItems } from "@/features/cart/rules/cart";
import type { CartQuote } from "@/features/cart/rules/quote";
import { useCart } from "@/features/cart/ui/cart-store";

/**
 * Once the stored cart has loaded and is on screen, asks the shop for its lines' current
 * prices and applies them, and hands the shop's current delivery charge to `onDeliveryCharge`
 * (the checkout's page may have been built with another). The stored prices show meanwhile; a failed or
 * refused quote leaves them (the checkout prices everything on the server anyway), so nothing
 * here ever shows an error.
 */
export function useCartQuote(hydrated: boolean, onDeliveryCharge?: (rupees: number) => void): void {
  useEffect(() => {
    if (!hydrated) return;
    const items = quoteItems(useCart.getState().lines).slice(0, MAX_CART_LINES);
    if (!items.length) return;
    const controller = new AbortController();
    const ask = () =>
      fetch("/api/cart/quote", {
        method: "POST",
        // The page's language: the lines are named and explained in it.
        headers: { "Content-Type": "application/json", "X-Shop-Locale": document.documentElement.lang || "en" },
        body: JSON.stringify({ items }),
        signal: controller.signal,
      })
        .then((res) => (res.ok ? (res.json() as Promise<CartQuote>) : null))
        .then((quote) => {
          if (quote && Array.isArray(quote.lines)) useCart.getState().applyQuote(quote);
          const charge = quote?.deliveryCharge;
          if (typeof charge === "number" && Number.isInteger(charge) && charge >= 0) onDeliveryCharge?.(charge);
        })
        .catch(() => {});
    // This effect runs in the same task as the render that first shows the lines (the stored
    // cart's load is a synchronous update): ask once the browser has painted them.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(ask)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      controller.abort();
    };
  }, [hydrated, onDeliveryCharge]);
}
