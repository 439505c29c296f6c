import { daysBetween, formatDay, type Day } from "@/lib/dates";

export interface Taken {
  /** the cart line's key (lineKey) */
  key: string;
  title: string;
  from: Day;
  to: Day;
  nearestFree: { from: Day; to: Day }[];
}

const SHORT: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short" };

/** "6 days earlier", "1 day later": how far a free stay sits from the days asked for. */
function shift(from: Day, to: Day): string {
  const n = daysBetween(from, to);
  return `${Math.abs(n)} day${Math.abs(n) === 1 ? "" : "s"} ${n < 0 ? "earlier" : "later"}`;
}

/**
 * Under the 409's message (which names the piece): the nearest free days as one-tap choices.
 * They are other days than the ones asked for, so each says how far it moves the stay: a
 * visitor renting for a function must see that it may no longer cover the function's day.
 */
export function TakenNotice({ taken, onUse }: { taken: Taken; onUse(from: Day, to: Day): void }) {
  if (!taken.nearestFree.length) return <p className="text-sm">Remove “{taken.title}”, or choose other days on its page.</p>;
  return (
    <div className="text-sm">
      <p>Its nearest free days move your pickup and return; check them against your function date, or remove it.</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {taken.nearestFree.map((s) => (
          <button key={s.from} type="button" onClick={() => onUse(s.from, s.to)} className="rounded-full border-2 border-maroon-700 px-4 py-1.5 font-semibold text-maroon-800 hover:bg-maroon-50">
            Use these dates: {formatDay(s.from, SHORT)} – {formatDay(s.to, SHORT)} ({shift(taken.from, s.from)})
          </button>
        ))}
      </div>
    </div>
  );
}
