import { customerBooking } from "@/features/rentals";
import { HttpError } from "@/lib/errors";
import { handler } from "@/lib/http";

// Refusals and field messages name their words in the "apiErrors" catalogue: English and Hindi are written there.

type Ctx = { params: Promise<{ token: string }> };

/**
 * GET /api/bookings/{token}: the customer's booking behind her private link (each stay, its
 * status and money, until when she may cancel). 404, the same for a made-up, tampered or
 * revoked link. Never cached: it is hers alone, and it changes as the shop answers.
 */
export const GET = handler<Ctx>(async (_request, { params }) => {
  const booking = await customerBooking((await params).token);
  if (!booking) throw new HttpError(404, { key: "bookingLinkBroken" });
  return Response.json(booking, { headers: { "Cache-Control": "private, no-store" } });
});
