import { formatDay, type Day } from "@/lib/rental/days";

export interface Taken {
  /** the cart line's key (lineKey) */
  key: string;
  title: string;
  from: Day;
  to: Day;
  nearestFree: { from: Day; to: Day }[];
}

const SHORT: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short" };

/** Under the 409's message (which names the piece): the nearest free days as one-tap choices. */
export function TakenNotice({ taken, onUse }: { taken: Taken; onUse(from: Day, to: Day): void }) {
  if (!taken.nearestFree.length) return <p className="text-sm">Remove “{taken.title}”, or choose other days on its page.</p>;
  return (
    <div className="flex flex-wrap gap-2 text-sm">
      {taken.nearestFree.map((s) => (
        <button key={s.from} type="button" onClick={() => onUse(s.from, s.to)} className="rounded-full border-2 border-maroon-700 px-4 py-1.5 font-semibold text-maroon-800 hover:bg-maroon-50">
          Use these dates: {formatDay(s.from, SHORT)} – {formatDay(s.to, SHORT)}
        </button>
      ))}
    </div>
  );
}
