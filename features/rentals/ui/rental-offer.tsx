import type { ProductView, RentalOffer } from "@/lib/catalogue/product-view";
import type { CartProduct } from "@/lib/cart/cart";
import type { SiteConfig } from "@/lib/content/site";
import { formatRupees } from "@/lib/format";
import { NoScriptHelp } from "@/components/layout/no-script-help";
import { BookingLoader } from "./booking-loader";

/** The rent line in a rented piece's details, where other pieces show "Price". */
export function RentLine({ rental }: { rental: RentalOffer }) {
  const { terms } = rental;
  return (
    <div>
      <p className="text-xl font-bold text-maroon-700">
        Rent: {formatRupees(terms.rent)} for {terms.baseDays} days
      </p>
      <p className="mt-1 text-sm text-stone-700">
        Each extra day {formatRupees(terms.extraDay)} · Refundable deposit {formatRupees(terms.deposit)}
      </p>
    </div>
  );
}

/**
 * Renting by date: the server renders the frame (and caches it with the page); the calendar,
 * availability and actions load in the browser (booking-loader.tsx).
 */
export function RentByDate({ product, piece, site, headingLevel }: { product: ProductView & { rental: RentalOffer }; piece: CartProduct; site: SiteConfig; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { terms, maxDays, aheadMonths } = product.rental;
  return (
    <section aria-labelledby="rent-by-date" className="rounded-2xl bg-white p-3 ring-1 ring-maroon-100 sm:p-5">
      <Heading id="rent-by-date" className="font-display text-xl font-bold text-maroon-800">
        Rent it for your function
      </Heading>
      <p className="mb-4 mt-1 text-sm text-stone-700">
        Up to {maxDays} days, booked up to {aheadMonths} months ahead. Pay at pickup; the deposit comes back when you return the piece.
      </p>
      <NoScriptHelp site={site} needs="The booking calendar" whatsappText={`Hello! I would like to rent ${product.title}. Is it free on my function date?\n${site.url}${product.href}`} />
      <BookingLoader
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
