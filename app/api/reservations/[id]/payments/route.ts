import { recordPayment } from "@/features/rentals";
import { paymentSchema } from "@/features/rentals/validation";
import { requireAdmin } from "@/lib/auth/require-admin";
import { formatRupees } from "@/lib/format";
import { handler, parseJson } from "@/lib/http";

type Ctx = { params: Promise<{ id: string }> };

/**
 * POST /api/reservations/{id}/payments (admin) `{ amount, method: "upi" | "cash" | "card",
 * reference? }`: money that came in for the booking (its checkout order's, when it came with
 * one). It confirms the booking's pending holds. 201 `{ message, payment }`.
 */
export const POST = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  const input = await parseJson(request, paymentSchema);
  const { number, payment, confirmed } = await recordPayment((await params).id, input);
  const method = payment.method === "upi" ? "UPI" : payment.method;
  const message = `${number}: ${formatRupees(payment.amount)} by ${method} recorded${confirmed.length ? `; ${confirmed.join(", ")} confirmed` : ""}.`;
  return Response.json({ message, payment }, { status: 201 });
});
