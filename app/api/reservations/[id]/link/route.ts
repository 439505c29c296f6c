import { getReservation, renewBookingLink } from "@/features/rentals";
import { requireAdmin } from "@/lib/auth/require-admin";
import { NotFoundError } from "@/lib/errors";
import { handler } from "@/lib/http";

type Ctx = { params: Promise<{ id: string }> };

/**
 * POST /api/reservations/{id}/link (admin): a new link to the booking's page (the checkout
 * order's, when the reservation came with one). Every link sent before stops working: for a
 * link forwarded to the wrong person, or lost. The owner then sends the new one (the card's
 * WhatsApp reply carries it).
 */
export const POST = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  const r = await getReservation((await params).id);
  if (!r || r.kind !== "rental") throw new NotFoundError("That reservation does not exist.");
  const bookingPath = await renewBookingLink(
    r.orderId ? { kind: "order", id: r.orderId } : { kind: "reservation", id: r.id },
    r.locale,
  );
  if (!bookingPath) throw new NotFoundError("That reservation does not exist.");
  return Response.json({
    message: `${r.number}: a new booking link is ready; the old one no longer works.`,
    bookingPath,
  });
});
