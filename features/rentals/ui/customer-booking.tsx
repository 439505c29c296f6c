import { Fragment } from "react";
import Image from "next/image";
import Link from "@/components/ui/link";
import { FulfilmentNote } from "@/features/shop/ui/fulfilment-note";
import { whatsappLink, type SiteConfig } from "@/lib/site/config";
import type { ShopVisit } from "@/lib/site/visit";
import { formatDay } from "@/lib/dates";
import { formatRupees, indiaToday } from "@/lib/format";
import { holdTimeText, lastMinuteText } from "../rules/holds";
import { customerWhatsappText } from "../rules/messages";
import { STATUS_LABEL } from "../rules/status";
import type { CustomerBooking, CustomerStay } from "../views";
import { CancelBooking } from "./cancel-booking";
import { ChangeDays } from "./change-days";
import { PayOnline } from "./pay-online";
import { BookingAccount } from "./booking-account";
import { translator } from "@/lib/i18n/server";
import { catalogueFor } from "@/messages";
import { PageMessages } from "@/lib/i18n/page-messages";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { pluralKey } from "@/lib/i18n/plural";

type Words = ReturnType<typeof translator<"bookingPage">>;

const SHORT: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short", year: "numeric" };
const button = "inline-flex min-h-11 items-center rounded-full px-5 py-2 font-semibold";

function cancelledBy(reason: NonNullable<CustomerStay["cancelReason"]>, t: Words): string {
  if (reason === "lapsed") return t("cancelledLapsed");
  if (reason === "owner") return t("cancelledByShop");
  if (reason === "order") return t("cancelledWithOrder");
  return t("cancelledByYou");
}

/** Her booking's status in words ("Picked up"; in Hindi "ले जाया गया"). */
function statusLabel(status: CustomerStay["status"], t: Words, locale: Locale): string {
  if (locale === "en") return STATUS_LABEL[status];
  if (status === "requested") return t("statusRequested");
  if (status === "confirmed") return t("statusConfirmed");
  if (status === "picked_up") return t("statusPickedUp");
  if (status === "returned") return t("statusReturned");
  if (status === "settled") return t("statusSettled");
  return t("statusCancelled");
}

/** "Sat, 5 Dec 2026 to Mon, 7 Dec 2026" (one day: just that day). */
function daysText(from: string, to: string, t: Words, locale: Locale): string {
  return from === to
    ? formatDay(from, SHORT, locale)
    : t("daysFromTo", { from: formatDay(from, SHORT, locale), to: formatDay(to, SHORT, locale) });
}

/** Her latest request for other days, and the shop's answer to it. */
function changeText(change: NonNullable<CustomerStay["change"]>, t: Words, locale: Locale): string {
  const days = daysText(change.from, change.to, t, locale);
  if (change.status === "requested") return t("changeRequested", { days });
  if (change.status === "declined") return t("changeDeclined", { days });
  return t("changeApproved", { days });
}

/** "Returned Thu, 26 Nov 2026, 2 days late: late fee ₹800, damage ₹1,500, ₹2,700 refunded." */
function returnedText(r: NonNullable<CustomerStay["returned"]>, t: Words, locale: Locale): string {
  const late = r.daysLate ? `, ${t(pluralKey(locale, "daysLate", r.daysLate), { count: r.daysLate })}` : "";
  const charges = [
    r.lateFee ? t("lateFeeAmount", { amount: formatRupees(r.lateFee) }) : "",
    r.damage ? t("damageAmount", { amount: formatRupees(r.damage) }) : "",
  ]
    .filter(Boolean)
    .join(", ");
  const day = formatDay(r.returnedOn, SHORT, locale);
  // With more pieces than one, the booking's account below says once what is owed either way.
  if (r.refundDue === null || r.owed === null)
    return t("returnedPiece", { day, late, charges: charges ? `: ${charges}` : "" });
  const money = r.owed
    ? t("moreThanDeposit", { amount: formatRupees(r.owed) })
    : r.refunded !== null
      ? t("refunded", { amount: formatRupees(r.refunded) })
      : t("toBeRefunded", { amount: formatRupees(r.refundDue) });
  return t("returnedLine", { day, late, charges: charges ? `: ${charges}` : "", money });
}

