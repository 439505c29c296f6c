"use client";
import type { StaySummary } from "@/lib/rental/messages";

/** What the checkout answers for each booked rental (a ReservationView, the fields used here). */
export type BookedStay = Required<Pick<StaySummary, "title" | "from" | "to" | "rent" | "deposit" | "number">> & { size: string | null; href: string };

const KEY = "last-booking";

/**
 * The stays just booked at checkout, for the thank-you page's WhatsApp message. Kept for this
 * tab only (sessionStorage); the page shows the numbers from its address without it.
 */
export function rememberBooking(stays: BookedStay[]): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(stays));
  } catch {
    // storage blocked: the thank-you page still shows the numbers
  }
}

export function recallBooking(): BookedStay[] {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? "[]");
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}
