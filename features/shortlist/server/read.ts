import "server-only";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { localText } from "@/lib/i18n/owner-text";
import type { SharedShortlist } from "../views";
import { votesOf } from "../data/shortlists";
import { piecesByIds } from "../data/pieces";
import { listOfToken } from "./find";

/**
 * What a family member sees behind the link: the event, its day, each piece still in the
 * collection (title in her language, photo, rent, its page) and the votes so far. Null for a
 * made-up, tampered or revoked link.
 */
export async function readShortlist(token: string, locale: Locale): Promise<SharedShortlist | null> {
  const list = await listOfToken(token);
  if (!list) return null;
  const [found, votes] = await Promise.all([piecesByIds(list.pieces.map((p) => p.productId)), votesOf(list.id)]);
  const pieces = list.pieces.flatMap(({ productId, size }) => {
    const piece = found.get(productId);
    if (!piece) return [];
    return [
      {
        productId,
        size,
        title: localText(piece.title, piece.titleHi, locale).text,
        image: piece.image,
        price: piece.price,
        path: localizedPath(locale, piece.href),
      },
    ];
  });
  return {
    event: list.event,
    day: list.day,
    pieces,
    votes: votes.map((v) => ({
      productId: v.productId,
      up: v.up,
      name: v.name,
      note: v.note,
      at: v.updatedAt.toISOString(),
    })),
  };
}
