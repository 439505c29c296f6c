import { z } from "zod";
import { MAX_CART_LINES } from "@/features/cart/rules/cart";
import { cartItemSchema } from "./order";

/** POST /api/cart/quote: the cart's lines exactly as the checkout receives them (an empty cart is fine). */
export const cartQuoteSchema = z.strictObject({
  items: z
    .array(cartItemSchema, { error: "Items are required." })
    .max(MAX_CART_LINES, `At most ${MAX_CART_LINES} lines per cart.`),
});
