import { requireAdmin } from "@/lib/auth/require-admin";
import { advanceRequired, setAdvanceRequired } from "@/features/rentals";
import { holdRules } from "@/features/rentals/settings";
import { requireAdvanceSchema } from "@/features/rentals/validation";
import { handler, parseJson } from "@/lib/http";

const said = (on: boolean) => {
  const { unpaidHoldHours, holdHours } = holdRules();
  return on
    ? `Online bookings now keep their days ${unpaidHoldHours} ${unpaidHoldHours === 1 ? "hour" : "hours"} unless the advance is paid online or you confirm them.`
    : `Online bookings keep their days ${holdHours} hours again while they wait for you.`;
};

/** GET /api/reservations/require-advance (admin): `{ on, message }`, whether online holds need the advance. */
export const GET = handler(async (request) => {
  await requireAdmin(request);
  const on = await advanceRequired();
  return Response.json({ on, message: said(on) }, { headers: { "cache-control": "no-store" } });
});

/**
 * POST /api/reservations/require-advance (admin) `{ on }`: the owner's one-tap answer to holds
 * nobody pays for. On: a new online hold keeps its days RENTAL_UNPAID_HOLD_HOURS (2) instead of
 * RENTAL_HOLD_HOURS, unless the advance is paid online (which confirms it) or she confirms it.
 * Holds already made keep their time; her own bookings are confirmed at once as ever.
 */
export const POST = handler(async (request) => {
  await requireAdmin(request);
  const { on } = await parseJson(request, requireAdvanceSchema);
  await setAdvanceRequired(on);
  return Response.json({ on, message: said(on) });
});
