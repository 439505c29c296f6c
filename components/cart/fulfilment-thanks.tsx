"use client";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import type { ShopVisit } from "@/lib/content/shop-visit";
import { recallFulfilment } from "./fulfilment-memory";
import { FulfilmentNote } from "./fulfilment-note";

/**
 * The thank-you page after a checkout with rentals: pickup or delivery, as this tab placed it.
 * Read from this tab's storage and shown only for the reservations the order booked, so an
 * address typed or shared by someone else shows nothing.
 */
export function FulfilmentThanks({ shop }: { shop: ShopVisit }) {
  const params = useSearchParams();
  // Rendered in the browser only (the page is static), so session storage can be read at once.
  const [placed] = useState(recallFulfilment);
  const numbers = (params.get("reservations") ?? "").split(",");
  if (!placed || !placed.reservations.length || !placed.reservations.every((n) => numbers.includes(n))) return null;
  return (
    <div className="mx-auto w-full max-w-md">
      <FulfilmentNote placed={placed} shop={shop} />
    </div>
  );
}
