import type { ShopVisit } from "@/lib/site/visit";
import { PinIcon } from "@/components/ui/icons";
import type { Translate } from "@/lib/i18n/page-messages";

/**
 * The shop's address, opening hours and a directions link: what a visitor picking up needs.
 * Drawn on the server (thank-you, booking page) and in the checkout form alike, so it takes
 * the "cart" words as a translator: translator(locale, "cart") there, usePageT("cart") here.
 */
export function ShopVisitDetails({ shop, t }: { shop: ShopVisit; t: Translate<"cart"> }) {
  return (
    <div className="space-y-1 rounded-lg bg-maroon-50 p-3 text-left text-sm text-stone-800" data-testid="shop-visit">
      <address className="flex items-start gap-2 not-italic">
        <PinIcon className="mt-0.5 h-4 w-4 shrink-0 text-maroon-700" />
        <span lang={shop.addressLang}>
          <span className="font-semibold">{shop.name}</span>, {shop.address}
        </span>
      </address>
      <p>{t("openHours", { hours: shop.hours })}</p>
      <a
        href={shop.directions}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-9 items-center font-semibold text-maroon-700 underline underline-offset-4"
      >
        {t("directions")}
        <span className="sr-only"> {t("opensNewTab")}</span>
      </a>
    </div>
  );
}
