import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { slotDays, tryOnOfToken, viewOf } from "@/features/try-ons";
import { BookFromTryOn, CancelTryOn, MoveTryOn } from "@/features/try-ons/ui/try-on-actions";
import { holdTimeText } from "@/features/rentals/rules/holds";
import { PageMessages } from "@/lib/i18n/page-messages";
import { pageLocale } from "@/lib/i18n/page";
import { translator } from "@/lib/i18n/server";
import { addDays, formatDay } from "@/lib/dates";
import { formatRupees, indiaToday } from "@/lib/format";
import { getSiteConfig, whatsappLink } from "@/lib/site/config";
import { shopVisit } from "@/lib/site/visit";
import { catalogueFor } from "@/messages";

type Props = { params: Promise<{ locale: string; token: string }> };

export const dynamic = "force-dynamic";

// Hers alone: never indexed, never followed, never cached for anyone else.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return {
    title: translator(locale, "tryOn")("pageMetaTitle"),
    robots: { index: false, follow: false },
    referrer: "no-referrer",
  };
}

const STATUS = {
  booked: "statusBooked",
  came: "statusCame",
  booked_out: "statusBookedOut",
  cancelled: "statusCancelled",
  no_show: "statusNoShow",
} as const;

const DAY: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short" };

/** /try-on/{token}: her try-on, from the link the booking gave her. A tampered or revoked link is the ordinary 404. */
export default async function TryOnPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { token } = await params;
  const row = await tryOnOfToken(token).catch(() => null);
  if (!row) notFound();
  const now = new Date();
  const tryOn = viewOf(row, now);
  const t = translator(locale, "tryOn");
  const site = getSiteConfig();
  const visit = shopVisit(site, locale);
  const when = holdTimeText(new Date(tryOn.start), locale);
  const live = tryOn.status === "booked" || tryOn.status === "came";
  const apiPath = `/api/try-ons/${token}`;
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:py-14">
      <PageMessages messages={{ tryOn: catalogueFor(locale).tryOn }}>
        <header>
          <h1 className="font-serif text-3xl text-maroon-900">{t("pageHeading", { number: tryOn.number })}</h1>
          <p className="mt-2 text-lg">
            <time dateTime={tryOn.start}>{when}</time>
          </p>
          <p className="mt-1 inline-block rounded-full bg-maroon-50 px-3 py-1 text-sm font-semibold text-maroon-900">
            {t(STATUS[tryOn.status])}
          </p>
        </header>
        <section aria-labelledby="pieces-h">
          <h2 id="pieces-h" className="font-serif text-xl text-maroon-900">
            {t("yourPieces")}
          </h2>
          <ul className="mt-2 divide-y divide-maroon-100">
            {tryOn.pieces.map((p) => (
              <li key={p.id} className="py-2">
                <span className="font-semibold">{p.herTitle}</span>
                {p.size ? ` · ${p.size}` : ""}
                {p.rent ? <span className="block text-sm text-stone-600">{formatRupees(p.rent)}</span> : null}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-stone-700">
            {tryOn.heldUntil && tryOn.functionFrom && tryOn.functionTo
              ? t("heldUntil", {
                  from: formatDay(tryOn.functionFrom, DAY, locale),
                  to: formatDay(tryOn.functionTo, DAY, locale),
                  time: holdTimeText(new Date(tryOn.heldUntil), locale),
                })
              : live
                ? t("notHeld")
                : null}
          </p>
        </section>
        {live && tryOn.heldUntil ? (
          <BookFromTryOn
            apiPath={apiPath}
            pieces={tryOn.pieces.filter((p) => p.held).map((p) => ({ id: p.id, title: p.herTitle, size: p.size }))}
          />
        ) : null}
        <p className="flex flex-wrap gap-3">
          {live ? (
            <a href={`${apiPath}/calendar`} className="rounded-full px-4 py-2 font-semibold ring-1 ring-maroon-100">
              {t("addToCalendar")}
            </a>
          ) : null}
          <a
            href={visit.directions}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-full px-4 py-2 font-semibold ring-1 ring-maroon-100"
          >
            {t("directions")} <span className="sr-only">{t("newTab")}</span>
          </a>
          <a
            href={whatsappLink(site.whatsappNumber, t("whatsappText", { number: tryOn.number, when }))}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-full bg-green-700 px-4 py-2 font-semibold text-white"
          >
            {t("whatsapp")} <span className="sr-only">{t("newTab")}</span>
          </a>
        </p>
        {tryOn.status === "cancelled" ? <p className="font-semibold text-stone-800">{t("cancelled")}</p> : null}
        {tryOn.status === "booked" && now < new Date(tryOn.changeUntil) ? (
          <section className="space-y-2">
            <p className="text-sm text-stone-700">
              {t("changeUntil", { time: holdTimeText(new Date(tryOn.changeUntil), locale) })}
            </p>
            <CancelTryOn apiPath={apiPath} />
            <details className="rounded-xl p-3 ring-1 ring-maroon-100">
              <summary className="min-h-11 cursor-pointer py-2 font-semibold">{t("moveLegend")}</summary>
              <MoveTryOn apiPath={apiPath} days={await slotDays(indiaToday(now), addDays(indiaToday(now), 13), now)} />
            </details>
          </section>
        ) : null}
      </PageMessages>
    </main>
  );
}
