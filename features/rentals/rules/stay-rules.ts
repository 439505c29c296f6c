import { addMonths, isDay, type Day } from "@/lib/dates";
import { stayDays, type RentalRules } from "./terms";

/** Which rule a stay breaks, for a page that says it in its own language (the message is English). */
export type StayProblemKind =
  "pickupNotDay" | "returnNotDay" | "pickupPassed" | "returnBeforePickup" | "tooLong" | "tooFarAhead";

/**
 * Why a stay cannot be booked, in words for the visitor, or null when it can. The same
 * rules run in the calendar (to explain) and in the API (to refuse).
 */
export function stayProblem(
  pickup: string,
  ret: string,
  today: Day,
  rules: Pick<RentalRules, "maxDays" | "aheadMonths">,
): { field: "from" | "to"; message: string; kind: StayProblemKind } | null {
  if (!isDay(pickup))
    return { field: "from", message: "The pickup day must be a date like 2026-12-14.", kind: "pickupNotDay" };
  if (!isDay(ret))
    return { field: "to", message: "The return day must be a date like 2026-12-16.", kind: "returnNotDay" };
  if (pickup < today)
    return { field: "from", message: "The pickup day has passed. Choose today or a later day.", kind: "pickupPassed" };
  if (ret < pickup)
    return { field: "to", message: "The return day must be on or after the pickup day.", kind: "returnBeforePickup" };
  if (stayDays(pickup, ret) > rules.maxDays)
    return {
      field: "to",
      message: `A rental can be at most ${rules.maxDays} days. For longer, please call the shop.`,
      kind: "tooLong",
    };
  if (pickup > addMonths(today, rules.aheadMonths))
    return {
      field: "from",
      message: `Bookings open ${rules.aheadMonths} months ahead. Choose an earlier pickup day.`,
      kind: "tooFarAhead",
    };
  return null;
}
