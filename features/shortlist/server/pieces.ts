import "server-only";
import { HttpError } from "@/lib/errors";
import type { ShortlistInput } from "../validation";
import type { StoredPiece } from "../data/shortlists";
import { piecesByIds } from "../data/pieces";

// Refusals name their words in the "apiErrors" catalogue: English and Hindi are written there.

/**
 * The pieces as the list keeps them, checked against the collection: each once (her first
 * heart on it), every one still in the collection (422 otherwise), her size only where its
 * copies differ, spelt as the owner spells it (422 for a size it does not come in).
 */
export async function checkedPieces(pieces: ShortlistInput["pieces"]): Promise<StoredPiece[]> {
  const unique = pieces.filter((p, i) => pieces.findIndex((q) => q.productId === p.productId) === i);
  const found = await piecesByIds(unique.map((p) => p.productId));
  const missing = unique.filter((p) => !found.has(p.productId)).map((p) => p.productId);
  if (missing.length) throw new HttpError(422, { key: "itemGone" }, undefined, undefined, { productIds: missing });
  return unique.map(({ productId, size }) => {
    const piece = found.get(productId)!;
    if (!size || !piece.sizes.length) return { productId, size: null };
    const named = piece.sizes.find((s) => s.toLowerCase() === size.toLowerCase());
    if (!named)
      throw new HttpError(422, {
        key: "sizeNotOffered",
        values: { title: piece.title, sizes: piece.sizes.join(", "), asked: size },
      });
    return { productId, size: named };
  });
}
