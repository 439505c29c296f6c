import "server-only";
import { db } from "@/lib/db";
import { collectionSlugFor } from "@/features/shop/categories";
import { dateToDay, dayToDate, type Day } from "@/lib/dates";
import { isPlausibleId } from "@/lib/validation/ids";
import { indiaToday } from "@/lib/format";
import { phoneSearchDigits } from "@/lib/phone";
import type { Prisma } from "@/lib/generated/prisma/client";
import { reservationNumber, STATUS_OF_WORD, WORD_OF_STATUS, type StatusWord } from "../rules/status";
import type { BookingMoney, OrderBooking, ReservationView } from "../views";
import { lapseExpiredHolds } from "./holds";
import { toReturnView } from "./returns";
import { bookingPath } from "../booking-link";
import { storedLocale } from "@/lib/validation/locale";
import { paymentsOf } from "./payments";
import { bookingMoney, bookingRefOf, moneyOfBookings, refKey } from "./ledger";
import { remindersInOrder, reminderView } from "./reminders";

export const withUnit = {
  unit: { select: { number: true, size: true } },
  item: { select: { category: true } },
  // a booking's payments sit on its checkout order, or on the reservation made on its own
  // and how it reaches her, and its stays' states (its reminders of cancelled stays read cancelled)
  order: {
    select: {
      linkVersion: true,
      fulfilment: true,
      address: true,
      reminders: remindersInOrder,
      reservations: { where: { kind: "RENTAL" }, select: { status: true, pickupOn: true, returnOn: true } },
    },
  },
  reminders: remindersInOrder,
  changes: { where: { status: "REQUESTED" }, select: { id: true, pickupOn: true, returnOn: true }, take: 1 },
  returnCheck: true,
} as const;
type Row = Prisma.ReservationGetPayload<{ include: typeof withUnit }>;

/** The booking's stays as its reminders are judged: its checkout order's, or the reservation itself. */
function bookingStays(r: Row) {
  const rows = r.orderId && r.order ? r.order.reservations : [r];
  return rows.map((s) => ({
    status: WORD_OF_STATUS[s.status],
    from: dateToDay(s.pickupOn),
    to: dateToDay(s.returnOn),
  }));
}

