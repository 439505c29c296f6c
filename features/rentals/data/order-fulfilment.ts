import "server-only";
import { db } from "@/lib/db";
import { fulfilmentWord, type Fulfilment } from "@/features/shop/fulfilment";
import { isPlausibleId } from "@/lib/validation/ids";

/** How the order a booking belongs to reaches the customer (the customer's confirmation e-mail); null without one. */
export async function orderFulfilment(
  orderId: string | null,
): Promise<{ fulfilment: Fulfilment | null; deliveryCharge: number } | null> {
  if (!orderId || !isPlausibleId(orderId)) return null;
  const prisma = await db();
  const row = await prisma.order.findUnique({
    where: { id: orderId },
    select: { fulfilment: true, deliveryCharge: true },
  });
  if (!row) return null;
  return { fulfilment: fulfilmentWord(row.fulfilment), deliveryCharge: row.deliveryCharge };
}
