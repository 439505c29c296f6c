"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { WEEKDAYS, type TryOnSettings } from "../rules/slots";

const INPUT = "mt-1 rounded-lg border border-stone-300 px-3 py-2";

/**
 * The owner's try-on hours: per weekday open or not and from when to when, the slot's length,
 * fitting rooms, and one-off closed days → PUT /api/try-ons/settings. The slots visitors see
 * follow at once; try-ons already booked keep their times.
 */
export function TryOnSettingsForm({ settings }: { settings: TryOnSettings }) {
  const router = useRouter();
  const [hours, setHours] = useState(settings.hours);
  const [slotMinutes, setSlotMinutes] = useState(String(settings.slotMinutes));
  const [rooms, setRooms] = useState(String(settings.rooms));
  const [closures, setClosures] = useState(settings.closures.join("\n"));
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    const res = await fetch("/api/try-ons/settings", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        hours,
        slotMinutes: Number(slotMinutes),
        rooms: Number(rooms),
        closures: closures
          .split(/[\s,]+/)
          .map((d) => d.trim())
          .filter(Boolean),
      }),
    }).catch(() => null);
    setBusy(false);
    const body = res ? ((await res.json().catch(() => ({}))) as { message?: string }) : {};
    setSaid(
      res?.ok
        ? { ok: true, text: "Saved: the slots visitors see follow now." }
        : { ok: false, text: body.message ?? "Could not save. Check your connection." },
    );
    if (res?.ok) router.refresh();
  }

  return (
    <form
      onSubmit={save}
      className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
      aria-label="Try-on settings"
    >
      <fieldset>
        <legend className="font-semibold">Try-on hours</legend>
        <ul className="mt-2 space-y-2">
          {WEEKDAYS.map((day) => {
            const h = hours[day];
            return (
              <li key={day} className="flex flex-wrap items-center gap-3">
                <label className="flex min-h-11 w-36 items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-5 accent-maroon-700"
                    checked={!!h}
                    onChange={(e) =>
                      setHours({ ...hours, [day]: e.target.checked ? { opens: "10:30", closes: "20:30" } : null })
                    }
                  />
                  {day}
                </label>
                {h ? (
                  <>
                    <label className="text-sm">
                      from{" "}
                      <input
                        type="time"
                        value={h.opens}
                        onChange={(e) => setHours({ ...hours, [day]: { ...h, opens: e.target.value } })}
                        className={INPUT}
                      />
                    </label>
                    <label className="text-sm">
                      to{" "}
                      <input
                        type="time"
                        value={h.closes}
                        onChange={(e) => setHours({ ...hours, [day]: { ...h, closes: e.target.value } })}
                        className={INPUT}
                      />
                    </label>
                  </>
                ) : (
                  <span className="text-sm text-stone-600">no try-ons</span>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="flex flex-wrap gap-4">
        <label className="text-sm font-semibold">
          Minutes per try-on
          <input
            type="number"
            min={10}
            max={240}
            value={slotMinutes}
            onChange={(e) => setSlotMinutes(e.target.value)}
            className={`${INPUT} block w-28`}
          />
        </label>
        <label className="text-sm font-semibold">
          Fitting rooms
          <input
            type="number"
            min={1}
            max={20}
            value={rooms}
            onChange={(e) => setRooms(e.target.value)}
            className={`${INPUT} block w-28`}
          />
        </label>
      </div>
      <label className="block text-sm font-semibold">
        Closed days (one per line, as 2026-12-25)
        <textarea
          rows={3}
          value={closures}
          onChange={(e) => setClosures(e.target.value)}
          className={`${INPUT} block w-full font-mono`}
        />
      </label>
      <p role="status" className={`text-sm ${said?.ok ? "text-green-800" : "text-red-800"}`}>
        {said?.text}
      </p>
      <button
        type="submit"
        disabled={busy}
        className="min-h-11 rounded-full bg-maroon-700 px-5 py-2 font-semibold text-white disabled:opacity-60"
      >
        Save try-on settings
      </button>
    </form>
  );
}
