"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { Day } from "@/lib/dates";
import { shortDay } from "../rules/owner-day";
import { messageOf } from "./notices";

const REASONS = ["Repair", "Alterations", "Private fitting"] as const;
const OTHER = "other";
const field = "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base";

/**
 * Holds days on a piece (POST /api/blocks): a repair, alterations, a private fitting. The
 * server answers 409 naming the booking in the way; that message is shown as it is.
 */
export function BlockForm({ productId, stock, today }: { productId: string; stock: number; today: Day }) {
  const router = useRouter();
  const [reason, setReason] = useState<string>(REASONS[0]);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const unit = String(data.get("unit") ?? "");
    const body = {
      productId,
      from: String(data.get("from")),
      to: String(data.get("to")),
      reason: reason === OTHER ? String(data.get("other") ?? "").trim() : reason,
      ...(unit ? { unit: Number(unit) } : {}),
    };
    setBusy(true);
    const res = await fetch("/api/blocks", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }).catch(() => null);
    setBusy(false);
    if (res?.ok) {
      setResult({
        ok: true,
        text: `Blocked ${body.from === body.to ? shortDay(body.from, today) : `${shortDay(body.from, today)} to ${shortDay(body.to, today)}`}: ${body.reason}.`,
      });
      form.reset();
      setReason(REASONS[0]);
      router.refresh();
    } else {
      setResult({
        ok: false,
        text: await messageOf(res, "Could not block those days. Check the connection and try again."),
      });
    }
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby="block-heading"
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:grid-cols-2"
    >
      <h2 id="block-heading" className="text-lg font-bold text-stone-900 sm:col-span-2">
        Block dates
      </h2>
      <label className="text-sm font-semibold">
        From
        <input type="date" name="from" required min={today} className={field} />
      </label>
      <label className="text-sm font-semibold">
        To
        <input type="date" name="to" required min={today} className={field} />
      </label>
      <label className="text-sm font-semibold">
        Reason
        <select name="reason" value={reason} onChange={(e) => setReason(e.target.value)} className={field}>
          {REASONS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
          <option value={OTHER}>Other…</option>
        </select>
      </label>
      {reason === OTHER ? (
        <label className="text-sm font-semibold">
          Other reason
          <input type="text" name="other" required maxLength={200} className={field} />
        </label>
      ) : null}
      {stock > 1 ? (
        <label className="text-sm font-semibold">
          Copies
          <select name="unit" defaultValue="" className={field}>
            <option value="">All {stock} copies</option>
            {Array.from({ length: stock }, (_, i) => (
              <option key={i} value={i + 1}>
                Copy {i + 1} only
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={busy}
          className="min-h-12 w-full rounded-full bg-maroon-700 px-6 py-3 font-bold text-white hover:bg-maroon-800 disabled:opacity-60 sm:w-auto"
        >
          {busy ? "Blocking…" : "Block these days"}
        </button>
        {result ? (
          <p
            role={result.ok ? "status" : "alert"}
            className={`mt-3 font-semibold ${result.ok ? "text-green-800" : "text-red-800"}`}
          >
            {result.text}
          </p>
        ) : null}
      </div>
    </form>
  );
}
