import { bookFromTryOn, tryOnById, tryOnOfToken } from "@/features/try-ons";
import { tryOnBookSchema } from "@/features/try-ons/validation";
import { requireAdmin } from "@/lib/auth/require-admin";
import { handler, parseJson } from "@/lib/http";
import { isPlausibleId } from "@/lib/validation/ids";

type Ctx = { params: Promise<{ token: string }> };

/**
 * POST /api/try-ons/{id}/book (the owner, confirmed at once) or /api/try-ons/{token}/book (her
 * try-on page, a pending hold as online): the pieces she chose become one booking for her held
 * function days, priced as when held; the rest of the try-on's holds are freed. 201 with the
 * booking (its stays and her booking page) and the try-on.
 */
export const POST = handler<Ctx>(async (request, { params }) => {
  const ref = (await params).token;
  const { pieces } = await parseJson(request, tryOnBookSchema);
  const byOwner = isPlausibleId(ref) && !ref.includes(".");
  if (byOwner) await requireAdmin(request);
  const row = byOwner ? await tryOnById(ref) : await tryOnOfToken(ref);
  const { tryOn, booking } = await bookFromTryOn(row, pieces, byOwner);
  return Response.json(
    { tryOn, booking: { orderId: booking.orderId, path: booking.path, reservations: booking.reservations } },
    { status: 201 },
  );
});
