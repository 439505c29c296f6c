"use client";
import type { CartProduct } from "@/lib/cart/cart";
import { useCart } from "@/components/cart/cart-store";
import Link from "next/link";
import { MAX_CART_LINES } from "@/lib/cart/cart";
import { CalendarIcon, CartIcon } from "@/components/ui/icons";
import { Toast, useToast } from "@/components/ui/toast";
import { useLocalizedPath, useT } from "@/lib/i18n/client";

const BUTTON =
  "absolute right-3 top-3 z-10 rounded-full bg-white/95 p-2.5 text-maroon-800 shadow transition hover:bg-maroon-700 hover:text-white focus:opacity-100 group-hover:opacity-100 lg:opacity-0";

/** The cart button on a product card (visible on hover, and always on touch screens and keyboard focus). */
export function AddToCartIcon({ product }: { product: CartProduct }) {
  const add = useCart((s) => s.add);
  const [toast, showToast] = useToast();
  const t = useT("productClient");
  const to = useLocalizedPath();
  if (product.rentable) {
    // A piece rented by date goes in the cart with its days: the button opens it to choose them.
    return (
      <Link href={to(product.href)} scroll={false} aria-label={t("chooseDatesFor", { title: product.title })} className={BUTTON}>
        <CalendarIcon />
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        // spec §2: collection pieces say 'Item Added Successfully!', beauty and dupatta 'Item added to cart!'
        onClick={() => (add(product) === "full" ? showToast(t("cartFull", { max: MAX_CART_LINES }), "warning") : showToast(product.kind === "collection" ? t("addedCollection") : t("addedOther")))}
        aria-label={t("addTitleToCart", { title: product.title })}
        className={BUTTON}
      >
        <CartIcon />
      </button>
      <Toast message={toast} />
    </>
  );
}
