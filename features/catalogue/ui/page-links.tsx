import Link from "@/components/ui/link";
import { toSearch, type BrowseState } from "@/features/catalogue/rules/browse-state";
import { translator } from "@/lib/i18n/server";
import { localizedPath, type Locale } from "@/lib/i18n/locales";

/** Page numbers around the current one, with the first and the last: 1 … 4 5 6 … 12. */
export function pagesAround(page: number, pages: number): (number | "gap")[] {
  const keep = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const out: (number | "gap")[] = [];
  let prev = 0;
  for (const n of [...keep].sort((a, b) => a - b)) {
    if (n - prev > 1) out.push("gap");
    out.push(n);
    prev = n;
  }
  return out;
}

/** Crawlable links to the other pages (rel prev/next), for visitors without script too. */
export function PageLinks({
  locale,
  basePath,
  state,
  page,
  pages,
}: {
  locale: Locale;
  basePath: string;
  state: BrowseState;
  page: number;
  pages: number;
}) {
  if (pages <= 1) return null;
  const t = translator(locale, "catalogue");
  const to = (n: number) => localizedPath(locale, `${basePath}${toSearch({ ...state, page: n })}`);
  const link =
    "inline-flex min-w-10 items-center justify-center rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-maroon-700";
  return (
    <nav aria-label={t("pages")} className="mt-10">
      {page > 1 ? <link rel="prev" href={to(page - 1)} /> : null}
      {page < pages ? <link rel="next" href={to(page + 1)} /> : null}
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page > 1 ? (
          <li>
            <Link href={`${to(page - 1)}#grid`} rel="prev" className={`${link} text-maroon-700 hover:bg-maroon-50`}>
              {t("previous")}
            </Link>
          </li>
        ) : null}
        {pagesAround(page, pages).map((n, i) =>
          n === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                href={`${to(n)}#grid`}
                aria-label={t("pageNumber", { page: n })}
                aria-current={n === page ? "page" : undefined}
                className={`${link} ${n === page ? "bg-maroon-700 text-white" : "text-maroon-700 hover:bg-maroon-50"}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link href={`${to(page + 1)}#grid`} rel="next" className={`${link} text-maroon-700 hover:bg-maroon-50`}>
              {t("next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
