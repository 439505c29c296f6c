import "server-only";
import { db } from "@/lib/db";
import { cached, TAGS } from "@/lib/cache";
import type { BeautyItemInput } from "@/lib/validation/catalogue";
import { itemWrites } from "./item-writes";
import type { ItemStamp } from "./collection-items";
import type { BeautyItem as Row } from "@/lib/generated/prisma/client";
import { beautyFacetTags } from "@/lib/catalogue/facets";
import { compact, normaliseAttributes, normaliseImages, normalisePrice } from "@/lib/catalogue/normalise";

export interface BeautyItem {
  _id: string;
  category: string;
  title: string;
  description: string;
  price: number;
  images: string[];
  ingredients?: string;
  skinType?: string;
  volume?: string;
  usage?: string;
  /** Raised on every save; an edit sends back the one it started from (409 when stale). Left out of the product-page read. */
  version?: number;
  [extra: string]: string | number | string[] | undefined;
}

export function toBeautyItem(row: Row): BeautyItem {
  return {
    ...normaliseAttributes(row.attributes),
    _id: row.id,
    category: row.category,
    title: row.title,
    description: row.description,
    price: normalisePrice(row.price),
    images: normaliseImages(row.images, row.image),
    version: row.version,
    ...compact({ ingredients: row.ingredients, skinType: row.skinType, volume: row.volume, usage: row.usage }),
  } as BeautyItem;
}

async function queryByCategory(category: string): Promise<BeautyItem[]> {
  const prisma = await db();
  const rows = await prisma.beautyItem.findMany({ where: { category }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map(toBeautyItem);
}

/** For the product page, which lists every other field as a detail line: so no `version`. */
async function queryById(id: string): Promise<BeautyItem | null> {
  const prisma = await db();
  const row = await prisma.beautyItem.findUnique({ where: { id } });
  if (!row) return null;
  const { version: _version, ...item } = toBeautyItem(row);
  void _version;
  return item as BeautyItem;
}

export const listBeautyItems = cached(queryByCategory, ["beauty-by-category"], [TAGS.beauty]);
export const getBeautyItem = cached(queryById, ["beauty-by-id"], [TAGS.beauty]);

// ---- writes (admin) ----

const writes = itemWrites<BeautyItemInput, Row, BeautyItem>(
  {
    find: (prisma, id) => prisma.beautyItem.findUnique({ where: { id } }),
    create: (prisma, data) => prisma.beautyItem.create({ data: { ...data, facets: beautyFacetTags(data) } }),
    update: (prisma, id, version, data) => prisma.beautyItem.update({ where: { id, version }, data: { ...data, facets: beautyFacetTags(data), version: { increment: 1 } } }),
    remove: (prisma, id) => prisma.beautyItem.delete({ where: { id } }),
  },
  TAGS.beauty,
  toBeautyItem,
  {
    notFound: "That item does not exist (it may have been deleted).",
    conflict: "This product was changed by someone else while you were editing it — reload to see the latest, then make your change again.",
  },
);
export const createBeautyItem = writes.create;
export const updateBeautyItem = writes.update;
export const deleteBeautyItem = writes.remove;

export async function listAllBeautyItems(): Promise<BeautyItem[]> {
  const prisma = await db();
  const rows = await prisma.beautyItem.findMany({ orderBy: [{ category: "asc" }, { createdAt: "asc" }, { id: "asc" }] });
  return rows.map(toBeautyItem);
}

async function queryStamps(): Promise<ItemStamp[]> {
  const prisma = await db();
  const rows = await prisma.beautyItem.findMany({ select: { id: true, category: true, updatedAt: true }, orderBy: [{ category: "asc" }, { createdAt: "asc" }, { id: "asc" }] });
  return rows.map((r) => ({ _id: r.id, category: r.category, updatedAt: r.updatedAt.toISOString() }));
}

/** Each item's id, category and last change: the sitemap's <lastmod>. */
export const listBeautyStamps = cached(queryStamps, ["beauty-stamps"], [TAGS.beauty]);
