import { requireAdmin } from "@/lib/auth/require-admin";
import { createOrderRequest, listOrders } from "@/features/checkout";
import { handler, parseJson } from "@/lib/http";
import { notifyOwnerOfOrder } from "@/features/checkout";
import { limit } from "@/lib/rate-limit";
import { nextPageLink, queryOf } from "@/lib/validation/list-query";
import { orderRequestSchema, ordersQuerySchema } from "@/features/checkout/validation/order";

/**
 * GET /api/orders (admin only: orders hold customers' names and phone numbers). The spec's
 * array, newest first, one page at a time: `limit` (default 100, at most 500), `page`, and
 * filters `q` (name, phone or order id), `status`, `from`/`to` (YYYY-MM-DD, India time).
 * `Link: <…>; rel="next"` while more exist; `X-Total-Count` is the number matching.
 */
export const GET = handler(async (request) => {
  await requireAdmin(request);
  const query = ordersQuerySchema.parse(queryOf(request));
  const { orders, total, hasMore } = await listOrders(query);
  const headers: Record<string, string> = { "X-Total-Count": String(total), "Cache-Control": "private, no-store" };
  if (hasMore) headers.Link = nextPageLink(request, query.page);
  return Response.json(orders, { headers });
});

/** POST /api/orders: a Buy Now order request (spec §7). Stored first, then the owner is e-mailed. */
export const POST = handler(async (request) => {
  const input = await parseJson(request, orderRequestSchema);
  // Counted after validation, so a visitor correcting a typo does not use up the allowance.
  await limit(request, "orders", 20, 10 * 60 * 1000);
  const order = await createOrderRequest(input);
  const mail = await notifyOwnerOfOrder(order);
  return Response.json(
    { success: true, message: "Order placed successfully!", order, emailed: mail === "sent" },
    { status: 201 },
  );
});
