"use client";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { STATUS_LABEL, type StatusWord } from "../rules/status";
import { canCancel, nextStep } from "../rules/owner-day";
import { messageOf, useNotice } from "./notices";

/** The card's next step as one big button, and Cancel (asked twice) while the piece is still in the shop. */
export function ReservationActions({ id, number, status }: { id: string; number: string; status: StatusWord }) {
  const router = useRouter();
  const notify = useNotice();
  const [busy, setBusy] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [cancelling, setCancelling] = useState(false);
  const step = nextStep(status);
  const pending = busy || refreshing;

  async function move(to: StatusWord) {
    setBusy(true);
    const res = await fetch(`/api/reservations/${id}`, { method: "PATCH", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ status: to }) }).catch(() => null);
    setBusy(false);
    if (res?.ok) notify({ ok: true, text: to === "cancelled" ? `${number} cancelled: its days are free again.` : `${number}: ${STATUS_LABEL[to].toLowerCase()}.` });
    else notify({ ok: false, text: await messageOf(res, `Could not change ${number}. Check the connection and try again.`) });
    // Also after a refusal: a 409 usually means someone else moved it, and the card should show that.
    startRefresh(() => router.refresh());
  }

  if (!step && !canCancel(status)) return null;
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      {step ? (
        <button
          type="button"
          disabled={pending}
          onClick={() => move(step.status)}
          className="min-h-12 flex-1 basis-48 rounded-full bg-maroon-700 px-5 py-3 text-base font-bold text-white hover:bg-maroon-800 disabled:opacity-60"
        >
          {step.label}
          <span className="sr-only"> {number}</span>
        </button>
      ) : null}
      {canCancel(status) ? (
        <button
          type="button"
          disabled={pending}
          onClick={() => setCancelling(true)}
          className="min-h-12 rounded-full px-5 py-3 font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-50 disabled:opacity-60"
        >
          Cancel<span className="sr-only"> {number}</span>
        </button>
      ) : null}
      <ConfirmDialog
        open={cancelling}
        message={`Cancel reservation ${number}? Its days become free for other customers.`}
        confirmLabel="Cancel reservation"
        cancelLabel="Keep it"
        onCancel={() => setCancelling(false)}
        onConfirm={() => {
          setCancelling(false);
          void move("cancelled");
        }}
      />
    </div>
  );
}
