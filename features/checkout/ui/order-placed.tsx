import Link from "@/components/ui/link";
import type { ShopVisit } from "@/lib/site/visit";
import type { PlacedFulfilment } from "@/features/shop/fulfilment";
import { useLocalizedPath, useT } from "@/lib/i18n/client";
import { FulfilmentNote } from "@/features/shop/ui/fulfilment-note";
import { usePageT } from "@/lib/i18n/page-messages";

/**
 * The checkout once the shop has the order: its message, and pickup or delivery as stored. A
 * pickup keeps the page (with the shop's address and directions) until the visitor goes home.
 */
export function OrderPlaced({
  message,
  placed,
  shop,
}: {
  message?: string;
  placed: PlacedFulfilment | null;
  shop: ShopVisit;
}) {
  const t = usePageT("cart");
  const common = useT("common");
  const localized = useLocalizedPath();
  return (
    <div className="mx-auto max-w-xl rounded-2xl bg-green-50 p-8 text-center">
      <p role="status" className="text-lg font-semibold text-green-800">
        {message}
      </p>
      {placed ? <FulfilmentNote placed={placed} shop={shop} t={t} /> : null}
      {placed?.fulfilment === "pickup" ? (
        <Link
          href={localized("/")}
          className="mt-6 inline-block rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800"
        >
          {common("backHome")}
        </Link>
      ) : null}
    </div>
  );
}
