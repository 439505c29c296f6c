import Link from "next/link";
import { whatsappLink } from "@/lib/site/config";
import { localizedPath } from "@/lib/i18n/locales";
import { formatRupees } from "@/lib/format";
import type { Day } from "@/lib/dates";
import type { ReservationView } from "../views";
import { ownerReplyText } from "../rules/customer-messages";
import { shortDay, whatsappDigits } from "../rules/owner-day";
import type { Shop } from "./card-contact";
import { ENTRY_WORD, balanceText, signed } from "./money-words";

const button = "inline-flex min-h-11 items-center justify-center rounded-full px-4 py-2 font-semibold";

/**
 * The booking the owner just made for a customer: its R-number, the customer's booking page
 * (to send her), a WhatsApp message with it in her language, and what the books charge.
 */
export function OwnerBookingDone({ r, shop, today }: { r: ReservationView; shop: Shop; today: Day }) {
  const bookingUrl = r.bookingPath ? `${shop.url}${r.bookingPath}` : null;
  const text = ownerReplyText(
    {
      title: r.title,
      from: r.from,
      to: r.to,
      rent: r.rent,
      deposit: r.deposit,
      size: r.size,
      link: `${shop.url}${localizedPath(r.locale, r.href)}`,
      number: r.number,
      name: r.name,
      status: r.status,
      bookingUrl,
    },
    shop.name,
    r.locale,
  );
  const money = r.money;
  const charges = money?.entries.filter((e) => e.kind !== "payment" && e.kind !== "refund") ?? [];
  return (
    <section
      aria-labelledby="booked-heading"
      data-testid="owner-booking-done"
      className="mb-8 rounded-2xl bg-green-50 p-4 ring-1 ring-green-200"
    >
      <h2 id="booked-heading" className="text-xl font-bold text-green-900">
        {r.number} {r.status === "picked_up" ? "booked and picked up" : "booked and confirmed"}
      </h2>
      <p className="mt-1 text-stone-800">
        {r.name} · {r.title} · {shortDay(r.from, today)} to {shortDay(r.to, today)}
        {r.unitSize ? ` · size ${r.unitSize}` : ""} · copy {r.unit}
      </p>
      {bookingUrl ? (
        <p className="mt-3 text-sm">
          Her booking page:{" "}
          <a href={bookingUrl} data-testid="booking-link" className="font-semibold break-all text-maroon-800 underline">
            {bookingUrl}
          </a>
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {r.phone ? (
          <a
            href={whatsappLink(whatsappDigits(r.phone), text)}
            target="_blank"
            rel="noopener noreferrer"
            className={`${button} bg-green-700 text-white`}
          >
            Send on WhatsApp<span className="sr-only"> to {r.name}</span>
          </a>
        ) : null}
        <Link
          href={`/admin/reservations?q=${encodeURIComponent(r.number)}`}
          className={`${button} bg-white ring-1 ring-stone-300`}
        >
          Open its card<span className="sr-only"> ({r.number}: take a payment)</span>
        </Link>
        <Link href="/admin/reservations/new" className={`${button} bg-white ring-1 ring-stone-300`}>
          Book another
        </Link>
      </div>
      {money ? (
        <div className="mt-4">
          <h3 className="font-semibold text-stone-900">
            Charged {formatRupees(money.charged)} · {balanceText(money)}
          </h3>
          <ul data-testid="booking-charges" className="mt-1 divide-y divide-green-200 text-sm text-stone-800">
            {charges.map((e) => (
              <li key={e.id} className="flex flex-wrap justify-between gap-x-3 py-1">
                <span>
                  <span className="font-semibold">{ENTRY_WORD[e.kind]}</span>
                  {e.reason ? ` · ${e.reason}` : ""}
                </span>
                <span className="font-semibold tabular-nums">{signed(e.amount)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
