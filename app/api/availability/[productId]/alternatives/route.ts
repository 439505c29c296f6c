import { stayAlternatives } from "@/features/rentals";
import { handler } from "@/lib/http";
import { queryOf } from "@/lib/validation/list-query";
import { stayQuerySchema } from "@/features/rentals/validation";

type Ctx = { params: Promise<{ productId: string }> };

/**
 * GET /api/availability/{productId}/alternatives?from=YYYY-MM-DD&to=YYYY-MM-DD[&size=M] (pickup and
 * return; her size, for a piece whose copies differ): `{ productId, from, to, free, nearestFree: [{ from, to }], others: [{ id, title,
 * image, href, rent, deposit }] }`. For a taken stay, the nearest free stays of this piece and
 * up to four other pieces of its kind free for those days, each linking to its page with the
 * days chosen. 400 without the days, 404 for an unknown piece, 422 for a stay the shop's rules
 * refuse. Not cached by browsers: the nearest free days are read fresh.
 */
export const GET = handler<Ctx>(async (request, { params }) => {
  const { from, to, size } = stayQuerySchema.parse(queryOf(request));
  const answer = await stayAlternatives((await params).productId, from, to, size);
  return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
});
