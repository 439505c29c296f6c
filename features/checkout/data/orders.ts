import "server-only";
import type { OrderView } from "@/features/checkout/views";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/errors";
import { STATUS_WORDS, type OrderStatus, type OrdersQuery } from "@/features/checkout/validation/order";
import { indiaDayStart } from "@/lib/format";
import { fulfilmentWord } from "@/features/shop/fulfilment";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isPlausibleId } from "@/lib/validation/ids";
import {
  bookingsReleased,
  cancelBookingsOfOrder,
  confirmBookingsOfOrder,
  orderBookingSelect,
  toOrderBooking,
  whyOrderKeepsItsBooks,
} from "@/features/rentals";
import { phoneSearchDigits } from "@/lib/phone";

export const withLines = {
  lines: { orderBy: { createdAt: "asc" } },
  reservations: { where: { kind: "RENTAL" }, orderBy: { number: "asc" }, select: orderBookingSelect },
} satisfies Prisma.OrderInclude;
type OrderRow = Prisma.OrderGetPayload<{ include: typeof withLines }>;

export function toOrderView(row: OrderRow): OrderView {
  const lines = row.lines.map((l) => ({
    productId: l.productId,
    title: l.title,
    unitPrice: l.unitPrice,
    quantity: l.quantity,
  }));
  return {
    _id: row.id,
    kind: row.kind,
    status: STATUS_WORDS[row.status],
    userName: row.customerName,
    userPhone: row.phone,
    email: row.email,
    address: row.address,
    fulfilment: fulfilmentWord(row.fulfilment),
    deliveryCharge: row.deliveryCharge,
    notes: row.notes,
    productTitle: lines.map((l) => l.title).join(", "),
    quantity: lines.reduce((n, l) => n + l.quantity, 0),
    price: row.total,
    total: row.total,
    deposit: row.deposit,
    lines,
    bookings: row.reservations.map(toOrderBooking),
    createdAt: row.createdAt.toISOString(),
  };
}

export interface OrdersPage {
  orders: OrderView[];
  /** How many orders match the filters, on every page. */
  total: number;
  hasMore: boolean;
}

function ordersWhere(query: Omit<OrdersQuery, "page" | "limit">): Prisma.OrderWhereInput {
  const and: Prisma.OrderWhereInput[] = [];
  const q = query.q?.trim();
  if (q) {
    const digits = phoneSearchDigits(q);
    and.push({
      OR: [
        { customerName: { contains: q, mode: "insensitive" } },
        // Phones are stored as +91XXXXXXXXXX; "98110 45872", "098110 45872" or "+91 98110 45872" finds them.
        ...(digits ? [{ phone: { contains: digits } }] : []),
        ...(isPlausibleId(q) ? [{ id: q }] : []),
      ],
    });
  }
  if (query.status) and.push({ status: query.status });
  if (query.from) and.push({ createdAt: { gte: indiaDayStart(query.from) } });
  if (query.to) and.push({ createdAt: { lt: indiaDayStart(query.to, 1) } });
  return and.length ? { AND: and } : {};
}

/** Newest first, one page of them (GET /api/orders, the admin Orders screen). */
export async function listOrders(query: OrdersQuery): Promise<OrdersPage> {
  const prisma = await db();
  const where = ordersWhere(query);
  const [rows, total] = await Promise.all([
    prisma.order.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      include: withLines,
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
    prisma.order.count({ where }),
  ]);
  return { orders: rows.map(toOrderView), total, hasMore: query.page * query.limit < total };
}

/** Every matching order, oldest first, in batches (CSV export for the shop's accounts). */
export async function* eachOrder(query: Omit<OrdersQuery, "page" | "limit">, batch = 500): AsyncGenerator<OrderView> {
  const prisma = await db();
  const where = ordersWhere(query);
  // Keyset paging on (createdAt, id): an order deleted during the export cannot end it early.
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const rows = await prisma.order.findMany({
      where: after
        ? {
            AND: [
              where,
              { OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] },
            ],
          }
        : where,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      include: withLines,
      take: batch,
    });
    for (const row of rows) yield toOrderView(row);
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** "R-1, R-2 and R-3" */
function listed(numbers: string[]): string {
  return numbers.length < 2 ? (numbers[0] ?? "") : `${numbers.slice(0, -1).join(", ")} and ${numbers.at(-1)}`;
}

/** What confirming (or delivering) did to the order's bookings, for the owner; null when it had none to confirm. */
function confirmationNote(
  name: string,
  word: string,
  outcome: { confirmed: string[]; lapsed: string[] },
): string | null {
  if (!outcome.confirmed.length && !outcome.lapsed.length) return null;
  const parts = [`Order from ${name} is now ${word}.`];
  if (outcome.confirmed.length)
    parts.push(
      `${listed(outcome.confirmed)} ${outcome.confirmed.length === 1 ? "is" : "are"} confirmed with it and no longer ${outcome.confirmed.length === 1 ? "lapses" : "lapse"}.`,
    );
  if (outcome.lapsed.length) {
    const one = outcome.lapsed.length === 1;
    parts.push(
      `${listed(outcome.lapsed)} ${one ? "had" : "had all"} lapsed unconfirmed and ${one ? "its" : "their"} days were freed, so ${one ? "it is" : "they are"} not confirmed: book ${one ? "it" : "them"} again if the days are still free.`,
    );
  }
  return parts.join(" ");
}

/**
 * Null when there is no such order (an id that is not one of ours is not looked up). With the
 * order's status, its bookings: cancelling frees their days, confirming or delivering confirms
 * its pending holds (else they lapsed after RENTAL_HOLD_HOURS under a confirmed order), in the
 * same transaction. `message` says what happened to them, naming any that had lapsed already.
 */
export async function setOrderStatus(
  id: string,
  status: OrderStatus,
): Promise<{ order: OrderView; message: string | null } | null> {
  if (!isPlausibleId(id)) return null;
  const prisma = await db();
  const found = await prisma.order.findUnique({ where: { id }, select: { id: true } });
  if (!found) return null;
  // A cancelled order frees the days its pieces held; setting it back does not book them
  // again (someone may have taken them since): the card shows each booking's own status.
  const [row, released, confirmation] = await prisma.$transaction(async (tx) => {
    const released = status === "CANCELLED" ? await cancelBookingsOfOrder(tx, id) : [];
    const confirmation = status === "CONFIRMED" || status === "DELIVERED" ? await confirmBookingsOfOrder(tx, id) : null;
    return [
      await tx.order.update({ where: { id }, data: { status }, include: withLines }),
      released,
      confirmation,
    ] as const;
  });
  if (released.length) await bookingsReleased();
  const order = toOrderView(row);
  return {
    order,
    message: confirmation ? confirmationNote(order.userName, order.status.toLowerCase(), confirmation) : null,
  };
}

/** Deletes an order; its bookings not yet picked up are cancelled with it, never left holding days. */
export async function deleteOrder(id: string): Promise<boolean> {
  if (!isPlausibleId(id)) return false;
  const prisma = await db();
  const [count, released] = await prisma.$transaction(async (tx) => {
    // Its books go with it: an order that money moved on (or may, by an open link) is cancelled instead, so the accounts keep it.
    const kept = await whyOrderKeepsItsBooks(tx, id);
    if (kept) throw new HttpError(409, kept);
    const released = await cancelBookingsOfOrder(tx, id);
    const { count } = await tx.order.deleteMany({ where: { id } });
    return [count, count ? released : []] as const;
  });
  if (released.length) await bookingsReleased();
  return count > 0;
}
