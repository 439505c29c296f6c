"use client";
import { useState } from "react";
import { pastedId } from "@/lib/validation/ids";
import { slotsOn, type TryOnSettings } from "../rules/slots";
import { useOwnerAction } from "@/features/rentals/admin/confirmed-action";

const INPUT = "mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2";

/** "https://…/collection/gowns/<id> M" or "<id>": a piece and, after a space, its size. */
function piecesOf(text: string) {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [link = "", ...size] = line.split(/\s+/);
      return { productId: pastedId(link), size: size.join(" ") || undefined };
    });
}

/**
 * The owner books a try-on for a customer who called: any time of her try-on hours, past the
 * fitting rooms if she wants (she knows who fits), the pieces by their links (each copied from
 * the piece's page, a size after a space), the function days when known.
 */
export function OwnerTryOnForm({ settings, today }: { settings: TryOnSettings; today: string }) {
  const action = useOwnerAction();
  const [day, setDay] = useState(today);
  const [time, setTime] = useState("");
  const [pieces, setPieces] = useState("");
  const [who, setWho] = useState({ name: "", phone: "", email: "" });
  const [fn, setFn] = useState({ from: "", to: "" });
  const [problem, setProblem] = useState("");
  const slots = slotsOn(day, settings);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const slot = slots.find((s) => s.time === time);
    const list = piecesOf(pieces);
    if (!slot) return setProblem("Choose a time of that day's try-on hours.");
    if (!list.length || list.some((p) => !p.productId))
      return setProblem("Paste each piece's link (or id) on its own line, a size after a space.");
    setProblem("");
    void action.run({
      send: () =>
        fetch("/api/try-ons", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            byOwner: true,
            start: slot.start.toISOString(),
            pieces: list,
            name: who.name,
            phone: who.phone,
            email: who.email || undefined,
            ...(fn.from && fn.to ? { functionFrom: fn.from, functionTo: fn.to } : {}),
          }),
        }),
      said: async (res) => {
        const { tryOn } = (await res.json()) as { tryOn: { number: string; room: number } };
        return `Booked ${tryOn.number} in room ${tryOn.room} for ${who.name}.`;
      },
      failed: "Could not book the try-on.",
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
      aria-label="Book a try-on for a customer"
    >
      <div className="grid grid-cols-2 gap-3">
        <label className="text-sm font-semibold">
          Day
          <input type="date" value={day} min={today} onChange={(e) => setDay(e.target.value)} className={INPUT} />
        </label>
        <label className="text-sm font-semibold">
          Time
          <select value={time} onChange={(e) => setTime(e.target.value)} className={INPUT}>
            <option value="">{slots.length ? "Choose" : "No try-on hours that day"}</option>
            {slots.map((s) => (
              <option key={s.time} value={s.time}>
                {s.time}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="block text-sm font-semibold">
        Pieces (each piece&apos;s link, one per line; a size after a space)
        <textarea
          rows={3}
          value={pieces}
          onChange={(e) => setPieces(e.target.value)}
          className={`${INPUT} font-mono text-sm`}
        />
      </label>
      <div className="grid gap-3 sm:grid-cols-3">
        {(["name", "phone", "email"] as const).map((f) => (
          <label key={f} className="text-sm font-semibold">
            {f === "name" ? "Her name" : f === "phone" ? "Phone" : "Email (optional)"}
            <input
              type={f === "phone" ? "tel" : f === "email" ? "email" : "text"}
              value={who[f]}
              onChange={(e) => setWho({ ...who, [f]: e.target.value })}
              className={INPUT}
            />
          </label>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <label className="text-sm font-semibold">
          Function pickup (optional)
          <input
            type="date"
            value={fn.from}
            onChange={(e) => setFn({ ...fn, from: e.target.value })}
            className={INPUT}
          />
        </label>
        <label className="text-sm font-semibold">
          Function return
          <input type="date" value={fn.to} onChange={(e) => setFn({ ...fn, to: e.target.value })} className={INPUT} />
        </label>
      </div>
      <p role="alert" className="text-sm font-semibold text-red-800">
        {problem}
      </p>
      <button
        type="submit"
        disabled={action.pending}
        className="min-h-11 rounded-full bg-maroon-700 px-5 py-2 font-semibold text-white disabled:opacity-60"
      >
        Book the try-on
      </button>
    </form>
  );
}
