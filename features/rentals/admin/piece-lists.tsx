import Link from "next/link";
import type { ReservationView } from "../views";
import { STATUS_LABEL } from "../rules/status";
import type { Day } from "@/lib/dates";
import { groupBlocks } from "../rules/piece-calendar";
import { shortDay } from "../rules/owner-day";
import { RemoveBlock } from "./remove-block";

const span = (from: Day, to: Day, today: Day) =>
  from === to ? shortDay(from, today) : `${shortDay(from, today)} – ${shortDay(to, today)}`;

/** The month's bookings in words (the grid shows only numbers and first names); each opens its card. */
export function PieceStays({ stays, today, title }: { stays: ReservationView[]; today: Day; title: string }) {
  return (
    <section aria-labelledby="piece-stays" className="mt-8">
      <h2 id="piece-stays" className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      {stays.length ? (
        <ul className="mt-3 space-y-2">
          {stays.map((r) => (
            <li key={r.id}>
              <Link
                href={`/admin/reservations?q=${encodeURIComponent(r.number)}`}
                className="flex min-h-12 flex-wrap items-center justify-between gap-x-3 rounded-xl bg-white px-4 py-2 shadow-sm ring-1 ring-stone-200 hover:ring-maroon-600"
              >
                <span>
                  <span className="font-bold">{r.number}</span> {r.name}
                  {r.unit > 1 ? ` · copy ${r.unit}` : ""}
                </span>
                <span className="text-sm text-stone-700">
                  {span(r.from, r.to, today)} · {STATUS_LABEL[r.status]}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-stone-600">No bookings this month.</p>
      )}
    </section>
  );
}

/** Blocks from today on, one line per block however many copies it holds, each with Remove. */
export function PieceBlocks({ holds, stock, today }: { holds: ReservationView[]; stock: number; today: Day }) {
  const blocks = groupBlocks(holds);
  return (
    <section aria-labelledby="piece-blocks" className="mt-8">
      <h2 id="piece-blocks" className="text-lg font-bold text-stone-900">
        Blocked days
      </h2>
      {blocks.length ? (
        <ul className="mt-3 space-y-2">
          {blocks.map((b) => {
            const label = `${span(b.from, b.to, today)}, ${b.reason ?? "no reason"}`;
            return (
              <li
                key={b.blockId}
                data-testid="block-row"
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 px-4 py-2 ring-1 ring-amber-200"
              >
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  <span className="font-semibold">{span(b.from, b.to, today)}</span> · {b.reason ?? "No reason"}
                  {stock > 1 ? (
                    <span className="text-stone-700">
                      {" "}
                      · {b.units.length === stock ? "all copies" : `copy ${b.units.join(", ")}`}
                    </span>
                  ) : null}
                </span>
                <RemoveBlock blockId={b.blockId} label={label} />
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-2 text-stone-600">No days blocked from today on.</p>
      )}
    </section>
  );
}
