import { cancelTryOn, tryOnById, tryOnOfToken } from "@/features/try-ons";
import { requireAdmin } from "@/lib/auth/require-admin";
import { handler } from "@/lib/http";
import { isPlausibleId } from "@/lib/validation/ids";

type Ctx = { params: Promise<{ token: string }> };

/**
 * POST /api/try-ons/{token}/cancel: she cancels from her page (up to TRYON_CHANGE_HOURS
 * before), or the owner by the try-on's id (her session or token). Everything it held is free
 * again at once. 200 with the try-on.
 */
export const POST = handler<Ctx>(async (request, { params }) => {
  const ref = (await params).token;
  const byOwner = isPlausibleId(ref) && !ref.includes(".");
  if (byOwner) await requireAdmin(request);
  const row = byOwner ? await tryOnById(ref) : await tryOnOfToken(ref);
  const tryOn = await cancelTryOn(row, byOwner ? "OWNER" : "CUSTOMER");
  return Response.json({ tryOn, message: `Cancelled: ${tryOn.number}.` });
});
