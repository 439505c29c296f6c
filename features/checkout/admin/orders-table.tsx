"use client";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import type { OrderView } from "@/features/checkout/views";
import { whatsappLink } from "@/lib/site/config";
import { displayPhone, formatIndiaDateTime, formatRupees } from "@/lib/format";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { STATUS_LABEL } from "@/features/rentals/rules/status";
import { formatDay } from "@/lib/dates";
import { FULFILMENT_WORDS } from "@/features/shop/fulfilment";

const shortDay = (day: string) => formatDay(day, { day: "numeric", month: "short" });

/** "Order from Priya is now cancelled. R-1 and R-2 are cancelled too: their days are free again." */
function statusMessage(
  before: OrderView,
  after: (OrderView & { message?: string }) | null,
  status: OrderView["status"],
): string {
  // the server's words when confirming touched the bookings (confirmed, or lapsed before)
  if (after?.message) return after.message;
  const text = `Order from ${before.userName} is now ${status.toLowerCase()}.`;
  const wasHolding = new Set(
    before.bookings.filter((b) => b.status === "requested" || b.status === "confirmed").map((b) => b.id),
  );
  const released = (after?.bookings ?? [])
    .filter((b) => wasHolding.has(b.id) && b.status === "cancelled")
    .map((b) => b.number);
  if (!released.length) return text;
  const names = released.length === 1 ? released[0] : `${released.slice(0, -1).join(", ")} and ${released.at(-1)}`;
  return `${text} ${names} ${released.length === 1 ? "is" : "are"} cancelled too: ${released.length === 1 ? "its" : "their"} days are free again.`;
}

const STATUSES: { value: OrderView["status"]; label: string; className: string }[] = [
  { value: "Pending", label: "Pending", className: "bg-yellow-100 text-yellow-900" },
  { value: "Confirmed", label: "Confirmed", className: "bg-blue-100 text-blue-900" },
  { value: "Delivered", label: "Delivered", className: "bg-green-100 text-green-900" },
  { value: "Cancelled", label: "Cancelled", className: "bg-red-100 text-red-900" },
];

/** Names the order, and the bookings deleting it cancels. */
function deleteQuestion(o: OrderView): string {
  const holding = o.bookings.filter((b) => b.status === "requested" || b.status === "confirmed").map((b) => b.number);
  const question = `Are you sure you want to delete the order from ${o.userName} (${formatRupees(o.total)})?`;
  return holding.length
    ? `${question} ${holding.join(", ")} will be cancelled with it and ${holding.length === 1 ? "its" : "their"} days freed.`
    : question;
}

