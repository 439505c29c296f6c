import Form from "next/form";
import { indiaToday } from "@/lib/format";
import { formatDay } from "@/lib/dates";
import Link from "next/link";
import { ProductCard } from "@/components/product/product-card";
import type { CartProduct, ProductKind } from "@/lib/cart/cart";
import { apiSearch, hasFilters, PAGE_SIZE, PAGE_SORTS, toggleFilter, toSearch, type BrowseState } from "@/lib/catalogue/browse-state";
import type { Facet } from "@/lib/catalogue/facets";
import { rentalRules } from "@/features/rentals/settings";
import { addMonths } from "@/lib/dates";
import { FiltersDisclosure } from "./filters-disclosure";
import { RefusedDayNotice } from "./refused-day-notice";
import { PageLinks } from "./page-links";
import { GRID_SIZES, ShowMoreGrid } from "./show-more";
import { SortSelect } from "./sort-select";

export interface Listing {
  products: CartProduct[];
  total: number;
  page: number;
  pages: number;
  /** "fabric:silk" → pieces with that choice, the other filters applied */
  counts: Record<string, number>;
}

export interface BrowseViewProps {
  /** "/collection/gowns" */
  basePath: string;
  title: string;
  state: BrowseState;
  listing: Listing;
  /** the filters offered here ([] for none) */
  facets: Facet[];
  sortable: boolean;
  /** "/api/collection/gown" */
  api: string;
  kind: ProductKind;
  preview?: "words" | "lines";
  cta?: string;
  /** what an empty, unfiltered shelf says */
  emptyText: string;
}

const href = (basePath: string, state: BrowseState) => `${basePath}${toSearch(state)}#grid`;

/** A collection or beauty grid: sort, filters with counts, 24 pieces, page links and "Show more". */
export function BrowseView({ basePath, title, state, listing, facets, sortable, api, kind, preview, cta, emptyText }: BrowseViewProps) {
  const filtered = hasFilters(state);
  const clear = href(basePath, { ...state, page: 1, filters: {}, on: undefined });
  const active = Object.values(state.filters).reduce((n, v) => n + (v?.length ?? 0), 0) + (state.on ? 1 : 0);
  const first = (listing.page - 1) * PAGE_SIZE;
  return (
    <section id="grid" aria-label={`${title} items`} className="mx-auto max-w-7xl scroll-mt-28 px-4 py-10 sm:py-14">
      <h2 className="sr-only">All {title}</h2>
      <div className="lg:flex lg:gap-8">
        {facets.length ? (
          <FiltersDisclosure active={active}>
            <nav aria-label="Filters" className="space-y-5">
              {kind === "collection" ? <AvailableOn basePath={basePath} state={state} /> : null}
              {facets.map((facet) => {
                const options = facet.options.filter((o) => (listing.counts[`${facet.key}:${o.value}`] ?? 0) > 0 || state.filters[facet.key]?.includes(o.value));
                if (!options.length) return null;
                return (
                  <div key={facet.key}>
                    <h3 className="text-sm font-semibold uppercase tracking-wide text-maroon-800">{facet.label}</h3>
                    <ul className="mt-2 space-y-1">
                      {options.map((o) => {
                        const on = state.filters[facet.key]?.includes(o.value) ?? false;
                        const count = listing.counts[`${facet.key}:${o.value}`] ?? 0;
                        return (
                          <li key={o.value}>
                            <Link
                              href={href(basePath, toggleFilter(state, facet.key, o.value))}
                              rel="nofollow"
                              scroll={false}
                              aria-current={on ? "true" : undefined}
                              className="flex items-center gap-2 rounded px-1 py-1 text-sm text-stone-800 hover:text-maroon-700 focus-visible:outline-2 focus-visible:outline-maroon-700"
                            >
                              <span
                                aria-hidden="true"
                                className={`grid size-4 shrink-0 place-items-center rounded border text-[0.65rem] leading-none ${on ? "border-maroon-700 bg-maroon-700 text-white" : "border-stone-400 bg-white"}`}
                              >
                                {on ? "✓" : ""}
                              </span>
                              <span>
                                {o.label} <span className="text-stone-600">({count})</span>
                                {on ? <span className="sr-only">, selected</span> : null}
                              </span>
                            </Link>
                          </li>
                        );
                      })}
                    </ul>
                  </div>
                );
              })}
              {filtered ? (
                <Link href={clear} scroll={false} className="inline-block text-sm font-semibold text-maroon-700 underline underline-offset-4">
                  Clear filters
                </Link>
              ) : null}
            </nav>
          </FiltersDisclosure>
        ) : null}
        <div className="min-w-0 flex-1">
          {/* Above the pieces, not inside the filters: on a phone those are folded away. */}
          {kind === "collection" ? <RefusedDayNotice aheadMonths={rentalRules().aheadMonths} /> : null}
          <div className="mb-5 mt-4 flex flex-wrap items-center justify-between gap-3 lg:mt-0">
            <p className="text-sm text-stone-600" aria-live="polite">
              {listing.total === 1 ? "1 piece" : `${listing.total} pieces`}
              {state.on ? ` free to rent on ${formatDay(state.on)}` : ""}
              {listing.pages > 1 ? `, page ${listing.page} of ${listing.pages}` : ""}
            </p>
            {sortable ? (
              <Form action={basePath} scroll={false} className="flex items-center gap-2">
                <label htmlFor="sort" className="text-sm font-medium text-stone-800">
                  Sort by
                </label>
                <SortSelect value={state.sort} options={PAGE_SORTS} />
                {Object.entries(state.filters).map(([k, v]) => (v?.length ? <input key={k} type="hidden" name={k} value={v.join(",")} /> : null))}
                {state.on ? <input type="hidden" name="on" value={state.on} /> : null}
                <noscript>
                  <button type="submit" className="rounded-lg border border-maroon-700 px-3 py-2 text-sm font-semibold text-maroon-800">
                    Apply
                  </button>
                </noscript>
              </Form>
            ) : null}
          </div>
          {listing.products.length ? (
            <ShowMoreGrid
              key={`${basePath}${toSearch(state)}`}
              api={`${api}${apiSearch(state, 1).replace(/&page=\d+/, "")}`}
              hrefBase={basePath}
              kind={kind}
              page={listing.page}
              pages={listing.pages}
              preview={preview}
              cta={cta}
            >
              {listing.products.map((p, i) => (
                <li key={p._id} className="flex">
                  <ProductCard product={p} preview={preview} cta={cta} sizes={GRID_SIZES} priority={listing.page === 1 && first + i < 2} />
                </li>
              ))}
            </ShowMoreGrid>
          ) : filtered ? (
            <div className="py-10 text-center">
              <p className="text-stone-700">No pieces match these filters.</p>
              <Link href={clear} className="mt-3 inline-block font-semibold text-maroon-700 underline underline-offset-4">
                Clear filters
              </Link>
            </div>
          ) : listing.page > 1 ? (
            <div className="py-10 text-center">
              <p className="text-stone-700">There are no pieces on this page.</p>
              <Link href={href(basePath, { ...state, page: 1 })} className="mt-3 inline-block font-semibold text-maroon-700 underline underline-offset-4">
                Back to the first page
              </Link>
            </div>
          ) : (
            <p className="text-center text-stone-600">{emptyText}</p>
          )}
          <PageLinks basePath={basePath} state={state} page={listing.page} pages={listing.pages} />
        </div>
      </div>
    </section>
  );
}

