import Link from "@/components/ui/link";
import { useLocalizedPath } from "@/lib/i18n/client";
import { usePageT } from "@/lib/i18n/page-messages";

/**
 * Place Order and, when it cannot be used, the reason just above it. The button stays a
 * focusable submit button (aria-disabled, not disabled) so keyboard and screen-reader users
 * reach it and hear why; the form's submit handler is what refuses to send (see CheckoutForm).
 */
export function PlaceOrderButton({
  busy,
  heldBecause,
  editCart,
}: {
  busy: boolean;
  heldBecause: string | null;
  editCart: boolean;
}) {
  const held = busy || heldBecause !== null;
  const t = usePageT("checkout");
  const localized = useLocalizedPath();
  return (
    <>
      {heldBecause ? (
        <p id="order-why" tabIndex={-1} className="text-sm font-semibold text-stone-800">
          {heldBecause}
        </p>
      ) : null}
      {/* The summary here only removes pieces the shop no longer has: the cart removes any. */}
      {editCart ? (
        <Link
          href={localized("/cart")}
          className="block text-sm font-semibold text-maroon-700 underline underline-offset-4"
        >
          {t("removeInCart")}
        </Link>
      ) : null}
      <button
        type="submit"
        aria-disabled={held ? "true" : undefined}
        aria-describedby={heldBecause ? "order-why" : undefined}
        className={`w-full rounded-full bg-maroon-700 py-3 font-semibold text-white ${held ? "cursor-not-allowed opacity-60" : "hover:bg-maroon-800"}`}
      >
        {busy ? t("placing") : t("placeOrder")}
      </button>
    </>
  );
}
