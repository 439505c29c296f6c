import { z } from "zod";
import { bookTryOn, tryOnLimits, tryOnsBetween, viewOf } from "@/features/try-ons";
import { tryOnListSchema, tryOnSchema } from "@/features/try-ons/validation";
import { limitPieceDays } from "@/features/rentals";
import { requireAdmin } from "@/lib/auth/require-admin";
import { assertSecretReady } from "@/lib/auth/secret";
import { indiaDayStart } from "@/lib/format";
import { handler, parseJson } from "@/lib/http";
import { clientIpFrom } from "@/lib/http/client-ip";
import { limit } from "@/lib/rate-limit";
import { queryOf } from "@/lib/validation/list-query";

/** GET /api/try-ons?from=&to= (admin): the try-ons of those India days, soonest first. */
export const GET = handler(async (request) => {
  await requireAdmin(request);
  const { from, to } = tryOnListSchema.parse(queryOf(request));
  const now = new Date();
  const rows = await tryOnsBetween(indiaDayStart(from), indiaDayStart(to, 1));
  return Response.json(
    { tryOns: rows.map((r) => viewOf(r, now)) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});

/**
 * POST /api/try-ons (public, rate-limited): a fitting room of a slot and the pieces kept for
 * her (held for her function days when she gives them). 201 with the try-on and its private
 * page; 409 with `nearestFree` (slots) when the slot is full, or naming a piece that is out;
 * 422 for a slot that is not offered. With `byOwner: true` the owner's session or token is
 * required (401/403 otherwise): any slot of her hours, past the rooms, outside the caps.
 */
export const POST = handler(async (request) => {
  const body = await parseJson(request, z.unknown());
  const input = tryOnSchema(tryOnLimits().maxPieces).parse(body);
  if (input.byOwner) await requireAdmin(request);
  // her answer carries a signed link: a server that cannot sign says so before holding anything
  assertSecretReady();
  if (!input.byOwner) await limit(request, "try-ons", 10, 10 * 60 * 1000);
  const tryOn = await bookTryOn(input, input.byOwner ? null : clientIpFrom(request.headers), {
    byOwner: input.byOwner,
    beforeBooking: (held) => limitPieceDays(request, held),
  });
  return Response.json({ tryOn }, { status: 201 });
});