/** The customer's booking page: each piece, its days and status, the money, and what she can do. */
export function CustomerBookingView({
  booking,
  site,
  shop,
  backFromRazorpay = false,
  locale = "en",
}: {
  booking: CustomerBooking;
  site: SiteConfig;
  shop: ShopVisit;
  backFromRazorpay?: boolean;
  locale?: Locale;
}) {
  const t = translator(locale, "bookingPage");
  const money = moneyOf(booking);
  const apiPath = `/api/bookings/${booking.path.slice("/booking/".length)}`;
  const cancellable = booking.stays.filter((s) => s.cancelUntil);
  const live = booking.stays.filter((s) => s.status !== "cancelled");
  const numbers = booking.stays.map((s) => s.number).join(", ");
  const today = indiaToday();
  // A delivery is named as one, with the address she gave, in her message to the shop.
  const delivery = booking.fulfilment?.fulfilment === "delivery";
  const deliverTo = delivery ? booking.fulfilment!.address : null;
  const text = customerWhatsappText(
    live.map((s) => ({ ...s, deliverTo, link: `${site.url}${localizedPath(locale, booking.path)}` })),
    locale,
  );
  // The day she booked, in India time (the shop's day), not the UTC date of the moment.
  const bookedOn = formatDay(indiaToday(new Date(booking.placedAt)), SHORT, locale);
  return (
    // Her buttons' words (cancel, other days, pay online) travel with this page only.
    <PageMessages messages={{ booking: catalogueFor(locale).booking }}>
      <article className="space-y-6">
        <header>
          <p className="text-sm font-semibold uppercase tracking-wide text-maroon-700">{t("eyebrow")}</p>
          <h1 className="font-display text-3xl font-bold text-maroon-800" data-testid="booking-numbers">
            {numbers}
          </h1>
          <p className="mt-1 text-stone-700">
            {booking.name ? t("bookedFor", { name: booking.name, day: bookedOn }) : t("booked", { day: bookedOn })}{" "}
            {t("keepLink")}
          </p>
        </header>
        <ul aria-label={t("piecesLabel")} className="space-y-4">
          {booking.stays.map((s) => (
            <StayCard
              key={s.number}
              stay={s}
              apiPath={apiPath}
              cancelOne={cancellable.length > 1}
              today={today}
              locale={locale}
            />
          ))}
        </ul>
        {live.length || money.paid || money.refundDue ? (
          <section
            aria-labelledby="booking-money"
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
            data-keep-clear
          >
            <h2 id="booking-money" className="font-display text-xl font-bold text-maroon-800">
              {t("moneyHeading")}
            </h2>
            {backFromRazorpay && booking.online ? (
              <p
                role="status"
                data-testid="razorpay-back"
                className="mt-2 rounded-lg bg-green-50 p-3 text-sm font-semibold text-green-900"
              >
                {t("razorpayBack")}
              </p>
            ) : null}
            <MoneyFigures booking={booking} money={money} returned={live.some((s) => s.returned)} t={t} />
            {booking.upi ? (
              <UpiPay upi={booking.upi} t={t} />
            ) : (
              <p className="mt-2 text-sm text-stone-700">
                {money.refundDue
                  ? t("shopOwesNote", { amount: formatRupees(money.refundDue) })
                  : money.due
                    ? delivery
                      ? booking.online
                        ? t("dueOnlineOrDelivery")
                        : t("dueOnDelivery")
                      : booking.online
                        ? t("dueOnlineOrPickup")
                        : t("dueAtPickup")
                    : t("nothingDue")}
              </p>
            )}
            {money.depositHeld > 0 ? (
              <p className="mt-2 text-sm text-stone-700" data-testid="booking-deposit-held">
                {t("depositHeld", { amount: formatRupees(money.depositHeld) })}
              </p>
            ) : null}
            {booking.online ? <OnlinePay apiPath={apiPath} amount={booking.online.amount} t={t} /> : null}
            <BookingAccount entries={money.entries} locale={locale} />
          </section>
        ) : null}
        {booking.fulfilment ? (
          <FulfilmentNote placed={booking.fulfilment} shop={shop} t={translator(locale, "cart")} />
        ) : null}
        <div className="flex flex-wrap gap-3">
          {live.length ? (
            <a
              href={`${apiPath}/calendar`}
              download
              className={`${button} bg-white text-maroon-800 ring-1 ring-maroon-200 hover:bg-maroon-50`}
            >
              {t("addToCalendar")}
            </a>
          ) : null}
          <a
            href={whatsappLink(site.whatsappNumber, live.length ? text : t("whatsappAbout", { numbers }))}
            target="_blank"
            rel="noopener noreferrer"
            className={`${button} bg-green-700 text-white hover:bg-green-800`}
          >
            {t("whatsappShop")}
            <span className="sr-only"> {t("newTab")}</span>
          </a>
          <a
            href={`tel:${site.phones[0].replace(/\s/g, "")}`}
            className={`${button} bg-maroon-700 text-white hover:bg-maroon-800`}
          >
            {t("call", { phone: site.phones[0] })}
          </a>
        </div>
        {cancellable.length || booking.stays.some((s) => s.cancelReason === "customer") ? (
          // Kept, in the same shape, once nothing is left to cancel: her "Cancelled: R-…" line
          // is the component's own state and must stay on screen after the page is read again.
          <section
            aria-label={t("cancelLabel")}
            className={cancellable.length ? "rounded-2xl bg-stone-50 p-4 text-sm text-stone-700" : "text-sm"}
          >
            {cancellable.length ? (
              <p>{t("cancelUntil", { time: lastMinuteText(new Date(earliest(cancellable)), locale) })}</p>
            ) : null}
            <div className="mt-3">
              <CancelBooking
                apiPath={apiPath}
                done={!cancellable.length}
                numbers={cancellable.map((s) => s.number).join(", ")}
                label={
                  cancellable.length > 1
                    ? t("cancelWhole")
                    : t("cancelNumber", { number: cancellable[0]?.number ?? "" })
                }
                question={t("cancelQuestion", { numbers: cancellable.map((s) => s.number).join(", ") })}
              />
            </div>
          </section>
        ) : null}
      </article>
    </PageMessages>
  );
}

