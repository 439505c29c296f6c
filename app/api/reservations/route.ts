import { z } from "zod";
import { requireAdmin } from "@/lib/auth/require-admin";
import {
  bookForCustomer,
  listReservations,
  ownerBookingInput,
  reserve,
  takeConfirmationReminder,
} from "@/features/rentals";
import { handler, parseJson } from "@/lib/http";
import { clientIpFrom } from "@/lib/http/client-ip";
import { notifyCustomerOfConfirmation, notifyOwnerOfReservation } from "@/features/rentals";
import { limit } from "@/lib/rate-limit";
import { limitPieceDays } from "@/features/rentals";
import { nextPageLink, queryOf } from "@/lib/validation/list-query";
import { OWNER_ONLY_FIELDS, reservationSchema, reservationsQuerySchema } from "@/features/rentals/validation";
import { heldUntilText } from "@/features/rentals/rules/holds";
import { assertSecretReady } from "@/lib/auth/secret";

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
 * Whether this request books as the owner: it carries a Bearer token, or names a field only
 * she may send (her form always sends `fulfilment`). Then the credential must be a live
 * admin's (401 or 403 otherwise, nothing booked). Any other request is the public form's,
 * whatever cookie it carries, so a signed-in owner trying her own shop's form books as
 * anyone does.
 */
async function asOwner(request: Request, body: unknown): Promise<boolean> {
  const bearer = request.headers.get("authorization")?.startsWith("Bearer ") ?? false;
  const ownerFields = typeof body === "object" && body !== null && OWNER_ONLY_FIELDS.some((k) => k in body);
  if (!bearer && !ownerFields) return false;
  await requireAdmin(request);
  return true;
}

/**
 * POST /api/reservations (public, rate-limited): holds a piece from `from` (pickup) to `to`
 * (return) until the owner confirms it or `heldUntil` passes. 201 with the reservation,
 * stored before the owner's e-mail (the visitor's typed address gets nothing until the owner
 * confirms); 409 with `nearestFree` when the days are taken.
 *
 * By the owner (see asOwner; body: the public fields and `unit`, `fulfilment`, `address`,
 * `rent` with `reason`, `pickedUp`): 201 with the booking confirmed at once (`heldUntil`
 * null), or picked up, with its books, and `order` when delivered; 400 naming each field
 * malformed or missing, 422 naming the day that breaks a stay rule. Stored before her customer's confirmation e-mail is tried; no e-mail to herself.
 */
export const POST = handler(async (request) => {
  const body = await parseJson(request, z.unknown());
  if (await asOwner(request, body)) {
    const { reservation, order } = await bookForCustomer(ownerBookingInput(body));
    // As when she confirms a booking by hand: her confirmation reminder is taken as this e-mail.
    const mail =
      reservation.status === "confirmed" &&
      reservation.email &&
      (await takeConfirmationReminder(reservation, new Date()))
        ? await notifyCustomerOfConfirmation(reservation)
        : null;
    const message =
      reservation.status === "picked_up"
        ? `Booked and picked up: ${reservation.number}.`
        : `Booked and confirmed: ${reservation.number}.`;
    return Response.json(
      { success: true, message, reservation, heldUntil: null, order, emailed: mail === "sent" },
      { status: 201 },
    );
  }
  const input = reservationSchema.parse(body);
  // Her answer carries her booking's signed link: a server that cannot sign it says so before
  // counting her try or holding the piece.
  assertSecretReady();
  await limit(request, "reservations", 20, 10 * 60 * 1000);
  const { reservation, heldUntil } = await reserve(input, clientIpFrom(request.headers), {
    beforeBooking: (held) => limitPieceDays(request, held),
  });
  const mail = await notifyOwnerOfReservation(reservation);
  return Response.json(
    {
      success: true,
      message: `Reserved: ${reservation.number}. ${heldUntilText(heldUntil)}`,
      reservation,
      heldUntil: heldUntil.toISOString(),
      emailed: mail === "sent",
    },
    { status: 201 },
  );
});
