import Link from "next/link";
import { pagesAround } from "@/features/catalogue/ui/page-links";

export interface ListFilters {
  q?: string;
  status?: string;
  category?: string;
  from?: string;
  to?: string;
  /** which list of a page with two (the Reservations page's rentals or blocked days): kept by every filter */
  kind?: string;
}

type Choice = { value: string; label: string };

/** The same list with other query values: filters kept, page reset unless given. */
export function listHref(path: string, filters: ListFilters, page?: number): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v);
  if (page && page > 1) params.set("page", String(page));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function Choices({
  name,
  label,
  any,
  choices,
  value,
  className,
}: {
  name: string;
  label: string;
  any: string;
  choices: Choice[];
  value?: string;
  className: string;
}) {
  return (
    <label className="text-sm font-semibold">
      {label}
      <select name={name} defaultValue={value ?? ""} className={className}>
        <option value="">{any}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Search, status or category, and date filters as a plain GET form: works before any script
 * loads, the URL is the state (Back works, a filtered list can be bookmarked), and it fits a phone.
 */
export function ListFiltersForm({
  path,
  filters,
  searchLabel,
  statuses,
  categories,
  dates = true,
  submitLabel = "Show",
}: {
  path: string;
  filters: ListFilters;
  searchLabel: string;
  statuses?: Choice[];
  categories?: Choice[];
  dates?: boolean;
  submitLabel?: string;
}) {
  const field = "mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base";
  const active = Boolean(filters.q || filters.status || filters.category || filters.from || filters.to);
  const columns = dates ? "sm:grid-cols-[2fr_1fr_1fr_1fr_auto]" : "sm:grid-cols-[2fr_1fr_auto]";
  return (
    // autoComplete off: Back must show the search of the page it returns to, not the words typed
    // there before leaving (browsers otherwise put those back into the restored form).
    <form
      method="get"
      action={path}
      role="search"
      aria-label={searchLabel}
      autoComplete="off"
      className={`mb-6 grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:items-end ${columns}`}
    >
      {filters.kind ? <input type="hidden" name="kind" value={filters.kind} /> : null}
      <label className="text-sm font-semibold">
        {searchLabel}
        <input type="search" name="q" defaultValue={filters.q ?? ""} className={field} enterKeyHint="search" />
      </label>
      {statuses ? (
        <Choices name="status" label="Status" any="Any" choices={statuses} value={filters.status} className={field} />
      ) : null}
      {categories ? (
        <Choices
          name="category"
          label="Category"
          any="All categories"
          choices={categories}
          value={filters.category}
          className={field}
        />
      ) : null}
      {dates ? (
        <>
          <label className="text-sm font-semibold">
            From
            <input type="date" name="from" defaultValue={filters.from ?? ""} className={field} />
          </label>
          <label className="text-sm font-semibold">
            To
            <input type="date" name="to" defaultValue={filters.to ?? ""} className={field} />
          </label>
        </>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className="min-h-11 rounded-full bg-maroon-700 px-5 py-2 font-semibold text-white">
          {submitLabel}
        </button>
        {active ? (
          <Link
            href={listHref(path, { kind: filters.kind })}
            className="inline-flex min-h-11 items-center rounded-full px-4 py-2 font-semibold ring-1 ring-stone-300"
          >
            Clear
          </Link>
        ) : null}
      </div>
    </form>
  );
}

/**
 * "Page 2 of 14 · 1,312 orders" with Newer / Older links; `numbered` adds the page numbers
 * around this one (1 … 4 5 6 … 52) and calls the links Previous / Next (a search is not in date order).
 */
export function Pager({
  path,
  filters,
  page,
  pageSize,
  total,
  noun,
  numbered = false,
}: {
  path: string;
  filters: ListFilters;
  page: number;
  pageSize: number;
  total: number;
  noun: string;
  numbered?: boolean;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // 44 px at least: the owner taps these on her phone.
  const link =
    "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 py-2 font-semibold ring-1 ring-stone-300";
  return (
    <nav aria-label="Pages" className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-stone-600">
        Page {Math.min(page, pages)} of {pages} · {total.toLocaleString("en-IN")} {noun}
      </p>
      <div className="flex flex-wrap gap-2">
        {page > 1 ? (
          <Link href={listHref(path, filters, Math.min(page, pages + 1) - 1)} rel="prev" className={link}>
            {numbered ? "← Previous" : "← Newer"}
          </Link>
        ) : null}
        {numbered && pages > 1
          ? pagesAround(Math.min(page, pages), pages).map((n, i) =>
              n === "gap" ? (
                <span key={`gap-${i}`} aria-hidden="true" className="self-center text-stone-500">
                  …
                </span>
              ) : (
                <Link
                  key={n}
                  href={listHref(path, filters, n)}
                  aria-label={`Page ${n}`}
                  aria-current={n === page ? "page" : undefined}
                  className={`${link} aria-[current=page]:bg-maroon-700 aria-[current=page]:text-white aria-[current=page]:ring-maroon-700`}
                >
                  {n}
                </Link>
              ),
            )
          : null}
        {page < pages ? (
          <Link href={listHref(path, filters, page + 1)} rel="next" className={link}>
            {numbered ? "Next →" : "Older →"}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
