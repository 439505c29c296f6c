import { addDays, eachDay, type Day } from "@/lib/dates";
import { holdSpan, type RentalTerms } from "./terms";

/** One live hold on one copy of a piece (buffers already included). */
export interface Hold {
  unit: number;
  kind: "RENTAL" | "BLOCK" | "TRYON";
  from: Day;
  to: Day;
}

export type DayStatus = "free" | "booked" | "blocked";

/**
 * A day of the calendar. `copies`: for a piece with several copies, the numbers of the copies
 * still free that day, given only when some copy is held (no list: every copy is free). With
 * it the calendar can tell that copy 1 free on Monday and copy 2 free on Tuesday is not one
 * copy free for both; no name or booking is given away, only copy numbers.
 */
export interface DayAvailability {
  date: Day;
  status: DayStatus;
  copies?: number[];
}

const overlaps = (a: { from: Day; to: Day }, b: { from: Day; to: Day }) => a.from <= b.to && b.from <= a.to;

/**
 * Each day's status for a piece with `stock` copies (or only the copies `units`, those of
 * one size): free while any copy is free; otherwise blocked when the owner holds a copy that
 * day, else booked. Days outside the bookable window (the past, beyond the shop's horizon)
 * are blocked.
 */
export function dayStatuses(input: {
  from: Day;
  to: Day;
  stock: number;
  units?: number[];
  holds: Hold[];
  firstBookable: Day;
  lastBookable: Day;
}): DayAvailability[] {
  const units = input.units ?? Array.from({ length: input.stock }, (_, i) => i + 1);
  const live = input.holds.filter((h) => units.includes(h.unit));
  return eachDay(input.from, input.to).map((date) => {
    if (date < input.firstBookable || date > input.lastBookable) return { date, status: "blocked" };
    const covering = live.filter((h) => h.from <= date && date <= h.to);
    const busyUnits = new Set(covering.map((h) => h.unit));
    if (busyUnits.size === 0) return { date, status: "free" };
    if (busyUnits.size < units.length) return { date, status: "free", copies: units.filter((u) => !busyUnits.has(u)) };
    return { date, status: covering.some((h) => h.kind === "BLOCK") ? "blocked" : "booked" };
  });
}

/** The first copy with nothing held across `span`, or null. */
export function freeUnitFor(holds: Hold[], span: { from: Day; to: Day }, units: number[]): number | null {
  return units.find((u) => !holds.some((h) => h.unit === u && overlaps(h, span))) ?? null;
}

/** Every copy among `units` with nothing held across `span`: how many copies one stay may take at once. */
export function freeUnitsFor(holds: Hold[], span: { from: Day; to: Day }, units: number[]): number[] {
  return units.filter((u) => !holds.some((h) => h.unit === u && overlaps(h, span)));
}

/**
 * Stays as long as the one asked for, moved as little as possible: the nearest earlier one
 * (never before today) and the nearest later one, within `reach` days, nearest first; on
 * the copies `units` when given (those of her size), else on any copy.
 */
export function nearestFreeStays(input: {
  holds: Hold[];
  terms: RentalTerms;
  units?: number[];
  from: Day;
  to: Day;
  today: Day;
  reach: number;
  lastPickup: Day;
}): { from: Day; to: Day }[] {
  const { holds, terms, from, to, today, reach, lastPickup } = input;
  const units = input.units ?? Array.from({ length: terms.stock }, (_, i) => i + 1);
  const fits = (shift: number) => {
    const stay = { from: addDays(from, shift), to: addDays(to, shift) };
    if (stay.from < today || stay.from > lastPickup) return null;
    return freeUnitFor(holds, holdSpan(terms, stay.from, stay.to, today), units) === null ? null : stay;
  };
  const found: { stay: { from: Day; to: Day }; distance: number }[] = [];
  for (const direction of [-1, 1]) {
    for (let k = 1; k <= reach; k++) {
      const stay = fits(direction * k);
      if (stay) {
        found.push({ stay, distance: k });
        break;
      }
    }
  }
  return found.sort((a, b) => a.distance - b.distance).map((f) => f.stay);
}

/**
 * How many copies the calendar's days leave free for a whole stay and its buffers, of the
 * `stock` copies it shows (those of her size): none when a day is not free; else the copies
 * free on every day that names its free copies (one copy free on Monday and another on
 * Tuesday is no copy free for both), or all of them when no day names any. A day not read yet
 * counts as free: there the server decides (409 with what is free).
 */
export function copiesLookingFree(
  days: { statuses: ReadonlyMap<Day, DayStatus>; copies: ReadonlyMap<Day, readonly number[]> },
  terms: Pick<RentalTerms, "bufferBefore" | "bufferAfter">,
  pickup: Day,
  ret: Day,
  today: Day,
  stock: number,
): number {
  // Buffer days already past hold nothing (holdSpan), as on the server.
  const span = holdSpan(terms, pickup, ret, today);
  const spanDays = eachDay(span.from, span.to);
  if (!spanDays.every((d) => (days.statuses.get(d) ?? "free") === "free")) return 0;
  let common: readonly number[] | null = null; // null: no day named its free copies, so all are
  for (const d of spanDays) {
    const copies = days.copies.get(d);
    if (!copies) continue;
    common = common === null ? copies : common.filter((u) => copies.includes(u));
  }
  return common === null ? stock : common.length;
}

/** Whether the calendar's days leave one copy free for a whole stay and its buffers (copiesLookingFree). */
export function stayLooksFree(
  days: { statuses: ReadonlyMap<Day, DayStatus>; copies: ReadonlyMap<Day, readonly number[]> },
  terms: Pick<RentalTerms, "bufferBefore" | "bufferAfter">,
  pickup: Day,
  ret: Day,
  today: Day,
): boolean {
  return copiesLookingFree(days, terms, pickup, ret, today, 1) > 0;
}
