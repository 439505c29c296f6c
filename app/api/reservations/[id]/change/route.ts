import { answerStayChange } from "@/features/rentals";
import { stayChangeAnswerSchema } from "@/features/rentals/validation";
import { requireAdmin } from "@/lib/auth/require-admin";
import { handler, parseJson } from "@/lib/http";

type Ctx = { params: Promise<{ id: string }> };

/**
 * POST /api/reservations/{id}/change (admin) `{ answer: "approve" | "decline" }`: the owner's
 * answer to the customer's request for other days. Approving moves the stay in one
 * transaction (409 `{ nearestFree }` if the days went meanwhile; the request keeps waiting).
 */
export const POST = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  const { answer } = await parseJson(request, stayChangeAnswerSchema);
  const reservation = await answerStayChange((await params).id, answer);
  const message =
    answer === "approve"
      ? `${reservation.number} moved to the days asked for.`
      : `${reservation.number}: the request was declined; its days stay as they were.`;
  return Response.json({ message, reservation });
});
