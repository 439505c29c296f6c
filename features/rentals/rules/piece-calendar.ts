import { eachDay, type Day } from "@/lib/dates";
import type { Month } from "./calendar";

/** A month from the piece calendar's URL (?month=2026-12), within the years the shop can book. */
export function isMonth(value: string): value is Month {
  const m = /^(\d{4})-(\d{2})$/.exec(value);
  return Boolean(m) && Number(m![1]) >= 2000 && Number(m![1]) <= 2100 && Number(m![2]) >= 1 && Number(m![2]) <= 12;
}

/** A live hold on the piece, as the calendar needs it (a ReservationView fits). */
export interface CalendarHold {
  id: string;
  kind: "rental" | "block";
  number: string;
  name: string | null;
  reason: string | null;
  unit: number;
  /** the copy's size, where copies carry one */
  unitSize?: string | null;
  blockId: string | null;
  from: Day;
  to: Day;
  holdFrom: Day;
  holdTo: Day;
}

export type CalendarEntry =
  | { kind: "booking"; id: string; number: string; name: string | null; unit: number; size: string | null }
  | { kind: "buffer"; id: string; number: string; unit: number; size: string | null }
  | { kind: "block"; id: string; reason: string | null; unit: number | null };

/**
 * What each day of [from, to] holds: bookings on their pickup..return days, their buffer
 * days around them, and blocks (one entry per block, not per copy it covers; `unit` null
 * when it covers several copies).
 */
export function calendarEntries(holds: CalendarHold[], from: Day, to: Day): Map<Day, CalendarEntry[]> {
  const out = new Map<Day, CalendarEntry[]>(eachDay(from, to).map((d) => [d, []]));
  const blockCopies = new Map<string, number>();
  for (const h of holds)
    if (h.kind === "block") blockCopies.set(h.blockId ?? h.id, (blockCopies.get(h.blockId ?? h.id) ?? 0) + 1);
  const seenBlocks = new Set<string>();
  for (const h of holds) {
    const key = h.blockId ?? h.id;
    if (h.kind === "block" && seenBlocks.has(key)) continue;
    if (h.kind === "block") seenBlocks.add(key);
    for (const day of eachDay(h.holdFrom > from ? h.holdFrom : from, h.holdTo < to ? h.holdTo : to)) {
      const list = out.get(day)!;
      if (h.kind === "block")
        list.push({ kind: "block", id: key, reason: h.reason, unit: blockCopies.get(key)! > 1 ? null : h.unit });
      else if (day >= h.from && day <= h.to)
        list.push({
          kind: "booking",
          id: h.id,
          number: h.number,
          name: h.name,
          unit: h.unit,
          size: h.unitSize ?? null,
        });
      else list.push({ kind: "buffer", id: h.id, number: h.number, unit: h.unit, size: h.unitSize ?? null });
    }
  }
  return out;
}

/** How many characters of a block's reason its calendar chip shows: a phone's day cell is about 40 px wide. */
const CHIP_REASON_CHARS = 24;

/**
 * A block's reason as its calendar chip shows it: spaces collapsed, cut to
 * `max` characters (whole characters, never half an emoji) with "…"; the full reason is the
 * chip's title and the Blocked days list's line. Null for a block without one.
 */
export function chipReason(reason: string | null, max = CHIP_REASON_CHARS): string | null {
  const text = reason?.replace(/\s+/g, " ").trim();
  if (!text) return null;
  const chars = [...text];
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`
    : text;
}

/** The owner's blocks, one per block however many copies it holds, soonest first. */
export function groupBlocks(
  holds: CalendarHold[],
): { blockId: string; from: Day; to: Day; reason: string | null; units: number[] }[] {
  const groups = new Map<string, { blockId: string; from: Day; to: Day; reason: string | null; units: number[] }>();
  for (const h of holds) {
    if (h.kind !== "block") continue;
    const key = h.blockId ?? h.id;
    const group = groups.get(key) ?? { blockId: key, from: h.holdFrom, to: h.holdTo, reason: h.reason, units: [] };
    group.units.push(h.unit);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((g) => ({ ...g, units: g.units.sort((a, b) => a - b) }))
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}
