"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { messageOf, useNotice } from "./notices";

/** Makes a new booking link for the customer (asked twice): the one sent before stops working. */
export function RenewLink({ id, number }: { id: string; number: string }) {
  const router = useRouter();
  const notify = useNotice();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function renew() {
    setBusy(true);
    const res = await fetch(`/api/reservations/${id}/link`, { method: "POST" }).catch(() => null);
    setBusy(false);
    if (res?.ok) notify({ ok: true, text: `${number}: a new booking link is ready, and the old one no longer works. Send it with the WhatsApp reply.` });
    else notify({ ok: false, text: await messageOf(res, `Could not make a new link for ${number}. Check the connection and try again.`) });
    router.refresh();
  }

  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={() => setAsking(true)}
        className="min-h-11 rounded-full px-4 py-2 text-sm font-semibold text-stone-800 underline underline-offset-2 hover:bg-stone-100 disabled:opacity-60"
      >
        New booking link<span className="sr-only"> for {number}</span>
      </button>
      <ConfirmDialog
        open={asking}
        message={`Make a new booking link for ${number}? The link sent before stops working; send the customer the new one.`}
        confirmLabel="Make a new link"
        cancelLabel="Keep the link"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void renew();
        }}
      />
    </>
  );
}
