"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { Day } from "@/lib/dates";
import { CONDITIONS, CONDITION_LABEL } from "../rules/returns";
import { messageOf, useNotice } from "./notices";

const field = "min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2";

/**
 * "Mark returned": how the piece came back (fine, needs cleaning, damaged), a note, a photo
 * from the phone's camera, the day (today unless she corrects it to an earlier one) and any
 * damage charge. The server works out days late, the late fee and the refund due; the card
 * then shows the settlement.
 */
export function ReturnForm({ id, number, pickup, today }: { id: string; number: string; pickup: Day; today: Day }) {
  const router = useRouter();
  const notify = useNotice();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // An empty file input still sends an empty part: leave it out.
    const photo = data.get("photo");
    if (photo instanceof File && photo.size === 0) data.delete("photo");
    setBusy(true);
    const res = await fetch(`/api/reservations/${id}/return`, { method: "POST", body: data }).catch(() => null);
    setBusy(false);
    if (res?.ok) {
      notify({ ok: true, text: await messageOf(res, `${number} returned.`) });
      setOpen(false);
    } else
      notify({
        ok: false,
        text: await messageOf(res, `Could not mark ${number} returned. Check the connection and try again.`),
      });
    router.refresh();
  }

  return (
    <div className="mt-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`return-${id}`}
        onClick={() => setOpen(!open)}
        className="min-h-12 w-full rounded-full bg-maroon-700 px-5 py-3 text-base font-bold text-white hover:bg-maroon-800 sm:w-auto"
      >
        Mark returned<span className="sr-only"> {number}</span>
      </button>
      {open ? (
        <form
          id={`return-${id}`}
          onSubmit={submit}
          className="mt-3 grid gap-3 rounded-xl bg-stone-50 p-3 text-sm ring-1 ring-stone-200"
        >
          <fieldset>
            <legend className="font-semibold">Condition</legend>
            <div className="mt-1 flex flex-wrap gap-2">
              {CONDITIONS.map((c) => (
                <label
                  key={c}
                  className="flex min-h-11 items-center gap-2 rounded-full bg-white px-4 ring-1 ring-stone-300"
                >
                  <input type="radio" name="condition" value={c} defaultChecked={c === "fine"} required />
                  {CONDITION_LABEL[c]}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="flex flex-col gap-1">
            Note (optional)
            <textarea
              name="note"
              maxLength={1000}
              rows={2}
              placeholder="Stain on the dupatta, hook missing…"
              className={field}
            />
          </label>
          <label className="flex flex-col gap-1">
            Photo (optional)
            <input name="photo" type="file" accept="image/*" capture="environment" className={field} />
          </label>
          <div className="flex flex-wrap gap-3">
            <label className="flex flex-col gap-1">
              Returned on
              <input
                name="returnedOn"
                type="date"
                defaultValue={today}
                min={pickup}
                max={today}
                required
                className={field}
              />
            </label>
            <label className="flex flex-col gap-1">
              Damage charge (₹)
              <input
                name="damage"
                type="number"
                inputMode="numeric"
                min={0}
                max={1000000}
                step={1}
                defaultValue={0}
                required
                className={`${field} w-32`}
              />
            </label>
          </div>
          <p className="text-stone-700">
            The late fee and the refund due are worked out from the return day and shown on the card.
          </p>
          <button
            type="submit"
            disabled={busy}
            className="min-h-11 rounded-full bg-maroon-700 px-4 py-2 font-semibold text-white hover:bg-maroon-800 disabled:opacity-60"
          >
            {busy ? "Saving…" : `Save the return of ${number}`}
          </button>
        </form>
      ) : null}
    </div>
  );
}
