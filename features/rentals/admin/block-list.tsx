import Link from "next/link";
import type { BlockView } from "../views";
import type { Day } from "@/lib/dates";
import { monthOf } from "../rules/calendar";
import { shortDay } from "../rules/owner-day";
import { RemoveBlock } from "./remove-block";

const span = (from: Day, to: Day, today: Day) =>
  from === to ? shortDay(from, today) : `${shortDay(from, today)} – ${shortDay(to, today)}`;

/** The Reservations page's "Blocked days": what is held, on which piece, why; each with its calendar and Remove. */
export function BlockList({ blocks, today }: { blocks: BlockView[]; today: Day }) {
  return (
    <ul className="grid gap-3 xl:grid-cols-2">
      {blocks.map((b) => {
        const label = `${b.title}, ${span(b.from, b.to, today)}, ${b.reason ?? "no reason"}`;
        return (
          <li key={b.blockId}>
            <article
              aria-labelledby={`block-${b.blockId}`}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200"
            >
              <div>
                <h2 id={`block-${b.blockId}`} className="font-bold text-amber-950">
                  {b.title}
                </h2>
                <p className="text-stone-800">
                  <span className="font-semibold">{span(b.from, b.to, today)}</span> · {b.reason ?? "No reason"}
                  {b.stock > 1 ? (
                    <span> · {b.units.length >= b.stock ? "all copies" : `copy ${b.units.join(", ")}`}</span>
                  ) : null}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Link
                  href={`/admin/reservations/piece/${b.productId}?month=${monthOf(b.from)}`}
                  className="inline-flex min-h-11 items-center rounded-full bg-white px-4 py-2 font-semibold ring-1 ring-stone-300"
                >
                  Calendar<span className="sr-only"> of {b.title}</span>
                </Link>
                <RemoveBlock blockId={b.blockId} label={label} />
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
