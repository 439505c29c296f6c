import { formatRupees } from "@/lib/format";
import type { ReservationView } from "../views";
import { settleText } from "./money-words";

/**
 * The "to settle" list at a glance, from each booking's books: one line per booking (a
 * checkout's pieces together), "To refund ₹700" or "Owes ₹1,650", each a link to its card on
 * the same screen (`section` is the cards' heading id prefix), and, for several, what they come to in all.
 */
export function SettleList({
  items,
  label,
  section = "r",
}: {
  items: ReservationView[];
  label: string;
  section?: string;
}) {
  const bookings = new Map<string, ReservationView[]>();
  for (const r of items) if (r.money) bookings.set(r.orderId ?? r.id, [...(bookings.get(r.orderId ?? r.id) ?? []), r]);
  if (!bookings.size) return null;
  const all = [...bookings.values()];
  const toRefund = all.reduce((n, [r]) => n + r!.money!.refundDue, 0);
  const owed = all.reduce((n, [r]) => n + r!.money!.due, 0);
  return (
    <div className="mt-3 rounded-2xl bg-white p-3 text-sm shadow-sm ring-1 ring-stone-200">
      {all.length > 1 ? (
        <p data-testid="settle-totals" className="px-1 font-semibold text-stone-800">
          In all:{" "}
          {[
            toRefund ? `to refund ${formatRupees(toRefund)}` : null,
            owed ? `owed to the shop ${formatRupees(owed)}` : null,
          ]
            .filter(Boolean)
            .join(" · ") || "every booking here balances"}
        </p>
      ) : null}
      <ul aria-label={label}>
        {all.map((stays) => {
          const first = stays[0]!;
          const money = first.money!;
          return (
            <li key={first.orderId ?? first.id}>
              <a
                href={`#${section}-${first.id}`}
                data-testid="settle-line"
                className="flex min-h-11 flex-wrap items-center justify-between gap-x-3 rounded-lg px-1 py-1 hover:bg-stone-50"
              >
                <span>
                  <span className="font-semibold">{stays.map((s) => s.number).join(", ")}</span>{" "}
                  {first.name ?? "No name"}
                </span>
                <span className={`font-bold ${money.due ? "text-amber-900" : "text-teal-900"}`}>
                  {settleText(money)}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
