import { addMonths, isDay, type Day } from "@/lib/dates";
import { stayDays, type RentalRules } from "./terms";

/** Which rule a stay breaks: the page (calendar catalogue) and the API ("apiErrors") each say it in the visitor's language. */
export type StayProblemKind =
  "pickupNotDay" | "returnNotDay" | "pickupPassed" | "returnBeforePickup" | "tooLong" | "tooFarAhead";

export interface StayProblem {
  field: "from" | "to";
  kind: StayProblemKind;
}

/**
 * Why a stay cannot be booked (the field and the rule it breaks), or null when it can. The
 * same rules run in the calendar (to explain) and in the API (to refuse).
 */
export function stayProblem(
  pickup: string,
  ret: string,
  today: Day,
  rules: Pick<RentalRules, "maxDays" | "aheadMonths">,
): StayProblem | null {
  if (!isDay(pickup)) return { field: "from", kind: "pickupNotDay" };
  if (!isDay(ret)) return { field: "to", kind: "returnNotDay" };
  if (pickup < today) return { field: "from", kind: "pickupPassed" };
  if (ret < pickup) return { field: "to", kind: "returnBeforePickup" };
  if (stayDays(pickup, ret) > rules.maxDays) return { field: "to", kind: "tooLong" };
  if (pickup > addMonths(today, rules.aheadMonths)) return { field: "from", kind: "tooFarAhead" };
  return null;
}
