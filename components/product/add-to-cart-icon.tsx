"use client";
import type { CartProduct } from "@/lib/cart/cart";
import { useCart } from "@/components/cart/cart-store";
import { CartIcon } from "@/components/ui/icons";
import { Toast, useToast } from "@/components/ui/toast";
import { addedMessage } from "./product-actions";

/** The cart button on a product card (visible on hover, and always on touch screens and keyboard focus). */
export function AddToCartIcon({ product }: { product: CartProduct }) {
  const add = useCart((s) => s.add);
  const [toast, showToast] = useToast();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          add(product);
          showToast(addedMessage(product.kind));
        }}
        aria-label={`Add ${product.title} to cart`}
        className="absolute right-3 top-3 z-10 rounded-full bg-white/95 p-2.5 text-maroon-800 shadow transition hover:bg-maroon-700 hover:text-white focus:opacity-100 group-hover:opacity-100 lg:opacity-0"
      >
        <CartIcon />
      </button>
      <Toast message={toast} />
    </>
  );
}
