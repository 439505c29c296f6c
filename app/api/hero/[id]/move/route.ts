import { requireAdmin } from "@/lib/auth/require-admin";
import { moveHeroSlide } from "@/features/storefront";
import { handler, parseJson } from "@/lib/http";
import { heroMoveSchema } from "@/features/catalogue/validation/catalogue";

type Ctx = { params: Promise<{ id: string }> };

/**
 * POST /api/hero/{id}/move (admin, JSON `{ direction: "up" | "down" }`): swaps the slide with
 * its neighbour in one transaction and answers the slides in their new order (404 when gone).
 * Its own route, not PUT /api/hero/{id} with `position`: a swap changes two slides at once.
 */
export const POST = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  const { direction } = await parseJson(request, heroMoveSchema);
  return Response.json(await moveHeroSlide((await params).id, direction));
});
