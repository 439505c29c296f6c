import { adjustBooking } from "@/features/rentals";
import { adjustmentSchema } from "@/features/rentals/validation";
import { requireAdmin } from "@/lib/auth/require-admin";
import { handler, parseJson } from "@/lib/http";

type Ctx = { params: Promise<{ id: string }> };

/**
 * POST /api/reservations/{id}/adjustments (admin) `{ kind: "late_fee" | "damage" | "other",
 * amount, reason }`: what the booking is charged, changed with the owner's reason (a waiver or
 * goodwill below 0, a later repair charge above). 201 `{ message, reservation }`; 409 for a
 * late fee or damage of a piece not back yet, 422 for one that would go below ₹0.
 */
export const POST = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  const input = await parseJson(request, adjustmentSchema);
  return Response.json(await adjustBooking((await params).id, input), { status: 201 });
});
