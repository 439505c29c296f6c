import { tryOnOfToken, viewOf } from "@/features/try-ons";
import { handler } from "@/lib/http";

type Ctx = { params: Promise<{ token: string }> };

/** GET /api/try-ons/{token}: her try-on behind her private link. 404 for a tampered or revoked link. Never cached. */
export const GET = handler<Ctx>(async (_request, { params }) => {
  const tryOn = viewOf(await tryOnOfToken((await params).token));
  return Response.json({ tryOn }, { headers: { "Cache-Control": "private, no-store" } });
});
