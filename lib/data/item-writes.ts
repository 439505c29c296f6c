import "server-only";
import { db } from "@/lib/db";
import { invalidate, type Tag } from "@/lib/cache";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { discardImages, resolveImages } from "./item-images";
import { normaliseImages } from "./normalise";

/** What the admin sends for a catalogue item: its columns plus the photo order and extra attributes. */
interface ItemInput {
  imageOrder?: string[];
  attributes?: Record<string, string>;
}

/** The stored columns of an item: the input without the photo order, photos resolved. */
export type ItemColumns<I extends ItemInput> = Omit<I, "imageOrder" | "attributes"> & { images: string[]; image: null; attributes: Record<string, string> };

interface StoredRow {
  images: string[];
  image: string | null;
}

/** The four table calls that differ between collection and beauty items. */
export interface ItemTable<I extends ItemInput, Row extends StoredRow> {
  find(prisma: PrismaClient, id: string): Promise<Row | null>;
  create(prisma: PrismaClient, data: ItemColumns<I>): Promise<Row>;
  update(prisma: PrismaClient, id: string, data: ItemColumns<I>): Promise<Row>;
  remove(prisma: PrismaClient, id: string): Promise<unknown>;
}

function columns<I extends ItemInput>(input: I, images: string[]): ItemColumns<I> {
  const { imageOrder: _order, attributes, ...rest } = input;
  void _order;
  return { ...rest, images, image: null, attributes: attributes ?? {} };
}

/**
 * The admin's create, update and delete for one kind of catalogue item. Each write stores
 * first, then drops the cached reads and pages (`tag`), then deletes photos no longer used:
 * a failed file deletion never undoes a saved change.
 */
export function itemWrites<I extends ItemInput, Row extends StoredRow, Item>(table: ItemTable<I, Row>, tag: Tag, toItem: (row: Row) => Item) {
  return {
    async create(input: I, files: File[]): Promise<Item> {
      const { images } = await resolveImages([], input.imageOrder, files);
      const row = await table.create(await db(), columns(input, images));
      invalidate(tag);
      return toItem(row);
    },

    /** Returns null when there is no such item. */
    async update(id: string, input: I, files: File[]): Promise<Item | null> {
      const prisma = await db();
      const current = await table.find(prisma, id);
      if (!current) return null;
      const { images, removed } = await resolveImages(normaliseImages(current.images, current.image), input.imageOrder, files);
      const row = await table.update(prisma, id, columns(input, images));
      invalidate(tag);
      await discardImages(removed);
      return toItem(row);
    },

    /** Returns false when there is no such item. */
    async remove(id: string): Promise<boolean> {
      const prisma = await db();
      const row = await table.find(prisma, id);
      if (!row) return false;
      await table.remove(prisma, id);
      invalidate(tag);
      await discardImages(normaliseImages(row.images, row.image));
      return true;
    },
  };
}
