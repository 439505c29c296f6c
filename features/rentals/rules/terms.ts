import { addDays, daysBetween, type Day } from "@/lib/dates";

/**
 * A piece's rental terms with the shop's defaults filled in. Safe on the client: the
 * server resolves the defaults (features/rentals/settings.ts) and hands the result to pages.
 */
export interface RentalTerms {
  /** rent for the base period, rupees */
  rent: number;
  /** the base period in days (pickup day and return day included) */
  baseDays: number;
  /** rent for each day beyond the base period */
  extraDay: number;
  /** refundable security deposit */
  deposit: number;
  stock: number;
  /** days held before pickup and after return (alterations, cleaning) */
  bufferBefore: number;
  bufferAfter: number;
}

/** Shop-wide rules and defaults (site configuration). */
export interface RentalRules {
  baseDays: number;
  bufferBefore: number;
  bufferAfter: number;
  /** deposit as a percentage of the base rent, for pieces without their own */
  depositPercent: number;
  /** the longest stay a visitor can book, in days */
  maxDays: number;
  /** how far ahead a pickup may be, in months */
  aheadMonths: number;
}

export interface PieceTermsRow {
  rentPrice: number | null;
  rentDays: number | null;
  extraDayPrice: number | null;
  deposit: number | null;
  stock: number;
  bufferBefore: number | null;
  bufferAfter: number | null;
}

/** The piece's terms, or null when it has none (it is then ordered as before, without dates). */
export function resolveTerms(row: PieceTermsRow, rules: RentalRules): RentalTerms | null {
  if (row.rentPrice == null) return null;
  const baseDays = row.rentDays ?? rules.baseDays;
  return {
    rent: row.rentPrice,
    baseDays,
    // Without its own price an extra day costs the base rent's daily share, rounded up.
    extraDay: row.extraDayPrice ?? Math.ceil(row.rentPrice / baseDays),
    deposit: row.deposit ?? Math.round((row.rentPrice * rules.depositPercent) / 100),
    stock: Math.max(1, row.stock),
    bufferBefore: row.bufferBefore ?? rules.bufferBefore,
    bufferAfter: row.bufferAfter ?? rules.bufferAfter,
  };
}

/** Days of a stay, pickup and return both counted: 14th → 16th is 3 days. */
export function stayDays(pickup: Day, ret: Day): number {
  return daysBetween(pickup, ret) + 1;
}

export interface StayPrice {
  days: number;
  extraDays: number;
  rent: number;
  deposit: number;
}

export function priceStay(terms: RentalTerms, pickup: Day, ret: Day): StayPrice {
  const days = stayDays(pickup, ret);
  const extraDays = Math.max(0, days - terms.baseDays);
  return { days, extraDays, rent: terms.rent + extraDays * terms.extraDay, deposit: terms.deposit };
}

/**
 * The days a stay holds the piece: pickup..return widened by the buffers. Given `today`, a
 * buffer day before pickup that is already past is left out: the shop cannot prepare the piece
 * yesterday, and holding it would refuse a pickup today right after a return.
 */
export function holdSpan(
  terms: Pick<RentalTerms, "bufferBefore" | "bufferAfter">,
  pickup: Day,
  ret: Day,
  today?: Day,
): { from: Day; to: Day } {
  const from = addDays(pickup, -terms.bufferBefore);
  return { from: today && from < today ? today : from, to: addDays(ret, terms.bufferAfter) };
}

/**
 * What to propose for a function on `eventDay`: pick up the day before (for the fitting and
 * the drive home) and return at the end of the base period, so the event falls inside it.
 * Never a pickup before `today`.
 */
export function proposeStay(terms: RentalTerms, eventDay: Day, today: Day): { pickup: Day; ret: Day } {
  const dayBefore = addDays(eventDay, -1);
  const pickup = dayBefore < today ? today : dayBefore;
  const ret = addDays(pickup, Math.max(terms.baseDays - 1, daysBetween(pickup, eventDay)));
  return { pickup, ret };
}

/** What a piece's page offers for renting it by date: its terms and the shop's rules the calendar needs. */
export interface RentalOffer {
  terms: RentalTerms;
  /** the sizes to choose from when the piece's copies differ in size (none: nothing to ask) */
  sizes?: string[];
  maxDays: number;
  aheadMonths: number;
}
