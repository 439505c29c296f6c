import { requireAdmin } from "@/lib/auth/require-admin";
import { createOrderRequest, listOrders } from "@/lib/data/orders";
import { handler, parseJson } from "@/lib/http";
import { notifyOwnerOfOrder } from "@/lib/notify";
import { limit } from "@/lib/rate-limit";
import { orderRequestSchema } from "@/lib/validation/order";

/** GET /api/orders (admin only: orders hold customers' names and phone numbers). */
export const GET = handler(async (request) => {
  await requireAdmin(request);
  return Response.json(await listOrders());
});

/** POST /api/orders: a Buy Now order request (spec §7). Stored first, then the owner is e-mailed. */
export const POST = handler(async (request) => {
  const input = await parseJson(request, orderRequestSchema);
  // Counted after validation, so a visitor correcting a typo does not use up the allowance.
  await limit(request, "orders", 20, 10 * 60 * 1000);
  const order = await createOrderRequest(input);
  const mail = await notifyOwnerOfOrder(order);
  return Response.json({ success: true, message: "Order placed successfully!", order, emailed: mail === "sent" }, { status: 201 });
});
