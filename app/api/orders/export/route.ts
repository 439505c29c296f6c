import { requireAdmin } from "@/lib/auth/require-admin";
import { eachOrder } from "@/features/checkout";
import { ordersCsv } from "@/features/checkout/rules/orders-csv";
import { handler } from "@/lib/http";
import { queryOf } from "@/lib/validation/list-query";
import { ordersQuerySchema } from "@/features/checkout/validation/order";
import { indiaToday } from "@/lib/format";

/**
 * GET /api/orders/export (admin): every order matching the same filters as GET /api/orders,
 * one row per line, as CSV for the shop's accounts. Streamed, so 10,000 orders cost no memory.
 */
export const GET = handler(async (request) => {
  await requireAdmin(request);
  const { q, status, from, to } = ordersQuerySchema.parse(queryOf(request));
  return new Response(ordersCsv(eachOrder({ q, status, from, to })), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="orders-${indiaToday()}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
});
