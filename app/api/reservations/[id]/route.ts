import { requireAdmin } from "@/lib/auth/require-admin";
import {
  changeReservationStatus,
  getReservation,
  moveReservationToCopy,
  takeConfirmationReminder,
} from "@/features/rentals";
import { NotFoundError } from "@/lib/errors";
import { handler, parseJson } from "@/lib/http";
import { notifyCustomerOfConfirmation } from "@/features/rentals";
import { reservationStatusSchema } from "@/features/rentals/validation";

type Ctx = { params: Promise<{ id: string }> };

/** GET /api/reservations/{id} (admin): the reservation and its booking's `reminders` (kind, day, dueAt, staleAt, dueIndia, status, outcome). */
export const GET = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  const reservation = await getReservation((await params).id);
  if (!reservation) throw new NotFoundError("That reservation does not exist.");
  // the booking's `reminders` come with every reservation view (the owner's card lists them too)
  return Response.json(reservation, { headers: { "Cache-Control": "private, no-store" } });
});

/**
 * PATCH /api/reservations/{id} (admin): { status } — requested → confirmed → picked_up, or
 * cancelled before pickup (which frees the days). 409 otherwise; returned and settled have
 * routes of their own (…/return, …/refund: a condition and money to record), 422 here.
 * "picked_up" before the pickup day is a 409 naming the day unless `early: true`, which moves
 * the pickup to today (at the longer stay's rent, or `rent`); "confirmed" on a stay picked up today undoes the pickup. `{ unit }`
 * moves a booking not yet out to that copy of its piece (409 when it is not free).
 * Confirming a booking with an e-mail address sends the customer the shop's fixed confirmation.
 */
export const PATCH = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  const { status, early, rent, unit } = await parseJson(request, reservationStatusSchema);
  const id = (await params).id;
  if (unit !== undefined && status === undefined) return Response.json(await moveReservationToCopy(id, unit));
  const before = await getReservation(id);
  if (unit !== undefined) await moveReservationToCopy(id, unit);
  const after = await changeReservationStatus(id, status!, { early, rent });
  // Her confirmation reminder is taken as this e-mail; while a drain is sending it right now, that one goes instead.
  if (
    before?.status === "requested" &&
    after.status === "confirmed" &&
    (await takeConfirmationReminder(after, new Date()))
  )
    await notifyCustomerOfConfirmation(after);
  return Response.json(after);
});
