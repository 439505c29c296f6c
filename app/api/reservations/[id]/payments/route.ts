import { recordPayment } from "@/features/rentals";
import { paymentSchema } from "@/features/rentals/validation";
import { requireAdmin } from "@/lib/auth/require-admin";
import { formatRupees } from "@/lib/format";
import { handler, parseJson } from "@/lib/http";

type Ctx = { params: Promise<{ id: string }> };

/**
 * POST /api/reservations/{id}/payments (admin) `{ amount, method: "upi" | "cash" | "card",
 * reference?, on?: "2026-11-26", again?: true }`: money that came in for the booking (its
 * checkout order's, when it came with one), on the day given (today when left out). It
 * confirms the booking's pending holds. A reference already recorded on any booking is a 409
 * naming it, unless `again`. 201 `{ message, payment, money }` with what is due or owed now.
 */
export const POST = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  const input = await parseJson(request, paymentSchema);
  const { number, payment, confirmed, books } = await recordPayment((await params).id, input);
  const method = payment.method === "upi" ? "UPI" : payment.method;
  const now = books.due
    ? `still due ${formatRupees(books.due)}`
    : books.refundDue
      ? `the shop owes ${formatRupees(books.refundDue)} back`
      : "nothing due";
  const message = `${number}: ${formatRupees(payment.amount)} by ${method} recorded${confirmed.length ? `; ${confirmed.join(", ")} confirmed` : ""}; ${now}.`;
  return Response.json({ message, payment, money: books }, { status: 201 });
});
