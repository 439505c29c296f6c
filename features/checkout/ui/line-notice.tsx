import type { CartLine } from "@/features/cart/rules/cart";
import { formatRupees } from "@/lib/format";
import type { PriceNotice } from "@/features/cart/ui/cart-store";
import { usePageT, type Translate } from "@/lib/i18n/page-messages";

/** "Rent updated from ₹6,000 to ₹6,500; deposit from ₹8,000 to ₹9,000." in the page's language. */
function noticeText(n: PriceNotice, t: Translate<"cart">): string {
  const parts: string[] = [];
  if (n.price)
    parts.push(
      t(n.dated ? "rentUpdated" : "priceUpdated", { from: formatRupees(n.price.from), to: formatRupees(n.price.to) }),
    );
  if (n.deposit)
    parts.push(
      t(parts.length ? "depositAlsoUpdated" : "depositUpdated", {
        from: formatRupees(n.deposit.from),
        to: formatRupees(n.deposit.to),
      }),
    );
  return parts.length ? `${parts.join("; ")}${t("fullStop")}` : "";
}

/**
 * Under a cart line: that it can no longer be ordered (the piece is gone, or its dates have
 * passed), or that its price changed since it was added. The live region is there from the
 * start and filled when the quote arrives, so a screen reader announces the change once,
 * politely; a notice already shown is not repeated.
 */
export function LineNotice({ line, notice }: { line: CartLine; notice: PriceNotice | undefined }) {
  const t = usePageT("cart");
  return (
    <p aria-live="polite" className="text-sm" data-testid="line-notice" data-keep-clear>
      {line.unavailable ? (
        <strong className="text-stone-800">{line.problem ?? t("noLongerAvailable")}</strong>
      ) : notice ? (
        <span className="font-semibold text-amber-800">{noticeText(notice, t)}</span>
      ) : null}
    </p>
  );
}
