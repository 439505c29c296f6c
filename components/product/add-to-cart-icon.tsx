"use client";
import type { CartProduct } from "@/lib/cart/cart";
import { useCart } from "@/components/cart/cart-store";
import Link from "next/link";
import { CART_FULL_MESSAGE } from "@/components/cart/cart-limit";
import { CalendarIcon, CartIcon } from "@/components/ui/icons";
import { Toast, useToast } from "@/components/ui/toast";
import { addedMessage } from "@/components/cart/cart-limit";

const BUTTON =
  "absolute right-3 top-3 z-10 rounded-full bg-white/95 p-2.5 text-maroon-800 shadow transition hover:bg-maroon-700 hover:text-white focus:opacity-100 group-hover:opacity-100 lg:opacity-0";

/** The cart button on a product card (visible on hover, and always on touch screens and keyboard focus). */
export function AddToCartIcon({ product }: { product: CartProduct }) {
  const add = useCart((s) => s.add);
  const [toast, showToast] = useToast();
  if (product.rentable) {
    // A piece rented by date goes in the cart with its days: the button opens it to choose them.
    return (
      <Link href={product.href} scroll={false} aria-label={`Choose dates for ${product.title}`} className={BUTTON}>
        <CalendarIcon />
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => (add(product) === "full" ? showToast(CART_FULL_MESSAGE, "warning") : showToast(addedMessage(product.kind)))}
        aria-label={`Add ${product.title} to cart`}
        className={BUTTON}
      >
        <CartIcon />
      </button>
      <Toast message={toast} />
    </>
  );
}
