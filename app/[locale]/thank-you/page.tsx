import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { BookingThanks } from "@/features/checkout/ui/booking-thanks";
import { getSiteConfig } from "@/lib/site/config";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { localizedPath } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/server";

type Props = { params: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = translator(locale, "thankYou");
  return {
    title: t("metaTitle"),
    robots: { index: false, follow: true },
    alternates: { canonical: localizedPath(locale, "/thank-you") },
  };
}

/**
 * The contact form ends here (`/thank-you`), and so does a checkout (`/thank-you?order`): the
 * order is the one this browser placed, read from its signed cookie, never from the address.
 * `?reservations=…` (the old checkout's address) is read as a checkout too, and its numbers
 * are ignored. Rendered per request: the cookie decides what it says.
 */
export default async function ThankYouPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = translator(locale, "thankYou");
  const common = translator(locale, "common");
  const site = getSiteConfig();
  const query = await searchParams;
  const afterCheckout = "order" in query || "reservations" in query;
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <h1 className="font-display text-4xl font-bold text-maroon-800">{t("heading")}</h1>
      {afterCheckout ? (
        <BookingThanks site={site} locale={locale} />
      ) : (
        <p className="mt-4 text-lg text-stone-700">{t("messageReached")}</p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          href={localizedPath(locale, "/")}
          className="rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800"
        >
          {common("backHome")}
        </Link>
        <Link
          href={localizedPath(locale, "/gallery")}
          className="rounded-full border-2 border-maroon-700 px-6 py-3 font-semibold text-maroon-700 hover:bg-maroon-50"
        >
          {t("browseGallery")}
        </Link>
      </div>
    </main>
  );
}
