import type { Metadata } from "next";
import Link from "next/link";
import { ListFiltersForm, Pager, type ListFilters } from "@/components/admin/list-controls";
import { BlockList } from "@/features/rentals/admin/block-list";
import { PieceSearch } from "@/features/rentals/admin/piece-search";
import { ReservationNotices } from "@/features/rentals/admin/notices";
import { ReservationCard } from "@/features/rentals/admin/reservation-card";
import { SettleList } from "@/features/rentals/admin/settle-list";
import { getSiteConfig } from "@/lib/site/config";
import { listBlocks } from "@/features/rentals";
import { listReservations } from "@/features/rentals";
import { STATUS_LABEL, type StatusWord } from "@/features/rentals/rules/status";
import { indiaToday } from "@/lib/format";
import type { Day } from "@/lib/dates";
import { paramsOf } from "@/lib/validation/list-query";
import { reservationsQuerySchema } from "@/features/rentals/validation";
import { adminPageOrSignIn } from "@/lib/auth/require-admin";

export const metadata: Metadata = { title: "Reservations" };

const PAGE_SIZE = 20;
const PATH = "/admin/reservations";
const STATUSES = (Object.entries(STATUS_LABEL) as [StatusWord, string][]).map(([value, label]) => ({ value, label }));

export default async function AdminReservations({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await adminPageOrSignIn("/admin/reservations", await searchParams);
  const raw = paramsOf(await searchParams);
  const today = indiaToday();
  // Two lists on one page: customers' stays, or the days the owner blocked (fittings, repairs).
  const kind = raw.kind === "block" ? "block" : "rental";
  // With no dates asked for, the list starts today: soonest first would otherwise open on last year's stays.
  // Not for the money to settle ("Returned"): a piece back last week still owes or is owed.
  const dated = Boolean(raw.from || raw.to);
  const settling = kind === "rental" && raw.status === "returned";
  // A search finds a stay whatever its days (its R-number, her name or phone); "still out" too.
  const out = kind === "rental" && raw.state === "out";
  const implied = !dated && !settling && !out && !raw.q?.trim();
  const parsed = reservationsQuerySchema.safeParse({
    ...(implied ? { from: today } : {}),
    ...raw,
    kind,
    limit: PAGE_SIZE,
  });
  // A hand-edited URL with a bad date or page shows the default list rather than an error page.
  const query = parsed.success ? parsed.data : reservationsQuerySchema.parse({ from: today, kind, limit: PAGE_SIZE });
  // The implied "from today" stays out of the form and the links: the URL holds only what the owner chose.
  const filters: ListFilters = {
    q: query.q,
    status: kind === "rental" ? query.status : undefined,
    from: dated ? query.from : undefined,
    to: query.to,
    kind: kind === "block" ? kind : undefined,
  };
  return (
    <ReservationNotices>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-bold text-maroon-800">Reservations</h1>
        <div className="flex flex-wrap gap-2">
          <Link
            href="/admin/reservations/new"
            className="inline-flex min-h-11 items-center rounded-full bg-maroon-700 px-4 py-2 font-semibold text-white"
          >
            Book for a customer
          </Link>
          <Link
            href="/admin/reservations/piece"
            className="inline-flex min-h-11 items-center rounded-full px-4 py-2 font-semibold ring-1 ring-stone-300"
          >
            Piece calendars
          </Link>
          <Link
            href={`${PATH}?state=out`}
            className="inline-flex min-h-11 items-center rounded-full px-4 py-2 font-semibold ring-1 ring-stone-300"
          >
            Still out
          </Link>
          <Link
            href="/admin/today"
            className="inline-flex min-h-11 items-center rounded-full px-4 py-2 font-semibold ring-1 ring-stone-300"
          >
            Today →
          </Link>
        </div>
      </div>
      <nav aria-label="Lists" className="mb-4 flex gap-2">
        {(["rental", "block"] as const).map((k) => (
          <Link
            key={k}
            href={k === "block" ? `${PATH}?kind=block` : PATH}
            aria-current={k === kind ? "page" : undefined}
            className="inline-flex min-h-11 items-center rounded-full px-4 py-2 font-semibold ring-1 ring-stone-300 aria-[current=page]:bg-maroon-700 aria-[current=page]:text-white aria-[current=page]:ring-maroon-700"
          >
            {k === "block" ? "Blocked days" : "Rentals"}
          </Link>
        ))}
      </nav>
      {parsed.success ? null : (
        <p role="alert" className="mb-4 text-red-700">
          {parsed.error.issues[0]?.message} Showing {kind === "block" ? "blocks" : "reservations"} from today instead.
        </p>
      )}
      <ListFiltersForm
        path={PATH}
        filters={filters}
        searchLabel={kind === "block" ? "Piece or reason" : "Name, phone, R-number or piece"}
        statuses={kind === "rental" ? STATUSES : undefined}
      />
      {implied && parsed.success ? (
        <p className="-mt-3 mb-4 text-sm text-stone-600">
          Showing {kind === "block" ? "blocks" : "stays"} that end today or later. Choose an earlier From date to see
          past ones.
        </p>
      ) : null}
      {out && parsed.success ? (
        <p className="-mt-3 mb-4 text-sm text-stone-600">
          Showing every piece out with a customer now, whatever its days.
        </p>
      ) : null}
      {settling && !dated && parsed.success ? (
        <p className="-mt-3 mb-4 text-sm text-stone-600">
          Showing every piece back with money still to settle, whatever its days.
        </p>
      ) : null}
      {kind === "block" ? (
        <Blocks query={query} filters={filters} today={today} />
      ) : (
        <Rentals query={query} filters={filters} today={today} settling={settling} />
      )}
      <div className="mt-8">
        <PieceSearch />
      </div>
    </ReservationNotices>
  );
}

type ListProps = { query: Parameters<typeof listReservations>[0]; filters: ListFilters; today: Day };

async function Rentals({ query, filters, today, settling }: ListProps & { settling: boolean }) {
  const { reservations, total } = await listReservations(query);
  const site = getSiteConfig();
  return (
    <>
      {/* The money to settle at a glance: each booking's balance, "To refund ₹700" or "Owes ₹1,650". */}
      {settling && reservations.length ? (
        <div className="-mt-1 mb-4">
          <SettleList items={reservations} label="What each booking comes to" />
        </div>
      ) : null}
      {reservations.length ? (
        <ul className="grid gap-4 xl:grid-cols-2">
          {reservations.map((r) => (
            <li key={r.id}>
              <ReservationCard r={r} today={today} shop={{ name: site.name, url: site.url }} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl bg-white p-8 text-center text-stone-600 shadow-sm">
          No reservations match.{" "}
          <Link href={PATH} className="font-semibold underline">
            Show all from today
          </Link>
        </p>
      )}
      {/* Numbered, with Previous / Next: the list runs soonest first, so Newer / Older would point the wrong way. */}
      <Pager
        path={PATH}
        filters={filters}
        page={query.page}
        pageSize={PAGE_SIZE}
        total={total}
        noun={total === 1 ? "reservation" : "reservations"}
        numbered
      />
    </>
  );
}

async function Blocks({ query, filters, today }: ListProps) {
  const { blocks, total } = await listBlocks(query);
  return (
    <>
      {blocks.length ? (
        <BlockList blocks={blocks} today={today} />
      ) : (
        <p className="rounded-2xl bg-white p-8 text-center text-stone-600 shadow-sm">
          No blocked days match. Block days from a piece&apos;s calendar.{" "}
          <Link href={`${PATH}?kind=block`} className="font-semibold underline">
            Show all from today
          </Link>
        </p>
      )}
      <Pager
        path={PATH}
        filters={filters}
        page={query.page}
        pageSize={PAGE_SIZE}
        total={total}
        noun={total === 1 ? "block" : "blocks"}
        numbered
      />
    </>
  );
}
