import "server-only";
import type { RentalRules } from "./rules/terms";
import type { HoldRules } from "./rules/holds";

function whole(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name]?.trim();
  const value = raw ? Number(raw) : NaN;
  return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

/**
 * The shop's rental rules, from the environment (docs/configuration.md). A value that is not a
 * whole number in range falls back to the default rather than breaking every booking.
 */
export function rentalRules(): RentalRules {
  return {
    baseDays: whole("RENTAL_BASE_DAYS", 3, 1, 60),
    bufferBefore: whole("RENTAL_BUFFER_BEFORE", 1, 0, 30),
    bufferAfter: whole("RENTAL_BUFFER_AFTER", 2, 0, 30),
    depositPercent: whole("RENTAL_DEPOSIT_PERCENT", 100, 0, 1000),
    maxDays: whole("RENTAL_MAX_DAYS", 14, 1, 90),
    aheadMonths: whole("RENTAL_AHEAD_MONTHS", 18, 1, 36),
  };
}

/**
 * How online bookings hold stock (docs/configuration.md): pending holds lapse after
 * RENTAL_HOLD_HOURS unless confirmed, and allowances count piece-days (copies × days).
 */
export function holdRules(): HoldRules {
  return {
    holdHours: whole("RENTAL_HOLD_HOURS", 48, 1, 24 * 14),
    unpaidHoldHours: whole("RENTAL_UNPAID_HOLD_HOURS", 2, 1, 48),
    pendingPieceDays: whole("RENTAL_PENDING_PIECE_DAYS", 40, 1, 1_000_000),
    dailyPieceDays: whole("RENTAL_DAILY_PIECE_DAYS", 60, 1, 1_000_000),
    pendingStaysPerPiece: whole("RENTAL_PENDING_STAYS_PER_PIECE", 2, 1, 1_000_000),
    unpaidSharePercent: whole("RENTAL_UNPAID_SHARE_PERCENT", 10, 0, 100),
    coolDownHours: whole("RENTAL_HOLD_COOLDOWN_HOURS", 48, 0, 24 * 30),
  };
}

/** What a customer may do from her booking page (docs/configuration.md). */
export function customerRules(): { cancelHours: number; changesPerDay: number } {
  return {
    cancelHours: whole("RENTAL_CANCEL_HOURS", 48, 0, 24 * 30),
    changesPerDay: whole("RENTAL_CHANGES_PER_DAY", 5, 1, 1000),
  };
}

/** A UPI id (VPA) as banks issue them: "shop.name@okaxis". */
const VPA = /^[\w.-]{2,256}@[a-zA-Z]{2,64}$/;

/**
 * How a customer pays from her booking page (docs/configuration.md): SHOP_UPI_ID (unset, or not a
 * UPI id: no QR code, she pays at the shop) and RENTAL_ADVANCE_PERCENT (unset: the whole amount
 * due; 1..100: that share of rent and deposit as an advance).
 */
export function paymentRules(): { upiId: string | null; advancePercent: number | null } {
  const upiId = process.env.SHOP_UPI_ID?.trim() ?? "";
  const advance = whole("RENTAL_ADVANCE_PERCENT", 0, 1, 100);
  return { upiId: VPA.test(upiId) ? upiId : null, advancePercent: advance || null };
}

/** RENTAL_LATE_FEE_PERCENT (docs/configuration.md): the late fee per day late, as a share of the stay's rent (default 10, 0 for none). */
export function lateFeePercent(): number {
  return whole("RENTAL_LATE_FEE_PERCENT", 10, 0, 100);
}
