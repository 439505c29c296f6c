import "server-only";
import QRCode from "qrcode";
import { db } from "@/lib/db";
import { collectionSlugFor } from "@/features/shop/categories";
import { HttpError, type ErrorWords } from "@/lib/errors";
import { fieldWords } from "@/lib/validation/field-words";
import { fulfilmentWord } from "@/features/shop/fulfilment";
import { normaliseImages } from "@/lib/images";
import { dateToDay, type Day } from "@/lib/dates";
import { indiaDayStart } from "@/lib/format";
import { getSiteConfig } from "@/lib/site/config";
import { razorpayKeys } from "@/features/rentals/razorpay";
import { customerRules, paymentRules } from "../settings";
import { upiPayLink } from "../rules/payments";
import { amountToAsk } from "../rules/ledger";
import { hasLapsed } from "../rules/holds";
import { NOT_YET_OUT, reservationNumber, WORD_OF_STATUS } from "../rules/status";
import type { BookingMoney, BookingRef, CustomerBooking, CustomerStay } from "../views";
import { toReturnView } from "../data/returns";
import { bookingRows, bookingWhere, renewLinkVersion, type BookingRows, type StayRow } from "../data/customer-bookings";
import { availabilityChanged } from "./availability";
import { bookingPath, readBookingToken } from "../booking-link";
import { storedLocale } from "@/lib/validation/locale";
import type { Locale } from "@/lib/i18n/locales";

// Refusals and field messages name their words in the "apiErrors" catalogue: English and Hindi are written there.

/** The same words for every link that does not open a booking: tampered, made up or revoked look alike. */
export const NO_SUCH_BOOKING: ErrorWords = { key: "bookingLinkBroken" };

/** The moment she can no longer cancel a stay herself: RENTAL_CANCEL_HOURS before its pickup day begins (India time). */
function cancelDeadline(pickup: Day): Date {
  return new Date(indiaDayStart(pickup).getTime() - customerRules().cancelHours * 3_600_000);
}

const NOT_PART = fieldWords("notPartOfBookingField");

/** Why a stay that no longer holds its days cannot be cancelled, by its status. */
const NOT_CANCELLABLE: Record<StayRow["status"], ErrorWords["key"]> = {
  REQUESTED: "cancelLapsed",
  CONFIRMED: "cancelLapsed",
  PICKED_UP: "cancelPickedUp",
  RETURNED: "cancelReturned",
  SETTLED: "cancelSettled",
  CANCELLED: "cancelCancelled",
};

/** 422 for stays past the online cancellation cutoff: the shop's phone is the way. */
function tooLateToCancel(numbers: string): HttpError {
  return new HttpError(422, { key: "cancelTooLate", values: { numbers, hours: customerRules().cancelHours } });
}

function holdsDays(r: StayRow, now: Date): boolean {
  return NOT_YET_OUT.includes(r.status) && !hasLapsed(r, now);
}

/** She may ask for other days while the stay holds its days: before pickup, or while the piece is with her (a later return). */
export function mayChange(r: StayRow, now: Date): boolean {
  return holdsDays(r, now) || r.status === "PICKED_UP";
}

function toStay(r: StayRow, now: Date, money: BookingMoney, onlyPiece: boolean, delivered: boolean): CustomerStay {
  const from = dateToDay(r.pickupOn);
  const deadline = cancelDeadline(from);
  const status = hasLapsed(r, now) ? "cancelled" : WORD_OF_STATUS[r.status];
  return {
    id: r.id,
    number: reservationNumber(r.number),
    title: r.title,
    image: normaliseImages(r.item.images, r.item.image)[0] ?? null,
    href: `/collection/${collectionSlugFor(r.item.category) ?? r.item.category}/${r.itemId}`,
    size: r.size,
    from,
    to: dateToDay(r.returnOn),
    fulfilment: delivered ? "delivery" : "pickup",
    status,
    // A pending hold past its time lapsed, whether or not anything has marked it yet.
    cancelReason:
      status === "cancelled"
        ? r.cancelReason
          ? (r.cancelReason.toLowerCase() as CustomerStay["cancelReason"])
          : "lapsed"
        : null,
    lapsesAt: status === "requested" && r.lapsesAt ? r.lapsesAt.toISOString() : null,
    rent: r.rent,
    deposit: r.deposit,
    cancelUntil: holdsDays(r, now) && now < deadline ? deadline.toISOString() : null,
    // A request left waiting when the stay was cancelled says nothing any more.
    change:
      r.changes[0] && !(status === "cancelled" && r.changes[0].status === "REQUESTED")
        ? {
            from: dateToDay(r.changes[0].pickupOn),
            to: dateToDay(r.changes[0].returnOn),
            status: r.changes[0].status.toLowerCase() as "requested" | "approved" | "declined",
          }
        : null,
    canChange: mayChange(r, now),
    returned: r.returnCheck ? returnedOf(r, r.returnCheck, money, onlyPiece) : null,
    charged: money.entries
      .filter((e) => e.stay === reservationNumber(r.number) && !MONEY_WORDS.includes(e.kind))
      .reduce((n, e) => n + e.amount, 0),
  };
}

