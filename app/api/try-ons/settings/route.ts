import { saveTryOnSettings, tryOnSettings } from "@/features/try-ons";
import { tryOnSettingsSchema } from "@/features/try-ons/validation";
import { requireAdmin } from "@/lib/auth/require-admin";
import { handler, parseJson } from "@/lib/http";

/** GET /api/try-ons/settings (admin): try-on hours per weekday, slot length, fitting rooms, closed days. */
export const GET = handler(async (request) => {
  await requireAdmin(request);
  return Response.json(await tryOnSettings(), { headers: { "Cache-Control": "private, no-store" } });
});

/** PUT /api/try-ons/settings (admin): what the body names changes, the rest is kept. */
export const PUT = handler(async (request) => {
  await requireAdmin(request);
  const change = await parseJson(request, tryOnSettingsSchema);
  return Response.json(await saveTryOnSettings(change));
});
