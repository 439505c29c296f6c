import { customerBooking } from "@/features/rentals";
import { NotFoundError } from "@/lib/errors";
import { handler } from "@/lib/http";

type Ctx = { params: Promise<{ token: string }> };

/**
 * GET /api/bookings/{token}: the customer's booking behind her private link (each stay, its
 * status and money, until when she may cancel). 404, the same for a made-up, tampered or
 * revoked link. Never cached: it is hers alone, and it changes as the shop answers.
 */
export const GET = handler<Ctx>(async (_request, { params }) => {
  const booking = await customerBooking((await params).token);
  if (!booking) throw new NotFoundError("This booking link does not work. Ask the shop for a new one.");
  return Response.json(booking, { headers: { "Cache-Control": "private, no-store" } });
});
