import type { Metadata } from "next";
import { CartView } from "@/components/cart/cart-view";

export const metadata: Metadata = { title: "Your Cart", robots: { index: false, follow: true }, alternates: { canonical: "/cart" } };

export default function CartPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="mb-8 font-display text-3xl font-bold text-maroon-800 sm:text-4xl">Your Cart</h1>
      <CartView />
    </main>
  );
}
