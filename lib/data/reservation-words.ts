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
