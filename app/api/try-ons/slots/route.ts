import { slotDays } from "@/features/try-ons";
import { slotsQuerySchema } from "@/features/try-ons/validation";
import { handler } from "@/lib/http";
import { queryOf } from "@/lib/validation/list-query";

/**
 * GET /api/try-ons/slots?from=&to= (public): each day's try-on slots a visitor may book, with
 * the fitting rooms and the seats left. Never cached: seats go as they are booked.
 */
export const GET = handler(async (request) => {
  const { from, to } = slotsQuerySchema.parse(queryOf(request));
  return Response.json({ days: await slotDays(from, to) }, { headers: { "Cache-Control": "private, no-store" } });
});