/**
 * "Available on": pieces with a copy free to rent that day (issue #14). A plain GET form, so
 * it works without JavaScript and the day lives in the address like every other filter.
 */
function AvailableOn({ basePath, state }: { basePath: string; state: BrowseState }) {
  const { aheadMonths } = rentalRules();
  return (
    <div>
      <Form action={basePath} scroll={false} className="space-y-2">
        <label htmlFor="available-on" className="block text-sm font-semibold uppercase tracking-wide text-maroon-800">
          Available on
        </label>
        <div className="flex gap-2">
          <input
            id="available-on"
            type="date"
            name="on"
            defaultValue={state.on}
            min={indiaToday()}
            max={addMonths(indiaToday(), aheadMonths)}
            required
            aria-describedby="available-on-hint"
            className="min-w-0 flex-1 rounded-lg border border-stone-300 px-2 py-1.5 text-sm"
          />
          {state.sort !== "newest" ? <input type="hidden" name="sort" value={state.sort} /> : null}
          {Object.entries(state.filters).map(([k, v]) => (v?.length ? <input key={k} type="hidden" name={k} value={v.join(",")} /> : null))}
          <button type="submit" className="rounded-lg border border-maroon-700 px-3 py-1.5 text-sm font-semibold text-maroon-800">
            Show
          </button>
        </div>
      </Form>
      <p id="available-on-hint" className="mt-1 text-xs text-stone-600">
        Any day up to {aheadMonths} months ahead.
      </p>
      {state.on ? (
        <p className="mt-2 text-sm text-stone-700">
          Free on {formatDay(state.on)}.{" "}
          <Link href={href(basePath, { ...state, page: 1, on: undefined })} scroll={false} className="font-semibold text-maroon-700 underline underline-offset-4">
            Any day
          </Link>
        </p>
      ) : null}
    </div>
  );
}
