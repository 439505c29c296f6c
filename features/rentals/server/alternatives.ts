import "server-only";
import { collectionSlugFor } from "@/features/shop/categories";
import { indiaToday } from "@/lib/format";
import type { Day } from "@/lib/dates";
import { rentalRules } from "../settings";
import { freeUnitFor } from "../rules/availability";
import { holdSpan, priceStay, resolveTerms } from "../rules/terms";
import type { FreeAlternative, StayAlternatives } from "../views";
import { piecesFreeForStay } from "../data/free-pieces";
import { holdsBetween } from "../data/holds";
import { requirePiece } from "../data/pieces";
import { assertStayAllowed, copiesFor, nearestFree } from "./availability";

const OTHERS = 4;

/**
 * A way forward from a taken function date: whether the stay is free, the
 * nearest free stays of this piece (read fresh, like the calendar) and other pieces of its
 * kind free for the same days (a cached dated read, dropped by every booking). 404 for an
 * unknown piece, 422 for a stay the shop's rules refuse, in the booking's own words. With
 * `size`, on the copies of her size (the other pieces are any size: their page asks hers).
 */
export async function stayAlternatives(
  productId: string,
  from: Day,
  to: Day,
  size?: string,
  now = new Date(),
): Promise<StayAlternatives> {
  const piece = await requirePiece(productId);
  const { units } = copiesFor(piece, size, false);
  const today = indiaToday(now);
  assertStayAllowed(from, to, today);
  const span = holdSpan(piece.terms, from, to, today);
  const holds = await holdsBetween(piece.id, span.from, span.to, now);
  const free = freeUnitFor(holds, span, units ?? Array.from({ length: piece.terms.stock }, (_, i) => i + 1)) !== null;
  const rules = rentalRules();
  const [nearest, alike] = await Promise.all([
    free ? [] : nearestFree(piece, from, to, undefined, units),
    piecesFreeForStay({
      category: piece.category,
      except: piece.id,
      pickup: from,
      ret: to,
      today,
      bufferBefore: rules.bufferBefore,
      bufferAfter: rules.bufferAfter,
      limit: OTHERS,
    }),
  ]);
  const others = alike.flatMap((p): FreeAlternative[] => {
    const terms = resolveTerms(p.terms, rules);
    if (!terms) return [];
    const price = priceStay(terms, from, to);
    const href = `/collection/${collectionSlugFor(p.category) ?? p.category}/${p.id}?from=${from}&to=${to}`;
    return [{ id: p.id, title: p.title, image: p.image, href, rent: price.rent, deposit: price.deposit }];
  });
  return { productId: piece.id, from, to, free, nearestFree: nearest, others };
}
