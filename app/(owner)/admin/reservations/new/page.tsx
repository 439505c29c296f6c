import type { Metadata } from "next";
import Link from "next/link";
import { OwnerBookingDone } from "@/features/rentals/admin/owner-booking-done";
import { OwnerBookingForm, type BookablePiece } from "@/features/rentals/admin/owner-booking-form";
import { PieceSearch } from "@/features/rentals/admin/piece-search";
import { findRentablePiece, findRentablePieces, getReservation } from "@/features/rentals";
import { sizeChoices } from "@/features/rentals/rules/sizes";
import { getSiteConfig } from "@/lib/site/config";
import { HttpError } from "@/lib/errors";
import { indiaToday } from "@/lib/format";
import { paramsOf, searchText } from "@/lib/validation/list-query";
import { adminPageOrSignIn } from "@/lib/auth/require-admin";

export const metadata: Metadata = { title: "Book for a customer" };

const PATH = "/admin/reservations/new";
const pill = "inline-flex min-h-11 items-center rounded-full px-4 py-2 font-semibold ring-1 ring-stone-300";

/** The piece asked for, or null (none, or not rented by date: the picker shows instead). */
async function bookable(id: string | undefined): Promise<BookablePiece | null> {
  if (!id) return null;
  try {
    const piece = await findRentablePiece(id);
    if (!piece) return null;
    const { terms } = piece;
    return {
      id: piece.id,
      title: piece.title,
      stock: terms.stock,
      copySizes: piece.copySizes,
      sizes: sizeChoices(piece.copySizes),
      rent: terms.rent,
      baseDays: terms.baseDays,
      deposit: terms.deposit,
    };
  } catch (error) {
    if (error instanceof HttpError && error.status === 422) return null;
    throw error;
  }
}

/**
 * "Book for a customer": a bride who called or walked in. Choose the piece (`?q=` searches,
 * `?piece=` picks one), then the form; once saved (`?booked=`), the booking to send her.
 */
export default async function NewReservation({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await adminPageOrSignIn(PATH, await searchParams);
  const raw = paramsOf(await searchParams);
  const today = indiaToday();
  const site = getSiteConfig();
  const booked = raw.booked ? await getReservation(raw.booked) : null;
  const piece = await bookable(raw.piece);
  const parsed = searchText.safeParse(raw.q);
  const q = parsed.success ? parsed.data : undefined;
  const pieces = piece ? [] : await findRentablePieces(q, 12);
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-bold text-maroon-800">Book for a customer</h1>
        <Link href="/admin/reservations" className={pill}>
          ← Reservations
        </Link>
      </div>
      {booked && booked.kind === "rental" ? (
        <OwnerBookingDone r={booked} shop={{ name: site.name, url: site.url }} today={today} />
      ) : null}
      {piece ? (
        <>
          <p className="mb-3 text-sm">
            <Link href={PATH} className="font-semibold text-maroon-800 underline">
              Choose another piece
            </Link>
          </p>
          <OwnerBookingForm key={piece.id} piece={piece} today={today} />
        </>
      ) : (
        <>
          <PieceSearch q={q} action={PATH} label="Piece (name)" name="Find the piece to book" />
          <h2 className="mb-3 text-lg font-bold text-stone-800">{q ? `Pieces matching “${q}”` : "Newest pieces"}</h2>
          {pieces.length ? (
            <ul className="grid gap-2 sm:grid-cols-2">
              {pieces.map((p) => (
                <li key={p.id}>
                  <Link
                    href={`${PATH}?piece=${encodeURIComponent(p.id)}`}
                    className="flex min-h-12 items-center justify-between gap-3 rounded-xl bg-white px-4 py-3 font-semibold shadow-sm ring-1 ring-stone-200 hover:ring-maroon-600"
                  >
                    <span>Book {p.title}</span>
                    <span className="shrink-0 text-sm font-normal text-stone-600">
                      {p.stock > 1 ? `${p.stock} copies` : "1 copy"}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-2xl bg-white p-8 text-center text-stone-600 shadow-sm">
              No piece rented by date matches{q ? ` “${q}”` : ""}.
            </p>
          )}
        </>
      )}
    </>
  );
}
