import { requireAdmin } from "@/lib/auth/require-admin";
import { createBlock } from "@/features/rentals";
import { handler, parseJson } from "@/lib/http";
import { blockSchema } from "@/features/rentals/validation";

/**
 * POST /api/blocks (admin): { productId, from, to, reason?, unit? } holds those days on the
 * piece (every copy, or one). 201 `{ block: { id }, holds }`; 409 when a booking is in the way.
 */
export const POST = handler(async (request) => {
  await requireAdmin(request);
  const input = await parseJson(request, blockSchema);
  const holds = await createBlock(input);
  return Response.json(
    {
      success: true,
      block: {
        id: holds[0]!.blockId,
        productId: input.productId,
        from: input.from,
        to: input.to,
        reason: input.reason,
      },
      holds,
    },
    { status: 201 },
  );
});
