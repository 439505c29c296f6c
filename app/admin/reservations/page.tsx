import type { Metadata } from "next";
import Link from "next/link";
import { ListFiltersForm, Pager } from "@/components/admin/list-controls";
import { PieceSearch } from "@/components/admin/reservations/piece-search";
import { ReservationNotices } from "@/components/admin/reservations/notices";
import { ReservationCard } from "@/components/admin/reservations/reservation-card";
import { getSiteConfig } from "@/lib/content/site";
import { listReservations } from "@/lib/data/reservations";
import { STATUS_LABEL, type StatusWord } from "@/lib/data/reservation-words";
import { indiaToday } from "@/lib/format";
import { paramsOf } from "@/lib/validation/list-query";
import { reservationsQuerySchema } from "@/lib/validation/rental";

export const metadata: Metadata = { title: "Reservations" };

const PAGE_SIZE = 20;
const PATH = "/admin/reservations";
const STATUSES = (Object.entries(STATUS_LABEL) as [StatusWord, string][]).map(([value, label]) => ({ value, label }));

export default async function AdminReservations({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = paramsOf(await searchParams);
  const today = indiaToday();
  // With no dates asked for, the list starts today: soonest first would otherwise open on last year's stays.
  const dated = Boolean(raw.from || raw.to);
  const parsed = reservationsQuerySchema.safeParse({ ...(dated ? {} : { from: today }), ...raw, kind: "rental", limit: PAGE_SIZE });
  // A hand-edited URL with a bad date or page shows the default list rather than an error page.
  const query = parsed.success ? parsed.data : reservationsQuerySchema.parse({ from: today, kind: "rental", limit: PAGE_SIZE });
  // The implied "from today" stays out of the form and the links: the URL holds only what the owner chose.
  const filters = { q: query.q, status: query.status, from: dated ? query.from : undefined, to: query.to };
  const { reservations, total } = await listReservations(query);
  const site = getSiteConfig();
  return (
    <ReservationNotices>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-bold text-maroon-800">Reservations</h1>
        <div className="flex gap-2">
          <Link href="/admin/reservations/piece" className="inline-flex min-h-11 items-center rounded-full px-4 py-2 font-semibold ring-1 ring-stone-300">Piece calendars</Link>
          <Link href="/admin/today" className="inline-flex min-h-11 items-center rounded-full px-4 py-2 font-semibold ring-1 ring-stone-300">Today →</Link>
        </div>
      </div>
      {parsed.success ? null : <p role="alert" className="mb-4 text-red-700">{parsed.error.issues[0]?.message} Showing reservations from today instead.</p>}
      <ListFiltersForm path={PATH} filters={filters} searchLabel="Name, phone, R-number or piece" statuses={STATUSES} />
      {!dated && parsed.success ? <p className="-mt-3 mb-4 text-sm text-stone-600">Showing stays that end today or later. Choose an earlier From date to see past ones.</p> : null}
      {reservations.length ? (
        <ul className="grid gap-4 xl:grid-cols-2">
          {reservations.map((r) => <li key={r.id}><ReservationCard r={r} today={today} shop={{ name: site.name, url: site.url }} /></li>)}
        </ul>
      ) : (
        <p className="rounded-2xl bg-white p-8 text-center text-stone-600 shadow-sm">
          No reservations match. <Link href={PATH} className="font-semibold underline">Show all from today</Link>
        </p>
      )}
      {/* Numbered, with Previous / Next: the list runs soonest first, so Newer / Older would point the wrong way. */}
      <Pager path={PATH} filters={filters} page={query.page} pageSize={PAGE_SIZE} total={total} noun={total === 1 ? "reservation" : "reservations"} numbered />
      <div className="mt-8">
        <PieceSearch />
      </div>
    </ReservationNotices>
  );
}
