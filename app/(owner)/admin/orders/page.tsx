import type { Metadata } from "next";
import Link from "next/link";
import { ListFiltersForm, listHref, Pager } from "@/components/admin/list-controls";
import { OrdersTable } from "@/features/checkout/admin/orders-table";
import { listOrders } from "@/features/checkout";
import { paramsOf } from "@/lib/validation/list-query";
import { STATUS_WORDS, ordersQuerySchema } from "@/features/checkout/validation/order";
import { adminPageOrSignIn } from "@/lib/auth/require-admin";

export const metadata: Metadata = { title: "Orders" };

const PAGE_SIZE = 25;
const STATUSES = Object.values(STATUS_WORDS).map((w) => ({ value: w, label: w }));

export default async function AdminOrders({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await adminPageOrSignIn("/admin/orders", await searchParams);
  const raw = paramsOf(await searchParams);
  const parsed = ordersQuerySchema.safeParse({ ...raw, limit: PAGE_SIZE });
  // A hand-edited URL with a bad date or page shows everything rather than an error page.
  const query = parsed.success ? parsed.data : ordersQuerySchema.parse({ limit: PAGE_SIZE });
  const filters = {
    q: query.q,
    status: query.status ? STATUS_WORDS[query.status] : undefined,
    from: query.from,
    to: query.to,
  };
  const { orders, total } = await listOrders(query);
  const filtered = Boolean(filters.q || filters.status || filters.from || filters.to);
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-bold text-maroon-800">Orders</h1>
        <a
          href={listHref("/api/orders/export", filters)}
          download
          className="rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-stone-300"
        >
          Download {filtered ? "these orders" : "all orders"} (CSV)
        </a>
      </div>
      {parsed.success ? null : (
        <p role="alert" className="mb-4 text-red-700">
          {parsed.error.issues[0]?.message} Showing all orders instead.
        </p>
      )}
      <ListFiltersForm
        path="/admin/orders"
        filters={filters}
        searchLabel="Name, phone or order id"
        statuses={STATUSES}
      />
      {orders.length === 0 && filtered ? (
        <p className="rounded-2xl bg-white p-8 text-center text-stone-600 shadow-sm">
          No orders match these filters.{" "}
          <Link href="/admin/orders" className="font-semibold underline">
            Show all orders
          </Link>
        </p>
      ) : (
        <OrdersTable orders={orders} />
      )}
      <Pager
        path="/admin/orders"
        filters={filters}
        page={query.page}
        pageSize={PAGE_SIZE}
        total={total}
        noun={total === 1 ? "order" : "orders"}
      />
    </>
  );
}
