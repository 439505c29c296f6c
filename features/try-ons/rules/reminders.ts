import { indiaDayStart } from "@/lib/format";
import { indiaClock } from "./slots";

/*
 * When the shop reminds her of a try-on, in India time: the day before at 10:00 (stale once
 * the slot's day begins) and two hours before (stale at the slot). Each row's key names the
 * slot's start, so a try-on moved to another time writes new rows and its old ones are skipped
 * when claimed; a cancelled one sends nothing.
 */

export type TryOnReminderKind = "TRYON_TOMORROW" | "TRYON_SOON";

const HOUR = 3_600_000;

function tryOnReminderTimes(kind: TryOnReminderKind, start: Date): { dueAt: Date; staleAt: Date } {
  const { day } = indiaClock(start);
  return kind === "TRYON_TOMORROW"
    ? { dueAt: new Date(indiaDayStart(day, -1).getTime() + 10 * HOUR), staleAt: indiaDayStart(day) }
    : { dueAt: new Date(start.getTime() - 2 * HOUR), staleAt: start };
}

const tryOnReminderKey = (tryOnId: string, kind: TryOnReminderKind, start: Date) =>
  `t:${tryOnId}|${kind}|${start.toISOString()}`;

/** The reminders of a try-on at `start` still worth writing at `now`. */
export function plannedTryOnReminders(tryOnId: string, start: Date, now: Date) {
  return (["TRYON_TOMORROW", "TRYON_SOON"] as const)
    .map((kind) => ({ kind, key: tryOnReminderKey(tryOnId, kind, start), ...tryOnReminderTimes(kind, start) }))
    .filter((r) => r.staleAt > now);
}

/** What a claimed try-on reminder does, judged as the try-on is now. */
export function tryOnReminderVerdict(
  key: string,
  tryOn: { status: string; start: Date } | null,
): { send: true } | { skip: string } {
  if (!tryOn) return { skip: "no try-on" };
  if (tryOn.status === "CANCELLED") return { skip: "cancelled" };
  if (tryOn.status === "BOOKED_OUT") return { skip: "became a booking" };
  if (!key.endsWith(`|${tryOn.start.toISOString()}`)) return { skip: "moved to another time" };
  return { send: true };
}
