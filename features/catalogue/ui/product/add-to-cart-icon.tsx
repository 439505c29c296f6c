import Link from "@/components/ui/link";
import type { CartProduct } from "@/features/cart/rules/cart";
import { CalendarIcon, CartIcon } from "@/components/ui/icons";

/** Its looks are `card-cart` in app/globals.css: one short class on each of a grid's 24 cards. */
const BUTTON = "card-cart";

/** The attribute naming the piece a card's cart button adds: the grid's one island (card-cart.tsx) handles every click. */
export const CART_ADD_ATTRIBUTE = "data-cart-add";

/**
 * The cart button on a product card (visible on hover, and always on touch screens and
 * keyboard focus). Plain markup, no island of its own: a grid of 24 cards used to hydrate 24
 * copies of the cart store's subscription and 24 toasts; now the list around the cards
 * handles the clicks (useCardCart) and shows one toast.
 */
export function AddToCartIcon({
  product,
  href,
  label,
}: {
  product: CartProduct;
  /** the piece's page, in the page's language */ href: string;
  /** "Add {title} to cart" or "Choose dates for {title}" */ label: string;
}) {
  if (product.rentable) {
    // A piece rented by date goes in the cart with its days: the button opens it to choose them.
    return (
      <Link href={href} scroll={false} aria-label={label} className={BUTTON}>
        <CalendarIcon />
      </Link>
    );
  }
  return (
    <button type="button" {...{ [CART_ADD_ATTRIBUTE]: product._id }} aria-label={label} className={BUTTON}>
      <CartIcon />
    </button>
  );
}