export function toView(r: Row, money: BookingMoney | null): ReservationView {
  const locale = storedLocale(r.locale);
  // A reservation made on its own (and a block) is a pickup: only a checkout chooses delivery.
  const delivery = r.kind === "RENTAL" && r.order?.fulfilment === "DELIVERY";
  return {
    id: r.id,
    number: reservationNumber(r.number),
    kind: r.kind === "BLOCK" ? "block" : "rental",
    status: WORD_OF_STATUS[r.status],
    productId: r.itemId,
    title: r.title,
    href: `/collection/${collectionSlugFor(r.item.category) ?? r.item.category}/${r.itemId}`,
    unit: r.unit.number,
    unitSize: r.unit.size,
    from: dateToDay(r.pickupOn),
    to: dateToDay(r.returnOn),
    fulfilment: delivery ? "delivery" : "pickup",
    address: delivery ? (r.order?.address ?? null) : null,
    holdFrom: dateToDay(r.holdFrom),
    holdTo: dateToDay(r.holdTo),
    name: r.customerName,
    phone: r.phone,
    email: r.email,
    size: r.size,
    notes: r.notes,
    reason: r.reason,
    rent: r.rent,
    deposit: r.deposit,
    orderId: r.orderId,
    blockId: r.groupId,
    lapsesAt: r.status === "REQUESTED" && r.lapsesAt ? r.lapsesAt.toISOString() : null,
    pickedUpOn: r.status === "PICKED_UP" && r.pickedUpAt ? indiaToday(r.pickedUpAt) : null,
    earlyFrom: r.earlyFrom ? dateToDay(r.earlyFrom) : null,
    cancelReason:
      r.status === "CANCELLED" && r.cancelReason
        ? (r.cancelReason.toLowerCase() as "lapsed" | "owner" | "order")
        : null,
    bookingPath:
      r.kind !== "RENTAL"
        ? null
        : r.orderId
          ? bookingPath({ kind: "order", id: r.orderId }, r.order?.linkVersion ?? 0, locale)
          : bookingPath({ kind: "reservation", id: r.id }, r.linkVersion, locale),
    locale,
    payments: money ? paymentsOf(money) : [],
    money,
    reminders:
      r.kind !== "RENTAL"
        ? []
        : (r.orderId ? (r.order?.reminders ?? []) : r.reminders).map((x) => reminderView(x, bookingStays(r))),
    change:
      r.changes[0] && ["REQUESTED", "CONFIRMED", "PICKED_UP"].includes(r.status)
        ? { id: r.changes[0].id, from: dateToDay(r.changes[0].pickupOn), to: dateToDay(r.changes[0].returnOn) }
        : null,
    returned: r.returnCheck ? toReturnView(r.returnCheck, money) : null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Rows as views, each with its booking's books (one read for them all). */
export async function withMoney(rows: Row[]): Promise<ReservationView[]> {
  const rentals = rows.filter((r) => r.kind === "RENTAL");
  const books = await moneyOfBookings(rentals.map(bookingRefOf));
  return rows.map((r) => toView(r, r.kind === "RENTAL" ? (books.get(refKey(bookingRefOf(r))) ?? null) : null));
}

export async function getReservation(id: string): Promise<ReservationView | null> {
  if (!isPlausibleId(id)) return null;
  const prisma = await db();
  const row = await prisma.reservation.findUnique({ where: { id }, include: withUnit });
  return row ? toView(row, row.kind === "RENTAL" ? await bookingMoney(bookingRefOf(row)) : null) : null;
}

export interface ReservationsQuery {
  from?: Day;
  to?: Day;
  status?: StatusWord;
  kind?: "rental" | "block";
  productId?: string;
  q?: string;
  /** "out": the pieces with a customer now */
  state?: "out";
  page: number;
  limit: number;
}

/** Admin list: stays that touch [from, to], soonest pickup first. */
export async function listReservations(
  query: ReservationsQuery,
): Promise<{ reservations: ReservationView[]; total: number; hasMore: boolean }> {
  // a try-on's holds are on the owner's Try-ons and Today, not among bookings and blocks
  const and: Prisma.ReservationWhereInput[] = [{ kind: { not: "TRYON" } }];
  // A stay out past its return day, or not collected on its pickup day, is still the shop's
  // business today: a list from any day shows it until it is back (or cancelled).
  const today = dayToDate(indiaToday());
  const pastItsDays: Prisma.ReservationWhereInput[] = [
    { kind: "RENTAL", status: "PICKED_UP", returnOn: { lt: today } },
    { kind: "RENTAL", status: { in: ["REQUESTED", "CONFIRMED"] }, pickupOn: { lt: today } },
  ];
  if (query.from) and.push({ OR: [{ returnOn: { gte: dayToDate(query.from) } }, ...pastItsDays] });
  if (query.state === "out") and.push({ kind: "RENTAL", status: "PICKED_UP" });
  if (query.to) and.push({ pickupOn: { lte: dayToDate(query.to) } });
  if (query.status) and.push({ status: STATUS_OF_WORD[query.status] });
  if (query.kind) and.push({ kind: query.kind === "block" ? "BLOCK" : "RENTAL" });
  if (query.productId) and.push({ itemId: query.productId });
  const q = query.q?.trim();
  if (q) {
    const digits = phoneSearchDigits(q);
    const number = /^r-?\d+$/i.test(q) ? Number(q.replace(/\D/g, "")) : NaN;
    and.push({
      OR: [
        { customerName: { contains: q, mode: "insensitive" } },
        { title: { contains: q, mode: "insensitive" } },
        ...(digits ? [{ phone: { contains: digits } }] : []),
        ...(Number.isSafeInteger(number) && number > 0 && number < 2 ** 31 ? [{ number }] : []),
      ],
    });
  }
  const where = { AND: and };
  await lapseExpiredHolds();
  const prisma = await db();
  const [rows, total] = await Promise.all([
    prisma.reservation.findMany({
      where,
      include: withUnit,
      orderBy: [{ pickupOn: "asc" }, { number: "asc" }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
    prisma.reservation.count({ where }),
  ]);
  return { reservations: await withMoney(rows), total, hasMore: query.page * query.limit < total };
}

/** What an order read includes to show its bookings (features/checkout/data/orders.ts). */
export const orderBookingSelect = {
  id: true,
  number: true,
  status: true,
  title: true,
  pickupOn: true,
  returnOn: true,
  cancelReason: true,
} satisfies Prisma.ReservationSelect;

export function toOrderBooking(r: Prisma.ReservationGetPayload<{ select: typeof orderBookingSelect }>): OrderBooking {
  return {
    id: r.id,
    number: reservationNumber(r.number),
    status: WORD_OF_STATUS[r.status],
    title: r.title,
    from: dateToDay(r.pickupOn),
    to: dateToDay(r.returnOn),
    lapsed: r.status === "CANCELLED" && r.cancelReason === "LAPSED",
  };
}
