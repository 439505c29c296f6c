import Image from "next/image";
import Link from "next/link";
import { FulfilmentNote } from "@/components/cart/fulfilment-note";
import { whatsappLink, type SiteConfig } from "@/lib/content/site";
import type { ShopVisit } from "@/lib/content/shop-visit";
import { formatDay } from "@/lib/dates";
import { formatRupees, indiaToday } from "@/lib/format";
import { translator } from "@/lib/i18n/server";
import { holdTimeText } from "../rules/holds";
import { customerWhatsappText } from "../rules/messages";
import { STATUS_LABEL } from "../rules/status";
import type { CustomerBooking, CustomerStay } from "../views";
import { CancelBooking } from "./cancel-booking";
import { ChangeDays } from "./change-days";
import { PayOnline } from "./pay-online";

const SHORT: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short", year: "numeric" };
const button = "inline-flex min-h-11 items-center rounded-full px-5 py-2 font-semibold";

const CANCELLED_BY: Record<NonNullable<CustomerStay["cancelReason"]>, string> = {
  lapsed: "Cancelled: the shop did not confirm it in time, so its days were freed.",
  owner: "Cancelled by the shop.",
  order: "Cancelled with its order.",
  customer: "You cancelled it.",
};

/** "Sat, 5 Dec 2026 to Mon, 7 Dec 2026" (one day: just that day). */
function daysText(from: string, to: string): string {
  return from === to ? formatDay(from, SHORT) : `${formatDay(from, SHORT)} to ${formatDay(to, SHORT)}`;
}

/** Her latest request for other days, and the shop's answer to it. */
function changeText(change: NonNullable<CustomerStay["change"]>): string {
  const days = daysText(change.from, change.to);
  if (change.status === "requested") return `You asked for ${days}: waiting for the shop's answer.`;
  if (change.status === "declined") return `The shop could not move it to ${days}.`;
  return `Moved to ${days} at your request.`;
}

/** "Returned Thu, 26 Nov 2026, 2 days late: late fee ₹800, damage ₹1,500, ₹2,700 refunded." */
function returnedText(r: NonNullable<CustomerStay["returned"]>): string {
  const late = r.daysLate ? `, ${r.daysLate} ${r.daysLate === 1 ? "day" : "days"} late` : "";
  const charges = [r.lateFee ? `late fee ${formatRupees(r.lateFee)}` : "", r.damage ? `damage ${formatRupees(r.damage)}` : ""].filter(Boolean).join(", ");
  const money = r.owed ? `${formatRupees(r.owed)} more than the deposit is due` : r.refunded !== null ? `${formatRupees(r.refunded)} refunded` : `${formatRupees(r.refundDue)} to be refunded`;
  return `Returned ${formatDay(r.returnedOn, SHORT)}${late}${charges ? `: ${charges}` : ""}; ${money}.`;
}

