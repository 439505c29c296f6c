import {
  availableLines,
  linesOverLimit,
  MAX_CART_LINES,
  type CartLine,
  type CartProduct,
} from "@/features/cart/rules/cart";
import { useT } from "@/lib/i18n/client";
import type { Translate } from "@/lib/i18n/page-messages";

/** Said by every control that adds to the cart when the line went in (the spec's words differ by kind). English; useAddToCartWords() in the page's language. */
export const addedMessage = (kind: CartProduct["kind"]) =>
  kind === "collection" ? "Item Added Successfully!" : "Item added to cart!";

/** Said by every control that adds to the cart, when the store refuses a new line. */
export const CART_FULL_MESSAGE = `Your cart is full: an order holds up to ${MAX_CART_LINES} different pieces. Check out or remove a piece first.`;

/**
 * Why a cart over the limit cannot be checked out, or null. Such a cart was stored before the
 * store refused a new line past the limit. Only the lines the checkout sends count (it leaves
 * out pieces the shop no longer has), as the server counts them.
 */
export function overLimitReason(lines: readonly CartLine[], t: Translate<"cart">): string | null {
  const excess = linesOverLimit(availableLines(lines));
  return excess ? t("overLimit", { max: MAX_CART_LINES, excess }) : null;
}

/**
 * addedMessage and CART_FULL_MESSAGE in the page's language, for the controls that add to
 * the cart (a client component's hook; the words travel with every page, in "cartButton").
 */
export function useAddToCartWords(): { added(kind: CartProduct["kind"]): string; full: string } {
  const t = useT("cartButton");
  return {
    added: (kind) => (kind === "collection" ? t("itemAddedCollection") : t("itemAdded")),
    full: t("cartFull", { max: MAX_CART_LINES }),
  };
}