/** Her booking's books in figures (features/rentals/rules/ledger.ts): each charge not zero, the total, what moved, and where she stands. */
function MoneyFigures({
  booking,
  money,
  returned,
  t,
}: {
  booking: CustomerBooking;
  money: Money;
  returned: boolean;
  t: Words;
}) {
  // What the fees and damage came to beyond the deposits of the pieces back, as far as it is still unpaid.
  const backDeposits = booking.stays.reduce((n, s) => n + (s.returned ? s.deposit : 0), 0);
  const owed = Math.min(money.due, Math.max(0, booking.lateFee + booking.damage - backDeposits));
  // A deposit released at a return leaves what she is charged: the charges above add up to the total.
  const released =
    money.charged -
    (booking.rent +
      booking.deposit +
      money.delivery +
      money.goods +
      booking.lateFee +
      booking.damage +
      money.adjustments);
  const row = (label: string, amount: number, testId: string, bold = false) => (
    <Fragment key={testId}>
      <dt className={bold ? "font-bold" : undefined}>{label}</dt>
      <dd className={`text-right tabular-nums${bold ? " font-bold" : ""}`} data-testid={testId}>
        {amount < 0 ? `−${formatRupees(-amount)}` : formatRupees(amount)}
      </dd>
    </Fragment>
  );
  return (
    <>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-stone-800">
        {row(t("rent"), booking.rent, "booking-rent")}
        {row(t("deposit"), booking.deposit, "booking-deposit")}
        {released ? row(t("depositBack"), released, "booking-deposit-back") : null}
        {money.delivery ? row(t("delivery"), money.delivery, "booking-delivery") : null}
        {money.goods ? row(t("goods"), money.goods, "booking-goods") : null}
        {booking.lateFee || returned ? row(t("lateFee"), booking.lateFee, "booking-late-fee") : null}
        {booking.damage || returned ? row(t("damage"), booking.damage, "booking-damage") : null}
        {money.adjustments ? row(t("adjustments"), money.adjustments, "booking-adjustments") : null}
        {row(t("total"), money.charged, "booking-charged", true)}
        {row(t("paid"), booking.paid, "booking-paid")}
        {booking.refunded || returned ? row(t("refundedLabel"), booking.refunded, "booking-refunded") : null}
        {/* Owed back to her, or still to pay: never both. */}
        {money.refundDue || returned ? row(t("refundDue"), money.refundDue, "booking-refund-due", true) : null}
        {money.refundDue ? null : row(t("stillDue"), money.due, "booking-due", true)}
      </dl>
      {owed ? (
        <p className="mt-2 text-sm font-semibold text-red-900">{t("owedNote", { amount: formatRupees(owed) })}</p>
      ) : null}
    </>
  );
}

/** Pay online through Razorpay (RAZORPAY_* set): card, UPI, netbanking or a wallet on Razorpay's own page. */
function OnlinePay({ apiPath, amount, t }: { apiPath: string; amount: number; t: Words }) {
  return (
    <div className="mt-4 flex flex-col items-center gap-2 border-t border-stone-200 pt-4 text-center">
      <PayOnline
        apiPath={apiPath}
        label={t("payOnline", { amount: formatRupees(amount) })}
        className={`${button} bg-white text-maroon-800 ring-1 ring-maroon-200 hover:bg-maroon-50`}
      />
      <p className="text-sm text-stone-700">{t("payOnlineNote")}</p>
    </div>
  );
}

