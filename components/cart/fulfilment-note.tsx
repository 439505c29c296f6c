import type { ShopVisit } from "@/lib/content/shop-visit";
import { formatRupees } from "@/lib/format";
import type { PlacedFulfilment } from "@/lib/fulfilment";
import { ShopVisitDetails } from "./shop-visit-details";

/** After an order: the choice named, with the shop's address, hours and directions for pickup, or the address and charge for delivery. */
export function FulfilmentNote({ placed, shop }: { placed: PlacedFulfilment; shop: ShopVisit }) {
  if (placed.fulfilment === "pickup") {
    return (
      <section aria-label="Pickup" className="mt-4 space-y-2 text-left text-base text-stone-700" data-testid="fulfilment-note">
        <p>
          <strong className="text-maroon-800">Pick up at the shop</strong>, once the shop has confirmed:
        </p>
        <ShopVisitDetails shop={shop} />
      </section>
    );
  }
  return (
    <section aria-label="Delivery" className="mt-4 space-y-2 text-left text-base text-stone-700" data-testid="fulfilment-note">
      <p>
        <strong className="text-maroon-800">Delivery</strong>
        {placed.address ? " to:" : "."}
      </p>
      {placed.address ? <p className="whitespace-pre-line break-words rounded-lg bg-maroon-50 p-3 text-sm">{placed.address}</p> : null}
      <p className="text-sm">{placed.deliveryCharge ? `Delivery charge: ${formatRupees(placed.deliveryCharge)} (in your total).` : "Delivery is free."}</p>
    </section>
  );
}
