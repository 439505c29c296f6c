import Link from "next/link";
import type { ReservationView } from "../views";
import { STATUS_LABEL, type StatusWord } from "../rules/status";
import { displayPhone, formatRupees } from "@/lib/format";
import type { Day } from "@/lib/dates";
import { daysLate, lateText, shortDay } from "../rules/owner-day";
import { stayDays } from "../rules/terms";
import { lapseText } from "../rules/holds";
import { sameSize } from "../rules/sizes";
import { BookingPayments } from "./booking-payments";
import { BookingReminders } from "./booking-reminders";
import { CancelPhone } from "./cancel-phone";
import { CardContact, type Shop } from "./card-contact";
import { CardMoney } from "./card-money";
import { ChangeRequest } from "./change-request";
import { RenewLink } from "./renew-link";
import { ReturnForm } from "./return-form";
import { ReservationActions } from "./reservation-actions";

const BADGE: Record<StatusWord, string> = {
  requested: "bg-yellow-100 text-yellow-900",
  confirmed: "bg-blue-100 text-blue-900",
  picked_up: "bg-purple-100 text-purple-900",
  returned: "bg-teal-100 text-teal-900",
  settled: "bg-green-100 text-green-900",
  cancelled: "bg-stone-200 text-stone-800",
};

export type { Shop };

/**
 * One booking as the owner works it: who, what, when, its money from the booking's books (what
 * is still due or to refund, what came in), one-tap call and WhatsApp, the next step, the
 * money forms. `section` keeps its heading's id unique when one screen lists it twice (Today:
 * a hold to confirm that also asks for other days).
 */
export function ReservationCard({
  r,
  today,
  shop,
  section = "r",
  feeSoFar,
}: {
  r: ReservationView;
  today: Day;
  shop: Shop;
  section?: string;
  feeSoFar?: number;
}) {
  const late = r.status === "picked_up" ? daysLate(r.to, today) : 0;
  const days = stayDays(r.from, r.to);
  // A delivery reads as one (its day and address), not as a pickup at the shop.
  const delivery = r.fulfilment === "delivery";
  return (
    <article
      aria-labelledby={`${section}-${r.id}`}
      data-testid="reservation-card"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`${section}-${r.id}`} className="text-lg font-bold text-stone-900">
          {r.number} <span className="font-semibold text-stone-700">· {r.name ?? "No name"}</span>
        </h3>
        <span
          data-testid="reservation-status"
          className={`rounded-full px-3 py-1 text-sm font-semibold ${BADGE[r.status]}`}
        >
          {STATUS_LABEL[r.status]}
        </span>
      </div>
      <p className="mt-1">
        <Link href={r.href} className="font-semibold text-maroon-800 underline underline-offset-2">
          {r.title}
        </Link>
        {r.unitSize ? (
          <span className="text-stone-700" data-testid="copy-size">
            {" "}
            · copy {r.unit}, size {r.unitSize}
          </span>
        ) : null}
        {r.size && !(r.unitSize && sameSize(r.size, r.unitSize)) ? (
          <span className="text-stone-700">
            {" "}
            · {r.unitSize ? "she asked for size" : "size"} {r.size}
          </span>
        ) : null}
        {r.unit > 1 && !r.unitSize ? <span className="text-stone-700"> · copy {r.unit}</span> : null}
        {/* Issue #30: what the shop sends her (e-mails, reminders, the WhatsApp texts below) is in her language. */}
        {r.locale === "hi" ? (
          <span className="text-stone-700" data-testid="booked-in-hindi">
            {" "}
            · booked in Hindi: her messages go in <span lang="hi">हिन्दी</span>
          </span>
        ) : null}
      </p>
      {r.lapsesAt ? (
        <p
          data-testid="hold-lapses"
          className="mt-2 inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-900"
        >
          Waiting for you: <time dateTime={r.lapsesAt}>{lapseText(new Date(r.lapsesAt))}</time>
        </p>
      ) : null}
      {r.cancelReason === "lapsed" ? (
        <p className="mt-2 text-sm text-stone-700">Lapsed unconfirmed: its days were freed.</p>
      ) : null}
      {late ? (
        <p className="mt-2 inline-block rounded-full bg-red-100 px-3 py-1 text-sm font-bold text-red-900">
          {lateText(late)}
          {feeSoFar ? ` · late fee so far ${formatRupees(feeSoFar)}` : ""}
        </p>
      ) : null}
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-stone-600">{delivery ? "Delivery" : "Pickup"}</dt>
          <dd className="font-semibold">
            <time dateTime={r.from}>{shortDay(r.from, today)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">Return</dt>
          <dd className="font-semibold">
            <time dateTime={r.to}>{shortDay(r.to, today)}</time> ({days === 1 ? "1 day" : `${days} days`})
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">Rent</dt>
          <dd className="font-semibold">{formatRupees(r.rent)}</dd>
        </div>
        <div>
          <dt className="text-stone-600">Deposit</dt>
          <dd className="font-semibold">{formatRupees(r.deposit)}</dd>
        </div>
      </dl>
      {delivery ? (
        <p data-testid="delivery-address" className="mt-2 text-sm text-stone-800">
          <span className="text-stone-600">Deliver to:</span>{" "}
          <span className="whitespace-pre-line break-words">{r.address ?? "no address given: call her"}</span>
        </p>
      ) : null}
      {r.money ? <BookingPayments money={r.money} number={r.number} today={today} /> : null}
      {r.notes ? (
        <p className="mt-2 text-sm text-stone-700">
          <span className="text-stone-600">Notes:</span> {r.notes}
        </p>
      ) : null}
      {r.change ? (
        <ChangeRequest id={r.id} number={r.number} from={r.from} to={r.to} change={r.change} today={today} />
      ) : null}
      <CardContact r={r} shop={shop} />
      <ReservationActions
        id={r.id}
        number={r.number}
        status={r.status}
        from={r.from}
        today={today}
        pickedUpOn={r.pickedUpOn}
      />
      {r.status === "picked_up" ? <ReturnForm id={r.id} number={r.number} pickup={r.from} today={today} /> : null}
      <CardMoney r={r} today={today} />
      <BookingReminders reminders={r.reminders} number={r.number} delivery={delivery} />
      {r.bookingPath ? (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <a
            href={r.bookingPath}
            target="_blank"
            rel="noopener noreferrer"
            className="min-h-11 content-center px-1 font-semibold text-maroon-800 underline underline-offset-2"
          >
            Customer&apos;s booking page<span className="sr-only"> for {r.number} (opens in a new tab)</span>
          </a>
          <RenewLink id={r.id} number={r.number} />
        </div>
      ) : null}
      {r.phone && r.status === "requested" ? (
        <div className="mt-2">
          <CancelPhone phone={r.phone} shown={displayPhone(r.phone)} today={today} />
        </div>
      ) : null}
    </article>
  );
}
