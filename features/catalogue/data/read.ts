import "server-only";
import { db } from "@/lib/db";
import { cached } from "@/lib/cache";
import type { ItemOf, ItemStamp, Kind } from "@/features/catalogue/rules/items";
import { isPlausibleId } from "@/lib/validation/ids";
import { KINDS, type RowOrder } from "./kind";

// The plain reads of one kind's items, by category, id or age; browsing and search are in query.ts.

/** As the owner added them. */
const AS_ADDED: RowOrder[] = [{ createdAt: "asc" }, { id: "asc" }];
/** By category, then as added: the admin API's and the sitemap's order. */
const BY_CATEGORY: RowOrder[] = [{ category: "asc" }, ...AS_ADDED];

async function listUncached<K extends Kind>(kind: K, category: string): Promise<ItemOf<K>[]> {
  const prisma = await db();
  const rows = await KINDS[kind].findMany(prisma, { where: { category }, orderBy: AS_ADDED });
  return rows.map(KINDS[kind].toItem);
}

/** For the product page, which lists every other field as a detail line: so no `version`. */
async function readUncached<K extends Kind>(kind: K, id: string): Promise<ItemOf<K> | null> {
  const prisma = await db();
  const row = await KINDS[kind].find(prisma, id);
  if (!row) return null;
  const { version: _version, ...item } = KINDS[kind].toItem(row);
  void _version;
  return item as ItemOf<K>;
}

async function newestUncached<K extends Kind>(kind: K, limit: number): Promise<ItemOf<K>[]> {
  const prisma = await db();
  const rows = await KINDS[kind].findMany(prisma, { orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: limit });
  return rows.map(KINDS[kind].toItem);
}

async function stampsUncached(kind: Kind): Promise<ItemStamp[]> {
  const prisma = await db();
  const rows = await KINDS[kind].stamps(prisma, BY_CATEGORY);
  return rows.map((r) => ({ _id: r.id, category: r.category, updatedAt: r.updatedAt.toISOString() }));
}

/** A category's items as added, cached until the owner saves. */
export const listItems = cached(listUncached, ["items-by-category"], (kind) => [KINDS[kind].tag]);
/** One item for its product page (without `version`), cached until the owner saves. */
export const readItem = cached(readUncached, ["item-by-id"], (kind) => [KINDS[kind].tag]);
/** The newest items of a kind, newest first. */
export const listNewestItems = cached(newestUncached, ["items-newest"], (kind) => [KINDS[kind].tag]);
/** Each item's id, category and last change: the sitemap's <lastmod>. */
export const listItemStamps = cached(stampsUncached, ["item-stamps"], (kind) => [KINDS[kind].tag]);

/** Every item of a kind, by category then as added. Uncached, for the admin API: an API client edits from it, and another instance's cache may lag a minute. */
export async function listAllItemsFresh<K extends Kind>(kind: K): Promise<ItemOf<K>[]> {
  const prisma = await db();
  const rows = await KINDS[kind].findMany(prisma, { orderBy: BY_CATEGORY });
  return rows.map(KINDS[kind].toItem);
}

/** One item with its current `version`, read fresh (the managers' "Load the latest version"); null for an id this shop never makes. */
export async function findItemFresh<K extends Kind>(kind: K, id: string): Promise<ItemOf<K> | null> {
  if (!isPlausibleId(id)) return null;
  const prisma = await db();
  const row = await KINDS[kind].find(prisma, id);
  return row ? KINDS[kind].toItem(row) : null;
}
