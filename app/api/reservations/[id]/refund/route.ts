import { recordRefund } from "@/features/rentals";
import { refundSchema } from "@/features/rentals/validation";
import { requireAdmin } from "@/lib/auth/require-admin";
import { handler, parseJson } from "@/lib/http";

type Ctx = { params: Promise<{ id: string }> };

/**
 * POST /api/reservations/{id}/refund (admin) `{ amount, method?: "upi" | "cash" | "card",
 * reference? }`: the deposit paid back (amount = the refund due; 0 without a method when
 * nothing is left to pay back), and the stay settled. 201 `{ message, reservation }`; 409
 * unless returned and not yet settled, 422 for an amount that is not the refund due.
 */
export const POST = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  const input = await parseJson(request, refundSchema);
  return Response.json(await recordRefund((await params).id, input), { status: 201 });
});
