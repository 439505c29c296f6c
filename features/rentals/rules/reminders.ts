import type { Day } from "@/lib/dates";
import { indiaDayStart } from "@/lib/format";
import { isHolding } from "./holds";
import { STATUS_OF_WORD, type StatusWord } from "./status";

/**
 * When the shop reminds a customer, in India time (UTC+05:30, no daylight
 * saving): each kind is due at a moment and goes stale at another; a reminder claimed after it
 * went stale (the server was down) is skipped, not sent late.
 */
const REMINDER_KINDS = ["CONFIRMATION", "PICKUP_TOMORROW", "RETURN_TODAY", "OVERDUE_1", "OVERDUE_3"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** The instant `hour`:00 India time, `offset` days from `day`. */
const indiaAt = (day: Day, offset: number, hour: number) =>
  new Date(indiaDayStart(day, offset).getTime() + hour * 3_600_000);

/** Days past the return day an overdue reminder speaks of. */
export const DAYS_LATE: Partial<Record<ReminderKind, number>> = { OVERDUE_1: 1, OVERDUE_3: 3 };

/** The stay day a kind is about: the pickup day, or the return day. */
const aboutPickup = (kind: ReminderKind) => kind === "CONFIRMATION" || kind === "PICKUP_TOMORROW";

/**
 * Due and stale times of one kind about one stay day (`bookedAt`: when the booking committed,
 * the confirmation's earliest moment). "Pickup tomorrow" is due at 10:00 the day before and stale
 * once the pickup day begins; "return today" at 09:00 that day, stale at its end; the overdue
 * ones at 09:00 one and three days after, each stale at the end of its day. A confirmation
 * stays worth sending until the pickup day ends.
 */
export function reminderTimes(kind: ReminderKind, day: Day, bookedAt: Date): { dueAt: Date; staleAt: Date } {
  switch (kind) {
    case "CONFIRMATION":
      return { dueAt: bookedAt, staleAt: indiaDayStart(day, 1) };
    case "PICKUP_TOMORROW":
      return { dueAt: indiaAt(day, -1, 10), staleAt: indiaDayStart(day) };
    case "RETURN_TODAY":
      return { dueAt: indiaAt(day, 0, 9), staleAt: indiaDayStart(day, 1) };
    case "OVERDUE_1":
    case "OVERDUE_3": {
      const late = DAYS_LATE[kind]!;
      return { dueAt: indiaAt(day, late, 9), staleAt: indiaDayStart(day, late + 1) };
    }
  }
}

export interface PlannedReminder {
  key: string;
  kind: ReminderKind;
  day: Day;
  dueAt: Date;
  staleAt: Date;
}

/** "o:<id>" for a checkout's booking, "r:<id>" for a reservation made on its own. */
export type BookingKey = `${"o" | "r"}:${string}`;

/**
 * The reminders of a booking's stays still worth writing at `now`: one per kind and day for the
 * whole booking (three pieces picked up on one day: one "pickup tomorrow"), one confirmation per
 * booking (its key has no day, so moving the days never sends a second one).
 */
export function plannedReminders(booking: BookingKey, stays: { from: Day; to: Day }[], now: Date): PlannedReminder[] {
  const planned = new Map<string, PlannedReminder>();
  const add = (kind: ReminderKind, day: Day, key: string) => {
    const times = reminderTimes(kind, day, now);
    if (times.staleAt > now && !planned.has(key)) planned.set(key, { key, kind, day, ...times });
  };
  const firstPickup = stays.map((s) => s.from).sort()[0];
  if (firstPickup) add("CONFIRMATION", firstPickup, `${booking}|CONFIRMATION`);
  for (const s of stays) {
    for (const kind of REMINDER_KINDS) {
      if (kind === "CONFIRMATION") continue;
      const day = aboutPickup(kind) ? s.from : s.to;
      add(kind, day, `${booking}|${kind}|${day}`);
    }
  }
  return [...planned.values()];
}

export interface StayNow {
  status: StatusWord;
  from: Day;
  to: Day;
  /** a pending hold's lapse (null: never lapses) */
  lapsesAt: Date | null;
}

/** rules/holds.ts isHolding, over a stay in the API's status words. */
const holding = (s: StayNow, now: Date) => isHolding({ status: STATUS_OF_WORD[s.status], lapsesAt: s.lapsesAt }, now);

/**
 * What to do with a claimed reminder, judged as things are now: send it about these stays,
 * wait (a hold the owner has not confirmed yet: a typed address gets nothing until she does),
 * or skip it (cancelled, lapsed, moved to other days, returned: nothing left to say).
 */
export function reminderVerdict<S extends StayNow>(
  kind: ReminderKind,
  day: Day,
  stays: S[],
  now: Date,
): { send: S[] } | { wait: true } | { skip: string } {
  const on = (s: S) => (kind === "CONFIRMATION" ? true : aboutPickup(kind) ? s.from === day : s.to === day);
  const mine = stays.filter(on);
  const wanted: StatusWord[] =
    kind === "CONFIRMATION" || kind === "PICKUP_TOMORROW"
      ? ["confirmed"]
      : kind === "RETURN_TODAY"
        ? ["confirmed", "picked_up"]
        : ["picked_up"];
  const send = mine.filter((s) => wanted.includes(s.status));
  if (send.length) return { send };
  if (kind === "CONFIRMATION" || kind === "PICKUP_TOMORROW") {
    if (stays.some((s) => s.status === "picked_up")) return { skip: "already picked up" };
    if (mine.some((s) => holding(s, now))) return { wait: true };
  }
  if (!mine.length) return { skip: stays.length ? "moved to other days" : "no stays" };
  if (mine.every((s) => s.status === "cancelled")) return { skip: "cancelled" };
  if (mine.some((s) => s.status === "returned" || s.status === "settled")) return { skip: "returned" };
  return { skip: `not sent while ${mine[0]!.status.replace("_", " ")}` };
}

/** Confirmation and pickup reminders wait for the owner this long between looks. */
export const WAIT_MS = 10 * 60_000;

/**
 * A pending reminder whose stays are all cancelled: the drain will skip it when its
 * time comes (reminderVerdict), so the owner's card calls it cancelled now rather than pending.
 * Its stays: those on its day (any, for the confirmation); the whole booking when none is.
 */
export function remindsOnlyCancelled(
  kind: ReminderKind,
  day: Day,
  stays: { status: StatusWord; from: Day; to: Day }[],
): boolean {
  const mine =
    kind === "CONFIRMATION" ? stays : stays.filter((s) => (aboutPickup(kind) ? s.from === day : s.to === day));
  const about = mine.length ? mine : stays;
  return about.length > 0 && about.every((s) => s.status === "cancelled");
}
