import { voteOnShortlist } from "@/features/shortlist";
import { voteSchema } from "@/features/shortlist/validation";
import { handler, parseJson } from "@/lib/http";
import { clientIpFrom } from "@/lib/http/client-ip";
import { limit } from "@/lib/rate-limit";

type Ctx = { params: Promise<{ token: string }> };

const HOUR_MS = 60 * 60 * 1000;

/**
 * POST /api/shortlists/{token}/votes `{ productId, voter, name, up, note? }`: 201 with the vote.
 * `voter` is the random id her browser keeps: its second vote on a piece replaces the first.
 * 404 for a broken link, 422 for a piece not on the list, 429 past SHORTLIST_VOTES_PER_HOUR
 * (60) from one address.
 */
export const POST = handler<Ctx>(async (request, { params }) => {
  const vote = await parseJson(request, voteSchema);
  await limit(request, "shortlist-vote", 60, HOUR_MS, "SHORTLIST_VOTES_PER_HOUR");
  const saved = await voteOnShortlist((await params).token, vote, clientIpFrom(request.headers));
  return Response.json(saved, { status: 201 });
});
