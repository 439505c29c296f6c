import { endBlock } from "@/features/rentals";
import { requireAdmin } from "@/lib/auth/require-admin";
import { handler } from "@/lib/http";

type Ctx = { params: Promise<{ id: string }> };

/** POST /api/blocks/{id}/end (admin): "Back in stock": the block frees its days from today on (its past days stay). 404 / 409 when already ended. */
export const POST = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  return Response.json(await endBlock((await params).id));
});
