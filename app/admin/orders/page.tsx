import type { Metadata } from "next";
import { OrdersTable } from "@/components/admin/orders-table";
import { listOrders } from "@/lib/data/orders";

export const metadata: Metadata = { title: "Orders" };

export default async function AdminOrders() {
  return (
    <>
      <h1 className="mb-6 font-display text-3xl font-bold text-maroon-800">Orders</h1>
      <OrdersTable orders={await listOrders()} />
    </>
  );
}