/** Orders (spec §2, §4): requests and checkouts, contact, lines, total, status in the spec's colours. */
export function OrdersTable({ orders }: { orders: OrderView[] }) {
  const router = useRouter();
  const [deleting, setDeleting] = useState<OrderView | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // always in the page, so its first message is read; focus waits here after a delete
  const messageRef = useRef<HTMLParagraphElement>(null);

  async function setStatus(order: OrderView, status: OrderView["status"]) {
    const res = await fetch(`/api/orders/${order._id}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ status }),
    }).catch(() => null);
    const after = res?.ok ? ((await res.json().catch(() => null)) as (OrderView & { message?: string }) | null) : null;
    setMessage(
      res?.ok
        ? { ok: true, text: statusMessage(order, after, status) }
        : { ok: false, text: "Could not change the status. Please try again." },
    );
    router.refresh();
  }

  async function remove(order: OrderView) {
    const res = await fetch(`/api/orders/${order._id}`, { method: "DELETE" }).catch(() => null);
    setMessage(
      res?.ok ? { ok: true, text: "Order deleted." } : { ok: false, text: "Delete failed. Please try again." },
    );
    router.refresh();
  }

  if (!orders.length)
    return <p className="rounded-2xl bg-white p-8 text-center text-stone-600 shadow-sm">No orders yet</p>;

  return (
    <>
      <p
        ref={messageRef}
        tabIndex={-1}
        role="status"
        className={`font-semibold outline-none ${message ? "mb-4" : ""} ${message?.ok === false ? "text-red-700" : "text-green-700"}`}
      >
        {message?.text}
      </p>
      <ul className="space-y-4">
        {orders.map((o) => {
          const status = STATUSES.find((s) => s.value === o.status) ?? STATUSES[0]!;
          const digits = o.userPhone.replace(/\D/g, "");
          return (
            <li key={o._id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <p className="font-semibold">
                    {o.userName}{" "}
                    <span
                      data-testid="order-status"
                      className={`ml-2 rounded-full px-2.5 py-0.5 text-xs font-semibold ${status.className}`}
                    >
                      {status.label}
                    </span>
                  </p>
                  <p className="text-sm text-stone-600">
                    {o.kind === "CHECKOUT" ? "Checkout order" : "Order request (Buy Now)"} ·{" "}
                    <time dateTime={o.createdAt}>{formatIndiaDateTime(o.createdAt)}</time>
                  </p>
                  {o.fulfilment ? (
                    <p className="text-sm font-semibold text-maroon-800" data-testid="order-fulfilment">
                      {FULFILMENT_WORDS[o.fulfilment]}
                      {o.fulfilment === "delivery"
                        ? ` · ${o.deliveryCharge ? `${formatRupees(o.deliveryCharge)} delivery charge` : "free delivery"}`
                        : ""}
                    </p>
                  ) : null}
                  {/* The id the search box, the CSV and the API know the order by: one tap selects all of it to copy. */}
                  <p className="text-xs text-stone-600">
                    Order id{" "}
                    <code
                      data-testid="order-id"
                      className="select-all break-all rounded bg-stone-100 px-1.5 py-0.5 font-mono text-stone-800"
                    >
                      {o._id}
                    </code>
                  </p>
                </div>
                <div className="text-right">
                  <p className="text-lg font-bold text-maroon-800">{formatRupees(o.total)}</p>
                  {o.deposit > 0 ? (
                    <p className="text-sm text-stone-700">+ {formatRupees(o.deposit)} refundable deposit</p>
                  ) : null}
                </div>
              </div>
              <ul className="mt-3 text-sm">
                {o.lines.map((l, i) => (
                  <li key={i}>
                    {l.title} — {formatRupees(l.unitPrice)}
                    {l.quantity > 1 ? ` × ${l.quantity}` : ""}
                  </li>
                ))}
              </ul>
              {o.bookings.length ? (
                <ul
                  className="mt-2 flex flex-wrap gap-2 text-sm"
                  aria-label={`Bookings with the order from ${o.userName}`}
                >
                  {o.bookings.map((b) => (
                    <li key={b.id}>
                      <a
                        href={`/admin/reservations?q=${encodeURIComponent(b.number)}`}
                        className={`inline-flex min-h-9 items-center rounded-full px-3 py-1 ring-1 ${b.status === "cancelled" ? "text-stone-600 line-through ring-stone-200" : "font-semibold text-maroon-800 ring-maroon-200"}`}
                      >
                        {b.number} · {shortDay(b.from)}–{shortDay(b.to)} ·{" "}
                        {b.lapsed ? "Lapsed unconfirmed" : STATUS_LABEL[b.status]}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className="mt-3 flex flex-wrap gap-2 text-sm">
                <a href={`tel:${o.userPhone}`} className="rounded-full px-3 py-1.5 font-semibold ring-1 ring-stone-300">
                  Call {displayPhone(o.userPhone)}
                </a>
                <a
                  href={whatsappLink(
                    digits,
                    `Hello ${o.userName}, about your order of ${o.productTitle}${o.bookings.length ? ` (${o.bookings.map((b) => b.number).join(", ")})` : ""}.`,
                  )}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="rounded-full bg-green-700 px-3 py-1.5 font-semibold text-white"
                >
                  WhatsApp
                </a>
                {o.email ? (
                  <a
                    href={`mailto:${o.email}`}
                    className="rounded-full px-3 py-1.5 font-semibold ring-1 ring-stone-300"
                  >
                    {o.email}
                  </a>
                ) : null}
              </div>
              {o.address || o.notes ? (
                <p className="mt-2 text-sm text-stone-700">
                  {o.address && o.fulfilment === "delivery" ? (
                    <span className="text-stone-500">Deliver to: </span>
                  ) : null}
                  {o.address}
                  {o.notes ? (
                    <>
                      <br />
                      <span className="text-stone-500">Notes:</span> {o.notes}
                    </>
                  ) : null}
                </p>
              ) : null}
              <div className="mt-4 flex flex-wrap items-center gap-3">
                <label className="text-sm font-semibold" htmlFor={`status-${o._id}`}>
                  Status
                </label>
                <select
                  id={`status-${o._id}`}
                  value={o.status}
                  onChange={(e) => setStatus(o, e.target.value as OrderView["status"])}
                  className="rounded-lg border border-stone-300 px-3 py-1.5 text-sm"
                >
                  {STATUSES.map((s) => (
                    <option key={s.value} value={s.value}>
                      {s.label}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  onClick={() => setDeleting(o)}
                  className="ml-auto rounded-full px-3 py-1.5 text-sm font-semibold text-red-700 ring-1 ring-red-200"
                >
                  Delete<span className="sr-only"> order from {o.userName}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        message={deleting ? deleteQuestion(deleting) : ""}
        focusAfterConfirm={messageRef}
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove(deleting);
          setDeleting(null);
        }}
      />
    </>
  );
}
