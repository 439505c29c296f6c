import { readShortlist, revokeShortlist, updateShortlist } from "@/features/shortlist";
import { shortlistSchema } from "@/features/shortlist/validation";
import { HttpError } from "@/lib/errors";
import { handler, parseJson, requestLocale } from "@/lib/http";
import { limit } from "@/lib/rate-limit";

type Ctx = { params: Promise<{ token: string }> };

const DAY_MS = 24 * 60 * 60 * 1000;
const editKeyOf = (request: Request) => request.headers.get("x-edit-key");

/**
 * GET /api/shortlists/{token}: `{ event, day, pieces: [{ productId, size, title, image, price,
 * path }], votes: [{ productId, up, name, note, at }] }`, titles and paths in the asker's
 * language. 404, the same for a made-up, tampered or revoked link. Never cached: votes come in.
 */
export const GET = handler<Ctx>(async (request, { params }) => {
  const list = await readShortlist((await params).token, requestLocale(request));
  if (!list) throw new HttpError(404, { key: "shortlistLinkBroken" });
  return Response.json(list, { headers: { "Cache-Control": "private, no-store" } });
});

/** PUT /api/shortlists/{token} with `X-Edit-Key`: her new event, day and pieces (the body as POST takes it); 403 without the key. */
export const PUT = handler<Ctx>(async (request, { params }) => {
  const input = await parseJson(request, shortlistSchema);
  await limit(request, "shortlist-edit", 300, DAY_MS, "SHORTLIST_EDITS_PER_DAY");
  await updateShortlist((await params).token, editKeyOf(request), input);
  return Response.json({ updated: true });
});

/** DELETE /api/shortlists/{token} with `X-Edit-Key`: every link to the list sent so far stops working. */
export const DELETE = handler<Ctx>(async (request, { params }) => {
  await limit(request, "shortlist-edit", 300, DAY_MS, "SHORTLIST_EDITS_PER_DAY");
  await revokeShortlist((await params).token, editKeyOf(request));
  return Response.json({ revoked: true });
});
