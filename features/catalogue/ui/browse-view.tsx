import Form from "next/form";
import { indiaToday } from "@/lib/format";
import { formatDay } from "@/lib/dates";
import Link from "@/components/ui/link";
import { cartPiece, ProductCard, type CardProduct } from "@/features/catalogue/ui/product/product-card";
import { HydrateInSlices } from "@/components/ui/hydrate-in-slices";
import { HydrateLater } from "@/components/ui/hydrate-later";
import type { ProductKind } from "@/features/cart/rules/cart";
import {
  apiSearch,
  hasFilters,
  PAGE_SIZE,
  PAGE_SORTS,
  toggleFilter,
  toSearch,
  type BrowseState,
} from "@/features/catalogue/rules/browse-state";
import type { Facet } from "@/features/catalogue/rules/facets";
import { rentalRules } from "@/features/rentals/settings";
import { addMonths } from "@/lib/dates";
import { FiltersDisclosure } from "./filters-disclosure";
import { RefusedDayNotice } from "./refused-day-notice";
import { PageLinks } from "./page-links";
import { ShowMoreGrid } from "./show-more";
import { GRID_SIZES } from "./grid-sizes";
import { SortSelect } from "./sort-select";
import { translator } from "@/lib/i18n/server";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { pluralKey } from "@/lib/i18n/plural";
import { catalogueFor } from "@/messages";

export interface Listing {
  products: CardProduct[];
  total: number;
  page: number;
  pages: number;
  /** "fabric:silk" → pieces with that choice, the other filters applied */
  counts: Record<string, number>;
}

