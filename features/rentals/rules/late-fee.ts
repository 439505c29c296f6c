/**
 * The late fee for a piece that came back after its return day:
 * `percent` of the stay's rent for every day late, in whole rupees (rounded), never more than
 * the deposit it is taken from, and nothing when it is not late.
 */
export function lateFee({
  rent,
  deposit,
  daysLate,
  percent,
}: {
  rent: number;
  deposit: number;
  daysLate: number;
  percent: number;
}): number {
  if (daysLate <= 0 || percent <= 0 || rent <= 0) return 0;
  return Math.max(0, Math.min(deposit, Math.round((rent * percent * daysLate) / 100)));
}
