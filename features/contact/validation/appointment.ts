/**
 * The rules of a visit the contact form asks for: a phone to confirm it
 * on, a day from today to APPOINTMENT_AHEAD_DAYS ahead on which the shop is open, and a time
 * within that day's hours (SHOP_HOURS) that has not passed. Pure, so the form in the browser
 * and the API say the same thing; the API answers 422 with these messages.
 */
import {
  formatSlot,
  hoursClock,
  hoursOn,
  SHOP_HOURS,
  visitSlots,
  weekdayName,
  weekdayOf,
  type OpeningHours,
} from "@/lib/site/location";
import { indiaToday, SHOP_TIME_ZONE } from "@/lib/format";
import { addDays, formatDay } from "@/lib/dates";
import { format, type Values } from "@/lib/i18n/format-message";
import type { Catalogue } from "@/messages";
import english from "@/messages/en/appointment.json";

/**
 * What a visit's messages say, in one language: the "appointment" catalogue of the page's
 * language (the contact form passes its page's; the API, which does not know the visitor's
 * language, says them in English).
 */
export interface AppointmentWords {
  locale: "en" | "hi";
  text: Catalogue["appointment"];
}
const ENGLISH: AppointmentWords = { locale: "en", text: english };
const say = (words: AppointmentWords, key: keyof AppointmentWords["text"], values?: Values) =>
  format(words.text[key], values);

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
  return now.toLocaleTimeString("en-GB", {
    timeZone: SHOP_TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  });
}

/** The times still open for a visit on `day`: its slots, and on today only those not yet passed. */
export function openSlots(day: string, now = new Date(), hours: readonly OpeningHours[] = SHOP_HOURS): string[] {
  const slots = visitSlots(day, hours);
  return day === indiaToday(now) ? slots.filter((slot) => slot > indiaTimeNow(now)) : slots;
}

const dateOf = (day: string, words: AppointmentWords) =>
  formatDay(day, { day: "numeric", month: "long", year: "numeric" }, words.locale);
const weekdayIn = (day: string, words: AppointmentWords) => weekdayName(weekdayOf(day), words.locale);
const long = (day: string, words: AppointmentWords) =>
  say(words, "longDay", { weekday: weekdayIn(day, words), date: dateOf(day, words) });

/**
 * What is wrong with a requested visit, one message per field (phone, preferredDay,
 * preferredTime), or null when it can be asked for (or it is a plain message).
 */
export function appointmentProblems(
  input: AppointmentRequest,
  now = new Date(),
  hours: readonly OpeningHours[] = SHOP_HOURS,
  words: AppointmentWords = ENGLISH,
): Record<string, string> | null {
  if (!isAppointment(input)) return null;
  const problems: Record<string, string> = {};
  if (!input.phone) problems.phone = say(words, "phoneRequired");
  const day = input.preferredDay;
  const { first, last } = appointmentWindow(now);
  if (!day) problems.preferredDay = say(words, "dayRequired");
  else if (day < first) problems.preferredDay = say(words, "dayPassed");
  else if (day > last)
    problems.preferredDay = say(words, "dayTooFar", { days: APPOINTMENT_AHEAD_DAYS, last: long(last, words) });
  else if (!visitSlots(day, hours).length)
    problems.preferredDay = say(words, "dayClosed", { weekday: weekdayIn(day, words) });
  else if (!openSlots(day, now, hours).length) problems.preferredDay = say(words, "closedToday");
  const time = input.preferredTime;
  if (!time) problems.preferredTime = say(words, "timeRequired");
  else if (day && !problems.preferredDay) {
    const open = hoursOn(day, hours)!;
    const slots = visitSlots(day, hours);
    if (!slots.includes(time)) {
      problems.preferredTime = say(words, "timeOutsideHours", {
        weekday: weekdayIn(day, words),
        opens: hoursClock(open.opens, words.locale),
        closes: hoursClock(open.closes, words.locale),
        first: formatSlot(slots[0]!, words.locale),
        last: formatSlot(slots.at(-1)!, words.locale),
      });
    } else if (!openSlots(day, now, hours).includes(time)) {
      problems.preferredTime = say(words, "timePassed");
    }
  }
  return Object.keys(problems).length ? problems : null;
}

/** The visit asked for, once appointmentProblems found nothing wrong; null on a plain message. */
export function visitOf(input: AppointmentRequest): { day: string; time: string } | null {
  return isAppointment(input) && input.preferredDay && input.preferredTime
    ? { day: input.preferredDay, time: input.preferredTime }
    : null;
}

/** "Saturday 5 December 2026 at 11:30 am" ("शनिवार, 5 दिसंबर 2026, सुबह 11:30"): how the visitor and the owner read a visit. */
export function visitText(visit: { day: string; time: string }, words: AppointmentWords = ENGLISH): string {
  return say(words, "visit", {
    weekday: weekdayIn(visit.day, words),
    date: dateOf(visit.day, words),
    time: formatSlot(visit.time, words.locale),
  });
}
