import { requireAdmin } from "@/lib/auth/require-admin";
import { deleteOrder, setOrderStatus } from "@/features/checkout";
import { NotFoundError } from "@/lib/errors";
import { handler, parseJson } from "@/lib/http";
import { orderStatusSchema } from "@/features/checkout/validation/order";

type Ctx = { params: Promise<{ id: string }> };

/**
 * PATCH /api/orders/{id} (admin): { status: PENDING | CONFIRMED | DELIVERED | CANCELLED }. The
 * order, and `message` when confirming touched its bookings (which were confirmed, which had
 * lapsed already and were not).
 */
export const PATCH = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  const { status } = await parseJson(request, orderStatusSchema);
  const changed = await setOrderStatus((await params).id, status);
  if (!changed) throw new NotFoundError("That order does not exist (it may have been deleted).");
  return Response.json({ ...changed.order, ...(changed.message ? { message: changed.message } : {}) });
});

/** DELETE /api/orders/{id} (admin). */
export const DELETE = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  if (!(await deleteOrder((await params).id)))
    throw new NotFoundError("That order does not exist (it may have been deleted).");
  return Response.json({ success: true, message: "Order deleted." });
});
