import "server-only";
import { db } from "@/lib/db";
import { normaliseImages } from "@/lib/images";
import { isPlausibleId } from "@/lib/validation/ids";
import { collectionSlugFor } from "@/features/shop/categories";

/** A collection piece as a shortlist shows it: read here, as the rentals read their pieces, from its own table. */
export interface PieceRow {
  id: string;
  title: string;
  titleHi: string | null;
  image: string | null;
  /** rent per stay as the card shows it */
  price: number;
  /** its page in English: /collection/<slug>/<id> */
  href: string;
  /** the sizes its copies come in, as the owner spells them; none: its copies carry no size */
  sizes: string[];
}

/** The collection pieces by id (those still in the collection; a piece deleted since is left out). */
export async function piecesByIds(ids: readonly string[]): Promise<Map<string, PieceRow>> {
  const wanted = [...new Set(ids)].filter(isPlausibleId);
  if (!wanted.length) return new Map();
  const prisma = await db();
  const rows = await prisma.collectionItem.findMany({
    where: { id: { in: wanted } },
    select: {
      id: true,
      title: true,
      titleHi: true,
      category: true,
      price: true,
      rentPrice: true,
      image: true,
      images: true,
      copySizes: true,
    },
  });
  return new Map(
    rows.flatMap((row) => {
      const slug = collectionSlugFor(row.category);
      if (!slug) return [];
      const sizes = [...new Set(row.copySizes.map((s) => s.trim()).filter(Boolean))];
      const piece: PieceRow = {
        id: row.id,
        title: row.title,
        titleHi: row.titleHi,
        image: normaliseImages(row.images, row.image)[0] ?? null,
        price: row.rentPrice ?? row.price,
        href: `/collection/${slug}/${row.id}`,
        sizes,
      };
      return [[row.id, piece] as const];
    }),
  );
}
