import "server-only";
// Only for lib/data/stay-alternatives.ts until the rentals move rewrites its import to "@/lib/data/items"; then delete this file.
export { piecesFreeForStay } from "./items";
