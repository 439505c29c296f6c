"use client";
import { ConfirmedAction, postJson } from "./confirmed-action";

/** Today's one tap: online holds need the advance (POST /api/reservations/require-advance), or no longer. */
export function AdvanceSwitch({ on }: { on: boolean }) {
  return (
    <ConfirmedAction
      send={() => postJson("/api/reservations/require-advance", { on: !on })}
      said={async (res) => ((await res.json()) as { message: string }).message}
      failed="Could not change it. Check the connection and try again."
      className={`min-h-11 rounded-full px-4 py-2 text-sm font-semibold disabled:opacity-60 ${on ? "bg-white text-maroon-800 ring-1 ring-maroon-700" : "bg-maroon-700 text-white hover:bg-maroon-800"}`}
    >
      {on ? "Stop requiring the advance" : "Require the advance"}
    </ConfirmedAction>
  );
}
