"use client";
import { usePageT } from "@/lib/i18n/page-messages";
import { DAY_LOOK } from "./month-calendar";

/** The key to the calendar, drawn with the same patterns as the days. */
export function CalendarLegend() {
  const t = usePageT("calendar");
  const items: [string, string][] = [
    [t("legendFree"), DAY_LOOK.free],
    [t("legendBooked"), DAY_LOOK.booked],
    [t("legendBlocked"), DAY_LOOK.blocked],
    [t("legendStay"), "bg-maroon-700 text-white"],
  ];
  return (
    <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm text-stone-700" aria-label={t("legendLabel")}>
      {items.map(([label, look]) => (
        <li key={label} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={`inline-flex h-6 w-6 items-center justify-center rounded text-xs font-semibold ${look}`}
          >
            14
          </span>
          {label}
        </li>
      ))}
      <li className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="inline-flex h-6 w-6 items-center justify-center rounded bg-white text-xs ring-2 ring-gold-600"
        >
          ★
        </span>
        {t("legendFunction")}
      </li>
    </ul>
  );
}
