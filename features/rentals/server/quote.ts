import "server-only";
import { HttpError } from "@/lib/errors";
import { indiaToday } from "@/lib/format";
import type { Day } from "@/lib/dates";
import { rentalRules } from "../settings";
import { stayProblem, type StayProblem } from "../rules/stay-rules";
import { holdSpan, priceStay } from "../rules/terms";
import type { RentablePiece } from "../views";
import { findRentablePiece } from "../data/pieces";
import { freeCopies } from "./availability";
import { stayProblemText, stayRefused } from "./stay-refused";
import { ownerText } from "@/lib/i18n/owner-text";
import type { Locale } from "@/lib/i18n/locales";

// Refusals and field messages name their words in the "apiErrors" catalogue: English and Hindi are written there.

/** A stay priced: what it holds (buffers included) and what it costs, or why the shop refuses it. */
export type StayPrice =
  { problem: StayProblem } | { problem: null; span: { from: Day; to: Day }; rent: number; deposit: number };

/**
 * The one pricing rule for a stay, used by the booking (which then holds it) and by the cart's
 * quote (which only shows it): the shop's rules first, then the piece's terms.
 */
function priceOf(piece: RentablePiece, from: Day, to: Day, today: Day): StayPrice {
  const problem = stayProblem(from, to, today, rentalRules());
  if (problem) return { problem };
  return { problem: null, span: holdSpan(piece.terms, from, to, today), ...priceStay(piece.terms, from, to) };
}

/** priceOf for a booking: 422 naming the field when the rules refuse the stay. */
export function pricedOrRefused(
  piece: RentablePiece,
  from: Day,
  to: Day,
  today: Day,
): Extract<StayPrice, { problem: null }> {
  const price = priceOf(piece, from, to, today);
  if (price.problem) throw stayRefused(price.problem, rentalRules());
  return price;
}

/**
 * What the cart shows for a dated line: unavailable (with the checkout's words when the rules
 * refuse it), or its rent and deposit (each per copy), and how many copies of her size are free
 * for the stay now (`free`, drawn from `pool`: see freeCopies; none for a size the piece lacks).
 */
export type StayQuote =
  | { available: false; problem?: string }
  | {
      available: true;
      title: string;
      description?: string;
      rent: number;
      deposit: number;
      free?: number;
      pool?: string;
    };

/**
 * Quotes dated lines as the checkout would price them now, reading each piece once however
 * many lines name it. Nothing is held: `free` is what the copies' holds leave now, and the
 * checkout still decides (409 with what is free then).
 */
export function stayQuoter(
  today: Day = indiaToday(),
  locale: Locale = "en",
): (productId: string, from: Day, to: Day, size?: string | null) => Promise<StayQuote> {
  const pieces = new Map<string, Promise<RentablePiece | null>>();
  return async (productId, from, to, size) => {
    if (!pieces.has(productId)) pieces.set(productId, rentablePiece(productId));
    const piece = await pieces.get(productId)!;
    if (!piece) return { available: false };
    const price = priceOf(piece, from, to, today);
    if (price.problem) return { available: false, problem: stayProblemText(price.problem, rentalRules(), locale) };
    const copies = await freeCopies(piece, price.span, size);
    const text = ownerText({ ...piece, description: piece.description ?? "" }, locale);
    return {
      available: true,
      title: text.title,
      ...(piece.description === undefined ? {} : { description: text.description }),
      rent: price.rent,
      deposit: price.deposit,
      ...(copies ?? {}),
    };
  };
}

/** Null when the piece is gone or no longer rented by date: either way the checkout would refuse the stay. */
async function rentablePiece(productId: string): Promise<RentablePiece | null> {
  try {
    return await findRentablePiece(productId);
  } catch (error) {
    if (error instanceof HttpError && error.status === 422) return null;
    throw error;
  }
}
