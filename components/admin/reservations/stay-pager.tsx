import Link from "next/link";
import { listHref, type ListFilters } from "@/components/admin/list-controls";

/**
 * "Page 2 of 3 · 41 reservations" with Earlier / Later: the list runs soonest first, so the
 * orders pager's Newer / Older would point the wrong way.
 */
export function StayPager({ path, filters, page, pageSize, total }: { path: string; filters: ListFilters; page: number; pageSize: number; total: number }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const link = "inline-flex min-h-11 items-center rounded-full px-4 py-2 font-semibold ring-1 ring-stone-300";
  return (
    <nav aria-label="Pages" className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-stone-600">
        Page {Math.min(page, pages)} of {pages} · {total.toLocaleString("en-IN")} {total === 1 ? "reservation" : "reservations"}
      </p>
      <div className="flex gap-2">
        {page > 1 ? <Link href={listHref(path, filters, Math.min(page, pages + 1) - 1)} rel="prev" className={link}>← Earlier</Link> : null}
        {page < pages ? <Link href={listHref(path, filters, page + 1)} rel="next" className={link}>Later →</Link> : null}
      </div>
    </nav>
  );
}
