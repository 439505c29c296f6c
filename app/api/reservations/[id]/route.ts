import { requireAdmin } from "@/lib/auth/require-admin";
import { changeReservationStatus, getReservation } from "@/features/rentals";
import { NotFoundError } from "@/lib/errors";
import { handler, parseJson } from "@/lib/http";
import { notifyCustomerOfConfirmation } from "@/lib/notify";
import { reservationStatusSchema } from "@/features/rentals/validation";

type Ctx = { params: Promise<{ id: string }> };

/** GET /api/reservations/{id} (admin). */
export const GET = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  const reservation = await getReservation((await params).id);
  if (!reservation) throw new NotFoundError("That reservation does not exist.");
  return Response.json(reservation, { headers: { "Cache-Control": "private, no-store" } });
});

/**
 * PATCH /api/reservations/{id} (admin): { status } — requested → confirmed → picked_up, or
 * cancelled before pickup (which frees the days). 409 otherwise; returned and settled have
 * routes of their own (…/return, …/refund: a condition and money to record), 422 here.
 * Confirming a booking with an e-mail address sends the customer the shop's fixed confirmation.
 */
export const PATCH = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  const { status } = await parseJson(request, reservationStatusSchema);
  const id = (await params).id;
  const before = await getReservation(id);
  const after = await changeReservationStatus(id, status);
  if (before?.status !== "confirmed" && after.status === "confirmed") await notifyCustomerOfConfirmation(after);
  return Response.json(after);
});
