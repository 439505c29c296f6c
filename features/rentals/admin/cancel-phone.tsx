"use client";
import { ConfirmedAction, postJson } from "./confirmed-action";

/** Cancels every booking of one phone not yet picked up (asked twice): POST /api/reservations/cancel-by-phone. */
export function CancelPhone({ phone, shown }: { phone: string; shown: string }) {
  return (
    <ConfirmedAction
      className="min-h-11 rounded-full px-4 py-2 text-sm font-semibold text-red-800 underline underline-offset-2 hover:bg-red-50 disabled:opacity-60"
      ask={{
        message: `Cancel every booking made with ${shown} that is still waiting or confirmed (not yet picked up)? All their days become free for other customers.`,
        confirmLabel: "Cancel them all",
        cancelLabel: "Keep them",
      }}
      send={() => postJson("/api/reservations/cancel-by-phone", { phone })}
      said={async (res) => {
        const { cancelled } = (await res.json()) as { cancelled: string[] };
        return cancelled.length ? `Cancelled ${cancelled.join(", ")} (${shown}): their days are free again.` : `Nothing left to cancel for ${shown}.`;
      }}
      failed={`Could not cancel the bookings of ${shown}. Check the connection and try again.`}
    >
      Cancel all from {shown}
    </ConfirmedAction>
  );
}
