import { payOnline } from "@/features/rentals";
import { formatRupees } from "@/lib/format";
import { handler } from "@/lib/http";
import { limit } from "@/lib/rate-limit";

type Ctx = { params: Promise<{ token: string }> };

/**
 * POST /api/bookings/{token}/pay-online (no body): the Razorpay Payment Link for what her booking
 * asks now (the amount due, or the RENTAL_ADVANCE_PERCENT advance: the same as the UPI link).
 * 201 `{ url, amount, message }` for a new link, 200 for the open one made before for the same
 * amount; her page sends her to `url`, Razorpay's own page, where she pays. 503 when Razorpay is
 * not set up (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET) or does not answer,
 * 404 for a link that opens no booking, 422 when nothing is due.
 */
export const POST = handler<Ctx>(async (request, { params }) => {
  await limit(request, "booking-pay-online", 20, 10 * 60 * 1000);
  const { url, amount, made } = await payOnline((await params).token);
  return Response.json(
    { url, amount, message: `Opening Razorpay's page to pay ${formatRupees(amount)}…` },
    { status: made ? 201 : 200 },
  );
});
