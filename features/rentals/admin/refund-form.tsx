"use client";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { addDays, type Day } from "@/lib/dates";
import { formatRupees } from "@/lib/format";
import { postJson } from "./confirmed-action";
import { MethodSelect } from "./method-select";
import { messageOf, useNotice } from "./notices";

const field = "min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2";

/**
 * Money paid back to her: what the shop owes on the booking (a deposit less its deductions, an
 * overpayment, a cancelled booking's money), filled in, or any smaller part of it, by UPI,
 * cash or card, on the day it went. A returned booking settles itself once its books balance.
 * Give it `key={refundDue}`: after a part, it starts again from what is still owed.
 */
export function RefundForm({
  id,
  number,
  refundDue,
  today,
  pieces = [number],
}: {
  id: string;
  number: string;
  refundDue: number;
  today: Day;
  pieces?: string[];
}) {
  const router = useRouter();
  const notify = useNotice();
  const hint = useId();
  const [busy, setBusy] = useState(false);
  const [amount, setAmount] = useState(String(refundDue));
  const rupees = Number(amount);
  const whole = amount !== "" && Number.isInteger(rupees) && rupees >= 1 && rupees <= refundDue;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = {
      amount: rupees,
      method: String(data.get("method")),
      reference: String(data.get("reference") ?? ""),
      on: String(data.get("on") ?? ""),
    };
    setBusy(true);
    const res = await postJson(`/api/reservations/${id}/refund`, body).catch(() => null);
    setBusy(false);
    notify(
      res?.ok
        ? { ok: true, text: await messageOf(res, `${number}: refund recorded.`) }
        : {
            ok: false,
            text: await messageOf(
              res,
              `Could not record the refund for ${number}. Check the connection and try again.`,
            ),
          },
    );
    router.refresh();
  }

  return (
    <form
      onSubmit={submit}
      data-testid="refund-form"
      className="mt-3 flex flex-wrap items-end gap-3 rounded-xl bg-teal-50 p-3 text-sm ring-1 ring-teal-200"
    >
      <p id={hint} className="basis-full text-teal-950">
        The shop owes <strong>{formatRupees(refundDue)}</strong> on this booking
        {pieces.length > 1 ? ` (all of ${pieces.join(", ")})` : ""}: refund it all, or a part now and the rest later.
      </p>
      <label className="flex flex-col gap-1">
        Amount to refund (₹)
        <input
          name="amount"
          type="number"
          inputMode="numeric"
          min={1}
          max={refundDue}
          step={1}
          required
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-describedby={hint}
          className={`${field} w-32`}
        />
      </label>
      <MethodSelect label="Refunded by" className={field} />
      <label className="flex flex-col gap-1">
        Refund reference (optional)
        <input
          name="reference"
          type="text"
          maxLength={100}
          placeholder="UPI transaction id"
          className={`${field} w-48`}
        />
      </label>
      <label className="flex flex-col gap-1">
        Refunded on
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
        className="min-h-12 rounded-full bg-maroon-700 px-5 py-3 font-bold text-white hover:bg-maroon-800 disabled:opacity-60"
      >
        {busy ? "Recording…" : whole ? `Record refund of ${formatRupees(rupees)}` : "Record refund"}
        <span className="sr-only"> for {number}</span>
      </button>
    </form>
  );
}
