import { markReturned } from "@/features/rentals";
import { returnSchema } from "@/features/rentals/validation";
import { requireAdmin } from "@/lib/auth/require-admin";
import { handler, parseForm } from "@/lib/http";

type Ctx = { params: Promise<{ id: string }> };

/**
 * POST /api/reservations/{id}/return (admin; multipart with an optional `photo` file, or JSON)
 * `{ condition: "fine" | "cleaning" | "damaged", note?, returnedOn?, damage? }`: a picked-up
 * piece is back. 200 `{ message, reservation }` with `reservation.returned` (days late, late
 * fee, damage, refund due or what the customer owes). 409 unless it is picked up (returned
 * twice), 422 for a day after today or before pickup or a negative charge, 413/415 for the photo.
 */
export const POST = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  const { fields, files } = await parseForm(request, "photo", 12 * 1024 * 1024);
  const input = returnSchema.parse(fields);
  return Response.json(await markReturned((await params).id, input, files[0]));
});
