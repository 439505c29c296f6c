import "server-only";
import { db } from "@/lib/db";
import type { StatusWord } from "./reservation-words";
import { isPlausibleId } from "./ids";
import type { PlacedFulfilment } from "@/lib/cart/fulfilment";
import { fulfilmentWord } from "./orders";
import { toView, withUnit } from "./reservations";

/** One stay booked with an order, as its customer sees it on the thank-you page. */
export interface ReceiptStay {
  number: string;
  title: string;
  size: string | null;
  from: string;
  to: string;
  rent: number;
  deposit: number;
  /** the piece's page on this site */
  href: string;
  status: StatusWord;
  /** a pending hold: when it lapses unless the shop confirms it */
  lapsesAt: string | null;
}

/** What one checkout placed: the order's lines and the stays booked with it, numbers first to last. */
export interface Receipt {
  orderId: string;
  placedAt: string;
  lines: { title: string; quantity: number }[];
  stays: ReceiptStay[];
  /** pickup at the shop or delivery, as the checkout stored it */
  fulfilment: PlacedFulfilment | null;
}

/**
 * The order and its stays, for the browser that placed it (lib/booking-receipt.ts checks the
 * cookie first): only what that customer typed or was quoted, no one else's booking.
 */
export async function receiptOf(orderId: string): Promise<Receipt | null> {
  if (!isPlausibleId(orderId)) return null;
  const prisma = await db();
  const order = await prisma.order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      createdAt: true,
      fulfilment: true,
      address: true,
      deliveryCharge: true,
      lines: { orderBy: { createdAt: "asc" }, select: { title: true, quantity: true } },
      reservations: { where: { kind: "RENTAL" }, orderBy: { number: "asc" }, include: withUnit },
    },
  });
  if (!order) return null;
  const stays = order.reservations.map(toView).map(({ number, title, size, from, to, rent, deposit, href, status, lapsesAt }) => ({ number, title, size, from, to, rent, deposit, href, status, lapsesAt }));
  const fulfilment = fulfilmentWord(order.fulfilment);
  const placed = fulfilment ? { fulfilment, address: fulfilment === "delivery" ? order.address : null, deliveryCharge: order.deliveryCharge } : null;
  return { orderId: order.id, placedAt: order.createdAt.toISOString(), lines: order.lines, stays, fulfilment: placed };
}
