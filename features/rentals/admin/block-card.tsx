import Link from "next/link";
import type { ReservationView } from "../views";
import type { Day } from "@/lib/dates";
import { monthOf } from "../rules/calendar";
import { shortDay } from "../rules/owner-day";
import { EndBlock } from "./end-block";

/** A block on Today: a fitting, a repair, alterations — what, which piece, until when. */
export function BlockCard({ b, today }: { b: ReservationView; today: Day }) {
  return (
    <article aria-labelledby={`b-${b.id}`} className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <h3 id={`b-${b.id}`} className="font-bold text-amber-950">
        {b.reason ?? "Blocked"}
      </h3>
      <p className="mt-1">
        <Link href={b.href} className="font-semibold text-maroon-800 underline underline-offset-2">
          {b.title}
        </Link>
      </p>
      <p className="mt-1 text-sm text-stone-800">
        {b.from === b.to ? (
          <time dateTime={b.from}>{shortDay(b.from, today)}</time>
        ) : (
          <>
            <time dateTime={b.from}>{shortDay(b.from, today)}</time> –{" "}
            <time dateTime={b.to}>{shortDay(b.to, today)}</time>
          </>
        )}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          href={`/admin/reservations/piece/${b.productId}?month=${monthOf(today)}`}
          className="inline-flex min-h-11 items-center rounded-full bg-white px-4 py-2 font-semibold ring-1 ring-stone-300"
        >
          Calendar<span className="sr-only"> of {b.title}</span>
        </Link>
        {/* A repair block from a damaged return runs until she says the piece is mended. */}
        {b.blockId && b.reason?.startsWith("Repair:") ? <EndBlock blockId={b.blockId} title={b.title} /> : null}
      </div>
    </article>
  );
}
