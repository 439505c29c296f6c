import type { RentalOffer } from "../rules/terms";
import type { CartProduct } from "@/features/cart/rules/cart";
import type { SiteConfig } from "@/lib/site/config";
import { formatRupees } from "@/lib/format";
import { NoScriptHelp } from "@/components/ui/no-script-help";
import { BookingLoader } from "./booking-loader";
import { translator } from "@/lib/i18n/server";
import type { Locale } from "@/lib/i18n/locales";

/** The rent line in a rented piece's details, where other pieces show "Price". */
export function RentLine({ rental, locale = "en" }: { rental: RentalOffer; locale?: Locale }) {
  const t = translator(locale, "rental");
  const { terms } = rental;
  return (
    <div data-keep-clear>
      <p className="text-xl font-bold text-maroon-700">
        {t("rentFor", { rent: formatRupees(terms.rent), days: terms.baseDays })}
      </p>
      <p className="mt-1 text-sm text-stone-700">
        {t("extraAndDeposit", { extraDay: formatRupees(terms.extraDay), deposit: formatRupees(terms.deposit) })}
      </p>
    </div>
  );
}

/**
 * Renting by date: the server renders the frame (and caches it with the page); the calendar,
 * availability and actions load in the browser (booking-loader.tsx).
 */
export function RentByDate({
  product,
  piece,
  site,
  headingLevel,
  locale = "en",
}: {
  product: { title: string; href: string; rental: RentalOffer };
  piece: CartProduct;
  site: SiteConfig;
  headingLevel: 2 | 3;
  locale?: Locale;
}) {
  const t = translator(locale, "rental");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { terms, maxDays, aheadMonths } = product.rental;
  return (
    <section aria-labelledby="rent-by-date" className="rounded-2xl bg-white p-3 ring-1 ring-maroon-100 sm:p-5">
      <Heading id="rent-by-date" className="font-display text-xl font-bold text-maroon-800">
        {t("heading")}
      </Heading>
      <p className="mb-4 mt-1 text-sm text-stone-700">{t("intro", { maxDays, aheadMonths })}</p>
      <NoScriptHelp
        site={site}
        locale={locale}
        needs={t("noScriptNeeds")}
        whatsappText={t("askText", { title: product.title, link: `${site.url}${product.href}` })}
      />
      <BookingLoader
        loading={translator(locale, "calendar")("loading")}
        piece={piece}
        terms={terms}
        sizes={product.rental.sizes ?? []}
        rules={{ maxDays, aheadMonths }}
        link={`${site.url}${product.href}`}
        whatsappNumber={site.whatsappNumber}
        headingLevel={headingLevel}
      />
    </section>
  );
}
