import "server-only";
import type { OrderView } from "@/lib/views/orders";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/errors";
import { STATUS_WORDS, type CheckoutInput, type OrderRequestInput, type OrderStatus, type OrdersQuery } from "@/lib/validation/order";
import { indiaDayStart } from "@/lib/format";
import { deliveryCharge } from "@/lib/env";
import { fulfilmentWord, type Fulfilment } from "@/lib/fulfilment";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isPlausibleId } from "@/lib/validation/ids";
import { findOrderableProduct } from "./items";
import {
  bookingsReleased,
  bookStays,
  cancelBookingsOfOrder,
  confirmBookingsOfOrder,
  orderBookingSelect,
  stayQuoter,
  toOrderBooking,
  type BookingOptions,
  type ReservationView,
  type StayRequest,
  whyOrderKeepsItsBooks,
} from "@/features/rentals";
import { formatDay } from "@/lib/dates";
import { phoneSearchDigits } from "@/lib/phone";

// `.in(key)`: the error's words in the "apiErrors" catalogue, for a Hindi page's request (issue #30).

const withLines = {
  lines: { orderBy: { createdAt: "asc" } },
  reservations: { where: { kind: "RENTAL" }, orderBy: { number: "asc" }, select: orderBookingSelect },
} satisfies Prisma.OrderInclude;
type OrderRow = Prisma.OrderGetPayload<{ include: typeof withLines }>;

function toOrderView(row: OrderRow): OrderView {
  const lines = row.lines.map((l) => ({ productId: l.productId, title: l.title, unitPrice: l.unitPrice, quantity: l.quantity }));
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

async function priced(items: { productId: string; quantity: number }[]) {
  const lines = [];
  for (const item of items) {
    const product = await findOrderableProduct(item.productId);
    if (!product) throw new HttpError(404, "One of the items is no longer available. Please remove it and try again.", { productId: item.productId }).in("itemGone");
    lines.push({ productId: product.id, title: product.title, unitPrice: product.price, quantity: item.quantity });
  }
  return lines;
}

/** Buy Now: one item, name and phone. The title and price come from the catalogue. */
export async function createOrderRequest(input: OrderRequestInput): Promise<OrderView> {
  const lines = await priced([{ productId: input.productId, quantity: 1 }]);
  const prisma = await db();
  const row = await prisma.order.create({
    data: { kind: "REQUEST", customerName: input.userName, phone: input.userPhone, total: lines[0]!.unitPrice, lines: { create: lines }, locale: input.locale ?? "en" },
    include: withLines,
  });
  return toOrderView(row);
}

/**
 * Checkout: the cart's lines priced from the catalogue, and the customer's details. Lines
 * with dates are rentals, booked as pending holds in the same transaction as the order: both
 * commit or neither does (a taken stay: 409 naming the piece, with its nearest free dates,
 * and nothing stored). Delivery adds DELIVERY_CHARGE as it is now to the total; pickup adds
 * nothing. Whatever total a browser showed, this one is what the order says.
 */
export async function createCheckoutOrder(
  input: CheckoutInput,
  bookedFrom: string | null = null,
  options: Pick<BookingOptions<unknown>, "now" | "beforeBooking"> = {},
): Promise<{ order: OrderView; reservations: ReservationView[]; heldUntil: Date | null }> {
  const sale = new Map<string, number>();
  const rentals: StayRequest[] = [];
  for (const i of input.items) {
    if (i.from && i.to) rentals.push({ productId: i.productId, from: i.from, to: i.to, size: i.size, copies: i.quantity });
    else sale.set(i.productId, Math.min(20, (sale.get(i.productId) ?? 0) + i.quantity));
  }
  const lines = await priced([...sale].map(([productId, quantity]) => ({ productId, quantity })));
  const customer = { name: input.name, phone: input.phone, email: input.email, notes: input.notes || null, bookedFrom, locale: input.locale };
  const delivery = input.fulfilment === "delivery";
  const charge = delivery ? deliveryCharge() : 0;
  const {
    booked,
    result: row,
    heldUntil,
  } = await bookStays(rentals, customer, {
    ...options,
    // One dated line of `quantity` copies is one stay of that many copies: a booking (an
    // R-number) and an order line per copy, each charged the stay's rent and deposit.
    then: (tx, booked) => {
      const all = [
        ...lines,
        ...booked.map((r) => ({
          productId: r.productId,
          title: `${r.title} — ${formatDay(r.from, SHORT)} to ${formatDay(r.to, SHORT)}${r.size ? `, size ${r.size}` : ""}`,
          unitPrice: r.rent,
          quantity: 1,
        })),
      ];
      return tx.order.create({
        data: {
          kind: "CHECKOUT",
          customerName: input.name,
          phone: input.phone,
          email: input.email,
          fulfilment: delivery ? "DELIVERY" : "PICKUP",
          address: input.address,
          deliveryCharge: charge,
          notes: input.notes || null,
          locale: input.locale ?? "en",
          total: all.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0) + charge,
          // What was sold, not rented: the booking's goods charge (its books, features/rentals/rules/ledger.ts).
          goods: lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0),
          deposit: booked.reduce((sum, r) => sum + r.deposit, 0),
          lines: { create: all },
          reservations: { connect: booked.map((r) => ({ id: r.id })) },
        },
        include: withLines,
      });
    },
  }).catch(async (error: unknown) => {
    throw await withWhatIsFree(error, rentals);
  });
  return { order: toOrderView(row!), reservations: booked.map((r) => ({ ...r, orderId: row!.id })), heldUntil };
}

