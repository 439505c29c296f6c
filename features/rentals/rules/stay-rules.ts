import { addMonths, isDay, type Day } from "@/lib/dates";
import { stayDays, type RentalRules } from "./terms";

/**
 * Why a stay cannot be booked, in words for the visitor, or null when it can. The same
 * rules run in the calendar (to explain) and in the API (to refuse).
 */
export function stayProblem(pickup: string, ret: string, today: Day, rules: Pick<RentalRules, "maxDays" | "aheadMonths">): { field: "from" | "to"; message: string } | null {
  if (!isDay(pickup)) return { field: "from", message: "The pickup day must be a date like 2026-12-14." };
  if (!isDay(ret)) return { field: "to", message: "The return day must be a date like 2026-12-16." };
  if (pickup < today) return { field: "from", message: "The pickup day has passed. Choose today or a later day." };
  if (ret < pickup) return { field: "to", message: "The return day must be on or after the pickup day." };
  if (stayDays(pickup, ret) > rules.maxDays) return { field: "to", message: `A rental can be at most ${rules.maxDays} days. For longer, please call the shop.` };
  if (pickup > addMonths(today, rules.aheadMonths)) return { field: "from", message: `Bookings open ${rules.aheadMonths} months ahead. Choose an earlier pickup day.` };
  return null;
}