/** The customer's booking page: each piece, its days and status, the money, and what she can do. */
export function CustomerBookingView({ booking, site, shop, backFromRazorpay = false }: { booking: CustomerBooking; site: SiteConfig; shop: ShopVisit; backFromRazorpay?: boolean }) {
  const apiPath = `/api/bookings/${booking.path.slice("/booking/".length)}`;
  const cancellable = booking.stays.filter((s) => s.cancelUntil);
  const live = booking.stays.filter((s) => s.status !== "cancelled");
  const numbers = booking.stays.map((s) => s.number).join(", ");
  const today = indiaToday();
  const text = customerWhatsappText(live.map((s) => ({ ...s, link: `${site.url}${booking.path}` })));
  return (
    <article className="space-y-6">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-maroon-700">Your booking</p>
        <h1 className="font-display text-3xl font-bold text-maroon-800" data-testid="booking-numbers">
          {numbers}
        </h1>
        <p className="mt-1 text-stone-700">
          {booking.name ? `For ${booking.name}, booked` : "Booked"} on {formatDay(booking.placedAt.slice(0, 10), SHORT)}. Keep this page&apos;s link: it is your booking&apos;s key, so share it only
          with people you trust.
        </p>
      </header>
      <ul aria-label="Pieces in this booking" className="space-y-4">
        {booking.stays.map((s) => (
          <StayCard key={s.number} stay={s} apiPath={apiPath} cancelOne={cancellable.length > 1} today={today} />
        ))}
      </ul>
      {live.length ? (
        <section aria-label="Money" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
          <h2 className="font-display text-xl font-bold text-maroon-800">To pay</h2>
          {backFromRazorpay && booking.online ? (
            <p role="status" data-testid="razorpay-back" className="mt-2 rounded-lg bg-green-50 p-3 text-sm font-semibold text-green-900">
              Thank you: Razorpay has your payment. It shows here as paid as soon as Razorpay tells the shop, usually within a minute; reload this page to see it.
            </p>
          ) : null}
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-stone-800">
            <dt>Rent</dt>
            <dd className="text-right tabular-nums" data-testid="booking-rent">
              {formatRupees(booking.rent)}
            </dd>
            <dt>Refundable deposit</dt>
            <dd className="text-right tabular-nums" data-testid="booking-deposit">
              {formatRupees(booking.deposit)}
            </dd>
            <dt className="font-bold">Total</dt>
            <dd className="text-right font-bold tabular-nums">{formatRupees(booking.rent + booking.deposit)}</dd>
            <dt>Paid</dt>
            <dd className="text-right tabular-nums" data-testid="booking-paid">
              {formatRupees(booking.paid)}
            </dd>
            <dt className="font-bold">Still due</dt>
            <dd className="text-right font-bold tabular-nums" data-testid="booking-due">
              {formatRupees(booking.due)}
            </dd>
          </dl>
          {live.some((s) => s.returned) ? <DepositBack booking={booking} /> : null}
          {booking.upi ? (
            <UpiPay upi={booking.upi} />
          ) : (
            <p className="mt-2 text-sm text-stone-700">
              {booking.due ? `What is still due is paid ${booking.online ? "online or " : ""}at pickup; the deposit` : "The deposit"} comes back when the piece is returned as it went.
            </p>
          )}
          {booking.online ? <OnlinePay apiPath={apiPath} amount={booking.online.amount} /> : null}
        </section>
      ) : null}
      {booking.fulfilment ? <FulfilmentNote placed={booking.fulfilment} shop={shop} t={translator("en", "cart")} /> : null}
      <div className="flex flex-wrap gap-3">
        {live.length ? (
          <a href={`${apiPath}/calendar`} download className={`${button} bg-white text-maroon-800 ring-1 ring-maroon-200 hover:bg-maroon-50`}>
            Add to my calendar (.ics)
          </a>
        ) : null}
        <a
          href={whatsappLink(site.whatsappNumber, live.length ? text : `Hello! About my booking ${numbers}.`)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${button} bg-green-700 text-white hover:bg-green-800`}
        >
          WhatsApp the shop<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a href={`tel:${site.phones[0].replace(/\s/g, "")}`} className={`${button} bg-maroon-700 text-white hover:bg-maroon-800`}>
          Call {site.phones[0]}
        </a>
      </div>
      {cancellable.length || booking.stays.some((s) => s.cancelReason === "customer") ? (
        // Kept, in the same shape, once nothing is left to cancel: her "Cancelled: R-…" line
        // is the component's own state and must stay on screen after the page is read again.
        <section aria-label="Cancel" className={cancellable.length ? "rounded-2xl bg-stone-50 p-4 text-sm text-stone-700" : "text-sm"}>
          {cancellable.length ? <p>Plans changed? You can cancel here until {holdTimeText(new Date(earliest(cancellable)))} (India time); after that, please call the shop.</p> : null}
          <div className="mt-3">
            <CancelBooking
              apiPath={apiPath}
              done={!cancellable.length}
              label={cancellable.length > 1 ? "Cancel the whole booking" : `Cancel ${cancellable[0]?.number ?? ""}`}
              question={`Cancel ${cancellable.map((s) => s.number).join(", ")}? The days become free for other customers at once, and this cannot be undone here.`}
            />
          </div>
        </section>
      ) : null}
    </article>
  );
}

/** What her deposit paid for once the pieces came back: late fee, damage, the refund due and what was refunded. */
function DepositBack({ booking }: { booking: CustomerBooking }) {
  const owed = booking.stays.reduce((n, s) => n + (s.returned?.owed ?? 0), 0);
  return (
    <div className="mt-4 border-t border-stone-200 pt-4">
      <h3 className="font-bold text-maroon-800">Your deposit</h3>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-stone-800">
        <dt>Late fee</dt>
        <dd className="text-right tabular-nums" data-testid="booking-late-fee">
          {formatRupees(booking.lateFee)}
        </dd>
        <dt>Damage</dt>
        <dd className="text-right tabular-nums" data-testid="booking-damage">
          {formatRupees(booking.damage)}
        </dd>
        <dt className="font-bold">Refund due</dt>
        <dd className="text-right font-bold tabular-nums" data-testid="booking-refund-due">
          {formatRupees(booking.refundDue)}
        </dd>
        <dt>Refunded</dt>
        <dd className="text-right tabular-nums" data-testid="booking-refunded">
          {formatRupees(booking.refunded)}
        </dd>
      </dl>
      {owed ? <p className="mt-2 text-sm font-semibold text-red-900">The late fee and damage came to {formatRupees(owed)} more than the deposit: that is part of what is still due.</p> : null}
    </div>
  );
}

/** Pay online through Razorpay (RAZORPAY_* set): card, UPI, netbanking or a wallet on Razorpay's own page. */
function OnlinePay({ apiPath, amount }: { apiPath: string; amount: number }) {
  return (
    <div className="mt-4 flex flex-col items-center gap-2 border-t border-stone-200 pt-4 text-center">
      <PayOnline apiPath={apiPath} label={`Pay ${formatRupees(amount)} online`} className={`${button} bg-white text-maroon-800 ring-1 ring-maroon-200 hover:bg-maroon-50`} />
      <p className="text-sm text-stone-700">
        By card, UPI, netbanking or a wallet, on Razorpay&apos;s secure page: this shop never sees your card number or UPI PIN. Your booking is confirmed as soon as the payment goes through.
      </p>
    </div>
  );
}

/** Pay by UPI: the QR code for a phone held up to the screen, the link for the phone this page is open on, and the UPI id to copy. */
function UpiPay({ upi }: { upi: NonNullable<CustomerBooking["upi"]> }) {
  const amount = formatRupees(upi.amount);
  return (
    <div className="mt-4 flex flex-col items-center gap-3 border-t border-stone-200 pt-4 text-center">
      <figure>
        {/* Drawn on the server from the shop's own UPI link (qrcode): no outside image service. */}
        <div role="img" aria-label={`UPI QR code for ${amount} to ${upi.id}`} className="h-48 w-48 bg-white [&>svg]:h-full [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: upi.svg }} />
        <figcaption className="mt-1 text-sm text-stone-700">Scan with any UPI app</figcaption>
      </figure>
      <a href={upi.link} data-testid="upi-pay" className={`${button} bg-maroon-700 text-white hover:bg-maroon-800`}>
        Pay {amount} by UPI
      </a>
      <p className="text-sm text-stone-700">
        Or pay {amount} to the UPI id <span className="select-all font-mono font-semibold text-stone-900">{upi.id}</span>. The shop confirms your booking once it sees the payment; the deposit comes
        back when the piece is returned as it went.
      </p>
    </div>
  );
}

function StayCard({ stay: s, apiPath, cancelOne, today }: { stay: CustomerStay; apiPath: string; cancelOne: boolean; today: string }) {
  return (
    <li data-testid="booking-stay" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <div className="flex gap-4">
        {s.image ? <Image src={s.image} alt="" width={96} height={128} className="h-32 w-24 shrink-0 rounded-lg object-cover" /> : null}
        <div className="min-w-0 space-y-1">
          <p className="font-bold">
            {s.number} ·{" "}
            <Link href={s.href} className="text-maroon-800 underline underline-offset-2">
              {s.title}
            </Link>
            {s.size ? ` (size ${s.size})` : ""}
          </p>
          <p>
            Pickup {formatDay(s.from, SHORT)} · Return {formatDay(s.to, SHORT)}
          </p>
          <p data-testid="stay-status">
            <span className="font-semibold">{STATUS_LABEL[s.status]}</span>
            {s.lapsesAt ? ` · held until ${holdTimeText(new Date(s.lapsesAt))} (India time) unless the shop confirms it` : ""}
          </p>
          {s.cancelReason ? <p className="text-sm text-stone-700">{CANCELLED_BY[s.cancelReason]}</p> : null}
          {s.change ? (
            <p data-testid="stay-change" className={`text-sm ${s.change.status === "requested" ? "font-semibold text-amber-900" : "text-stone-700"}`}>
              {changeText(s.change)}
            </p>
          ) : null}
          <p className="text-sm text-stone-700">
            Rent {formatRupees(s.rent)} · refundable deposit {formatRupees(s.deposit)}
          </p>
          {s.returned ? (
            <p className="text-sm text-stone-700" data-testid="stay-returned">
              {returnedText(s.returned)}
            </p>
          ) : null}
          {cancelOne && s.cancelUntil ? (
            <CancelBooking apiPath={apiPath} number={s.number} label={`Cancel ${s.number} only`} question={`Cancel ${s.number} (${s.title})? Its days become free for other customers at once.`} />
          ) : null}
        </div>
      </div>
      {s.canChange ? (
        <div className="mt-3">
          {/* Keyed by the stay's days: once the shop moves it, the form starts from the new ones. */}
          <ChangeDays
            key={`${s.from}/${s.to}`}
            apiPath={apiPath}
            number={s.number}
            from={s.from}
            to={s.to}
            pickedUp={s.status === "picked_up"}
            waiting={s.change?.status === "requested"}
            today={today}
          />
        </div>
      ) : null}
    </li>
  );
}

function earliest(stays: CustomerStay[]): number {
  return Math.min(...stays.map((s) => new Date(s.cancelUntil!).getTime()));
}
