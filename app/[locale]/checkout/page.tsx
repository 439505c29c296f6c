import type { Metadata } from "next";
import { CheckoutForm } from "@/components/cart/checkout-form";
import { NoScriptHelp } from "@/components/layout/no-script-help";
import { getSiteConfig } from "@/lib/content/site";
import { shopVisit } from "@/lib/content/shop-visit";
import { deliveryCharge } from "@/lib/env";

export const metadata: Metadata = { title: "Checkout", robots: { index: false, follow: false }, alternates: { canonical: "/checkout" } };

export default function CheckoutPage() {
  const site = getSiteConfig();
  // min-height: the cart lives in localStorage, so the server renders a placeholder first;
  // reserving room keeps the footer from jumping (a layout shift) when it is replaced.
  return (
    <main className="mx-auto min-h-[32rem] max-w-6xl px-4 py-12">
      <h1 className="mb-8 font-display text-3xl font-bold text-maroon-800 sm:text-4xl">Checkout</h1>
      <NoScriptHelp site={site} needs="Checkout, which reads the cart kept in your browser," whatsappText="Hello! I would like to book some outfits. Can you help me?" />
      <CheckoutForm shop={shopVisit(site)} deliveryCharge={deliveryCharge()} />
    </main>
  );
}
