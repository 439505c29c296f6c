"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { messageOf, useNotice } from "./notices";

/** "Back in stock": POST /api/blocks/{id}/end frees the piece's days from today (a repair done). */
export function EndBlock({ blockId, title }: { blockId: string; title: string }) {
  const router = useRouter();
  const notify = useNotice();
  const [busy, setBusy] = useState(false);

  async function end() {
    setBusy(true);
    const res = await fetch(`/api/blocks/${encodeURIComponent(blockId)}/end`, { method: "POST" }).catch(() => null);
    setBusy(false);
    notify(
      res?.ok ? { ok: true, text: await messageOf(res, `${title} is back in stock.`) } : { ok: false, text: await messageOf(res, "Could not end the block. Check the connection and try again.") },
    );
    router.refresh();
  }

  return (
    <button type="button" disabled={busy} onClick={end} className="min-h-11 rounded-full bg-green-700 px-4 py-2 font-semibold text-white hover:bg-green-800 disabled:opacity-60">
      Back in stock<span className="sr-only"> {title}</span>
    </button>
  );
}
