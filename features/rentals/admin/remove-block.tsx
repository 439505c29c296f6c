"use client";
import { ConfirmedAction } from "./confirmed-action";

/** Remove (asked twice): DELETE /api/blocks/{id} frees the days at once. */
export function RemoveBlock({ blockId, label }: { blockId: string; label: string }) {
  return (
    <ConfirmedAction
      className="min-h-11 rounded-full px-4 py-2 font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-50 disabled:opacity-60"
      ask={{
        message: `Remove the block (${label})? Customers can then book those days.`,
        confirmLabel: "Remove block",
        cancelLabel: "Keep it",
      }}
      send={() => fetch(`/api/blocks/${encodeURIComponent(blockId)}`, { method: "DELETE" })}
      said={() => `Removed the block (${label}): those days are free again.`}
      failed="Could not remove the block. Check the connection and try again."
    >
      Remove<span className="sr-only"> block {label}</span>
    </ConfirmedAction>
  );
}
