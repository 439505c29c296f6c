import { addDays, type Day } from "@/lib/dates";
import { SHOP_HOURS, weekdayOf, type Weekday } from "@/lib/site/location";

/** One weekday's try-on hours, India time ("HH:MM"); null: no try-ons that weekday. */
interface TryOnHours {
  opens: string;
  closes: string;
}

export const WEEKDAYS: readonly Weekday[] = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
];

/** What the owner sets for try-ons (admin): hours per weekday, slot length, fitting rooms, closed days. */
export interface TryOnSettings {
  hours: Record<Weekday, TryOnHours | null>;
  /** minutes one try-on takes */
  slotMinutes: number;
  /** fitting rooms: try-ons one slot takes online */
  rooms: number;
  /** one-off closures (a festival, a wedding in the family), "YYYY-MM-DD" */
  closures: Day[];
}

/** The shop's opening hours, two rooms, half-hour slots: until the owner sets her own. */
export function defaultTryOnSettings(): TryOnSettings {
  const hours = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const open = SHOP_HOURS.find((h) => h.days.includes(day));
      return [day, open ? { opens: open.opens, closes: open.closes } : null];
    }),
  ) as Record<Weekday, TryOnHours | null>;
  return { hours, slotMinutes: 30, rooms: 2, closures: [] };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmmOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** A slot: when it starts and ends, and its start as the shop's clock reads it ("11:30"). */
export interface Slot {
  day: Day;
  time: string;
  start: Date;
  end: Date;
}

/** The instant "HH:MM" India time (UTC+05:30, no daylight saving) on a day. */
function indiaInstant(day: Day, hhmm: string): Date {
  return new Date(`${day}T${hhmm}:00+05:30`);
}

/** The India day and clock of an instant. */
export function indiaClock(at: Date): { day: Day; time: string } {
  const india = new Date(at.getTime() + 330 * 60_000);
  return { day: india.toISOString().slice(0, 10), time: india.toISOString().slice(11, 16) };
}

/** The day's slots: every slot length from opening, the last ending by closing. None on a closed day. */
export function slotsOn(day: Day, settings: TryOnSettings): Slot[] {
  if (settings.closures.includes(day)) return [];
  const hours = settings.hours[weekdayOf(day)];
  if (!hours) return [];
  const slots: Slot[] = [];
  const step = settings.slotMinutes;
  for (let m = minutesOf(hours.opens); m + step <= minutesOf(hours.closes); m += step) {
    const time = hhmmOf(m);
    const start = indiaInstant(day, time);
    slots.push({ day, time, start, end: new Date(start.getTime() + step * 60_000) });
  }
  return slots;
}

/** The slot starting at `start`, when the settings have one; null otherwise (a made-up time). */
export function slotAt(start: Date, settings: TryOnSettings): Slot | null {
  const { day } = indiaClock(start);
  return slotsOn(day, settings).find((s) => s.start.getTime() === start.getTime()) ?? null;
}

/** The days slots are offered online: today and the next `aheadDays - 1`. */
export function offeredDays(today: Day, aheadDays: number): { first: Day; last: Day } {
  return { first: today, last: addDays(today, aheadDays - 1) };
}

/** Whether a visitor may book the slot now: within the days offered, and at least `leadMinutes` ahead. */
export function bookableOnline(
  slot: Slot,
  now: Date,
  today: Day,
  limits: { aheadDays: number; leadMinutes: number },
): boolean {
  const { last } = offeredDays(today, limits.aheadDays);
  return slot.day <= last && slot.start.getTime() >= now.getTime() + limits.leadMinutes * 60_000;
}

/** Seats left in a slot of `rooms` fitting rooms with `taken` live try-ons (never below 0: the owner may book past them). */
export const seatsLeft = (rooms: number, taken: number) => Math.max(0, rooms - taken);

/** The first free fitting room of a slot, 1-based, given the rooms live try-ons sit in; past `rooms` only for the owner. */
export function freeRoom(taken: number[], rooms: number, pastCap: boolean): number | null {
  // the owner may have put someone past the rooms: a visitor then finds the slot full, whatever room numbers are free
  if (!pastCap && taken.length >= rooms) return null;
  for (let room = 1; room <= rooms + (pastCap ? taken.length + 1 : 0); room++) if (!taken.includes(room)) return room;
  return null;
}

/** Up to `count` bookable slots with a seat left, nearest in time to `wanted` (one side or both). */
export function nearestOpenSlots<S extends { start: Date; left: number }>(slots: S[], wanted: Date, count = 2): S[] {
  return slots
    .filter((s) => s.left > 0)
    .sort((a, b) => Math.abs(a.start.getTime() - wanted.getTime()) - Math.abs(b.start.getTime() - wanted.getTime()))
    .slice(0, count)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}
