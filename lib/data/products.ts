import "server-only";
// Only for lib/data/cart-quote.ts until the rentals move rewrites its import to "@/lib/data/items"; then delete this file.
export { findOrderableProduct } from "./items";
