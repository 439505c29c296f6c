import "server-only";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/errors";
import { isPlausibleId } from "@/lib/validation/ids";
import { rentalRules } from "../settings";
import { resolveTerms } from "../rules/terms";
import type { RentablePiece } from "../views";

/** The piece by id, null when there is none; 422 when it exists but has no rental terms. */
export async function findRentablePiece(productId: string): Promise<RentablePiece | null> {
  if (!isPlausibleId(productId)) return null;
  const prisma = await db();
  const row = await prisma.collectionItem.findUnique({ where: { id: productId } });
  if (!row) return null;
  const terms = resolveTerms(row, rentalRules());
  if (!terms) throw new HttpError(422, "This piece is not rented by date. Order it or ask the shop about it instead.");
  return {
    id: row.id,
    title: row.title,
    titleHi: row.titleHi,
    description: row.description,
    descriptionHi: row.descriptionHi,
    category: row.category,
    terms,
    copySizes: row.copySizes,
  };
}

export async function requirePiece(productId: string): Promise<RentablePiece> {
  const piece = await findRentablePiece(productId);
  if (!piece) throw new HttpError(404, "That piece is not in the collection any more.");
  return piece;
}

/**
 * Units 1..stock exist (made on first booking: most pieces are never booked twice at once;
 * a piece with sizes of copies has them from its save), each with its size.
 */
export async function unitsOf(piece: RentablePiece): Promise<{ id: string; number: number; size: string | null }[]> {
  const prisma = await db();
  const want = Array.from({ length: piece.terms.stock }, (_, i) => ({
    itemId: piece.id,
    number: i + 1,
    size: piece.copySizes[i] ?? null,
  }));
  const find = () =>
    prisma.rentalUnit.findMany({
      where: { itemId: piece.id, number: { lte: piece.terms.stock } },
      orderBy: { number: "asc" },
      select: { id: true, number: true, size: true },
    });
  let units = await find();
  if (units.length < want.length) {
    await prisma.rentalUnit.createMany({ data: want, skipDuplicates: true });
    units = await find();
  }
  return units;
}

export interface RentablePieceRow {
  id: string;
  title: string;
  category: string;
  stock: number;
}

/**
 * The owner's piece picker: pieces rented by date whose title holds `q` (or whose id is
 * `q`, pasted from a link), by title; the newest ones when there is no search. Read fresh:
 * a piece added a minute ago should be found.
 */
export async function findRentablePieces(q: string | undefined, limit = 30): Promise<RentablePieceRow[]> {
  const text = q?.trim();
  const prisma = await db();
  return prisma.collectionItem.findMany({
    where: {
      rentPrice: { not: null },
      ...(text ? { OR: [{ title: { contains: text, mode: "insensitive" } }, { id: text }] } : {}),
    },
    select: { id: true, title: true, category: true, stock: true },
    orderBy: text ? [{ title: "asc" }, { id: "asc" }] : [{ createdAt: "desc" }, { id: "asc" }],
    take: limit,
  });
}
