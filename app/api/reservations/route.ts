import { requireAdmin } from "@/lib/auth/require-admin";
import { listReservations, reserve } from "@/lib/data/reservations";
import { handler, parseJson } from "@/lib/http";
import { notifyOfReservation } from "@/lib/notify";
import { limit, limitStays } from "@/lib/rate-limit";
import { nextPageLink, queryOf } from "@/lib/validation/list-query";
import { reservationSchema, reservationsQuerySchema } from "@/lib/validation/rental";
import { bookingConflictResponse } from "@/lib/rental/conflict-response";

/**
 * GET /api/reservations (admin): stays touching `from`..`to`, by `status`, `kind`,
 * `productId` or `q` (name, phone, piece, "R-1042"); soonest pickup first, paged like orders.
 */
export const GET = handler(async (request) => {
  await requireAdmin(request);
  const query = reservationsQuerySchema.parse(queryOf(request));
  const { reservations, total, hasMore } = await listReservations(query);
  const headers: Record<string, string> = { "X-Total-Count": String(total), "Cache-Control": "private, no-store" };
  if (hasMore) headers.Link = nextPageLink(request, query.page);
  return Response.json(reservations, { headers });
});

/**
 * POST /api/reservations (public, rate-limited): books a piece from `from` (pickup) to `to`
 * (return). 201 with the reservation, stored before any e-mail; 409 with `nearestFree`
 * when the days are taken.
 */
export const POST = handler(async (request) => {
  const input = await parseJson(request, reservationSchema);
  await limit(request, "reservations", 20, 10 * 60 * 1000);
  await limitStays(request, 1);
  try {
    const reservation = await reserve(input);
    const mail = await notifyOfReservation(reservation);
    return Response.json({ success: true, message: `Reserved: ${reservation.number}. The shop will call you to confirm.`, reservation, emailed: mail === "sent" }, { status: 201 });
  } catch (error) {
    return bookingConflictResponse(error);
  }
});