export interface BrowseViewProps {
  locale: Locale;
  /** "/collection/gowns" (in English: links are put in the page's language here) */
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

const href = (locale: Locale, basePath: string, state: BrowseState) =>
  localizedPath(locale, `${basePath}${toSearch(state)}#grid`);

/** A filter's name and its choices' names in a language (facets.ts keeps the English and what each choice matches). */
function facetWords(
  locale: Locale,
  facet: Facet,
): { label: string; option: (value: string, english: string) => string } {
  const all = catalogueFor(locale).catalogue["facets"] as Record<
    string,
    { label: string; options: Record<string, string> } | undefined
  >;
  const words = all[facet.key];
  return { label: words?.label ?? facet.label, option: (value, english) => words?.options[value] ?? english };
}

/** A collection or beauty grid: sort, filters with counts, 24 pieces, page links and "Show more". */
export function BrowseView({
  locale,
  basePath,
  title,
  state,
  listing,
  facets,
  sortable,
  api,
  kind,
  preview,
  cta,
  emptyText,
}: BrowseViewProps) {
  const t = translator(locale, "catalogue");
  const filtered = hasFilters(state);
  const clear = href(locale, basePath, { ...state, page: 1, filters: {}, on: undefined });
  const sorts = PAGE_SORTS.map((s) => ({
    value: s.value,
    label:
      s.value === "price-asc" ? t("sortPriceAsc") : s.value === "price-desc" ? t("sortPriceDesc") : t("sortNewest"),
  }));
  const day = (d: string) => formatDay(d, undefined, locale);
  const active = Object.values(state.filters).reduce((n, v) => n + (v?.length ?? 0), 0) + (state.on ? 1 : 0);
  const first = (listing.page - 1) * PAGE_SIZE;
  return (
    <section
      id="grid"
      aria-label={t("itemsLabel", { title })}
      className="mx-auto max-w-7xl scroll-mt-28 px-4 py-10 sm:py-14"
    >
      <h2 className="sr-only">{t("allTitle", { title })}</h2>
      <div className="lg:flex lg:gap-8">
        {facets.length ? (
          <FiltersDisclosure label={active ? t("filtersActive", { count: active }) : t("filters")}>
            <nav aria-label={t("filters")} className="space-y-5">
              {kind === "collection" ? <AvailableOn locale={locale} basePath={basePath} state={state} /> : null}
              {facets.map((facet) => {
                const words = facetWords(locale, facet);
                const options = facet.options.filter(
                  (o) =>
                    (listing.counts[`${facet.key}:${o.value}`] ?? 0) > 0 || state.filters[facet.key]?.includes(o.value),
                );
                if (!options.length) return null;
                return (
                  <div key={facet.key}>
                    <h3 className="text-sm font-semibold uppercase tracking-wide text-maroon-800">{words.label}</h3>
                    <ul className="mt-2 space-y-1">
                      {options.map((o) => {
                        const on = state.filters[facet.key]?.includes(o.value) ?? false;
                        const count = listing.counts[`${facet.key}:${o.value}`] ?? 0;
                        return (
                          <li key={o.value}>
                            <Link
                              href={href(locale, basePath, toggleFilter(state, facet.key, o.value))}
                              rel="nofollow"
                              scroll={false}
                              aria-current={on ? "true" : undefined}
                              className="facet-option"
                            >
                              <span aria-hidden="true" className={on ? "facet-box-on" : "facet-box"}>
                                {on ? "✓" : ""}
                              </span>
                              <span>
                                {words.option(o.value, o.label)} <span className="text-stone-600">({count})</span>
                                {on ? <span className="sr-only">{t("selected")}</span> : null}
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
                <Link
                  href={clear}
                  scroll={false}
                  className="inline-block text-sm font-semibold text-maroon-700 underline underline-offset-4"
                >
                  {t("clearFilters")}
                </Link>
              ) : null}
            </nav>
          </FiltersDisclosure>
        ) : null}
        <div className="min-w-0 flex-1">
          {/* Above the pieces, not inside the filters: on a phone those are folded away. */}
          {kind === "collection" ? (
            <HydrateLater>
              <RefusedDayNotice aheadMonths={rentalRules().aheadMonths} />
            </HydrateLater>
          ) : null}
          <div className="mb-5 mt-4 flex flex-wrap items-center justify-between gap-3 lg:mt-0">
            <p className="text-sm text-stone-600" aria-live="polite">
              {t(pluralKey(locale, "pieces", listing.total), { count: listing.total })}
              {state.on ? t("freeToRentOn", { day: day(state.on) }) : ""}
              {listing.pages > 1 ? t("pageOf", { page: listing.page, pages: listing.pages }) : ""}
            </p>
            {sortable ? (
              <HydrateLater>
                <Form action={localizedPath(locale, basePath)} scroll={false} className="flex items-center gap-2">
                  <label htmlFor="sort" className="text-sm font-medium text-stone-800">
                    {t("sortBy")}
                  </label>
                  <SortSelect value={state.sort} options={sorts} />
                  {Object.entries(state.filters).map(([k, v]) =>
                    v?.length ? <input key={k} type="hidden" name={k} value={v.join(",")} /> : null,
                  )}
                  {state.on ? <input type="hidden" name="on" value={state.on} /> : null}
                  <noscript>
                    <button
                      type="submit"
                      className="rounded-lg border border-maroon-700 px-3 py-2 text-sm font-semibold text-maroon-800"
                    >
                      {t("apply")}
                    </button>
                  </noscript>
                </Form>
              </HydrateLater>
            ) : null}
          </div>
          {listing.products.length ? (
            <ShowMoreGrid
              key={`${basePath}${toSearch(state)}`}
              api={`${api}${apiSearch(state, 1).replace(/&page=\d+/, "")}`}
              hrefBase={basePath}
              locale={locale}
              kind={kind}
              page={listing.page}
              pages={listing.pages}
              preview={preview}
              cta={cta}
              pieces={listing.products.filter((p) => !p.rentable).map(cartPiece)}
            >
              {/* The first row on a phone hydrates with the page; the rest a few cards at a time after it. */}
              <HydrateInSlices
                eager={2}
                items={listing.products.map((p, i) => (
                  <li key={p._id} className="flex">
                    <ProductCard
                      product={p}
                      locale={locale}
                      preview={preview}
                      cta={cta}
                      sizes={GRID_SIZES}
                      priority={listing.page === 1 && first + i < 2}
                    />
                  </li>
                ))}
              />
            </ShowMoreGrid>
          ) : filtered ? (
            <div className="py-10 text-center">
              <p className="text-stone-700">{t("noMatch")}</p>
              <Link
                href={clear}
                className="mt-3 inline-block font-semibold text-maroon-700 underline underline-offset-4"
              >
                {t("clearFilters")}
              </Link>
            </div>
          ) : listing.page > 1 ? (
            <div className="py-10 text-center">
              <p className="text-stone-700">{t("noPiecesHere")}</p>
              <Link
                href={href(locale, basePath, { ...state, page: 1 })}
                className="mt-3 inline-block font-semibold text-maroon-700 underline underline-offset-4"
              >
                {t("backToFirst")}
              </Link>
            </div>
          ) : (
            <p className="text-center text-stone-600">{emptyText}</p>
          )}
          <HydrateLater>
            <PageLinks locale={locale} basePath={basePath} state={state} page={listing.page} pages={listing.pages} />
          </HydrateLater>
        </div>
      </div>
    </section>
  );
}

/**
 * "Available on": pieces with a copy free to rent that day. A plain GET form, so
 * it works without JavaScript and the day lives in the address like every other filter.
 */
function AvailableOn({ locale, basePath, state }: { locale: Locale; basePath: string; state: BrowseState }) {
  const { aheadMonths } = rentalRules();
  const t = translator(locale, "catalogue");
  return (
    <div>
      <Form action={localizedPath(locale, basePath)} scroll={false} className="space-y-2">
        <label htmlFor="available-on" className="block text-sm font-semibold uppercase tracking-wide text-maroon-800">
          {t("availableOn")}
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
          {Object.entries(state.filters).map(([k, v]) =>
            v?.length ? <input key={k} type="hidden" name={k} value={v.join(",")} /> : null,
          )}
          <button
            type="submit"
            className="rounded-lg border border-maroon-700 px-3 py-1.5 text-sm font-semibold text-maroon-800"
          >
            {t("show")}
          </button>
        </div>
      </Form>
      <p id="available-on-hint" className="mt-1 text-xs text-stone-600">
        {t("aheadHint", { months: aheadMonths })}
      </p>
      {state.on ? (
        <p className="mt-2 text-sm text-stone-700">
          {t("freeOn", { day: formatDay(state.on, undefined, locale) })}{" "}
          <Link
            href={href(locale, basePath, { ...state, page: 1, on: undefined })}
            scroll={false}
            className="font-semibold text-maroon-700 underline underline-offset-4"
          >
            {t("anyDay")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