/** Pay by UPI: the QR code for a phone held up to the screen, the link for the phone this page is open on, and the UPI id to copy. */
function UpiPay({ upi, t }: { upi: NonNullable<CustomerBooking["upi"]>; t: Words }) {
  const amount = formatRupees(upi.amount);
  return (
    <div className="mt-4 flex flex-col items-center gap-3 border-t border-stone-200 pt-4 text-center">
      <figure>
        {/* Drawn on the server from the shop's own UPI link (qrcode): no outside image service. */}
        <div
          role="img"
          aria-label={t("upiQrLabel", { amount, id: upi.id })}
          className="h-48 w-48 bg-white [&>svg]:h-full [&>svg]:w-full"
          dangerouslySetInnerHTML={{ __html: upi.svg }}
        />
        <figcaption className="mt-1 text-sm text-stone-700">{t("upiScan")}</figcaption>
      </figure>
      <a href={upi.link} data-testid="upi-pay" className={`${button} bg-maroon-700 text-white hover:bg-maroon-800`}>
        {t("upiPay", { amount })}
      </a>
      <p className="text-sm text-stone-700">
        {t("upiIdBefore", { amount })}{" "}
        <span className="select-all font-mono font-semibold text-stone-900">{upi.id}</span>
        {t("upiIdAfter")}
      </p>
    </div>
  );
}

function StayCard({
  stay: s,
  apiPath,
  cancelOne,
  today,
  locale,
}: {
  stay: CustomerStay;
  apiPath: string;
  cancelOne: boolean;
  today: string;
  locale: Locale;
}) {
  const t = translator(locale, "bookingPage");
  return (
    <li data-testid="booking-stay" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <div className="flex gap-4">
        {s.image ? (
          <Image src={s.image} alt="" width={96} height={128} className="h-32 w-24 shrink-0 rounded-lg object-cover" />
        ) : null}
        <div className="min-w-0 space-y-1">
          <p className="font-bold">
            {s.number} ·{" "}
            <Link href={localizedPath(locale, s.href)} className="text-maroon-800 underline underline-offset-2">
              {s.title}
            </Link>
            {s.size ? ` ${t("sizeNote", { size: s.size })}` : ""}
          </p>
          <p data-testid="stay-days">
            {t(s.fulfilment === "delivery" ? "deliveryReturn" : "pickupReturn", {
              from: formatDay(s.from, SHORT, locale),
              to: formatDay(s.to, SHORT, locale),
            })}
          </p>
          <p data-testid="stay-status">
            <span className="font-semibold">{statusLabel(s.status, t, locale)}</span>
            {s.lapsesAt ? ` · ${t("heldUntil", { time: holdTimeText(new Date(s.lapsesAt), locale) })}` : ""}
          </p>
          {s.cancelReason ? <p className="text-sm text-stone-700">{cancelledBy(s.cancelReason, t)}</p> : null}
          {s.change ? (
            <p
              data-testid="stay-change"
              className={`text-sm ${s.change.status === "requested" ? "font-semibold text-amber-900" : "text-stone-700"}`}
            >
              {changeText(s.change, t, locale)}
            </p>
          ) : null}
          <p className="text-sm text-stone-700" data-keep-clear>
            {t("rentAndDeposit", { rent: formatRupees(s.rent), deposit: formatRupees(s.deposit) })}
          </p>
          {s.returned ? (
            <p className="text-sm text-stone-700" data-testid="stay-returned">
              {returnedText(s.returned, t, locale)}
            </p>
          ) : null}
          {cancelOne && s.cancelUntil ? (
            <CancelBooking
              apiPath={apiPath}
              number={s.number}
              label={t("cancelOnly", { number: s.number })}
              question={t("cancelOneQuestion", { number: s.number, title: s.title })}
            />
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

/** Her booking's figures from the books; a booking read before the ledger's figures (an older fixture) counts rent and deposit alone. */
type Money = Pick<
  CustomerBooking,
  "charged" | "paid" | "due" | "refundDue" | "depositHeld" | "delivery" | "goods" | "adjustments" | "entries"
>;
function moneyOf(b: CustomerBooking): Money {
  return {
    charged: b.charged ?? b.rent + b.deposit + b.lateFee + b.damage,
    paid: b.paid,
    due: b.due,
    refundDue: b.refundDue,
    depositHeld: b.depositHeld ?? 0,
    delivery: b.delivery ?? 0,
    goods: b.goods ?? 0,
    adjustments: b.adjustments ?? 0,
    entries: b.entries ?? [],
  };
}

function earliest(stays: CustomerStay[]): number {
  return Math.min(...stays.map((s) => new Date(s.cancelUntil!).getTime()));
}
