import Link from "next/link";

export interface ListFilters {
  q?: string;
  status?: string;
  from?: string;
  to?: string;
}

/** The same list with other query values: filters kept, page reset unless given. */
export function listHref(path: string, filters: ListFilters, page?: number): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v);
  if (page && page > 1) params.set("page", String(page));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * Search, status and date filters as a plain GET form: works before any script loads, the
 * URL is the state (Back works, a filtered list can be bookmarked), and it fits a phone.
 */
export function ListFiltersForm({ path, filters, searchLabel, statuses }: { path: string; filters: ListFilters; searchLabel: string; statuses?: { value: string; label: string }[] }) {
  const field = "mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base";
  const active = Boolean(filters.q || filters.status || filters.from || filters.to);
  return (
    <form method="get" action={path} role="search" aria-label={searchLabel} className="mb-6 grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:grid-cols-[2fr_1fr_1fr_1fr_auto] sm:items-end">
      <label className="text-sm font-semibold">
        {searchLabel}
        <input type="search" name="q" defaultValue={filters.q ?? ""} className={field} enterKeyHint="search" />
      </label>
      {statuses ? (
        <label className="text-sm font-semibold">
          Status
          <select name="status" defaultValue={filters.status ?? ""} className={field}>
            <option value="">Any</option>
            {statuses.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
          </select>
        </label>
      ) : null}
      <label className="text-sm font-semibold">
        From
        <input type="date" name="from" defaultValue={filters.from ?? ""} className={field} />
      </label>
      <label className="text-sm font-semibold">
        To
        <input type="date" name="to" defaultValue={filters.to ?? ""} className={field} />
      </label>
      <div className="flex gap-2">
        <button type="submit" className="rounded-full bg-maroon-700 px-5 py-2 font-semibold text-white">Show</button>
        {active ? <Link href={path} className="rounded-full px-4 py-2 font-semibold ring-1 ring-stone-300">Clear</Link> : null}
      </div>
    </form>
  );
}

/** "Page 2 of 14 · 1,312 orders" with Newer / Older links. */
export function Pager({ path, filters, page, pageSize, total, noun }: { path: string; filters: ListFilters; page: number; pageSize: number; total: number; noun: string }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const link = "rounded-full px-4 py-2 font-semibold ring-1 ring-stone-300";
  return (
    <nav aria-label="Pages" className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-stone-600">
        Page {Math.min(page, pages)} of {pages} · {total.toLocaleString("en-IN")} {noun}
      </p>
      <div className="flex gap-2">
        {page > 1 ? <Link href={listHref(path, filters, page - 1)} rel="prev" className={link}>← Newer</Link> : null}
        {page < pages ? <Link href={listHref(path, filters, page + 1)} rel="next" className={link}>Older →</Link> : null}
      </div>
    </nav>
  );
}
