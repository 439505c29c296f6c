/**
 * The late fee for a piece kept past its return day (issue #28): RENTAL_LATE_FEE_PERCENT of the
 * rent for each day late, never more than the deposit held against it. Whole rupees.
 */
export function lateFee({ rent, deposit, daysLate, percent }: { rent: number; deposit: number; daysLate: number; percent: number }): number {
  if (daysLate <= 0 || percent <= 0 || rent <= 0) return 0;
  return Math.min(Math.max(0, deposit), Math.round((rent * percent * daysLate) / 100));
}
