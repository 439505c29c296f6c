import { moveTryOn, tryOnById, tryOnOfToken } from "@/features/try-ons";
import { tryOnMoveSchema } from "@/features/try-ons/validation";
import { limitPieceDays } from "@/features/rentals";
import { requireAdmin } from "@/lib/auth/require-admin";
import { handler, parseJson } from "@/lib/http";
import { limit } from "@/lib/rate-limit";
import { isPlausibleId } from "@/lib/validation/ids";

type Ctx = { params: Promise<{ token: string }> };

/**
 * POST /api/try-ons/{token}/move `{ start }`: she moves her try-on to another slot from her page
 * (up to TRYON_CHANGE_HOURS before), or the owner by its id. The same pieces, kept and held for
 * the new time; 409 with `nearestFree` when that slot is full, nothing changed.
 */
export const POST = handler<Ctx>(async (request, { params }) => {
  const ref = (await params).token;
  const { start } = await parseJson(request, tryOnMoveSchema);
  const byOwner = isPlausibleId(ref) && !ref.includes(".");
  if (byOwner) await requireAdmin(request);
  // each move takes and lets go of a seat and pieces: a few an hour is all a visitor needs
  else await limit(request, "try-on-moves", 10, 60 * 60 * 1000);
  const row = byOwner ? await tryOnById(ref) : await tryOnOfToken(ref);
  const tryOn = await moveTryOn(row, start, byOwner ? "OWNER" : "CUSTOMER", {
    beforeBooking: (held) => limitPieceDays(request, held),
  });
  return Response.json({ tryOn });
});
