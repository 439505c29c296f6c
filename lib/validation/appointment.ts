/**
 * The rules of a visit the contact form asks for (issue #26, item 12): a phone to confirm it
 * on, a day from today to APPOINTMENT_AHEAD_DAYS ahead on which the shop is open, and a time
 * within that day's hours (SHOP_HOURS) that has not passed. Pure, so the form in the browser
 * and the API say the same thing; the API answers 422 with these messages.
 */
import { formatSlot, hoursOn, SHOP_HOURS, visitSlots, weekdayOf, type OpeningHours } from "@/lib/content/shop-location";
import { indiaToday, SHOP_TIME_ZONE } from "@/lib/format";
import { addDays, formatDay } from "@/lib/dates";

/** How far ahead a visit can be asked for: a trial is booked weeks before a function, not a season. */
export const APPOINTMENT_AHEAD_DAYS = 90;

export interface AppointmentRequest {
  appointment?: boolean;
  phone?: string;
  preferredDay?: string;
  preferredTime?: string;
}

/** A request for a visit: asked for outright, or a day or time was sent with the message. */
export function isAppointment(input: AppointmentRequest): boolean {
  return input.appointment === true || Boolean(input.preferredDay || input.preferredTime);
}

/** The first and last day a visit can be asked for, India time. */
export function appointmentWindow(now = new Date()): { first: string; last: string } {
  const first = indiaToday(now);
  return { first, last: addDays(first, APPOINTMENT_AHEAD_DAYS) };
}

/** "14:05": the time of day in India. */
function indiaTimeNow(now: Date): string {
  return now.toLocaleTimeString("en-GB", { timeZone: SHOP_TIME_ZONE, hour: "2-digit", minute: "2-digit", hour12: false });
}

/** The times still open for a visit on `day`: its slots, and on today only those not yet passed. */
export function openSlots(day: string, now = new Date(), hours: readonly OpeningHours[] = SHOP_HOURS): string[] {
  const slots = visitSlots(day, hours);
  return day === indiaToday(now) ? slots.filter((slot) => slot > indiaTimeNow(now)) : slots;
}

const long = (day: string) => `${weekdayOf(day)} ${formatDay(day, { day: "numeric", month: "long", year: "numeric" })}`;

/**
 * What is wrong with a requested visit, one message per field (phone, preferredDay,
 * preferredTime), or null when it can be asked for (or it is a plain message).
 */
export function appointmentProblems(input: AppointmentRequest, now = new Date(), hours: readonly OpeningHours[] = SHOP_HOURS): Record<string, string> | null {
  if (!isAppointment(input)) return null;
  const problems: Record<string, string> = {};
  if (!input.phone) problems.phone = "Phone is required for an appointment: the shop calls or messages you to confirm it.";
  const day = input.preferredDay;
  const { first, last } = appointmentWindow(now);
  if (!day) problems.preferredDay = "Choose the day you would like to visit.";
  else if (day < first) problems.preferredDay = "That day has passed: choose today or a later day.";
  else if (day > last) problems.preferredDay = `Visits can be booked up to ${APPOINTMENT_AHEAD_DAYS} days ahead: choose a day until ${long(last)}, or call the shop.`;
  else if (!visitSlots(day, hours).length) problems.preferredDay = `The shop is closed on ${weekdayOf(day)}s: choose another day.`;
  else if (!openSlots(day, now, hours).length) problems.preferredDay = "The shop has closed for today: choose another day.";
  const time = input.preferredTime;
  if (!time) problems.preferredTime = "Choose a time for your visit.";
  else if (day && !problems.preferredDay) {
    const open = hoursOn(day, hours)!;
    const slots = visitSlots(day, hours);
    if (!slots.includes(time)) {
      problems.preferredTime = `On ${weekdayOf(day)}s the shop is open ${open.opens}–${open.closes}: choose a time from ${formatSlot(slots[0]!)} to ${formatSlot(slots.at(-1)!)}, on the hour or half hour.`;
    } else if (!openSlots(day, now, hours).includes(time)) {
      problems.preferredTime = "That time has passed today: choose a later time or another day.";
    }
  }
  return Object.keys(problems).length ? problems : null;
}

/** The visit asked for, once appointmentProblems found nothing wrong; null on a plain message. */
export function visitOf(input: AppointmentRequest): { day: string; time: string } | null {
  return isAppointment(input) && input.preferredDay && input.preferredTime ? { day: input.preferredDay, time: input.preferredTime } : null;
}

/** "Saturday 5 December 2026 at 11:30 am": how the visitor and the owner read a visit. */
export function visitText(visit: { day: string; time: string }): string {
  return `${weekdayOf(visit.day)} ${formatDay(visit.day, { day: "numeric", month: "long", year: "numeric" })} at ${formatSlot(visit.time)}`;
}
