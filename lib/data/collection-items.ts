import "server-only";
import { db } from "@/lib/db";
import { cached, invalidate, TAGS } from "@/lib/cache";
import type { CollectionItemInput } from "@/lib/validation/catalogue";
import { discardImages, resolveImages } from "./item-images";
import type { CollectionItem as Row } from "@/lib/generated/prisma/client";
import { compact, normaliseAttributes, normaliseImages, normalisePrice } from "./normalise";

/** A collection item as the API and pages see it: named attributes plus any extra ones, flat. */
export interface CollectionItem {
  _id: string;
  category: string;
  title: string;
  description: string;
  price: number;
  images: string[];
  fabric?: string;
  work?: string;
  dupatta?: string;
  occasions?: string;
  sizeFit?: string;
  customAlterations?: string;
  /** any other free-text attribute, e.g. "Bottom": "Sharara" */
  [extra: string]: string | number | string[] | undefined;
}

export const NAMED_ATTRIBUTES = ["fabric", "work", "dupatta", "occasions", "sizeFit", "customAlterations"] as const;

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
    ...compact({
      fabric: row.fabric,
      work: row.work,
      dupatta: row.dupatta,
      occasions: row.occasions,
      sizeFit: row.sizeFit,
      customAlterations: row.customAlterations,
    }),
  } as CollectionItem;
}

async function queryByCategory(category: string): Promise<CollectionItem[]> {
  const prisma = await db();
  const rows = await prisma.collectionItem.findMany({ where: { category }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map(toCollectionItem);
}

async function queryById(id: string): Promise<CollectionItem | null> {
  const prisma = await db();
  const row = await prisma.collectionItem.findUnique({ where: { id } });
  return row ? toCollectionItem(row) : null;
}

async function queryAll(): Promise<CollectionItem[]> {
  const prisma = await db();
  const rows = await prisma.collectionItem.findMany({ orderBy: [{ category: "asc" }, { createdAt: "asc" }, { id: "asc" }] });
  return rows.map(toCollectionItem);
}

export const listCollectionItems = cached(queryByCategory, ["collection-by-category"], [TAGS.collection]);
export const getCollectionItem = cached(queryById, ["collection-by-id"], [TAGS.collection]);
export const listAllCollectionItems = cached(queryAll, ["collection-all"], [TAGS.collection]);

// ---- writes (admin) ----

function columns(input: CollectionItemInput, images: string[]) {
  const { imageOrder: _order, attributes, ...rest } = input;
  void _order;
  return { ...rest, images, image: null, attributes: attributes ?? {} };
}

export async function createCollectionItem(input: CollectionItemInput, files: File[]): Promise<CollectionItem> {
  const { images } = await resolveImages([], input.imageOrder, files);
  const prisma = await db();
  const row = await prisma.collectionItem.create({ data: columns(input, images) });
  invalidate(TAGS.collection);
  return toCollectionItem(row);
}

/** Returns null when there is no such item. */
export async function updateCollectionItem(id: string, input: CollectionItemInput, files: File[]): Promise<CollectionItem | null> {
  const prisma = await db();
  const current = await prisma.collectionItem.findUnique({ where: { id } });
  if (!current) return null;
  const { images, removed } = await resolveImages(normaliseImages(current.images, current.image), input.imageOrder, files);
  const row = await prisma.collectionItem.update({ where: { id }, data: columns(input, images) });
  invalidate(TAGS.collection);
  await discardImages(removed);
  return toCollectionItem(row);
}

export async function deleteCollectionItem(id: string): Promise<boolean> {
  const prisma = await db();
  const row = await prisma.collectionItem.findUnique({ where: { id } });
  if (!row) return false;
  await prisma.collectionItem.delete({ where: { id } });
  invalidate(TAGS.collection);
  await discardImages(normaliseImages(row.images, row.image));
  return true;
}

async function queryNewest(limit: number): Promise<CollectionItem[]> {
  const prisma = await db();
  const rows = await prisma.collectionItem.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: limit });
  return rows.map(toCollectionItem);
}

export const listNewestCollectionItems = cached(queryNewest, ["collection-newest"], [TAGS.collection]);
