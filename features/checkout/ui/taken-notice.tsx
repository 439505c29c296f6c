import { daysBetween, formatDay, type Day } from "@/lib/dates";
import { useLocale } from "@/lib/i18n/client";
import { pluralKey } from "@/lib/i18n/plural";
import { usePageT, type Translate } from "@/lib/i18n/page-messages";

export interface Taken {
  /** the cart line's key (lineKey) */
  key: string;
  title: string;
  from: Day;
  to: Day;
  nearestFree: { from: Day; to: Day }[];
  /** the line asked for more copies than these days have free: this many are */
  free?: number;
}

const SHORT: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short" };

/** "6 days earlier", "1 day later": how far a free stay sits from the days asked for. */
function shift(t: Translate<"checkout">, locale: "en" | "hi", from: Day, to: Day): string {
  const n = daysBetween(from, to);
  const count = Math.abs(n);
  return n < 0
    ? t(pluralKey(locale, "daysEarlier", count), { count })
    : t(pluralKey(locale, "daysLater", count), { count });
}

/**
 * Under the 409's message (which names the piece): the nearest free days as one-tap choices.
 * They are other days than the ones asked for, so each says how far it moves the stay: a
 * visitor renting for a function must see that it may no longer cover the function's day.
 */
export function TakenNotice({
  taken,
  onUse,
  onCopies,
}: {
  taken: Taken;
  onUse(from: Day, to: Day): void;
  onCopies?(copies: number): void;
}) {
  const t = usePageT("checkout");
  const locale = useLocale();
  // Some copies are free on her days: booking fewer keeps the function's days.
  if (taken.free && onCopies)
    return (
      <button
        type="button"
        onClick={() => onCopies(taken.free!)}
        className="min-h-11 rounded-full border-2 border-maroon-700 px-4 py-1.5 text-sm font-semibold text-maroon-800 hover:bg-maroon-50"
      >
        {t(pluralKey(locale, "bookCopies", taken.free), { count: taken.free, title: taken.title })}
      </button>
    );
  if (!taken.nearestFree.length) return <p className="text-sm">{t("takenNoFree", { title: taken.title })}</p>;
  return (
    <div className="text-sm">
      <p>{t("takenNearest")}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {taken.nearestFree.map((s) => (
          <button
            key={s.from}
            type="button"
            onClick={() => onUse(s.from, s.to)}
            className="rounded-full border-2 border-maroon-700 px-4 py-1.5 font-semibold text-maroon-800 hover:bg-maroon-50"
          >
            {t("useDates", {
              from: formatDay(s.from, SHORT, locale),
              to: formatDay(s.to, SHORT, locale),
              shift: shift(t, locale, taken.from, s.from),
            })}
          </button>
        ))}
      </div>
    </div>
  );
}
