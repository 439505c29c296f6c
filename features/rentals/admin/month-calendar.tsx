import type { Day } from "@/lib/dates";
import { firstDay, lastDay, monthName, monthWeeks, WEEKDAYS, type Month } from "../rules/calendar";
import { calendarEntries, chipReason, type CalendarEntry, type CalendarHold } from "../rules/piece-calendar";

// A chip's words break anywhere and stop at two lines, so nothing in a day cell
// is wider than the cell. `truncate` (nowrap) made a long block reason the table's narrowest
// width: 704 px on a 390 px phone. The month fits a 320 px screen, seven ~40 px columns.
const chip =
  "overflow-hidden rounded px-1 py-0.5 text-[11px] font-semibold leading-tight [overflow-wrap:anywhere] line-clamp-2";

function Entry({ e, copies }: { e: CalendarEntry; copies: boolean }) {
  const size = e.kind !== "block" ? e.size : null;
  const copy =
    copies && e.unit ? (
      <span className="sr-only">
        {" "}
        (copy {e.unit}
        {size ? `, size ${size}` : ""})
      </span>
    ) : null;
  if (e.kind === "booking") {
    // Number and first name on two lines: a phone's day cell is about 50 px wide. The copy's size, where copies carry one, beside the number.
    return (
      <li
        className={`${chip} bg-maroon-100 text-maroon-900`}
        title={`${e.number}${size ? ` (size ${size})` : ""} ${e.name ?? ""}`}
      >
        {e.number}
        {size ? <span aria-hidden="true"> · {size}</span> : null}{" "}
        <span className="block overflow-hidden font-normal [overflow-wrap:anywhere]">{e.name?.split(" ")[0]}</span>
        {copy}
      </li>
    );
  }
  if (e.kind === "buffer") {
    return (
      <li className={`${chip} bg-stone-200 text-stone-800`} title={`Buffer for ${e.number}`}>
        buffer<span className="sr-only"> for {e.number}</span>
        {copy}
      </li>
    );
  }
  return (
    <li className={`${chip} bg-amber-200 text-amber-950`} title={`Blocked: ${e.reason ?? "no reason"}`}>
      <span aria-hidden="true">{chipReason(e.reason) ?? "Blocked"}</span>
      <span className="sr-only">{e.reason ?? "Blocked"} (blocked)</span>
      {copy}
    </li>
  );
}

/**
 * The month as a table, Monday first: each day's bookings (number and first name), the
 * buffer days around them and the owner's blocks. Server-rendered, no script: it is a
 * picture of the month, and the actions live on the cards and forms below it.
 */
export function MonthCalendar({
  month,
  holds,
  today,
  copies,
}: {
  month: Month;
  holds: CalendarHold[];
  today: Day;
  copies: boolean;
}) {
  const entries = calendarEntries(holds, firstDay(month), lastDay(month));
  return (
    <table className="w-full min-w-0 max-w-full table-fixed border-collapse bg-white text-sm shadow-sm ring-1 ring-stone-200">
      <caption className="sr-only">{monthName(month)}: bookings, buffer days and blocks</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((long) => (
            <th key={long} scope="col" className="border-b border-stone-200 py-2 text-xs font-semibold text-stone-700">
              <abbr title={long} className="no-underline">
                {long.slice(0, 3)}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week, w) => (
          <tr key={w}>
            {week.map((day, i) => {
              if (!day) return <td key={i} className="border border-stone-200 bg-stone-50" />;
              const list = entries.get(day) ?? [];
              return (
                <td
                  key={day}
                  data-day={day}
                  aria-current={day === today ? "date" : undefined}
                  className={`h-20 border border-stone-200 p-0.5 align-top ${day === today ? "outline-2 -outline-offset-2 outline-maroon-700" : ""}`}
                >
                  <time dateTime={day} className="block px-0.5 text-xs font-bold text-stone-900">
                    {Number(day.slice(8))}
                  </time>
                  {list.length ? (
                    <ul className="space-y-0.5">
                      {list.map((e, i) => (
                        <Entry key={`${e.id}-${i}`} e={e} copies={copies} />
                      ))}
                    </ul>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the colours mean, in words too. */
export function CalendarLegend() {
  const item = "inline-flex items-center gap-1.5";
  const swatch = "inline-block h-3 w-5 rounded";
  return (
    <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
      <li className={item}>
        <span aria-hidden="true" className={`${swatch} bg-maroon-100 ring-1 ring-maroon-600`} /> Booked (pickup to
        return)
      </li>
      <li className={item}>
        <span aria-hidden="true" className={`${swatch} bg-stone-200 ring-1 ring-stone-400`} /> Buffer (cleaning,
        alterations)
      </li>
      <li className={item}>
        <span aria-hidden="true" className={`${swatch} bg-amber-200 ring-1 ring-amber-500`} /> Blocked by you
      </li>
    </ul>
  );
}
