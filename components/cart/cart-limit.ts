import { availableLines, linesOverLimit, MAX_CART_LINES, type CartLine, type CartProduct } from "@/lib/cart/cart";

/** Said by every control that adds to the cart when the line went in (the spec's words differ by kind). */
export const addedMessage = (kind: CartProduct["kind"]) => (kind === "collection" ? "Item Added Successfully!" : "Item added to cart!");

/** Said by every control that adds to the cart, when the store refuses a new line. */
export const CART_FULL_MESSAGE = `Your cart is full: an order holds up to ${MAX_CART_LINES} different pieces. Check out or remove a piece first.`;

/**
 * Why a cart over the limit cannot be checked out, or null. Such a cart was stored before the
 * store refused a new line past the limit. Only the lines the checkout sends count (it leaves
 * out pieces the shop no longer has), as the server counts them.
 */
export function overLimitReason(lines: readonly CartLine[]): string | null {
  const excess = linesOverLimit(availableLines(lines));
  return excess ? `An order holds up to ${MAX_CART_LINES} different pieces: remove ${excess} to check out.` : null;
}
