import { requireAdmin } from "@/lib/auth/require-admin";
import { cancelAllOfPhone } from "@/features/rentals";
import { handler, parseJson } from "@/lib/http";
import { cancelByPhoneSchema } from "@/features/rentals/validation";

/**
 * POST /api/reservations/cancel-by-phone (admin): `{ phone }` cancels every booking made with
 * that phone that has not been picked up (requested or confirmed), freeing all their days in
 * one go: the owner's answer to someone holding stock they will never collect.
 */
export const POST = handler(async (request) => {
  await requireAdmin(request);
  const { phone } = await parseJson(request, cancelByPhoneSchema);
  const { cancelled } = await cancelAllOfPhone(phone);
  return Response.json({ cancelled, count: cancelled.length });
});
