import { requireAdmin } from "@/lib/auth/require-admin";
import { bookingsOfPhone, cancelAllOfPhone } from "@/features/rentals";
import { handler, parseJson } from "@/lib/http";
import { queryOf } from "@/lib/validation/list-query";
import { cancelByPhoneSchema, phoneQuerySchema } from "@/features/rentals/validation";

/**
 * GET /api/reservations/cancel-by-phone?phone= (admin): the bookings made with that phone that
 * have not been picked up, each with what was paid and whether cancelling all would keep it
 * (confirmed or paid): what the owner reads before she cancels.
 */
export const GET = handler(async (request) => {
  await requireAdmin(request);
  const { phone } = phoneQuerySchema.parse(queryOf(request));
  return Response.json({ bookings: await bookingsOfPhone(phone) }, { headers: { "cache-control": "no-store" } });
});

/**
 * POST /api/reservations/cancel-by-phone (admin): `{ phone, also? }` cancels the holds made with
 * that phone that nobody confirmed or paid for, and the confirmed or paid ones named in `also`,
 * freeing their days in one go: the owner's answer to someone holding stock they will never
 * collect, which cannot take the phone's real owner's booking with it unasked.
 */
export const POST = handler(async (request) => {
  await requireAdmin(request);
  const { phone, also } = await parseJson(request, cancelByPhoneSchema);
  const { cancelled, kept } = await cancelAllOfPhone(phone, also);
  return Response.json({ cancelled, kept, count: cancelled.length });
});
