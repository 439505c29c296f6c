import "server-only";
import { addDays, eachDay, type Day } from "@/lib/dates";
import { indiaToday } from "@/lib/format";
import { bookableOnline, offeredDays, seatsLeft, slotsOn, type Slot, type TryOnSettings } from "../rules/slots";
import { tryOnLimits } from "../settings";
import { tryOnSettings } from "../data/settings";
import { takenBetween } from "../data/try-ons";
import type { SlotDayView, SlotView } from "../views";

/**
 * GET /api/try-ons/slots: the slots a visitor may book between `from` and `to` (cut to the
 * days offered online), each with its fitting rooms and the seats left. A day with none is
 * still listed (closed, or every slot past), so a calendar can say so.
 */
export async function slotDays(from: Day, to: Day, now = new Date()): Promise<SlotDayView[]> {
  const settings = await tryOnSettings();
  const limits = tryOnLimits();
  const today = indiaToday(now);
  const offered = offeredDays(today, limits.aheadDays);
  const first = from < offered.first ? offered.first : from;
  const last = to > offered.last ? offered.last : to;
  if (first > last) return [];
  const days = eachDay(first, last);
  const slots = days.flatMap((day) => slotsOn(day, settings)).filter((s) => bookableOnline(s, now, today, limits));
  const taken = slots.length
    ? await takenBetween(slots[0]!.start, slots[slots.length - 1]!.start)
    : new Map<number, number>();
  return days.map((day) => ({
    day,
    slots: slots.filter((s) => s.day === day).map((s) => slotView(s, settings, taken.get(s.start.getTime()) ?? 0)),
  }));
}

function slotView(slot: Slot, settings: TryOnSettings, taken: number): SlotView {
  return {
    start: slot.start.toISOString(),
    time: slot.time,
    rooms: settings.rooms,
    left: seatsLeft(settings.rooms, taken),
  };
}

/** The open slots of the slot's day and the day after, for a 409's `nearestFree`. */
export async function slotsNear(day: Day, now = new Date()): Promise<SlotView[]> {
  const days = await slotDays(day, addDays(day, 1), now);
  return days.flatMap((d) => d.slots);
}
