import { quoteCart } from "@/features/checkout";
import { deliveryCharge } from "@/lib/env";
import { handler, parseJson, requestLocale } from "@/lib/http";
import { limit } from "@/lib/rate-limit";
import { cartQuoteSchema } from "@/features/checkout/validation/cart-quote";

/**
 * POST /api/cart/quote `{ items }` (the checkout's line shape): `{ lines, deliveryCharge }`,
 * a line per item in the same order, each `available: false` when the shop no longer has it,
 * else its current title and price (for a dated line the stay's rent and deposit), and what
 * delivery adds now (DELIVERY_CHARGE: a page built before the owner changed it shows today's).
 * Public: the cart and the checkout page ask on every view, so the allowance is generous; a
 * refusal only leaves the cart showing the prices it stored, and the checkout prices
 * everything itself anyway.
 */
export const POST = handler(async (request) => {
  const { items } = await parseJson(request, cartQuoteSchema, 32 * 1024);
  // Its own setting: an owner who tightens the forms' limit should not throttle cart views.
  await limit(request, "cart-quote", 300, 10 * 60 * 1000, "CART_QUOTE_RATE_LIMIT");
  return Response.json(
    // Titles and problems in the page's language (X-Shop-Locale): a line added on the other
    // language's page, or before the owner typed her Hindi, is named as the cart shows it now.
    { lines: await quoteCart(items, undefined, requestLocale(request)), deliveryCharge: deliveryCharge() },
    { headers: { "Cache-Control": "no-store" } },
  );
});
