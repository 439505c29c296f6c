import { cancelCustomerBooking } from "@/features/rentals";
import { cancelBookingSchema } from "@/features/rentals/validation";
import { handler, parseJson } from "@/lib/http";
import { notifyOwnerOfCustomerCancel } from "@/features/rentals";
import { limit } from "@/lib/rate-limit";

type Ctx = { params: Promise<{ token: string }> };

/**
 * POST /api/bookings/{token}/cancel `{ number? }`: the customer cancels her booking (every
 * stay that still holds days, or the one named "R-1042") until RENTAL_CANCEL_HOURS before its
 * pickup day; the days are free again at once and the owner is e-mailed. 422 past the cutoff
 * or when nothing can be cancelled, 404 for a link that does not open a booking.
 */
export const POST = handler<Ctx>(async (request, { params }) => {
  const { number } = await parseJson(request, cancelBookingSchema);
  await limit(request, "booking-cancel", 20, 10 * 60 * 1000);
  const { booking, cancelled } = await cancelCustomerBooking((await params).token, number);
  await notifyOwnerOfCustomerCancel(booking, cancelled);
  const message = `Cancelled: ${cancelled.join(", ")}. The days are free again; the shop has been told.`;
  return Response.json({ message, cancelled, booking });
});
