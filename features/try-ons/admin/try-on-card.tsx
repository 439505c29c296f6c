import type { Day } from "@/lib/dates";
import { displayPhone, formatRupees } from "@/lib/format";
import { shortDay } from "@/features/rentals/rules/owner-day";
import { holdTimeText } from "@/features/rentals/rules/holds";
import { formatSlot } from "@/lib/site/location";
import { indiaClock } from "../rules/slots";
import type { TryOnView } from "../views";
import { TryOnActions } from "./try-on-actions";

const STATUS: Record<TryOnView["status"], { text: string; tone: string }> = {
  booked: { text: "Booked", tone: "bg-sky-50 text-sky-900 ring-sky-200" },
  came: { text: "Here", tone: "bg-green-50 text-green-900 ring-green-200" },
  booked_out: { text: "Booked for her function", tone: "bg-green-50 text-green-900 ring-green-200" },
  cancelled: { text: "Cancelled", tone: "bg-stone-100 text-stone-700 ring-stone-200" },
  no_show: { text: "Did not come", tone: "bg-red-50 text-red-900 ring-red-200" },
};

/**
 * A try-on on the owner's Today and week: when, who, which copies to take out, and the one tap
 * each step needs (she came, book what she chose, cancel). A no-show reads "Did not come": her
 * pieces are free again.
 */
export function TryOnCard({ t, today }: { t: TryOnView; today: Day }) {
  const status = STATUS[t.status];
  const live = t.status === "booked" || t.status === "came";
  const { day, time } = indiaClock(new Date(t.start));
  return (
    <article
      aria-labelledby={`t-${t.id}`}
      className="rounded-2xl bg-white p-4 ring-1 ring-stone-200"
      data-testid="try-on-card"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`t-${t.id}`} className="font-bold text-maroon-900">
          <time dateTime={t.start}>
            {day === today ? "" : `${shortDay(day, today)}, `}
            {formatSlot(time)}
          </time>{" "}
          {t.name} · {t.number}
        </h3>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${status.tone}`}>{status.text}</span>
      </div>
      <p className="mt-1 text-sm text-stone-700">
        Room {t.room} ·{" "}
        <a href={`tel:${t.phone}`} className="font-semibold underline underline-offset-2">
          {displayPhone(t.phone)}
        </a>
      </p>
      <p className="mt-2 text-sm font-semibold">
        {t.pieces.length === 1 ? "1 piece to take out:" : `${t.pieces.length} pieces to take out:`}
      </p>
      <ul className="mt-1 list-disc pl-5 text-sm">
        {t.pieces.map((p) => (
          <li key={p.id}>
            {p.title}
            {p.size ? ` ${p.size}` : ""} (copy {p.copy}){p.rent ? ` · ${formatRupees(p.rent)}` : ""}
          </li>
        ))}
      </ul>
      {t.functionFrom && t.functionTo ? (
        <p className="mt-2 text-sm text-stone-700">
          Function: {shortDay(t.functionFrom, today)} – {shortDay(t.functionTo, today)}
          {t.heldUntil ? `, held until ${holdTimeText(new Date(t.heldUntil))}` : live ? ", no longer held" : ""}
        </p>
      ) : null}
      {live && t.status !== "no_show" ? <TryOnActions t={t} /> : null}
    </article>
  );
}
