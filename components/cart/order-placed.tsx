import Link from "next/link";
import type { ShopVisit } from "@/lib/content/shop-visit";
import type { PlacedFulfilment } from "@/lib/fulfilment";
import { FulfilmentNote } from "./fulfilment-note";

/**
 * The checkout once the shop has the order: its message, and pickup or delivery as stored. A
 * pickup keeps the page (with the shop's address and directions) until the visitor goes home.
 */
export function OrderPlaced({ message, placed, shop }: { message?: string; placed: PlacedFulfilment | null; shop: ShopVisit }) {
  return (
    <div className="mx-auto max-w-xl rounded-2xl bg-green-50 p-8 text-center">
      <p role="status" className="text-lg font-semibold text-green-800">
        {message}
      </p>
      {placed ? <FulfilmentNote placed={placed} shop={shop} /> : null}
      {placed?.fulfilment === "pickup" ? (
        <Link href="/" className="mt-6 inline-block rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800">
          Back to Home
        </Link>
      ) : null}
    </div>
  );
}
