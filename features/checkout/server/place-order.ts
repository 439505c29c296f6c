import "server-only";
import type { OrderView } from "../views";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/errors";
import type { CheckoutInput, OrderRequestInput } from "../validation/order";
import { deliveryCharge } from "@/lib/env";
import { formatDay } from "@/lib/dates";
import { findOrderableProduct } from "@/features/catalogue";
import { bookStays, stayQuoter, type BookingOptions, type ReservationView, type StayRequest } from "@/features/rentals";
import { toOrderView, withLines } from "../data/orders";

// Refusals name their words in the "apiErrors" catalogue: English and Hindi are written there.

const SHORT: Intl.DateTimeFormatOptions = { day: "numeric", month: "short" };

async function priced(items: { productId: string; quantity: number }[]) {
  const lines = [];
  for (const item of items) {
    const product = await findOrderableProduct(item.productId);
    if (!product) throw new HttpError(404, { key: "itemGone" }, { productId: item.productId });
    lines.push({ productId: product.id, title: product.title, unitPrice: product.price, quantity: item.quantity });
  }
  return lines;
}

/** Buy Now: one item, name and phone. The title and price come from the catalogue. */
export async function createOrderRequest(input: OrderRequestInput): Promise<OrderView> {
  const lines = await priced([{ productId: input.productId, quantity: 1 }]);
  const prisma = await db();
  const row = await prisma.order.create({
    data: {
      kind: "REQUEST",
      customerName: input.userName,
      phone: input.userPhone,
      total: lines[0]!.unitPrice,
      lines: { create: lines },
      locale: input.locale ?? "en",
    },
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
    if (i.from && i.to)
      rentals.push({ productId: i.productId, from: i.from, to: i.to, size: i.size, copies: i.quantity });
    else sale.set(i.productId, Math.min(20, (sale.get(i.productId) ?? 0) + i.quantity));
  }
  const lines = await priced([...sale].map(([productId, quantity]) => ({ productId, quantity })));
  const customer = {
    name: input.name,
    phone: input.phone,
    email: input.email,
    notes: input.notes || null,
    bookedFrom,
    locale: input.locale,
  };
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
    pools.set(key, {
      stay: seen?.stay ?? stay,
      asked: (seen?.asked ?? 0) + (stay.copies ?? 1),
      free: q.free,
      title: q.title,
    });
  }
  const short = [...pools.values()].find((p) => p.free > 0 && p.asked > p.free);
  if (!short) return error;
  const { stay, asked, free, title } = short;
  const body = { ...error.body, free, asked, from: stay.from, to: stay.to, ...(stay.size ? { size: stay.size } : {}) };
  return new HttpError(
    409,
    { key: free === 1 ? "copiesFree_one" : "copiesFree_other", values: { title, free, asked } },
    undefined,
    undefined,
    body,
  );
}
