"use client";
import { ConfirmedAction } from "./confirmed-action";
import { messageOf } from "./notices";

/** "Back in stock": POST /api/blocks/{id}/end frees the piece's days from today (a repair done). */
export function EndBlock({ blockId, title }: { blockId: string; title: string }) {
  return (
    <ConfirmedAction
      className="min-h-11 rounded-full bg-green-700 px-4 py-2 font-semibold text-white hover:bg-green-800 disabled:opacity-60"
      send={() => fetch(`/api/blocks/${encodeURIComponent(blockId)}/end`, { method: "POST" })}
      said={(res) => messageOf(res, `${title} is back in stock.`)}
      failed="Could not end the block. Check the connection and try again."
    >
      Back in stock<span className="sr-only"> {title}</span>
    </ConfirmedAction>
  );
}
