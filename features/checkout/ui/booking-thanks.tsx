import { headers } from "next/headers";
import { bookingOfThisBrowser } from "@/features/rentals";
import { whatsappLink, type SiteConfig } from "@/lib/site/config";
import { shopVisit } from "@/lib/site/visit";
import type { Receipt, ReceiptStay } from "@/features/rentals";
import { STATUS_LABEL } from "@/features/rentals/rules/status";
import { formatDay } from "@/lib/dates";
import { indiaToday } from "@/lib/format";
import { holdTimeText } from "@/features/rentals/rules/holds";
import { customerWhatsappText } from "@/features/rentals/rules/messages";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";
import { storedTitleLang } from "@/lib/i18n/owner-text";
import { InLang } from "@/components/ui/in-lang";
import { FulfilmentNote } from "@/features/shop/ui/fulfilment-note";
import { richText } from "./rich-text";

const SHORT: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short" };
const button = "inline-block rounded-full px-6 py-3 text-base font-semibold text-white";

type Words = ReturnType<typeof translator<"thankYou">>;

/**
 * After a checkout: the order this browser placed, known from its signed cookie
 * (features/rentals/server/receipt.ts), never from the address, so a shared or made-up link
 * (`?reservations=R-999`) shows no one's booking. Without one, a neutral thank-you.
 */
export async function BookingThanks({ site, locale }: { site: SiteConfig; locale: Locale }) {
  const receipt = await bookingOfThisBrowser((await headers()).get("cookie"));
  return receipt ? (
    <OrderPlaced receipt={receipt} site={site} locale={locale} />
  ) : (
    <NeutralThanks site={site} locale={locale} />
  );
}

function NeutralThanks({ site, locale }: { site: SiteConfig; locale: Locale }) {
  const t = translator(locale, "thankYou");
  return (
    <div className="mt-4 space-y-4 text-lg text-stone-700">
      <p>{t("neutral", { shop: site.name })}</p>
      <ContactLinks site={site} t={t} text={t("neutralWhatsapp", { shop: site.name })} />
    </div>
  );
}

function OrderPlaced({ receipt, site, locale }: { receipt: Receipt; site: SiteConfig; locale: Locale }) {
  const t = translator(locale, "thankYou");
  const cart = translator(locale, "cart");
  const { stays } = receipt;
  if (!stays.length) {
    const order = receipt.lines.map((l) => (l.quantity > 1 ? `${l.title} × ${l.quantity}` : l.title)).join(", ");
    return (
      <div className="mt-4 space-y-4 text-lg text-stone-700">
        <p>{t("orderIn", { order })}</p>
        {receipt.fulfilment ? (
          <FulfilmentNote placed={receipt.fulfilment} shop={shopVisit(site, locale)} t={cart} />
        ) : null}
        <ContactLinks
          site={site}
          t={t}
          text={t("orderWhatsapp", { order, day: formatDay(indiaToday(new Date(receipt.placedAt)), SHORT, locale) })}
        />
      </div>
    );
  }
  const numbers = stays.map((s) => s.number).join(", ");
  const delivered = receipt.fulfilment?.fulfilment === "delivery";
  const many = stays.length > 1;
  const held = firstLapse(stays);
  const text = customerWhatsappText(
    // Her message names a delivery as one, with the address she gave.
    stays.map((s) => ({
      ...s,
      fulfilment: delivered ? ("delivery" as const) : ("pickup" as const),
      deliverTo: delivered ? receipt.fulfilment!.address : null,
      link: `${site.url}${localizedPath(locale, s.href)}`,
    })),
    locale,
  );
  return (
    <div className="mt-4 space-y-4 text-lg text-stone-700">
      <p>
        {richText(many ? t.raw("orderInMany") : t.raw("orderInOne"), {
          numbers: (
            <strong className="text-maroon-800" data-testid="reservation-numbers">
              {numbers}
            </strong>
          ),
        })}{" "}
        {held ? (
          <>
            {richText(many ? t.raw("holdMany") : t.raw("holdOne"), {
              time: <strong data-testid="held-until">{holdTimeText(held, locale)}</strong>,
            })}{" "}
          </>
        ) : null}
        {delivered ? t("callDelivery") : t("callPickup")}
      </p>
      <ul aria-label={t("yourReservations")} className="space-y-2 text-left text-base">
        {stays.map((s) => (
          <li key={s.number} data-testid="booked-stay" className="rounded-xl bg-white p-3 ring-1 ring-maroon-100">
            <span className="font-bold">{s.number}</span> ·{" "}
            <InLang lang={storedTitleLang(s.title, locale)}>{s.title}</InLang>
            {s.size ? ` ${t("sizeOf", { size: s.size })}` : ""}
            <br />
            {t(delivered ? "stayDelivered" : "stayPickup", {
              from: formatDay(s.from, SHORT, locale),
              to: formatDay(s.to, SHORT, locale),
            })}
            {s.status === "requested" ? null : <span className="font-semibold"> · {STATUS_LABEL[s.status]}</span>}
          </li>
        ))}
      </ul>
      {receipt.bookingPath ? (
        <p className="text-base">
          {richText(many ? t.raw("bookingPageMany") : t.raw("bookingPageOne"), {
            link: (
              <a
                href={localizedPath(locale, receipt.bookingPath)}
                className="font-semibold text-maroon-800 underline underline-offset-2"
                data-testid="booking-link"
              >
                {t("bookingPage")}
              </a>
            ),
          })}
        </p>
      ) : null}
      {receipt.fulfilment ? (
        <FulfilmentNote placed={receipt.fulfilment} shop={shopVisit(site, locale)} t={cart} />
      ) : null}
      <ContactLinks site={site} t={t} text={text} whatsappLabel={t("sendDetails")} />
    </div>
  );
}

function ContactLinks({
  site,
  t,
  text,
  whatsappLabel,
}: {
  site: SiteConfig;
  t: Words;
  text: string;
  whatsappLabel?: string;
}) {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <a
        href={whatsappLink(site.whatsappNumber, text)}
        target="_blank"
        rel="noopener noreferrer"
        className={`${button} bg-green-700 hover:bg-green-800`}
      >
        {whatsappLabel ?? t("whatsappUs")}
        <span className="sr-only"> {t("opensNewTab")}</span>
      </a>
      <a href={`tel:${site.phones[0].replace(/\s/g, "")}`} className={`${button} bg-maroon-700 hover:bg-maroon-800`}>
        {t("call", { phone: site.phones[0] })}
      </a>
    </div>
  );
}

/** When the first of the pending holds lapses unless the shop confirms it; null when none waits. */
function firstLapse(stays: ReceiptStay[]): Date | null {
  const times = stays.flatMap((s) => (s.lapsesAt ? [new Date(s.lapsesAt).getTime()] : []));
  return times.length ? new Date(Math.min(...times)) : null;
}
