import { requireAdmin } from "@/lib/auth/require-admin";
import { deleteOrder, setOrderStatus } from "@/lib/data/orders";
import { NotFoundError } from "@/lib/errors";
import { handler, parseJson } from "@/lib/http";
import { orderStatusSchema } from "@/lib/validation/order";

type Ctx = { params: Promise<{ id: string }> };

/** PATCH /api/orders/{id} (admin): { status: PENDING | CONFIRMED | DELIVERED | CANCELLED }. */
export const PATCH = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  const { status } = await parseJson(request, orderStatusSchema);
  const order = await setOrderStatus((await params).id, status);
  if (!order) throw new NotFoundError("That order does not exist (it may have been deleted).");
  return Response.json(order);
});

/** DELETE /api/orders/{id} (admin). */
export const DELETE = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  if (!(await deleteOrder((await params).id))) throw new NotFoundError("That order does not exist (it may have been deleted).");
  return Response.json({ success: true, message: "Order deleted." });
});
