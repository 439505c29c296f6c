/*
 * A try-on's life, pure: when its holds lapse, whether she may still change it, and what it
 * is now (a no-show is no stored state: a try-on still booked once its slot and the grace have
 * passed did not come, and its holds lapsed at that moment).
 */

export type TryOnStatusWord = "booked" | "came" | "booked_out" | "cancelled" | "no_show";

export interface TryOnTimes {
  end: Date;
  status: "BOOKED" | "CAME" | "BOOKED_OUT" | "CANCELLED";
}

const MINUTE = 60_000;

/** When the holds of a try-on she has not (yet) come to lapse: the slot's end plus the grace. */
export const waitsUntil = (end: Date, graceMinutes: number) => new Date(end.getTime() + graceMinutes * MINUTE);

/** When her function holds lapse once she came: TRYON_HOLD_HOURS past the slot's end. */
export const decidesUntil = (end: Date, holdHours: number) => new Date(end.getTime() + holdHours * 60 * MINUTE);

export function statusWord(t: TryOnTimes, now: Date, graceMinutes: number): TryOnStatusWord {
  if (t.status === "BOOKED") return now >= waitsUntil(t.end, graceMinutes) ? "no_show" : "booked";
  return t.status === "CAME" ? "came" : t.status === "BOOKED_OUT" ? "booked_out" : "cancelled";
}

/** The last moment she may cancel or move it herself: `changeHours` before the slot. */
export const changeCutoff = (start: Date, changeHours: number) => new Date(start.getTime() - changeHours * 60 * MINUTE);

/** "T-12": how she and the owner quote a try-on. */
export const tryOnNumber = (n: number) => `T-${n}`;

/** The pieces as she reads them: the owner's Hindi title for a Hindi customer, where there is one; each with its size. */
export function piecesIn(
  locale: string,
  pieces: { title: string; size: string | null; item: { titleHi: string | null } }[],
) {
  return pieces.map((p) => {
    const title = locale === "hi" && p.item.titleHi ? p.item.titleHi : p.title;
    return p.size ? `${title} ${p.size}` : title;
  });
}
