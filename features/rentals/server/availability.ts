import "server-only";
import { HttpError } from "@/lib/errors";
import { indiaToday } from "@/lib/format";
import { addDays, addMonths, type Day } from "@/lib/dates";
import { invalidateAvailability } from "@/lib/cache";
import { rentalRules } from "../settings";
import { dayStatuses, freeUnitsFor, nearestFreeStays } from "../rules/availability";
import { stayProblem } from "../rules/stay-rules";
import { stayRefused } from "./stay-refused";
import { fieldWords } from "@/lib/validation/field-words";
import { copiesOfSize, sizeChoices } from "../rules/sizes";
import type { RentablePiece } from "../views";
import { holdsBetween } from "../data/holds";
import { requirePiece } from "../data/pieces";

// Refusals name their words in the "apiErrors" catalogue: English and Hindi are written there.

/**
 * The copies a stay of this size may take, and the size as the owner spells it. Only a piece
 * whose copies differ in size is booked by size: there a size it does not have is a 422, and
 * so is none for a booking (`required`), as she would get whichever copy was free. Elsewhere
 * (`units` undefined: any copy) her size is what she typed, kept with the booking as before.
 */
export function copiesFor(
  piece: RentablePiece,
  size: string | null | undefined,
  required: boolean,
): { units?: number[]; size: string | null } {
  const asked = size?.trim() || null;
  const choices = sizeChoices(piece.copySizes);
  if (!choices.length) return { size: asked };
  const list = choices.join(", ");
  if (!asked) {
    if (required)
      throw new HttpError(
        422,
        { key: "chooseSize", values: { title: piece.title, sizes: list } },
        { size: fieldWords("chooseSizeField", { sizes: list }) },
      );
    return { size: null };
  }
  const units = copiesOfSize(piece.copySizes, piece.terms.stock, asked);
  if (!units.length)
    throw new HttpError(
      422,
      { key: "sizeNotOffered", values: { title: piece.title, sizes: list, asked } },
      { size: fieldWords("chooseSizeField", { sizes: list }) },
    );
  return { units, size: piece.copySizes[units[0]! - 1]! };
}

/**
 * GET /api/availability/{productId}: each day free, booked (buffers included) or blocked; with
 * `size`, on the copies of that size. `stock`: how many copies those days are of (her size's, or
 * all), so a day that names no free copies has that many free.
 */
export async function availability(productId: string, from: Day, to: Day, size?: string) {
  const piece = await requirePiece(productId);
  const { units, size: named } = copiesFor(piece, size, false);
  const rules = rentalRules();
  const today = indiaToday();
  const holds = await holdsBetween(piece.id, from, to);
  const days = dayStatuses({
    from,
    to,
    stock: piece.terms.stock,
    units,
    holds,
    firstBookable: today,
    lastBookable: addMonths(today, rules.aheadMonths),
  });
  const sizes = sizeChoices(piece.copySizes);
  return {
    productId: piece.id,
    ...(sizes.length ? { sizes } : {}),
    ...(units ? { size: named } : {}),
    stock: units?.length ?? piece.terms.stock,
    days,
  };
}

/**
 * How many copies one stay of this size could take now, across its hold span (buffers
 * included), and the copies it draws on: `pool` names them ("m" for the copies of size M, ""
 * for any copy of a piece whose copies do not differ), so stays of one pool share the count.
 * Null for a size the piece does not have: the booking refuses it anyway (422).
 */
export async function freeCopies(
  piece: RentablePiece,
  span: { from: Day; to: Day },
  size: string | null | undefined,
): Promise<{ free: number; pool: string } | null> {
  let sized: ReturnType<typeof copiesFor>;
  try {
    sized = copiesFor(piece, size, false);
  } catch (error) {
    if (error instanceof HttpError && error.status === 422) return null;
    throw error;
  }
  const units = sized.units ?? Array.from({ length: piece.terms.stock }, (_, i) => i + 1);
  const holds = await holdsBetween(piece.id, span.from, span.to);
  return { free: freeUnitsFor(holds, span, units).length, pool: sized.units ? sized.size!.trim().toLowerCase() : "" };
}

/** 422 naming the field when a stay breaks the shop's rules (past, reversed, too long, too far ahead). */
export function assertStayAllowed(from: string, to: string, today = indiaToday()): void {
  const rules = rentalRules();
  const problem = stayProblem(from, to, today, rules);
  if (problem) throw stayRefused(problem, rules);
}

/**
 * Up to two stays of the same length, nearest to the one asked for (one earlier, one later).
 * `except`: a booking moving to other days, whose own days do not stand in its way; `units`:
 * only these copies (her size's).
 */
export async function nearestFree(
  piece: RentablePiece,
  from: Day,
  to: Day,
  except?: string,
  units?: number[],
): Promise<{ from: Day; to: Day }[]> {
  const today = indiaToday();
  const reach = 60;
  const holds = await holdsBetween(
    piece.id,
    addDays(from, -reach - piece.terms.bufferBefore),
    addDays(to, reach + piece.terms.bufferAfter),
    new Date(),
    undefined,
    except,
  );
  return nearestFreeStays({
    holds,
    terms: piece.terms,
    units,
    from,
    to,
    today,
    reach,
    lastPickup: addMonths(today, rentalRules().aheadMonths),
  });
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
