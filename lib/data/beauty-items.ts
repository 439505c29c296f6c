import "server-only";
import { db } from "@/lib/db";
import { cached, invalidate, TAGS } from "@/lib/cache";
import type { BeautyItemInput } from "@/lib/validation/catalogue";
import { discardImages, resolveImages } from "./item-images";
import type { BeautyItem as Row } from "@/lib/generated/prisma/client";
import { compact, normaliseAttributes, normaliseImages, normalisePrice } from "./normalise";

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
    ...compact({ ingredients: row.ingredients, skinType: row.skinType, volume: row.volume, usage: row.usage }),
  } as BeautyItem;
}

async function queryByCategory(category: string): Promise<BeautyItem[]> {
  const prisma = await db();
  const rows = await prisma.beautyItem.findMany({ where: { category }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map(toBeautyItem);
}

async function queryById(id: string): Promise<BeautyItem | null> {
  const prisma = await db();
  const row = await prisma.beautyItem.findUnique({ where: { id } });
  return row ? toBeautyItem(row) : null;
}

export const listBeautyItems = cached(queryByCategory, ["beauty-by-category"], [TAGS.beauty]);
export const getBeautyItem = cached(queryById, ["beauty-by-id"], [TAGS.beauty]);

// ---- writes (admin) ----

function columns(input: BeautyItemInput, images: string[]) {
  const { imageOrder: _order, attributes, ...rest } = input;
  void _order;
  return { ...rest, images, image: null, attributes: attributes ?? {} };
}

export async function createBeautyItem(input: BeautyItemInput, files: File[]): Promise<BeautyItem> {
  const { images } = await resolveImages([], input.imageOrder, files);
  const prisma = await db();
  const row = await prisma.beautyItem.create({ data: columns(input, images) });
  invalidate(TAGS.beauty);
  return toBeautyItem(row);
}

export async function updateBeautyItem(id: string, input: BeautyItemInput, files: File[]): Promise<BeautyItem | null> {
  const prisma = await db();
  const current = await prisma.beautyItem.findUnique({ where: { id } });
  if (!current) return null;
  const { images, removed } = await resolveImages(normaliseImages(current.images, current.image), input.imageOrder, files);
  const row = await prisma.beautyItem.update({ where: { id }, data: columns(input, images) });
  invalidate(TAGS.beauty);
  await discardImages(removed);
  return toBeautyItem(row);
}

export async function deleteBeautyItem(id: string): Promise<boolean> {
  const prisma = await db();
  const row = await prisma.beautyItem.findUnique({ where: { id } });
  if (!row) return false;
  await prisma.beautyItem.delete({ where: { id } });
  invalidate(TAGS.beauty);
  await discardImages(normaliseImages(row.images, row.image));
  return true;
}

export async function listAllBeautyItems(): Promise<BeautyItem[]> {
  const prisma = await db();
  const rows = await prisma.beautyItem.findMany({ orderBy: [{ category: "asc" }, { createdAt: "asc" }, { id: "asc" }] });
  return rows.map(toBeautyItem);
}
