import { createCheckoutOrder } from "@/lib/data/orders";
import { handler, parseJson } from "@/lib/http";
import { notifyOwnerOfOrder } from "@/lib/notify";
import { limit } from "@/lib/rate-limit";
import { checkoutSchema } from "@/lib/validation/order";

/** POST /api/checkout: the cart's order. Prices come from the catalogue; stored before any e-mail. */
export const POST = handler(async (request) => {
  const input = await parseJson(request, checkoutSchema);
  // Counted after validation, so a visitor correcting a typo does not use up the allowance.
  await limit(request, "checkout", 20, 10 * 60 * 1000);
  const order = await createCheckoutOrder(input);
  const mail = await notifyOwnerOfOrder(order);
  return Response.json({ success: true, message: "✅ Order placed & sent to owner!", order, emailed: mail === "sent" }, { status: 201 });
});
