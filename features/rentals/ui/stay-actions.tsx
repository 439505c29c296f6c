"use client";
import Link from "@/components/ui/link";
import { useId, useState } from "react";
import { lineKey, MAX_CART_LINES, MAX_SIZE_LENGTH, type CartProduct } from "@/features/cart/rules/cart";
import { formatDay } from "@/lib/dates";
import type { StaySummary } from "../rules/messages";
import type { Stay } from "../rules/stay-address";
import { CART_FULL_MESSAGE } from "@/features/cart/ui/cart-limit";
import { useCart } from "@/features/cart/ui/cart-store";
import { Toast, useToast } from "@/components/ui/toast";
import { addedMessage } from "@/features/cart/ui/cart-limit";
import { EMPTY_DETAILS, ReserveForm, type Details } from "./reserve-form";
import { useLocale, useLocalizedPath } from "@/lib/i18n/client";
import { usePageT } from "@/lib/i18n/page-messages";

interface Props {
  piece: CartProduct;
  stay: Stay;
  summary: StaySummary;
  size: string;
  /** her size typed as free text; none where she chose a copy's size above */
  onSize?: (size: string) => void;
  /** the calendar sees nothing against the stay */
  ready: boolean;
  /** copies of her size the calendar leaves free for the stay; undefined: not known yet */
  free?: number;
  whatsappNumber: string;
  onUse(stay: Stay): void;
  onReserved(stay: Stay): void;
  onTaken(): void;
}

const SHORT: Intl.DateTimeFormatOptions = { day: "numeric", month: "short" };

/** Size, then "Add to cart with these dates" and "Reserve now" for the chosen stay. */
export function StayActions({
  piece,
  stay,
  summary,
  size,
  onSize,
  ready,
  free,
  whatsappNumber,
  onUse,
  onReserved,
  onTaken,
}: Props) {
  const id = useId();
  const t = usePageT("calendar");
  const locale = useLocale();
  const localized = useLocalizedPath();
  const addStay = useCart((s) => s.addStay);
  const [toast, showToast] = useToast();
  const [added, setAdded] = useState<string | null>(null);
  const [reserving, setReserving] = useState(false);
  // Kept here, so the form keeps what was typed when it starts over for other dates.
  const [details, setDetails] = useState<Details>(EMPTY_DETAILS);
  const days = `${formatDay(stay.pickup, SHORT, locale)} – ${formatDay(stay.ret, SHORT, locale)}`;

  const addToCart = () => {
    const line = {
      from: stay.pickup,
      to: stay.ret,
      size,
      rent: summary.rent,
      deposit: summary.deposit,
      ...(free === undefined ? {} : { free }),
    };
    const result = addStay(piece, line);
    if (result === "full")
      return showToast(locale === "en" ? CART_FULL_MESSAGE : t("cartFull", { max: MAX_CART_LINES }), "warning");
    // The same piece, days and size again is one more copy on that line, while copies of that size are free.
    const named = size.trim();
    if (result === "most")
      return showToast(named ? t("noMoreCopiesInSize", { size: named }) : t("noMoreCopies"), "warning");
    if (result === "more") {
      const key = lineKey({ _id: piece._id, ...line });
      showToast(t("anotherCopy", { count: useCart.getState().lines.find((l) => lineKey(l) === key)?.quantity ?? 2 }));
    } else
      showToast(
        locale === "en"
          ? addedMessage(piece.kind)
          : piece.kind === "collection"
            ? t("addedCollection")
            : t("addedItem"),
      );
    setAdded(days);
  };

  return (
    <div className="space-y-3">
      {onSize ? (
        <div>
          <label htmlFor={`${id}-size`} className="block text-sm font-semibold">
            {t("sizeLabel")} <span className="font-normal text-stone-600">{t("optional")}</span>
          </label>
          <input
            id={`${id}-size`}
            value={size}
            onChange={(e) => onSize(e.target.value)}
            maxLength={MAX_SIZE_LENGTH}
            autoComplete="off"
            placeholder={t("sizePlaceholder")}
            className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2"
          />
        </div>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <button
          type="button"
          onClick={addToCart}
          disabled={!ready}
          className="rounded-full border-2 border-maroon-700 px-4 py-2.5 font-semibold text-maroon-700 hover:bg-maroon-50 disabled:opacity-50"
        >
          {t("addToCart")}
        </button>
        <button
          type="button"
          onClick={() => setReserving((r) => !r)}
          disabled={!ready && !reserving}
          aria-expanded={reserving}
          aria-controls={`${id}-reserve`}
          className="rounded-full bg-maroon-700 px-4 py-2.5 font-semibold text-white hover:bg-maroon-800 disabled:opacity-50"
        >
          {t("reserveNow")}
        </button>
      </div>
      {added ? (
        <p className="text-sm text-stone-700">
          {t("inCartFor", { days: added })}{" "}
          <Link href={localized("/cart")} className="font-semibold text-maroon-700 underline underline-offset-4">
            {t("viewCart")}
          </Link>
        </p>
      ) : null}
      <div id={`${id}-reserve`} hidden={!reserving}>
        {reserving ? (
          <ReserveForm
            key={`${stay.pickup}/${stay.ret}`}
            productId={piece._id}
            stay={stay}
            size={size}
            summary={summary}
            whatsappNumber={whatsappNumber}
            details={details}
            onDetails={setDetails}
            onUse={onUse}
            onReserved={onReserved}
            onTaken={onTaken}
          />
        ) : null}
      </div>
      <Toast message={toast} />
    </div>
  );
}
