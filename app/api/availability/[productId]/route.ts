import { availability } from "@/features/rentals";
import { indiaToday } from "@/lib/format";
import { handler } from "@/lib/http";
import { queryOf } from "@/lib/validation/list-query";
import { availabilityQuerySchema } from "@/features/rentals/validation";

type Ctx = { params: Promise<{ productId: string }> };

/**
 * GET /api/availability/{productId}?from=YYYY-MM-DD&to=YYYY-MM-DD[&size=M]: each day free, booked
 * (buffer days included) or blocked (the owner's hold, the past, beyond the booking horizon).
 * A piece whose copies differ in size answers `sizes` to choose from; with `size`, the days
 * are those of the copies of that size (422 for a size the piece does not have).
 * Not cached: a booking made a second ago shows at once.
 */
export const GET = handler<Ctx>(async (request, { params }) => {
  const { from, to, size } = availabilityQuerySchema(indiaToday()).parse(queryOf(request));
  const answer = await availability((await params).productId, from, to, size);
  return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
});
