import { BEAUTY_SHAPE, COLLECTION_SHAPE, FIXED_SHAPE, type BrowseShape } from "./browse-state";
import { findCollectionCategory } from "@/features/shop/categories";

/**
 * The shape of a listing's address (browse-state.ts) for a collection or beauty page. Kept
 * apart from browse-state so the client islands that read a state do not carry the registry.
 */
export function shapeOf(section: "collection" | "beauty-care", slug: string): BrowseShape {
  if (section === "beauty-care") return BEAUTY_SHAPE;
  return findCollectionCategory(slug)?.builtin ? FIXED_SHAPE : COLLECTION_SHAPE;
}
