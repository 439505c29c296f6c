import { markCame, tryOnById } from "@/features/try-ons";
import { requireAdmin } from "@/lib/auth/require-admin";
import { handler } from "@/lib/http";

type Ctx = { params: Promise<{ token: string }> };

/** POST /api/try-ons/{id}/came (admin): she is here; her function holds last TRYON_HOLD_HOURS past the slot. */
export const POST = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  const tryOn = await markCame(await tryOnById((await params).token));
  const message = tryOn.heldUntil
    ? `${tryOn.name} is here: her pieces are held until she decides.`
    : `${tryOn.name} is here. No days are held for her pieces.`;
  return Response.json({ tryOn, message });
});
