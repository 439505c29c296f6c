"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { addDays, type Day } from "@/lib/dates";
import { postJson } from "./confirmed-action";
import { MethodSelect } from "./method-select";
import { useNotice } from "./notices";

const field = "min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2";

type Payment = { amount: number; method: string; reference: string; on: string; again?: boolean };
type Answer = { message?: unknown; errors?: { reference?: unknown } } | null;

/**
 * The owner records money that came in for this booking (UPI, cash or card), the amount due
 * filled in, on the day it came (today unless she took cash earlier). A reference already
 * recorded is refused with the server's sentence naming the booking, and "Record it anyway"
 * sends it again as another payment. A payment confirms the booking's pending holds, so the
 * card often moves section afterwards: the result is said in the screen's notice line.
 */
export function RecordPayment({ id, number, due, today }: { id: string; number: string; due: number; today: Day }) {
  const router = useRouter();
  const notify = useNotice();
  const [busy, setBusy] = useState(false);
  // A reference already on the books: what the server said, and the payment to send again.
  const [used, setUsed] = useState<{ text: string; payment: Payment } | null>(null);

  async function send(payment: Payment, form: HTMLFormElement | null) {
    setBusy(true);
    const res = await postJson(`/api/reservations/${id}/payments`, payment).catch(() => null);
    const answer = ((await res?.json().catch(() => null)) ?? null) as Answer;
    setBusy(false);
    const said = typeof answer?.message === "string" && answer.message ? answer.message : null;
    if (res?.status === 409 && answer?.errors?.reference && !payment.again) {
      setUsed({
        text: said ?? `That reference was already recorded. Record it anyway if this is another payment.`,
        payment,
      });
      return;
    }
    setUsed(null);
    if (res?.ok) {
      notify({ ok: true, text: said ?? `${number}: payment recorded.` });
      form?.reset();
    } else
      notify({
        ok: false,
        text: said ?? `Could not record the payment for ${number}. Check the connection and try again.`,
      });
    router.refresh();
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "");
    void send(
      { amount: Number(text("amount")), method: text("method"), reference: text("reference"), on: text("on") },
      event.currentTarget,
    );
  }

  return (
    <details className="mt-2 text-sm">
      <summary className="min-h-11 cursor-pointer content-center px-1 font-semibold text-maroon-800 underline underline-offset-2">
        Record a payment<span className="sr-only"> for {number}</span>
      </summary>
      {/* Keyed by what is due: once a payment is in, the form starts again from the new figure. */}
      <form key={due} onSubmit={submit} onChange={() => setUsed(null)} className="mt-2 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1">
          Amount (₹)
          <input
            name="amount"
            type="number"
            inputMode="numeric"
            min={1}
            max={1000000}
            step={1}
            required
            defaultValue={due || undefined}
            className={`${field} w-32`}
          />
        </label>
        <MethodSelect label="Paid by" className={field} />
        <label className="flex flex-col gap-1">
          Reference (optional)
          <input
            name="reference"
            type="text"
            maxLength={100}
            placeholder="UPI transaction id"
            className={`${field} w-48`}
          />
        </label>
        <label className="flex flex-col gap-1">
          Paid on
          <input
            name="on"
            type="date"
            defaultValue={today}
            min={addDays(today, -366)}
            max={today}
            required
            className={field}
          />
        </label>
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 rounded-full bg-maroon-700 px-4 py-2 font-semibold text-white hover:bg-maroon-800 disabled:opacity-60"
        >
          {busy ? "Recording…" : "Record payment"}
        </button>
        {used ? (
          <div role="alert" className="basis-full rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200">
            <p className="font-semibold text-amber-900">{used.text}</p>
            <button
              type="button"
              disabled={busy}
              onClick={(event) => void send({ ...used.payment, again: true }, event.currentTarget.form)}
              className="mt-2 min-h-11 rounded-full px-4 py-2 font-semibold text-maroon-800 ring-1 ring-maroon-700 hover:bg-maroon-50 disabled:opacity-60"
            >
              Record it anyway<span className="sr-only"> for {number}</span>
            </button>
          </div>
        ) : null}
      </form>
    </details>
  );
}
