import { useId } from "react";
import { canGrow, type DatedLine } from "@/features/cart/rules/cart";
import { useLocale } from "@/lib/i18n/client";
import { pluralKey } from "@/lib/i18n/plural";
import { usePageT } from "@/lib/i18n/page-messages";
import { Stepper } from "@/components/ui/stepper";

/**
 * How many copies a rental line books for its days, in its size: one more as long as the
 * copies of that size free for those days allow (as the piece's calendar or the last quote
 * said; the checkout decides). When the line cannot grow, the note under it says why, and
 * the "+" (still reachable, so the reason is read with it) names that note.
 */
export function CopiesStepper({ line, onFewer, onMore }: { line: DatedLine; onFewer(): void; onMore(): void }) {
  const t = usePageT("cart");
  const locale = useLocale();
  const noteId = useId();
  const name = line.size ? t("titleInSize", { title: line.title, size: line.size }) : line.title;
  const free = line.free;
  const whyNoMore = (l: DatedLine, n: number): string | null => {
    if (n === 0) return t("noneFree");
    if (l.quantity > n) return t(pluralKey(locale, "fewerFree", n), { count: n });
    if (l.quantity === n) return l.size ? t("noMoreCopiesInSize", { size: l.size }) : t("noMoreCopies");
    return null; // at MAX_QUANTITY: the most one order takes of a piece, as for sale lines
  };
  const note = free === undefined || canGrow(line) ? null : whyNoMore(line, free);
  return (
    <div className="flex flex-col gap-1">
      <Stepper
        label={t("copiesOf", { name })}
        fewer={t("oneCopyFewer", { name })}
        more={t("oneCopyMore", { name })}
        quantity={line.quantity}
        canGrow={canGrow(line)}
        onFewer={onFewer}
        onMore={onMore}
        describedBy={note ? noteId : undefined}
      />
      {note ? (
        <p id={noteId} className="text-sm text-stone-700" data-testid="copies-note">
          {note}
        </p>
      ) : null}
    </div>
  );
}
