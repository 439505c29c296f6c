import type { CartLine } from "@/lib/cart/cart";
import { usePageT } from "./page-messages";

/**
 * Under a cart line: that it can no longer be ordered (the piece is gone, or its dates have
 * passed), or that its price changed since it was added. The live region is there from the
 * start and filled when the quote arrives, so a screen reader announces the change once,
 * politely; a notice already shown is not repeated.
 */
export function LineNotice({ line, notice }: { line: CartLine; notice: string | undefined }) {
  const t = usePageT("cart");
  return (
    <p aria-live="polite" className="text-sm" data-testid="line-notice">
      {line.unavailable ? <strong className="text-stone-800">{line.problem ?? t("noLongerAvailable")}</strong> : notice ? <span className="font-semibold text-amber-800">{notice}</span> : null}
    </p>
  );
}
