"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { messageOf, useNotice } from "./notices";

/** Cancels every booking of one phone not yet picked up (asked twice): POST /api/reservations/cancel-by-phone. */
export function CancelPhone({ phone, shown }: { phone: string; shown: string }) {
  const router = useRouter();
  const notify = useNotice();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function cancelAll() {
    setBusy(true);
    const res = await fetch("/api/reservations/cancel-by-phone", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ phone }) }).catch(() => null);
    setBusy(false);
    if (res?.ok) {
      const { cancelled } = (await res.json()) as { cancelled: string[] };
      notify({ ok: true, text: cancelled.length ? `Cancelled ${cancelled.join(", ")} (${shown}): their days are free again.` : `Nothing left to cancel for ${shown}.` });
    } else notify({ ok: false, text: await messageOf(res, `Could not cancel the bookings of ${shown}. Check the connection and try again.`) });
    router.refresh();
  }

  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={() => setAsking(true)}
        className="min-h-11 rounded-full px-4 py-2 text-sm font-semibold text-red-800 underline underline-offset-2 hover:bg-red-50 disabled:opacity-60"
      >
        Cancel all from {shown}
      </button>
      <ConfirmDialog
        open={asking}
        message={`Cancel every booking made with ${shown} that is still waiting or confirmed (not yet picked up)? All their days become free for other customers.`}
        confirmLabel="Cancel them all"
        cancelLabel="Keep them"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void cancelAll();
        }}
      />
    </>
  );
}
