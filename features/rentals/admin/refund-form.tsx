"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { formatRupees } from "@/lib/format";
import { MethodSelect } from "./method-select";
import { messageOf, useNotice } from "./notices";

const field = "min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2";

/** The deposit paid back (the refund due, by UPI, cash or card), or nothing to pay back: either settles the stay. */
export function RefundForm({ id, number, refundDue }: { id: string; number: string; refundDue: number }) {
  const router = useRouter();
  const notify = useNotice();
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = refundDue ? { amount: refundDue, method: String(data.get("method")), reference: String(data.get("reference") ?? "") } : { amount: 0 };
    setBusy(true);
    const res = await fetch(`/api/reservations/${id}/refund`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).catch(() => null);
    setBusy(false);
    notify(res?.ok ? { ok: true, text: await messageOf(res, `${number} settled.`) } : { ok: false, text: await messageOf(res, `Could not settle ${number}. Check the connection and try again.`) });
    router.refresh();
  }

  return (
    <form onSubmit={submit} aria-label={`Refund for ${number}`} className="mt-3 flex flex-wrap items-end gap-3 text-sm">
      {refundDue ? (
        <>
          <MethodSelect label="Refunded by" className={field} />
          <label className="flex flex-col gap-1">
            Refund reference (optional)
            <input name="reference" type="text" maxLength={100} placeholder="UPI transaction id" className={`${field} w-48`} />
          </label>
        </>
      ) : null}
      <button type="submit" disabled={busy} className="min-h-12 rounded-full bg-maroon-700 px-5 py-3 font-bold text-white hover:bg-maroon-800 disabled:opacity-60">
        {busy ? "Recording…" : refundDue ? `Record refund of ${formatRupees(refundDue)}` : "Settle: nothing to refund"}
        <span className="sr-only"> for {number}</span>
      </button>
    </form>
  );
}
