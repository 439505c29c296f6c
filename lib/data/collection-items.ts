import "server-only";
import { db } from "@/lib/db";
import { cached, TAGS } from "@/lib/cache";
import type { CollectionItemInput } from "@/lib/validation/catalogue";
import { itemWrites } from "./item-writes";
import type { CollectionItem as Row } from "@/lib/generated/prisma/client";
import { facetTags } from "@/lib/catalogue/facets";
import { assertNoUpcomingBookings } from "@/features/rentals";
import { compact, normaliseAttributes, normaliseImages, normalisePrice } from "@/lib/catalogue/normalise";

/** A collection item as the API and pages see it: named attributes plus any extra ones, flat. */
export interface CollectionItem {
  _id: string;
  category: string;
  title: string;
  description: string;
  price: number;
  images: string[];
  colour?: string;
  fabric?: string;
  work?: string;
  dupatta?: string;
  occasions?: string;
  sizeFit?: string;
  customAlterations?: string;
  /** rental terms as stored (issue #14); absent = the shop's default, no rentPrice = not rented by date */
  rentPrice?: number;
  rentDays?: number;
  extraDayPrice?: number;
  deposit?: number;
  stock?: number;
  bufferBefore?: number;
  bufferAfter?: number;
  /** Raised on every save; an edit sends back the one it started from (409 when stale). Left out of the product-page read. */
  version?: number;
  /** any other free-text attribute, e.g. "Bottom": "Sharara" */
  [extra: string]: string | number | string[] | undefined;
}

export const NAMED_ATTRIBUTES = ["colour", "fabric", "work", "dupatta", "occasions", "sizeFit", "customAlterations"] as const;

export function toCollectionItem(row: Row): CollectionItem {
  const extra = normaliseAttributes(row.attributes);
  return {
    ...extra,
    _id: row.id,
    category: row.category,
    title: row.title,
    description: row.description,
    price: normalisePrice(row.price),
    images: normaliseImages(row.images, row.image),
    version: row.version,
    ...compact({
      colour: row.colour,
      fabric: row.fabric,
      work: row.work,
      dupatta: row.dupatta,
      occasions: row.occasions,
      sizeFit: row.sizeFit,
      customAlterations: row.customAlterations,
      rentPrice: row.rentPrice,
      rentDays: row.rentDays,
      extraDayPrice: row.extraDayPrice,
      deposit: row.deposit,
      stock: row.rentPrice == null && row.stock === 1 ? null : row.stock,
      bufferBefore: row.bufferBefore,
      bufferAfter: row.bufferAfter,
    }),
  } as CollectionItem;
}

async function queryByCategory(category: string): Promise<CollectionItem[]> {
  const prisma = await db();
  const rows = await prisma.collectionItem.findMany({ where: { category }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map(toCollectionItem);
}

/** For the product page, which lists every other field as a detail line: so no `version`. */
async function queryById(id: string): Promise<CollectionItem | null> {
  const prisma = await db();
  const row = await prisma.collectionItem.findUnique({ where: { id } });
  if (!row) return null;
  const { version: _version, ...item } = toCollectionItem(row);
  void _version;
  return item as CollectionItem;
}

async function queryAll(): Promise<CollectionItem[]> {
  const prisma = await db();
  const rows = await prisma.collectionItem.findMany({ orderBy: [{ category: "asc" }, { createdAt: "asc" }, { id: "asc" }] });
  return rows.map(toCollectionItem);
}

export const listCollectionItems = cached(queryByCategory, ["collection-by-category"], [TAGS.collection]);
export const getCollectionItem = cached(queryById, ["collection-by-id"], [TAGS.collection]);
/** Uncached, for the admin API: an API client edits from it, and another instance's cache may lag a minute. */
export const listAllCollectionItemsFresh = queryAll;

// ---- writes (admin) ----

const writes = itemWrites<CollectionItemInput, Row, CollectionItem>(
  {
    find: (prisma, id) => prisma.collectionItem.findUnique({ where: { id } }),
    create: (prisma, data) => prisma.collectionItem.create({ data: { ...data, facets: facetTags(data) } }),
    update: (prisma, id, version, data) => prisma.collectionItem.update({ where: { id, version }, data: { ...data, facets: facetTags(data), version: { increment: 1 } } }),
    remove: async (prisma, id) => {
      await assertNoUpcomingBookings(id);
      return prisma.collectionItem.delete({ where: { id } });
    },
  },
  TAGS.collection,
  toCollectionItem,
  {
    notFound: "That item does not exist (it may have been deleted).",
    conflict: "This piece was changed by someone else while you were editing it — reload to see the latest, then make your change again.",
  },
);
export const createCollectionItem = writes.create;
export const updateCollectionItem = writes.update;
export const deleteCollectionItem = writes.remove;

async function queryNewest(limit: number): Promise<CollectionItem[]> {
  const prisma = await db();
  const rows = await prisma.collectionItem.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: limit });
  return rows.map(toCollectionItem);
}

export const listNewestCollectionItems = cached(queryNewest, ["collection-newest"], [TAGS.collection]);

/** An item's id, category and last change (ISO 8601): the sitemap's <lastmod>. */
export interface ItemStamp {
  _id: string;
  category: string;
  updatedAt: string;
}

async function queryStamps(): Promise<ItemStamp[]> {
  const prisma = await db();
  const rows = await prisma.collectionItem.findMany({ select: { id: true, category: true, updatedAt: true }, orderBy: [{ category: "asc" }, { createdAt: "asc" }, { id: "asc" }] });
  return rows.map((r) => ({ _id: r.id, category: r.category, updatedAt: r.updatedAt.toISOString() }));
}

export const listCollectionStamps = cached(queryStamps, ["collection-stamps"], [TAGS.collection]);
