import { BookingConflictError } from "@/lib/data/reservations";

/** 409 `{ error, message, nearestFree }` for a taken stay; anything else is rethrown for handler(). */
export function bookingConflictResponse(error: unknown): Response {
  if (error instanceof BookingConflictError) {
    return Response.json({ error: error.message, message: error.message, nearestFree: error.nearestFree, ...(error.productId ? { productId: error.productId } : {}) }, { status: 409 });
  }
  throw error;
}
