"use client";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { postJson } from "./confirmed-action";
import { messageOf, useNotice } from "./notices";

const field = "min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2";
const KINDS = [
  { value: "late_fee", label: "Late fee" },
  { value: "damage", label: "Damage charge" },
  { value: "other", label: "Other (a fee, goodwill)" },
] as const;

/**
 * "Adjust charges": the owner changes what the booking is charged, with a reason the customer
 * sees on her booking page. Once the piece is back: its late fee (waived or lowered), its damage
 * (a repair quote that came later) or anything else; before that, only "other" (a
 * cancellation fee, goodwill off). The server's sentence says what it did, or why not.
 */
export function AdjustCharges({ id, number, back }: { id: string; number: string; back: boolean }) {
  const router = useRouter();
  const notify = useNotice();
  const signHint = useId();
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const sign = data.get("sign") === "-" ? -1 : 1;
    const body = {
      kind: String(data.get("kind") ?? "other"),
      amount: sign * Number(data.get("amount")),
      reason: String(data.get("reason") ?? "").trim(),
    };
    setBusy(true);
    const res = await postJson(`/api/reservations/${id}/adjustments`, body).catch(() => null);
    setBusy(false);
    if (res?.ok) {
      notify({ ok: true, text: await messageOf(res, `${number}: charges adjusted.`) });
      form.reset();
    } else
      notify({
        ok: false,
        text: await messageOf(res, `Could not adjust the charges of ${number}. Check the connection and try again.`),
      });
    router.refresh();
  }

  return (
    <details className="mt-2 text-sm">
      <summary className="min-h-11 cursor-pointer content-center px-1 font-semibold text-maroon-800 underline underline-offset-2">
        Adjust charges<span className="sr-only"> of {number}</span>
      </summary>
      <form onSubmit={submit} className="mt-2 grid gap-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
        {back ? (
          <label className="flex flex-col gap-1">
            What it changes
            <select name="kind" defaultValue="late_fee" className={field}>
              {KINDS.map((k) => (
                <option key={k.value} value={k.value}>
                  {k.label}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className="text-stone-700">
            <input type="hidden" name="kind" value="other" />
            Another charge or an amount off (a cancellation fee, goodwill). A late fee or damage is charged when the
            piece is marked returned.
          </p>
        )}
        <fieldset aria-describedby={signHint}>
          <legend className="font-semibold">Add or take off</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            <label className="flex min-h-11 items-center gap-2 rounded-full bg-white px-4 ring-1 ring-stone-300">
              <input type="radio" name="sign" value="+" required />+ Add to what she pays
            </label>
            <label className="flex min-h-11 items-center gap-2 rounded-full bg-white px-4 ring-1 ring-stone-300">
              <input type="radio" name="sign" value="-" required />− Take off
            </label>
          </div>
          <p id={signHint} className="mt-1 text-stone-700">
            − to waive or lower a charge; + for one that came later.
          </p>
        </fieldset>
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1">
            How much (₹)
            <input
              name="amount"
              type="number"
              inputMode="numeric"
              min={1}
              max={1000000}
              step={1}
              required
              className={`${field} w-32`}
            />
          </label>
          <label className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
            Reason (she sees it)
            <input
              name="reason"
              type="text"
              required
              maxLength={200}
              placeholder="Late fee waived: first rental"
              className={field}
            />
          </label>
        </div>
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 justify-self-start rounded-full bg-maroon-700 px-4 py-2 font-semibold text-white hover:bg-maroon-800 disabled:opacity-60"
        >
          {busy ? "Saving…" : `Save the change to ${number}`}
        </button>
      </form>
    </details>
  );
}
