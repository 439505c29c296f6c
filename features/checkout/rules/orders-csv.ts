import { csvCell } from "@/lib/csv";
import { SHOP_TIME_ZONE } from "@/lib/format";
import type { OrderView } from "@/features/checkout/views";

const HEADER = [
  "order id",
  "date (India time)",
  "status",
  "kind",
  "customer",
  "phone",
  "email",
  "address",
  "pickup or delivery",
  "delivery charge (₹)",
  "notes",
  "item",
  "item id",
  "unit price (₹)",
  "quantity",
  "line total (₹)",
  "order total (₹)",
  "refundable deposits (₹)",
  "asked to pay (₹)",
];

function when(iso: string): string {
  // 2026-11-23 18:46, sortable and unambiguous in a spreadsheet
  return new Date(iso).toLocaleString("sv-SE", { timeZone: SHOP_TIME_ZONE, hour12: false }).slice(0, 16);
}

/** The orders as CSV, one row per line, streamed (UTF-8 with a BOM, so Excel reads ₹ and Hindi names). */
export function ordersCsv(orders: AsyncIterable<OrderView>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const row = (cells: (string | number | null)[]) => encoder.encode(cells.map(csvCell).join(",") + "\r\n");
  const iterator = orders[Symbol.asyncIterator]();
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode("\uFEFF"));
      controller.enqueue(row(HEADER));
    },
    async pull(controller) {
      // Until something is written: a pull that enqueues nothing is not called again.
      for (;;) {
        const next = await iterator.next();
        if (next.done) return controller.close();
        const o = next.value;
        for (const line of o.lines) {
          controller.enqueue(
            row([
              o._id,
              when(o.createdAt),
              o.status,
              o.kind === "CHECKOUT" ? "checkout" : "buy now",
              o.userName,
              o.userPhone,
              o.email,
              o.address,
              o.fulfilment,
              o.fulfilment ? o.deliveryCharge : null,
              o.notes,
              line.title,
              line.productId,
              line.unitPrice,
              line.quantity,
              line.unitPrice * line.quantity,
              o.total,
              o.deposit,
              // What checkout asked her for: the order's total and its rentals' deposits.
              o.total + o.deposit,
            ]),
          );
        }
        if (o.lines.length) return;
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
