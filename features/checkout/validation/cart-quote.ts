import { z } from "zod";
import { MAX_CART_LINES } from "@/features/cart/rules/cart";
import { cartItemSchema } from "./order";
import { fieldWords } from "@/lib/validation/field-words";

// Refusals and field messages name their words in the "apiErrors" catalogue: English and Hindi are written there.

/** POST /api/cart/quote: the cart's lines exactly as the checkout receives them (an empty cart is fine). */
export const cartQuoteSchema = z.strictObject({
  items: z
    .array(cartItemSchema, { error: fieldWords("itemsRequired") })
    .max(MAX_CART_LINES, fieldWords("cartLinesAtMost", { max: MAX_CART_LINES })),
});
