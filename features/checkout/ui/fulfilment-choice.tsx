import type { Fulfilment } from "@/features/shop/fulfilment";
import type { ShopVisit } from "@/lib/site/visit";
import { formatRupees } from "@/lib/format";
import { ShopVisitDetails } from "@/features/shop/ui/shop-visit-details";
import { usePageT } from "@/lib/i18n/page-messages";

interface Props {
  value: Fulfilment;
  onChange(value: Fulfilment): void;
  shop: ShopVisit;
  /** DELIVERY_CHARGE in rupees; 0 is free delivery */
  deliveryCharge: number;
  /** the address field, shown with delivery only */
  children: React.ReactNode;
}

/**
 * Pickup at the shop or delivery: native radios in a fieldset, so arrow
 * keys move between them and a screen reader names the group. Pickup shows where and when to
 * come; delivery shows the address field (`children`).
 */
export function FulfilmentChoice({ value, onChange, shop, deliveryCharge, children }: Props) {
  const t = usePageT("checkout");
  const cart = usePageT("cart");
  const options: { value: Fulfilment; label: string; note: string }[] = [
    { value: "pickup", label: cart("pickUpAtShop"), note: cart("free") },
    {
      value: "delivery",
      label: cart("delivery"),
      note: deliveryCharge ? t("deliveryChargeNote", { amount: formatRupees(deliveryCharge) }) : t("freeDelivery"),
    },
  ];
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold">{t("howToGet")}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <label
            key={o.value}
            className="flex min-h-11 cursor-pointer items-start gap-2 rounded-lg border border-stone-300 p-3 has-[:checked]:border-maroon-700 has-[:checked]:bg-maroon-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-maroon-700"
          >
            <input
              type="radio"
              name="fulfilment"
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="mt-1 accent-maroon-700"
            />
            <span>
              <span className="block font-semibold">{o.label}</span>
              <span className="block text-sm text-stone-600">{o.note}</span>
            </span>
          </label>
        ))}
      </div>
      {value === "pickup" ? <ShopVisitDetails shop={shop} t={cart} /> : children}
    </fieldset>
  );
}
