import "server-only";
import { collectionSlugFor } from "@/lib/content/categories";
import { indiaToday } from "@/lib/format";
import { freeUnitFor } from "@/lib/rental/availability";
import { rentalRules } from "@/lib/rental/defaults";
import type { Day } from "@/lib/rental/days";
import { holdSpan, priceStay, resolveTerms } from "@/lib/rental/terms";
import { piecesFreeForStay } from "./catalogue-query";
import { assertStayAllowed, holdsBetween, nearestFree, requirePiece } from "./reservations";

/** Another piece of the same kind free for the stay: its page opens with the same days chosen. */
export interface FreeAlternative {
  id: string;
  title: string;
  image: string | null;
  /** `/collection/gowns/{id}?from=…&to=…` */
  href: string;
  /** its rent and deposit for this stay */
  rent: number;
  deposit: number;
}

export interface StayAlternatives {
  productId: string;
  from: Day;
  to: Day;
  /** a copy of the piece is free for the whole stay, its buffer days included */
  free: boolean;
  /** when it is not: up to two stays as long, the nearest earlier and later (as a 409 names them) */
  nearestFree: { from: Day; to: Day }[];
  /** up to `OTHERS` other pieces of its category free for these days */
  others: FreeAlternative[];
}

const OTHERS = 4;

/**
 * A way forward from a taken function date (issue #26, item 3): whether the stay is free, the
 * nearest free stays of this piece (read fresh, like the calendar) and other pieces of its
 * kind free for the same days (a cached dated read, dropped by every booking). 404 for an
 * unknown piece, 422 for a stay the shop's rules refuse, in the booking's own words.
 */
export async function stayAlternatives(productId: string, from: Day, to: Day, now = new Date()): Promise<StayAlternatives> {
  const piece = await requirePiece(productId);
  const today = indiaToday(now);
  assertStayAllowed(from, to, today);
  const span = holdSpan(piece.terms, from, to, today);
  const holds = await holdsBetween(piece.id, span.from, span.to, now);
  const free = freeUnitFor(holds, span, Array.from({ length: piece.terms.stock }, (_, i) => i + 1)) !== null;
  const rules = rentalRules();
  const [nearest, alike] = await Promise.all([
    free ? [] : nearestFree(piece, from, to),
    piecesFreeForStay({ category: piece.category, except: piece.id, pickup: from, ret: to, today, bufferBefore: rules.bufferBefore, bufferAfter: rules.bufferAfter, limit: OTHERS }),
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