const MONEY_WORDS: string[] = ["payment", "refund"];

function returnedOf(
  r: StayRow,
  c: NonNullable<StayRow["returnCheck"]>,
  money: BookingMoney,
  onlyPiece: boolean,
): CustomerStay["returned"] {
  const v = toReturnView(c, money);
  const own = (kind: string) =>
    money.entries
      .filter((e) => e.stay === reservationNumber(r.number) && e.kind === kind)
      .reduce((n, e) => n + e.amount, 0);
  return {
    returnedOn: v.returnedOn,
    daysLate: v.daysLate,
    lateFee: own("late_fee"),
    damage: own("damage"),
    refundDue: onlyPiece ? v.refundDue : null,
    owed: onlyPiece ? v.owed : null,
    refunded: onlyPiece && v.refund ? v.refund.amount : null,
  };
}

/** Her stays, each with its own figures; the booking's money is told beside a piece only when it is the one piece. */
function staysOf(rows: BookingRows, now: Date): CustomerStay[] {
  const onlyPiece = rows.stays.filter((r) => r.status !== "CANCELLED").length <= 1;
  // Only a checkout chooses delivery: a reservation made on its own is picked up at the shop.
  const delivered = rows.order?.fulfilment === "DELIVERY";
  return rows.stays.map((r) => toStay(r, now, rows.money, onlyPiece, delivered));
}

