import "server-only";
import { db } from "@/lib/db";
import { isPlausibleId } from "@/lib/validation/ids";
import { fulfilmentWord } from "@/features/shop/fulfilment";
import type { Receipt } from "../views";
import { toView, withUnit } from "./reservations";

/**
 * The order and its stays, for the browser that placed it (server/receipt.ts checks the
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
  const views = order.reservations.map((r) => toView(r, null));
  const stays = views.map(({ number, title, size, from, to, rent, deposit, href, status, lapsesAt }) => ({
    number,
    title,
    size,
    from,
    to,
    rent,
    deposit,
    href,
    status,
    lapsesAt,
  }));
  const fulfilment = fulfilmentWord(order.fulfilment);
  const placed = fulfilment
    ? { fulfilment, address: fulfilment === "delivery" ? order.address : null, deliveryCharge: order.deliveryCharge }
    : null;
  return {
    orderId: order.id,
    placedAt: order.createdAt.toISOString(),
    lines: order.lines,
    stays,
    fulfilment: placed,
    bookingPath: views[0]?.bookingPath ?? null,
  };
}
