import type { Metadata } from "next";
import { CartView } from "@/components/cart/cart-view";
import { NoScriptHelp } from "@/components/layout/no-script-help";
import { getSiteConfig } from "@/lib/content/site";

export const metadata: Metadata = { title: "Your Cart", robots: { index: false, follow: true }, alternates: { canonical: "/cart" } };

export default function CartPage() {
  const site = getSiteConfig();
  // min-height: the cart lives in localStorage, so the server renders a placeholder first;
  // reserving room keeps the footer from jumping (a layout shift) when it is replaced.
  return (
    <main className="mx-auto min-h-[32rem] max-w-6xl px-4 py-12">
      <h1 className="mb-8 font-display text-3xl font-bold text-maroon-800 sm:text-4xl">Your Cart</h1>
      <NoScriptHelp site={site} needs="The cart, kept in your browser," whatsappText="Hello! I would like to book some outfits. Can you help me?" />
      <CartView siteUrl={site.url} whatsappNumber={site.whatsappNumber} />
    </main>
  );
}
