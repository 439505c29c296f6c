import "server-only";
import type { AdminListQuery, BrowseQuery } from "@/features/catalogue/rules/items";
import type { EditOf, InputOf } from "./kind";
import { adminItemPage, browseItems } from "./query";
import { findItemFresh, listAllItemsFresh, listItems, listItemStamps, listNewestItems } from "./read";
import { createItem, removeItem, updateItem } from "./write";

/**
 * The catalogue items, collection and beauty: what the rest of the app may use. Each kind's
 * name below is the same function for both kinds (read.ts, query.ts, write.ts), told the
 * kind; what differs between the kinds is in kind.ts. Types are in features/catalogue/rules/items.ts.
 */

// ---- the shop's pages and the public API (cached until the owner saves) ----
export const listCollectionItems = (category: string) => listItems("collection", category);
export const listNewestCollectionItems = (limit: number) => listNewestItems("collection", limit);
export const browseCollection = (query: BrowseQuery) => browseItems("collection", query);
export const browseBeauty = (query: BrowseQuery) => browseItems("beauty", query);
export const listCollectionStamps = () => listItemStamps("collection");
export const listBeautyStamps = () => listItemStamps("beauty");
export { getBeautyProduct, getCollectionProduct, findOrderableProduct, findPieceCards } from "./products";
export { searchCatalogue, suggestTitles } from "./query";

// ---- the admin (read fresh: each item's `version` is what an edit sends back) ----
export const adminCollectionPage = (query: AdminListQuery) => adminItemPage("collection", query);
export const adminBeautyPage = (query: AdminListQuery) => adminItemPage("beauty", query);
export const findCollectionItemFresh = (id: string) => findItemFresh("collection", id);
export const findBeautyItemFresh = (id: string) => findItemFresh("beauty", id);
export const listAllCollectionItemsFresh = () => listAllItemsFresh("collection");
export const listAllBeautyItemsFresh = () => listAllItemsFresh("beauty");

export const createCollectionItem = (input: InputOf<"collection">, files: File[]) =>
  createItem("collection", input, files);
export const updateCollectionItem = (id: string, edit: EditOf<"collection">, files: File[]) =>
  updateItem("collection", id, edit, files);
export const deleteCollectionItem = (id: string) => removeItem("collection", id);
export const createBeautyItem = (input: InputOf<"beauty">, files: File[]) => createItem("beauty", input, files);
export const updateBeautyItem = (id: string, edit: EditOf<"beauty">, files: File[]) =>
  updateItem("beauty", id, edit, files);
export const deleteBeautyItem = (id: string) => removeItem("beauty", id);
