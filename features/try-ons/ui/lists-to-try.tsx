"use client";
import Link from "@/components/ui/link";
import { tryOnHref } from "@/features/shortlist/rules/lists";
import { useStoredLists } from "@/features/shortlist/ui/stored-pieces";
import { eventName } from "@/features/shortlist/ui/event-name";
import { useLocalizedPath } from "@/lib/i18n/client";
import { usePageT } from "@/lib/i18n/page-messages";

/**
 * The try-on page reached without pieces (the home page's button): her shortlists in this
 * browser, each a link to book a try-on of its pieces. Nothing when she has none.
 */
export function ListsToTry() {
  const t = usePageT("tryOn");
  const words = usePageT("shortlist");
  const localized = useLocalizedPath();
  const lists = useStoredLists().lists.filter((l) => l.pieces.length);
  if (!lists.length) return null;
  return (
    <section aria-labelledby="lists-to-try" className="space-y-3">
      <h2 id="lists-to-try" className="font-serif text-xl text-maroon-900">
        {t("fromYourLists")}
      </h2>
      <ul className="space-y-2">
        {lists.map((l) => (
          <li key={l.id}>
            <Link
              href={localized(tryOnHref(l))}
              className="flex min-h-11 items-center justify-between rounded-xl px-4 py-3 font-semibold ring-1 ring-maroon-100"
            >
              <span>{eventName(l.event, words)}</span>
              <span className="text-sm font-normal text-stone-700">
                {t(l.pieces.length === 1 ? "listPieces_one" : "listPieces_other", { count: l.pieces.length })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