/** Pay by UPI: the amount asked now, the upi://pay link and its QR code drawn here (no outside service); null without a UPI id or with nothing to ask. */
async function upiPayment(amount: number, numbers: string[]): Promise<CustomerBooking["upi"]> {
  const { upiId } = paymentRules();
  if (!upiId || amount <= 0) return null;
  const link = upiPayLink({ upiId, payee: getSiteConfig().name, amount, note: numbers.join(" ") });
  const svg = await QRCode.toString(link, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { amount, id: upiId, link, svg };
}

const WENT_OUT: string[] = ["PICKED_UP", "RETURNED", "SETTLED"];

/** What her UPI link and "Pay online" ask now: all that is due, or the advance share; with the R-numbers it is for. */
function askOf(rows: BookingRows, stays: CustomerStay[]) {
  const live = stays.filter((s) => s.status !== "cancelled");
  const wentOut = rows.stays.some((r) => WENT_OUT.includes(r.status));
  return {
    ask: amountToAsk(rows.money, paymentRules().advancePercent, wentOut),
    numbers: (live.length ? live : stays).map((s) => s.number),
  };
}

/** What a booking's "Pay online" button asks now (the same amount as its UPI link), with the R-numbers it is for. */
export function askedOnline(rows: BookingRows, now: Date): { amount: number; numbers: string[] } {
  const { ask, numbers } = askOf(rows, staysOf(rows, now));
  return { amount: ask, numbers };
}

async function toBooking(ref: BookingRef, version: number, rows: BookingRows, now: Date): Promise<CustomerBooking> {
  const stays = staysOf(rows, now);
  const fulfilment = rows.order ? fulfilmentWord(rows.order.fulfilment) : null;
  const { ask, numbers } = askOf(rows, stays);
  const m = rows.money;
  return {
    path: bookingPath(ref, version),
    locale: storedLocale(rows.stays[0]?.locale),
    name: rows.name,
    placedAt: rows.placedAt.toISOString(),
    stays,
    fulfilment:
      fulfilment && rows.order
        ? {
            fulfilment,
            address: fulfilment === "delivery" ? rows.order.address : null,
            deliveryCharge: rows.order.deliveryCharge,
          }
        : null,
    rent: m.rent,
    deposit: m.deposit,
    paid: m.paid,
    due: m.due,
    charged: m.charged,
    depositHeld: m.depositHeld,
    credit: m.credit,
    delivery: m.delivery,
    goods: m.goods,
    adjustments: m.adjustments,
    entries: m.entries,
    lateFee: m.lateFee,
    damage: m.damage,
    refundDue: m.refundDue,
    refunded: m.refunded,
    upi: await upiPayment(ask, numbers),
    online: razorpayKeys() && ask > 0 ? { amount: ask } : null,
  };
}

/** The booking a token opens, with the link version it was signed with; null for any link that opens none. */
export async function openBooking(token: string, now = new Date()) {
  const signed = readBookingToken(token);
  const rows = signed ? await bookingRows(signed, signed.version, now) : null;
  return signed && rows ? { ref: { kind: signed.kind, id: signed.id }, version: signed.version, rows } : null;
}

/** GET /api/bookings/{token} and /booking/{token}: her booking, or null for any link that does not open one. */
export async function customerBooking(token: string, now = new Date()): Promise<CustomerBooking | null> {
  const found = await openBooking(token, now);
  return found ? toBooking(found.ref, found.version, found.rows, now) : null;
}

/**
 * POST /api/bookings/{token}/cancel: cancels her stays that still hold days (one, by its
 * R-number, or all of them), freeing the days at once. All or nothing: 422 when one of them
 * is past RENTAL_CANCEL_HOURS before its pickup (she calls the shop then), or already picked
 * up, returned or cancelled. A checkout order left with nothing but cancelled stays is
 * cancelled too. 404 for a link that does not open a booking.
 */
export async function cancelCustomerBooking(
  token: string,
  number?: string,
  now = new Date(),
): Promise<{ booking: CustomerBooking; cancelled: string[] }> {
  const found = await openBooking(token, now);
  if (!found) throw new HttpError(404, NO_SUCH_BOOKING);
  const { ref, version, rows } = found;
  // Without a number: every stay she can still cancel (one past its cutoff stays, as her page says).
  const cancellable = (r: StayRow) => holdsDays(r, now) && now < cancelDeadline(dateToDay(r.pickupOn));
  const wanted = number
    ? rows.stays.filter((r) => reservationNumber(r.number) === number)
    : rows.stays.filter(cancellable);
  if (number && !wanted.length)
    throw new HttpError(404, { key: "notPartOfBooking", values: { number } }, { number: NOT_PART });
  if (!wanted.length) {
    const held = rows.stays.filter((r) => holdsDays(r, now));
    if (held.length) throw tooLateToCancel(held.map((r) => reservationNumber(r.number)).join(", "));
    throw new HttpError(422, { key: "nothingCancellable" });
  }
  for (const r of wanted) {
    const label = reservationNumber(r.number);
    if (!holdsDays(r, now)) throw new HttpError(422, { key: NOT_CANCELLABLE[r.status], values: { number: label } });
    if (now >= cancelDeadline(dateToDay(r.pickupOn))) throw tooLateToCancel(label);
  }
  const ids = wanted.map((r) => r.id);
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    // Only rows that still hold their days as read: the owner moving one on at this moment wins.
    const { count } = await tx.reservation.updateMany({
      where: { id: { in: ids }, status: { in: NOT_YET_OUT } },
      data: { status: "CANCELLED", cancelReason: "CUSTOMER" },
    });
    if (count !== ids.length) throw new HttpError(409, { key: "bookingChangedJustNow" });
    if (ref.kind === "order") {
      const [stillBooked, saleLines] = await Promise.all([
        tx.reservation.count({ where: { ...bookingWhere(ref), status: { not: "CANCELLED" } } }),
        tx.orderLine.count({ where: { orderId: ref.id, NOT: { productId: { in: rows.stays.map((r) => r.itemId) } } } }),
      ]);
      if (stillBooked === 0 && saleLines === 0)
        await tx.order.updateMany({
          where: { id: ref.id, status: { in: ["PENDING", "CONFIRMED"] } },
          data: { status: "CANCELLED" },
        });
    }
  });
  await availabilityChanged();
  const after = await bookingRows(ref, version, now);
  return {
    booking: await toBooking(ref, version, after!, now),
    cancelled: wanted.map((r) => reservationNumber(r.number)),
  };
}

/** The owner makes a new link for a booking, in the customer's language: the old ones stop working. Null when there is no such booking. */
export async function renewBookingLink(ref: BookingRef, locale: Locale = "en"): Promise<string | null> {
  const version = await renewLinkVersion(ref);
  return version === null ? null : bookingPath(ref, version, locale);
}
