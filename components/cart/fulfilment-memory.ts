"use client";
import type { Fulfilment } from "@/lib/cart/fulfilment";

/** How the order just placed reaches the customer, as the shop answered it (its OrderView fields). */
export interface PlacedFulfilment {
  fulfilment: Fulfilment;
  /** the delivery address; null for pickup */
  address: string | null;
  deliveryCharge: number;
  /** the reservation numbers of the order, so the thank-you page shows this only for them */
  reservations: string[];
}

const KEY = "last-fulfilment";

/** Kept for this tab only (sessionStorage), beside the booked stays (booking-memory.ts). */
export function rememberFulfilment(placed: PlacedFulfilment): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(placed));
  } catch {
    // storage blocked: the thank-you page shows the reservation without the pickup details
  }
}

export function recallFulfilment(): PlacedFulfilment | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Partial<PlacedFulfilment> | null;
    if (!value || (value.fulfilment !== "pickup" && value.fulfilment !== "delivery") || !Array.isArray(value.reservations)) return null;
    return { fulfilment: value.fulfilment, address: typeof value.address === "string" ? value.address : null, deliveryCharge: Number(value.deliveryCharge) || 0, reservations: value.reservations.filter((n) => typeof n === "string") };
  } catch {
    return null;
  }
}
