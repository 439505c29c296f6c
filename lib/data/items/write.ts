import "server-only";
import { db } from "@/lib/db";
import { invalidate, type Tag } from "@/lib/cache";
import { ConflictError } from "@/lib/conflict-error";
import { NotFoundError } from "@/lib/errors";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { arrangeImages, discardImages, placeholders, withUploads } from "./item-images";
import { isPlausibleId } from "./ids";
import { normaliseImages } from "./normalise";

/** What the admin sends for a catalogue item: its columns plus the photo order, extra attributes and the version it started from. */
interface ItemInput {
  imageOrder?: string[];
  attributes?: Record<string, string>;
  /** The version the edit started from; absent (spec clients) → the last write wins. */
  version?: number;
}

/** The stored columns of an item: the input without the photo order and version, photos resolved. */
export type ItemColumns<I extends ItemInput> = Omit<I, "imageOrder" | "attributes" | "version"> & { images: string[]; image: null; attributes: Record<string, string> };

interface StoredRow {
  images: string[];
  image: string | null;
  version: number;
}

/** The four table calls that differ between collection and beauty items. */
export interface ItemTable<I extends ItemInput, Row extends StoredRow> {
  find(prisma: PrismaClient, id: string): Promise<Row | null>;
  create(prisma: PrismaClient, data: ItemColumns<I>): Promise<Row>;
  /** Saves only while the row is still at `version`, raising it by one in the same statement; P2025 otherwise. */
  update(prisma: PrismaClient, id: string, version: number, data: ItemColumns<I>): Promise<Row>;
  /** Deletes the row and returns it as it was when deleted; P2025 when there is none. */
  remove(prisma: PrismaClient, id: string): Promise<Row>;
}

export interface WriteMessages {
  notFound: string;
  /** 409: shown to the owner as is, so it says what to do. */
  conflict: string;
}

/** Prisma's "the record to update or delete was not found" (a conditional write matched nothing). */
export function isRecordNotFound(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025";
}

/** How often a save without a version is tried again when other saves keep getting in first. */
const SAVE_ATTEMPTS = 4;

/**
 * Optimistic locking. `save(current)` must store only while the row is still at
 * `current.version` and answer null when it is not. Then: row gone → 404; an edit that
 * named its starting version → 409; a spec client without one → tried again on the fresh
 * row (the last write wins, but never on top of a row it did not read).
 */
export async function saveAtVersion<Row extends { version: number }, R>(
  first: Row,
  expected: number | undefined,
  reload: () => Promise<Row | null>,
  save: (current: Row, retry: boolean) => Promise<R | null>,
  messages: WriteMessages,
): Promise<R> {
  let current = first;
  for (let attempt = 1; ; attempt++) {
    if (expected !== undefined && current.version !== expected) throw new ConflictError(messages.conflict, current.version);
    const saved = await save(current, attempt > 1);
    if (saved !== null) return saved;
    const fresh = await reload();
    if (!fresh) throw new NotFoundError(messages.notFound);
    if (expected === undefined && attempt >= SAVE_ATTEMPTS) throw new ConflictError(messages.conflict, fresh.version);
    current = fresh;
  }
}

function columns<I extends ItemInput>(input: I, images: string[]): ItemColumns<I> {
  const { imageOrder: _order, attributes, version: _version, ...rest } = input;
  void _order;
  void _version;
  return { ...rest, images, image: null, attributes: attributes ?? {} };
}

/**
 * The admin's create, update and delete for one kind of catalogue item. Uploads are stored
 * before the database write and deleted again if it fails for any reason; each write then
 * drops the cached reads and pages (`tag`) and only after that deletes photos no longer
 * used, so a failed file deletion never undoes a saved change.
 */
export function itemWrites<I extends ItemInput, Row extends StoredRow, Item>(table: ItemTable<I, Row>, tag: Tag, toItem: (row: Row) => Item, messages: WriteMessages) {
  return {
    async create(input: I, files: File[]): Promise<Item> {
      arrangeImages([], input.imageOrder, placeholders(files)); // refuse a bad order before storing anything
      const prisma = await db();
      const row = await withUploads(files, (uploaded) => table.create(prisma, columns(input, arrangeImages([], input.imageOrder, uploaded).images)));
      await invalidate(tag);
      return toItem(row);
    },

    /** 404 when there is no such item, 409 when `input.version` is not the stored one. */
    async update(id: string, input: I, files: File[]): Promise<Item> {
      if (!isPlausibleId(id)) throw new NotFoundError(messages.notFound);
      const prisma = await db();
      const first = await table.find(prisma, id);
      if (!first) throw new NotFoundError(messages.notFound);
      if (input.version !== undefined && first.version !== input.version) throw new ConflictError(messages.conflict, first.version);
      arrangeImages(normaliseImages(first.images, first.image), input.imageOrder, placeholders(files));

      const { row, removed } = await withUploads(files, (uploaded) =>
        saveAtVersion(first, input.version, () => table.find(prisma, id), async (current, retry) => {
          const existing = normaliseImages(current.images, current.image);
          // Tried again after another save: an image the order keeps may have gone with it.
          if (retry && input.imageOrder?.some((e) => !e.startsWith("new:") && !existing.includes(e))) throw new ConflictError(messages.conflict, current.version);
          const { images, removed } = arrangeImages(existing, input.imageOrder, uploaded);
          try {
            return { row: await table.update(prisma, id, current.version, columns(input, images)), removed };
          } catch (error) {
            if (isRecordNotFound(error)) return null;
            throw error;
          }
        }, messages),
      );
      await invalidate(tag);
      await discardImages(removed);
      return toItem(row);
    },

    /** 404 when there is no such item. The photos deleted are those of the row as it was deleted. */
    async remove(id: string): Promise<void> {
      if (!isPlausibleId(id)) throw new NotFoundError(messages.notFound);
      const prisma = await db();
      let row: Row;
      try {
        row = await table.remove(prisma, id);
      } catch (error) {
        if (isRecordNotFound(error)) throw new NotFoundError(messages.notFound);
        throw error;
      }
      await invalidate(tag);
      await discardImages(normaliseImages(row.images, row.image));
    },
  };
}
