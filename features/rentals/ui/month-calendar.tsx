"use client";
import { useEffect, useId, useRef } from "react";
import type { DayStatus } from "../rules/availability";
import {
  firstDay,
  keyTarget,
  longDay,
  monthName,
  monthOf,
  monthWeeks,
  shiftMonth,
  weekdayHeads,
} from "../rules/calendar";
import type { Day } from "@/lib/dates";
import { ChevronLeft, ChevronRight } from "@/components/ui/icons";
import { useLocale } from "@/lib/i18n/client";
import { usePageT } from "@/lib/i18n/page-messages";

export interface CalendarProps {
  /** the day that takes Tab focus in the grid (roving tabindex); its month is the one shown */
  focus: Day;
  today: Day;
  /** the last day bookings are open for */
  horizon: Day;
  statuses: ReadonlyMap<Day, DayStatus>;
  event: Day | null;
  stay: { pickup: Day; ret: Day } | null;
  onMove(day: Day): void;
  onPick(day: Day): void;
}

/** The look of each status: booked and blocked differ in pattern and outline, not only colour. */
export const DAY_LOOK: Record<DayStatus | "checking", string> = {
  free: "bg-white text-stone-900 ring-1 ring-stone-300 hover:bg-maroon-50",
  booked:
    "bg-rose-100 text-rose-950 line-through decoration-2 ring-1 ring-rose-300 [background-image:repeating-linear-gradient(135deg,transparent_0_5px,rgb(253_164_175/0.55)_5px_7px)]",
  blocked: "bg-stone-200 text-stone-700 outline-dashed outline-1 -outline-offset-4 outline-stone-500",
  checking: "bg-stone-50 text-stone-700 ring-1 ring-stone-200",
};

type Words = ReturnType<typeof usePageT<"calendar">>;

function roleIn(day: Day, event: Day | null, stay: CalendarProps["stay"], t: Words): string | null {
  if (day === event) return t("roleFunction");
  if (!stay) return null;
  if (day === stay.pickup) return t("rolePickup");
  if (day === stay.ret) return t("roleReturn");
  return day > stay.pickup && day < stay.ret ? t("roleInStay") : null;
}

/** A day's status in words, for its button's name. */
function statusWord(status: DayStatus | "checking", t: Words): string {
  if (status === "free") return t("statusFree");
  if (status === "booked") return t("statusBooked");
  if (status === "blocked") return t("statusBlocked");
  return t("statusChecking");
}

/**
 * A month of days as a grid of buttons (WAI-ARIA date grid): arrow keys move by day and
 * week, Home/End to the week's ends, Page Up/Down by month. Each button's name says the day
 * and its status, e.g. "Monday 14 December 2026, free".
 */
export function MonthCalendar({ focus, today, horizon, statuses, event, stay, onMove, onPick }: CalendarProps) {
  const id = useId();
  const t = usePageT("calendar");
  const locale = useLocale();
  const grid = useRef<HTMLTableElement>(null);
  // Only a key press inside the grid moves the browser's focus; a click elsewhere must not.
  const moved = useRef(false);
  const month = monthOf(focus);
  const first = monthOf(today);
  const last = monthOf(horizon);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${focus}"]`)?.focus();
  }, [focus]);

  const onKeyDown = (e: React.KeyboardEvent) => {
    const target = keyTarget(focus, e.key, e.shiftKey);
    if (!target) return;
    e.preventDefault();
    const clamped = target < firstDay(first) ? firstDay(first) : target > horizon ? horizon : target;
    moved.current = true;
    onMove(clamped);
  };

  // The other month's first day, or today when that is later: a day that can be chosen.
  const go = (n: number) => {
    const day = firstDay(shiftMonth(month, n));
    onMove(day < today ? today : day);
  };

  return (
    <div className="select-none">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => go(-1)}
          disabled={month <= first}
          aria-label={t("previousMonth")}
          className="rounded-full p-2 text-maroon-800 hover:bg-maroon-50 disabled:opacity-30"
        >
          <ChevronLeft />
        </button>
        <p id={`${id}-month`} aria-live="polite" className="font-display text-lg font-semibold text-maroon-900">
          {monthName(month, locale)}
        </p>
        <button
          type="button"
          onClick={() => go(1)}
          disabled={month >= last}
          aria-label={t("nextMonth")}
          className="rounded-full p-2 text-maroon-800 hover:bg-maroon-50 disabled:opacity-30"
        >
          <ChevronRight />
        </button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-labelledby={`${id}-month`}
        onKeyDown={onKeyDown}
        className="mt-2 w-full table-fixed border-separate border-spacing-1"
      >
        <thead>
          <tr>
            {weekdayHeads(locale).map((w) => (
              <th key={w.name} scope="col" abbr={w.name} className="text-xs font-semibold text-stone-600">
                {w.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, w) => (
            <tr key={w}>
              {week.map((day, d) => {
                if (!day) return <td key={d} />;
                const status = statuses.get(day);
                const out = day < today || day > horizon;
                const role = roleIn(day, event, stay, t);
                const inStay = stay && day >= stay.pickup && day <= stay.ret;
                const ends = stay && (day === stay.pickup || day === stay.ret);
                return (
                  <td key={d} className="p-0">
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focus ? 0 : -1}
                      aria-label={`${longDay(day, locale)}, ${statusWord(status ?? (out ? "blocked" : "checking"), t)}${day === today ? `, ${t("today")}` : ""}${role ? `, ${role}` : ""}`}
                      aria-disabled={out || undefined}
                      onClick={() => {
                        onMove(day);
                        if (!out) onPick(day);
                      }}
                      className={`relative flex h-10 w-full items-center justify-center rounded-lg text-sm font-semibold ${DAY_LOOK[status ?? (out ? "blocked" : "checking")]} ${inStay ? (ends ? "bg-maroon-700! text-white!" : "bg-maroon-100!") : ""} ${day === event ? "ring-2 ring-gold-600!" : ""}`}
                    >
                      {Number(day.slice(8))}
                      {day === event ? (
                        <span aria-hidden="true" className="absolute right-0.5 top-0 text-[10px] leading-none">
                          ★
                        </span>
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
