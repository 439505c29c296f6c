import type { Metadata } from "next";
import Link from "next/link";
import { PieceSearch } from "@/features/rentals/admin/piece-search";
import { findRentablePieces } from "@/features/rentals";
import { paramsOf, searchText } from "@/lib/validation/list-query";
import { adminPageOrSignIn } from "@/lib/auth/require-admin";

export const metadata: Metadata = { title: "Piece calendars" };

/** Find a piece to open its calendar: by name, or the newest pieces when nothing is typed. */
export default async function PiecePicker({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await adminPageOrSignIn("/admin/reservations/piece", await searchParams);
  const parsed = searchText.safeParse(paramsOf(await searchParams).q);
  const q = parsed.success ? parsed.data : undefined;
  const pieces = await findRentablePieces(q);
  return (
    <>
      <h1 className="mb-6 font-display text-3xl font-bold text-maroon-800">Piece calendars</h1>
      <PieceSearch q={q} />
      <h2 className="mb-3 text-lg font-bold text-stone-800">{q ? `Pieces matching “${q}”` : "Newest pieces"}</h2>
      {pieces.length ? (
        <ul className="grid gap-2 sm:grid-cols-2">
          {pieces.map((p) => (
            <li key={p.id}>
              <Link
                href={`/admin/reservations/piece/${p.id}`}
                className="flex min-h-12 items-center justify-between gap-3 rounded-xl bg-white px-4 py-3 font-semibold shadow-sm ring-1 ring-stone-200 hover:ring-maroon-600"
              >
                <span>{p.title}</span>
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
  );
}
