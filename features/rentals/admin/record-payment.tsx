"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { MethodSelect } from "./method-select";
import { messageOf, useNotice } from "./notices";

const field = "min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2";

/**
 * The owner records money that came in for this booking (UPI, cash or card). A payment
 * confirms the booking's pending holds, so the card usually moves section afterwards: the
 * result is said in the screen's notice line.
 */
export function RecordPayment({ id, number }: { id: string; number: string }) {
  const router = useRouter();
  const notify = useNotice();
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const body = { amount: Number(data.get("amount")), method: String(data.get("method")), reference: String(data.get("reference") ?? "") };
    setBusy(true);
    const res = await fetch(`/api/reservations/${id}/payments`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).catch(() => null);
    setBusy(false);
    if (res?.ok) {
      notify({ ok: true, text: await messageOf(res, `${number}: payment recorded.`) });
      form.reset();
    } else notify({ ok: false, text: await messageOf(res, `Could not record the payment for ${number}. Check the connection and try again.`) });
    router.refresh();
  }

  return (
    <details className="mt-2 text-sm">
      <summary className="min-h-11 cursor-pointer content-center px-1 font-semibold text-maroon-800 underline underline-offset-2">
        Record a payment<span className="sr-only"> for {number}</span>
      </summary>
      <form onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1">
          Amount (₹)
          <input name="amount" type="number" inputMode="numeric" min={1} max={1000000} step={1} required className={`${field} w-32`} />
        </label>
        <MethodSelect label="Paid by" className={field} />
        <label className="flex flex-col gap-1">
          Reference (optional)
          <input name="reference" type="text" maxLength={100} placeholder="UPI transaction id" className={`${field} w-48`} />
        </label>
        <button type="submit" disabled={busy} className="min-h-11 rounded-full bg-maroon-700 px-4 py-2 font-semibold text-white hover:bg-maroon-800 disabled:opacity-60">
          {busy ? "Recording…" : "Record payment"}
        </button>
      </form>
    </details>
  );
}
