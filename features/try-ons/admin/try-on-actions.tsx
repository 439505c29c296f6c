"use client";
import { useState } from "react";
import { ConfirmedAction, useOwnerAction } from "@/features/rentals/admin/confirmed-action";
import type { TryOnView } from "../views";

const BUTTON = "inline-flex min-h-11 items-center rounded-full px-4 py-2 font-semibold ring-1";

const post = (url: string, body: unknown = {}) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

/** A try-on's taps: she came, book the pieces she chose (the rest are freed), cancel. */
export function TryOnActions({ t }: { t: TryOnView }) {
  const action = useOwnerAction();
  const held = t.pieces.filter((p) => p.held);
  const [chosen, setChosen] = useState<string[]>([]);
  const api = `/api/try-ons/${t.id}`;
  return (
    <div className="mt-3 space-y-3">
      {held.length ? (
        <fieldset className="rounded-xl bg-stone-50 p-3">
          <legend className="text-sm font-semibold">What she chose for her function days</legend>
          {held.map((p) => (
            <label key={p.id} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="size-5 accent-maroon-700"
                checked={chosen.includes(p.id)}
                onChange={(e) => setChosen((c) => (e.target.checked ? [...c, p.id] : c.filter((x) => x !== p.id)))}
              />
              {p.title}
              {p.size ? ` ${p.size}` : ""}
            </label>
          ))}
          <ConfirmedAction
            action={action}
            className={`${BUTTON} mt-2 bg-maroon-700 text-white ring-maroon-700 disabled:opacity-60`}
            send={() => post(`${api}/book`, { pieces: chosen })}
            said={async (res) => {
              const body = (await res.json()) as { booking: { reservations: { number: string }[] } };
              return `Booked ${body.booking.reservations.map((r) => r.number).join(", ")} for ${t.name}; the other pieces are free again.`;
            }}
            failed="Choose at least one piece she wants, then book."
          >
            Book the chosen pieces<span className="sr-only"> of {t.number}</span>
          </ConfirmedAction>
        </fieldset>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {t.status === "booked" ? (
          <ConfirmedAction
            action={action}
            className={`${BUTTON} bg-white ring-stone-300`}
            send={() => post(`${api}/came`)}
            said={async (res) => ((await res.json()) as { message: string }).message}
            failed="Could not mark her here."
          >
            She came<span className="sr-only">: {t.number}</span>
          </ConfirmedAction>
        ) : null}
        <ConfirmedAction
          action={action}
          className={`${BUTTON} bg-white text-red-800 ring-red-200`}
          ask={{
            message: `Cancel ${t.number} of ${t.name}? Every piece it keeps is freed at once.`,
            confirmLabel: "Yes, cancel",
            cancelLabel: "Keep it",
          }}
          send={() => post(`${api}/cancel`)}
          said={async (res) => ((await res.json()) as { message: string }).message}
          failed="Could not cancel the try-on."
        >
          Cancel<span className="sr-only"> {t.number}</span>
        </ConfirmedAction>
      </div>
    </div>
  );
}
