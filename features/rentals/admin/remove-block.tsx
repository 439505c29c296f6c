"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { messageOf, useNotice } from "./notices";

/** Remove (asked twice): DELETE /api/blocks/{id} frees the days at once. */
export function RemoveBlock({ blockId, label }: { blockId: string; label: string }) {
  const router = useRouter();
  const notify = useNotice();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    const res = await fetch(`/api/blocks/${encodeURIComponent(blockId)}`, { method: "DELETE" }).catch(() => null);
    setBusy(false);
    notify(
      res?.ok
        ? { ok: true, text: `Removed the block (${label}): those days are free again.` }
        : { ok: false, text: await messageOf(res, "Could not remove the block. Check the connection and try again.") },
    );
    router.refresh();
  }

  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={() => setAsking(true)}
        className="min-h-11 rounded-full px-4 py-2 font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-50 disabled:opacity-60"
      >
        Remove<span className="sr-only"> block {label}</span>
      </button>
      <ConfirmDialog
        open={asking}
        message={`Remove the block (${label})? Customers can then book those days.`}
        confirmLabel="Remove block"
        cancelLabel="Keep it"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void remove();
        }}
      />
    </>
  );
}
