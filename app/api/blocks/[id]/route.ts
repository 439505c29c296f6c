import { requireAdmin } from "@/lib/auth/require-admin";
import { deleteBlock } from "@/features/rentals";
import { handler } from "@/lib/http";

type Ctx = { params: Promise<{ id: string }> };

/** DELETE /api/blocks/{id} (admin): frees the held days. */
export const DELETE = handler<Ctx>(async (request, { params }) => {
  await requireAdmin(request);
  await deleteBlock((await params).id);
  return Response.json({ success: true, message: "Block removed: those days are free again." });
});
