import type { ReservationStatus } from "@/lib/generated/prisma/enums";

/** The API's words for a reservation's status (safe to import from validation and clients). */
export const STATUS_OF_WORD = {
  requested: "REQUESTED",
  confirmed: "CONFIRMED",
  picked_up: "PICKED_UP",
  returned: "RETURNED",
  settled: "SETTLED",
  cancelled: "CANCELLED",
} as const satisfies Record<string, ReservationStatus>;
export type StatusWord = keyof typeof STATUS_OF_WORD;

/** For people: "picked up", "deposit settled". */
export const STATUS_LABEL: Record<StatusWord, string> = {
  requested: "Requested",
  confirmed: "Confirmed",
  picked_up: "Picked up",
  returned: "Returned",
  settled: "Deposit settled",
  cancelled: "Cancelled",
};

export const WORD_OF_STATUS = Object.fromEntries(Object.entries(STATUS_OF_WORD).map(([w, s]) => [s, w])) as Record<
  ReservationStatus,
  StatusWord
>;

/** Where a booking may go next: forward along the day's work, or cancelled before pickup. */
const NEXT: Record<ReservationStatus, readonly ReservationStatus[]> = {
  REQUESTED: ["CONFIRMED", "PICKED_UP", "CANCELLED"],
  CONFIRMED: ["PICKED_UP", "CANCELLED"],
  PICKED_UP: ["RETURNED"],
  RETURNED: ["SETTLED"],
  SETTLED: [],
  CANCELLED: [],
};

/** In a sentence: "A picked up reservation cannot be marked cancelled." */
const IN_A_SENTENCE: Record<ReservationStatus, string> = {
  REQUESTED: "requested",
  CONFIRMED: "confirmed",
  PICKED_UP: "picked up",
  RETURNED: "returned",
  SETTLED: "settled",
  CANCELLED: "cancelled",
};

/** Why a booking cannot move from `from` to `to`, or null when the status machine allows it. */
export function refusedMove(from: ReservationStatus, to: ReservationStatus): string | null {
  return NEXT[from].includes(to) ? null : `A ${IN_A_SENTENCE[from]} reservation cannot be marked ${IN_A_SENTENCE[to]}.`;
}

/** Bookings that still hold days and have not left the shop: what cancelling their order (or their phone) cancels. */
export const NOT_YET_OUT: ReservationStatus[] = ["REQUESTED", "CONFIRMED"];

/** "R-1042"; empty for a block, which has no number (only customers' bookings are numbered). */
export function reservationNumber(n: number | null): string {
  return n === null ? "" : `R-${n}`;
}
