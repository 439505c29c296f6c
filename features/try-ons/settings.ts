import "server-only";

function whole(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name]?.trim();
  const value = raw ? Number(raw) : NaN;
  return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

/** The limits of online try-ons, from the environment (docs/configuration.md); out of range: the default. */
export interface TryOnLimits {
  /** slots are offered from today to this many days ahead (TRYON_AHEAD_DAYS) */
  aheadDays: number;
  /** pieces one try-on may keep (TRYON_MAX_PIECES) */
  maxPieces: number;
  /** how long past her slot her function holds last once she came (TRYON_HOLD_HOURS) */
  holdHours: number;
  /** how long past her slot's end a try-on waits for her before it frees everything (TRYON_GRACE_MINUTES) */
  graceMinutes: number;
  /** she may cancel or move up to this many hours before the slot (TRYON_CHANGE_HOURS) */
  changeHours: number;
  /** a slot is booked online at least this many minutes ahead (TRYON_LEAD_MINUTES) */
  leadMinutes: number;
  /** try-ons one address may have ahead at once, booked online (TRYON_PER_ADDRESS) */
  perAddress: number;
  /** times one try-on may be moved (TRYON_MOVES) */
  moves: number;
}

export function tryOnLimits(): TryOnLimits {
  return {
    aheadDays: whole("TRYON_AHEAD_DAYS", 30, 1, 180),
    maxPieces: whole("TRYON_MAX_PIECES", 6, 1, 20),
    holdHours: whole("TRYON_HOLD_HOURS", 24, 1, 24 * 7),
    graceMinutes: whole("TRYON_GRACE_MINUTES", 30, 0, 24 * 60),
    changeHours: whole("TRYON_CHANGE_HOURS", 2, 0, 72),
    leadMinutes: whole("TRYON_LEAD_MINUTES", 60, 0, 24 * 60),
    perAddress: whole("TRYON_PER_ADDRESS", 2, 1, 1_000_000),
    moves: whole("TRYON_MOVES", 2, 0, 100),
  };
}
