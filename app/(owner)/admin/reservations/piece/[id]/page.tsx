import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { BlockForm } from "@/features/rentals/admin/block-form";
import { CalendarLegend, MonthCalendar } from "@/features/rentals/admin/month-calendar";
import { ReservationNotices } from "@/features/rentals/admin/notices";
import { PieceBlocks, PieceStays } from "@/features/rentals/admin/piece-lists";
import { HttpError } from "@/lib/errors";
import { indiaToday } from "@/lib/format";
import { findRentablePiece, listReservations, type RentablePiece } from "@/features/rentals";
import { addDays } from "@/lib/dates";
import { firstDay, lastDay, monthName, monthOf, shiftMonth } from "@/features/rentals/rules/calendar";
import { isMonth } from "@/features/rentals/rules/piece-calendar";
import { adminPageOrSignIn } from "@/lib/auth/require-admin";

export const metadata: Metadata = { title: "Piece calendar" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The piece, null when there is none, "unrented" when it exists without rental terms. */
async function pieceOr(id: string): Promise<RentablePiece | null | "unrented"> {
  try {
    return await findRentablePiece(id);
  } catch (error) {
    if (error instanceof HttpError && error.status === 422) return "unrented";
    throw error;
  }
}

/** One piece's month: bookings, buffers and blocks, with previous / next month in the URL. */
export default async function PieceCalendar({ params, searchParams }: Props) {
  await adminPageOrSignIn(`/admin/reservations/piece/${encodeURIComponent((await params).id)}`, await searchParams);
  const { id } = await params;
  const asked = (await searchParams).month;
  const piece = await pieceOr(id);
  if (piece === null) notFound();
  if (piece === "unrented") {
    return (
      <>
        <h1 className="font-display text-3xl font-bold text-maroon-800">Piece calendar</h1>
        <p className="mt-4 rounded-2xl bg-white p-6 text-stone-700 shadow-sm">
          This piece is not rented by date: give it a rent on the Collections screen to book it by date.
        </p>
      </>
    );
  }
  const today = indiaToday();
  const month = typeof asked === "string" && isMonth(asked) ? asked : monthOf(today);
  // Widened by the longest buffer the shop allows (30 days), so a stay just outside the month still paints its buffer days.
  const [around, upcomingBlocks] = await Promise.all([
    listReservations({
      productId: piece.id,
      from: addDays(firstDay(month), -31),
      to: addDays(lastDay(month), 31),
      page: 1,
      limit: 500,
    }),
    listReservations({ productId: piece.id, kind: "block", from: today, page: 1, limit: 500 }),
  ]);
  const live = around.reservations.filter((r) => r.status !== "cancelled");
  const stays = live.filter((r) => r.kind === "rental" && r.to >= firstDay(month) && r.from <= lastDay(month));
  const { terms } = piece;
  const monthLink = (m: string) => `/admin/reservations/piece/${piece.id}?month=${m}`;
  const nav = "inline-flex min-h-11 items-center rounded-full bg-white px-4 py-2 font-semibold ring-1 ring-stone-300";
  return (
    <ReservationNotices>
      <p className="text-sm">
        <Link href="/admin/reservations/piece" className="font-semibold text-maroon-800 underline">
          ← All piece calendars
        </Link>
      </p>
      <h1 className="mt-2 font-display text-3xl font-bold text-maroon-800">{piece.title}</h1>
      <p className="mt-1 text-stone-700">
        {terms.stock > 1 ? `${terms.stock} copies` : "1 copy"}
        {piece.copySizes.length ? `, sizes ${piece.copySizes.join(", ")}` : ""} · held {terms.bufferBefore}{" "}
        {terms.bufferBefore === 1 ? "day" : "days"} before pickup and {terms.bufferAfter} after return
      </p>
      <nav aria-label="Months" className="mt-5 flex flex-wrap items-center justify-between gap-2">
        <Link href={monthLink(shiftMonth(month, -1))} className={nav} rel="prev">
          ← {monthName(shiftMonth(month, -1))}
        </Link>
        <h2 className="order-first w-full text-xl font-bold text-stone-900 sm:order-none sm:w-auto">
          {monthName(month)}
        </h2>
        <Link href={monthLink(shiftMonth(month, 1))} className={nav} rel="next">
          {monthName(shiftMonth(month, 1))} →
        </Link>
      </nav>
      {month !== monthOf(today) ? (
        <p className="mt-2 text-sm">
          <Link href={monthLink(monthOf(today))} className="font-semibold text-maroon-800 underline">
            Back to this month
          </Link>
        </p>
      ) : null}
      <div className="mt-4">
        <MonthCalendar month={month} holds={live} today={today} copies={terms.stock > 1} />
        <CalendarLegend />
      </div>
      <PieceStays stays={stays} today={today} title={`Bookings in ${monthName(month)}`} />
      <p className="mt-6">
        <Link
          href={`/admin/reservations/new?piece=${piece.id}`}
          className="inline-flex min-h-11 items-center rounded-full bg-maroon-700 px-4 py-2 font-semibold text-white"
        >
          Book {piece.title} for a customer
        </Link>
      </p>
      <div className="mt-8">
        <BlockForm productId={piece.id} stock={terms.stock} today={today} />
      </div>
      <PieceBlocks holds={upcomingBlocks.reservations} stock={terms.stock} today={today} />
    </ReservationNotices>
  );
}
