import type { ShopVisit } from "@/lib/site/visit";
import { formatRupees } from "@/lib/format";
import type { PlacedFulfilment } from "@/features/shop/fulfilment";
import type { Translate } from "@/lib/i18n/page-messages";
import { ShopVisitDetails } from "./shop-visit-details";

/**
 * After an order: the choice named, with the shop's address, hours and directions for pickup,
 * or the address and charge for delivery. `t`: the "cart" words, translator(locale, "cart")
 * on the server (thank-you, booking page), usePageT("cart") in the checkout form.
 */
export function FulfilmentNote({
  placed,
  shop,
  t,
}: {
  placed: PlacedFulfilment;
  shop: ShopVisit;
  t: Translate<"cart">;
}) {
  if (placed.fulfilment === "pickup") {
    return (
      <section
        aria-label={t("pickup")}
        className="mt-4 space-y-2 text-left text-base text-stone-700"
        data-testid="fulfilment-note"
      >
        <p>
          <strong className="text-maroon-800">{t("pickUpAtShop")}</strong>, {t("onceConfirmed")}
        </p>
        <ShopVisitDetails shop={shop} t={t} />
      </section>
    );
  }
  return (
    <section
      aria-label={t("delivery")}
      className="mt-4 space-y-2 text-left text-base text-stone-700"
      data-testid="fulfilment-note"
    >
      <p>
        <strong className="text-maroon-800">{t("delivery")}</strong>
        {placed.address ? ` ${t("deliveryTo")}` : t("fullStop")}
      </p>
      {placed.address ? (
        <p className="whitespace-pre-line break-words rounded-lg bg-maroon-50 p-3 text-sm">{placed.address}</p>
      ) : null}
      <p className="text-sm" data-keep-clear>
        {placed.deliveryCharge
          ? t("deliveryCharge", { amount: formatRupees(placed.deliveryCharge) })
          : t("deliveryFree")}
      </p>
    </section>
  );
}
