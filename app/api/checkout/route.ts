import { createCheckoutOrder } from "@/lib/data/orders";
import { handler, parseJson } from "@/lib/http";
import { notifyCustomerOfRentals, notifyOwnerOfOrder } from "@/lib/notify";
import { limit, limitStays } from "@/lib/rate-limit";
import { bookingConflictResponse } from "@/lib/rental/conflict-response";
import { checkoutSchema } from "@/lib/validation/order";

/**
 * POST /api/checkout: the cart's order. Prices come from the catalogue; lines with `from`/`to`
 * are booked for those days (409 `{ nearestFree, productId }` when taken, nothing stored).
 * Stored before any e-mail.
 */
export const POST = handler(async (request) => {
  const input = await parseJson(request, checkoutSchema);
  // Counted after validation, so a visitor correcting a typo does not use up the allowance.
  await limit(request, "checkout", 20, 10 * 60 * 1000);
  await limitStays(request, input.items.filter((i) => i.from !== undefined).length);
  let placed;
  try {
    placed = await createCheckoutOrder(input);
  } catch (error) {
    return bookingConflictResponse(error);
  }
  const { order, reservations } = placed;
  const mail = await notifyOwnerOfOrder(order, reservations);
  if (reservations.length) await notifyCustomerOfRentals(order, reservations);
  return Response.json({ success: true, message: "✅ Order placed & sent to owner!", order, reservations, emailed: mail === "sent" }, { status: 201 });
});
