import { recordRefund } from "@/features/rentals";
import { refundSchema } from "@/features/rentals/validation";
import { requireAdmin } from "@/lib/auth/require-admin";
import { handler, parseJson } from "@/lib/http";

type Ctx = { params: Promise<{ id: string }> };

/**
 * POST /api/reservations/{id}/refund (admin) `{ amount, method?: "upi" | "cash" | "card",
 * reference?, on? }`: money paid back, any amount up to what the shop owes her on the
 * booking (a deposit less deductions, an overpayment, a cancelled booking's money); 0 without
 * a method closes books that balance. Returned pieces are settled once the books balance.
 * 201 `{ message, reservation }`; 409 naming what is owed for more than that.
 */
export const POST = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  const input = await parseJson(request, refundSchema);
  return Response.json(await recordRefund((await params).id, input), { status: 201 });
});