/**
 * A checkout's 409 about copies. When the stays of the taken piece on one set of days, drawing
 * on one size's copies (or on any copy), ask for more copies than are free, the answer says
 * how many are (`free`, with `asked` and that line's `from`, `to` and `size`), so the cart can
 * offer to book that many; the nearest free days stay in it. Read after the rollback: nothing
 * is held, and a stay taken outright (none free) keeps its answer as it was.
 */
async function withWhatIsFree(error: unknown, rentals: readonly StayRequest[]): Promise<unknown> {
  const productId = error instanceof HttpError && error.status === 409 ? error.body?.productId : undefined;
  if (!(error instanceof HttpError) || typeof productId !== "string") return error;
  const quote = stayQuoter();
  const pools = new Map<string, { stay: StayRequest; asked: number; free: number; title: string }>();
  for (const stay of rentals.filter((s) => s.productId === productId)) {
    const q = await quote(productId, stay.from, stay.to, stay.size);
    if (!q.available || q.free === undefined) continue;
    const key = `${stay.from}/${stay.to}#${q.pool ?? ""}`;
    const seen = pools.get(key);
    pools.set(key, { stay: seen?.stay ?? stay, asked: (seen?.asked ?? 0) + (stay.copies ?? 1), free: q.free, title: q.title });
  }
  const short = [...pools.values()].find((p) => p.free > 0 && p.asked > p.free);
  if (!short) return error;
  const { stay, asked, free, title } = short;
  const message = `${title}: only ${free} ${free === 1 ? "copy is" : "copies are"} free for those days, and this order asks for ${asked}. Book ${free}, or choose other days.`;
  const body = { ...error.body, free, asked, from: stay.from, to: stay.to, ...(stay.size ? { size: stay.size } : {}) };
  return new HttpError(409, message, undefined, undefined, body).in(free === 1 ? "copiesFree_one" : "copiesFree_other", { title, free, asked });
}

/** How the order a booking belongs to reaches the customer (the customer's confirmation e-mail); null without one. */
export async function orderFulfilment(orderId: string | null): Promise<{ fulfilment: Fulfilment | null; deliveryCharge: number } | null> {
  if (!orderId || !isPlausibleId(orderId)) return null;
  const prisma = await db();
  const row = await prisma.order.findUnique({ where: { id: orderId }, select: { fulfilment: true, deliveryCharge: true } });
  if (!row) return null;
  return { fulfilment: fulfilmentWord(row.fulfilment), deliveryCharge: row.deliveryCharge };
}

const SHORT: Intl.DateTimeFormatOptions = { day: "numeric", month: "short" };

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
    prisma.order.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], include: withLines, skip: (query.page - 1) * query.limit, take: query.limit }),
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
      where: after ? { AND: [where, { OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] }] } : where,
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
function confirmationNote(name: string, word: string, outcome: { confirmed: string[]; lapsed: string[] }): string | null {
  if (!outcome.confirmed.length && !outcome.lapsed.length) return null;
  const parts = [`Order from ${name} is now ${word}.`];
  if (outcome.confirmed.length)
    parts.push(`${listed(outcome.confirmed)} ${outcome.confirmed.length === 1 ? "is" : "are"} confirmed with it and no longer ${outcome.confirmed.length === 1 ? "lapses" : "lapse"}.`);
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
export async function setOrderStatus(id: string, status: OrderStatus): Promise<{ order: OrderView; message: string | null } | null> {
  if (!isPlausibleId(id)) return null;
  const prisma = await db();
  const found = await prisma.order.findUnique({ where: { id }, select: { id: true } });
  if (!found) return null;
  // A cancelled order frees the days its pieces held; setting it back does not book them
  // again (someone may have taken them since): the card shows each booking's own status.
  const [row, released, confirmation] = await prisma.$transaction(async (tx) => {
    const released = status === "CANCELLED" ? await cancelBookingsOfOrder(tx, id) : [];
    const confirmation = status === "CONFIRMED" || status === "DELIVERED" ? await confirmBookingsOfOrder(tx, id) : null;
    return [await tx.order.update({ where: { id }, data: { status }, include: withLines }), released, confirmation] as const;
  });
  if (released.length) await bookingsReleased();
  const order = toOrderView(row);
  return { order, message: confirmation ? confirmationNote(order.userName, order.status.toLowerCase(), confirmation) : null };
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
