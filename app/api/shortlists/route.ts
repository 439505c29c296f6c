import { createShortlist } from "@/features/shortlist";
import { shortlistSchema } from "@/features/shortlist/validation";
import { handler, parseJson, requestLocale } from "@/lib/http";
import { clientIpFrom } from "@/lib/http/client-ip";
import { limit } from "@/lib/rate-limit";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /api/shortlists `{ event, day?, pieces: [{ productId, size? }] }`: her list, shared.
 * 201 `{ path, token, editKey }`: the link page's path in her language, its token, and the key
 * her browser keeps to change (PUT) or revoke (DELETE) it. 422 for a piece no longer in the
 * collection or a size it does not come in; 429 past SHORTLISTS_PER_DAY (30) from one address.
 */
export const POST = handler(async (request) => {
  const input = await parseJson(request, shortlistSchema);
  // Counted after validation, so a list sent back for a typo does not use up the allowance.
  await limit(request, "shortlist", 30, DAY_MS, "SHORTLISTS_PER_DAY");
  const shared = await createShortlist(input, clientIpFrom(request.headers), requestLocale(request));
  return Response.json(shared, { status: 201 });
});
