import { requireAdmin } from "@/lib/auth/require-admin";
import { listReservations, reserve } from "@/features/rentals";
import { handler, parseJson } from "@/lib/http";
import { clientIpFrom } from "@/lib/client-ip";
import { notifyOwnerOfReservation } from "@/lib/notify";
import { limit, limitPieceDays } from "@/lib/rate-limit";
import { nextPageLink, queryOf } from "@/lib/validation/list-query";
import { reservationSchema, reservationsQuerySchema } from "@/features/rentals/validation";
import { heldUntilText } from "@/features/rentals/rules/holds";

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
 * POST /api/reservations (public, rate-limited): holds a piece from `from` (pickup) to `to`
 * (return) until the owner confirms it or `heldUntil` passes. 201 with the reservation,
 * stored before the owner's e-mail (the visitor's typed address gets nothing until the owner
 * confirms); 409 with `nearestFree` when the days are taken.
 */
export const POST = handler(async (request) => {
  const input = await parseJson(request, reservationSchema);
  await limit(request, "reservations", 20, 10 * 60 * 1000);
  const { reservation, heldUntil } = await reserve(input, clientIpFrom(request.headers), { beforeBooking: (held) => limitPieceDays(request, held) });
  const mail = await notifyOwnerOfReservation(reservation);
  return Response.json(
    { success: true, message: `Reserved: ${reservation.number}. ${heldUntilText(heldUntil)}`, reservation, heldUntil: heldUntil.toISOString(), emailed: mail === "sent" },
    { status: 201 },
  );
});
