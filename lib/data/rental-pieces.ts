import "server-only";
import { db } from "@/lib/db";

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
    where: { rentPrice: { not: null }, ...(text ? { OR: [{ title: { contains: text, mode: "insensitive" } }, { id: text }] } : {}) },
    select: { id: true, title: true, category: true, stock: true },
    orderBy: text ? [{ title: "asc" }, { id: "asc" }] : [{ createdAt: "desc" }, { id: "asc" }],
    take: limit,
  });
}
