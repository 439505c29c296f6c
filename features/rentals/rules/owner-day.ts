import type { StatusWord } from "./status";
import { daysBetween, formatDay, type Day } from "@/lib/dates";

/**
 * What the owner does next with a booking, as one button: the forward step the API allows
 * (PATCH /api/reservations/{id}). Skipping "confirmed" is allowed there, but the screen
 * offers one step at a time so a tap never jumps past something. A return and its deposit
 * are forms of their own (admin/return-form.tsx, admin/refund-form.tsx), not one tap.
 */
const NEXT_STEP: Partial<Record<StatusWord, { status: StatusWord; label: string }>> = {
  requested: { status: "confirmed", label: "Confirm" },
  confirmed: { status: "picked_up", label: "Mark picked up" },
};

export function nextStep(status: StatusWord): { status: StatusWord; label: string } | null {
  return NEXT_STEP[status] ?? null;
}

/** The API cancels only before pickup: once the piece has left the shop it must come back. */
export function canCancel(status: StatusWord): boolean {
  return status === "requested" || status === "confirmed";
}

/** Whole days past the return day (0 when not late). */
export function daysLate(returnDay: Day, today: Day): number {
  return Math.max(0, daysBetween(returnDay, today));
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function lateText(days: number): string {
  return `${plural(days, "day")} late`;
}

/** The dashboard's line: "Today: 2 pickups, 1 return, 1 overdue". */
export function todayLine(counts: { pickups: number; returns: number; overdue: number }): string {
  return `Today: ${plural(counts.pickups, "pickup")}, ${plural(counts.returns, "return")}, ${counts.overdue} overdue`;
}

/**
 * The number wa.me wants: country code and digits only. Stored phones are "+91…" (the
 * API normalises them); a bare 10-digit number is taken as Indian.
 */
export function whatsappDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 10 ? `91${digits}` : digits;
}

/**
 * "Mon 14 Dec" — how the owner says a day; the year is added only when it is not this
 * year's ("Tue 5 Jan 2027"), so December's list stays readable next to January's.
 */
export function shortDay(day: Day, today: Day): string {
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return formatDay(day, {
    weekday: "short",
    day: "numeric",
    month: "short",
    ...(sameYear ? {} : { year: "numeric" }),
  }).replace(/,/g, "");
}
