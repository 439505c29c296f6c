import "server-only";
import { HttpError } from "@/lib/errors";
import { indiaToday } from "@/lib/format";
import { addDays, addMonths, type Day } from "@/lib/dates";
import { invalidateAvailability } from "@/lib/cache";
import { rentalRules } from "../settings";
import { dayStatuses, nearestFreeStays } from "../rules/availability";
import { stayProblem } from "../rules/stay-rules";
import type { RentablePiece } from "../views";
import { holdsBetween } from "../data/holds";
import { requirePiece } from "../data/pieces";

/** GET /api/availability/{productId}: each day free, booked (buffers included) or blocked. */
export async function availability(productId: string, from: Day, to: Day) {
  const piece = await requirePiece(productId);
  const rules = rentalRules();
  const today = indiaToday();
  const holds = await holdsBetween(piece.id, from, to);
  const days = dayStatuses({ from, to, stock: piece.terms.stock, holds, firstBookable: today, lastBookable: addMonths(today, rules.aheadMonths) });
  return { productId: piece.id, days };
}

/** 422 naming the field when a stay breaks the shop's rules (past, reversed, too long, too far ahead). */
export function assertStayAllowed(from: string, to: string, today = indiaToday()): void {
  const problem = stayProblem(from, to, today, rentalRules());
  if (problem) throw new HttpError(422, problem.message, { [problem.field]: problem.message });
}

/**
 * Up to two stays of the same length, nearest to the one asked for (one earlier, one later).
 * `except`: a booking moving to other days, whose own days do not stand in its way.
 */
export async function nearestFree(piece: RentablePiece, from: Day, to: Day, except?: string): Promise<{ from: Day; to: Day }[]> {
  const today = indiaToday();
  const reach = 60;
  const holds = await holdsBetween(piece.id, addDays(from, -reach - piece.terms.bufferBefore), addDays(to, reach + piece.terms.bufferAfter), new Date(), undefined, except);
  return nearestFreeStays({ holds, terms: piece.terms, from, to, today, reach, lastPickup: addMonths(today, rentalRules().aheadMonths) });
}

/**
 * A booking, cancellation or block changes which pieces are "available on" a day: those
 * lists and their pages drop what they hold (on every instance), nothing else (lib/cache/index.ts).
 * Called once per change, after it committed. Every dated list is dropped whichever piece
 * changed: a list of one day can name any piece, and bookings are rare next to page views.
 */
export function availabilityChanged(): Promise<void> {
  return invalidateAvailability();
}
