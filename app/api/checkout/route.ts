import { receiptCookie } from "@/features/rentals";
import { createCheckoutOrder } from "@/features/checkout";
import { handler, parseJson } from "@/lib/http";
import { clientIpFrom } from "@/lib/http/client-ip";
import { notifyOwnerOfOrder } from "@/features/checkout";
import { limit } from "@/lib/rate-limit";
import { limitPieceDays } from "@/features/rentals";
import { checkoutSchema } from "@/features/checkout/validation/order";
import { assertSecretReady } from "@/lib/auth/secret";

/**
 * POST /api/checkout: the cart's order. Prices come from the catalogue; lines with `from`/`to`
 * are held for those days with the order, in one transaction, until the owner confirms or
 * `heldUntil` passes (409 `{ nearestFree, productId }` when taken, nothing stored). Stored
 * before the owner's e-mail; the visitor's typed address gets nothing until the owner confirms.
 * The answer sets a signed cookie naming the order, which the thank-you page shows: 503
 * naming NEXTAUTH_SECRET, with nothing stored or mailed, when the server cannot sign it.
 */
export const POST = handler(async (request) => {
  const input = await parseJson(request, checkoutSchema);
  // Before the order is written: signing the receipt after it would keep (and mail) an order
  // whose answer fails, and another on every retry.
  assertSecretReady();
  // Counted after validation, so a visitor correcting a typo does not use up the allowance.
  await limit(request, "checkout", 20, 10 * 60 * 1000);
  const { order, reservations, heldUntil } = await createCheckoutOrder(input, clientIpFrom(request.headers), {
    beforeBooking: (held) => limitPieceDays(request, held),
  });
  const mail = await notifyOwnerOfOrder(order, reservations);
  // The thank-you page shows this order to this browser only (features/rentals/server/receipt.ts).
  const headers = { "Set-Cookie": receiptCookie(order._id) };
  return Response.json(
    {
      success: true,
      message: "✅ Order placed & sent to owner!",
      order,
      reservations,
      heldUntil: heldUntil?.toISOString() ?? null,
      emailed: mail === "sent",
    },
    { status: 201, headers },
  );
});
