import "server-only";
import { db } from "@/lib/db";
import { invalidate } from "@/lib/cache";
import { ConflictError } from "@/lib/db/conflict-error";
import { NotFoundError } from "@/lib/errors";
import type { ItemOf, Kind } from "@/features/catalogue/rules/items";
import { normaliseImages } from "@/features/catalogue/rules/normalise";
import { arrangeImages, discardImages, placeholders, withUploads } from "@/lib/storage/item-images";
import { isPlausibleId } from "@/lib/validation/ids";
import { isRecordNotFound, saveAtVersion } from "@/lib/db/versioned-save";
import { KINDS, type EditOf, type InputOf, type ItemColumns, type ItemInput, type RowOf } from "./kind";

// The admin's create, update and delete, the same for both kinds. Uploads are stored before
// the database write and deleted again if it fails for any reason; each write then drops the
// kind's cached reads and pages (its tag) and only after that deletes photos no longer used,
// so a failed file deletion never undoes a saved change.

/**
 * The stored columns of an input: photos resolved, the order and version left out. A Hindi
 * value whose attribute is gone (renamed or removed in English) goes with it: it would show
 * under no name, and come back unasked if she named another attribute the same.
 */
function columns<I extends ItemInput>(input: I, images: string[]): ItemColumns<I> {
  const { imageOrder: _order, attributes = {}, attributesHi = {}, version: _version, ...rest } = input;
  void _order;
  void _version;
  const hindi = Object.fromEntries(
    Object.entries(attributesHi).filter(([name, v]) => Object.hasOwn(attributes, name) && v),
  );
  return { ...rest, images, image: null, attributes, attributesHi: hindi };
}

export async function createItem<K extends Kind>(kind: K, input: InputOf<K>, files: File[]): Promise<ItemOf<K>> {
  const { tag, toItem } = KINDS[kind];
  arrangeImages([], input.imageOrder, placeholders(files)); // refuse a bad order before storing anything
  const prisma = await db();
  const row = await withUploads(files, (uploaded) =>
    KINDS[kind].create(prisma, columns(input, arrangeImages([], input.imageOrder, uploaded).images)),
  );
  await invalidate(tag);
  return toItem(row);
}

/**
 * An edit: `edit(stored)` turns the stored fields, with the request's laid over them, into
 * the item's input, so what the request does not name stays as it was. 404 when there is
 * no such item, 409 when the input's version is not the stored one or the change would
 * strand bookings. Tried again on a fresh row, the edit is laid over that row.
 */
export async function updateItem<K extends Kind>(
  kind: K,
  id: string,
  edit: EditOf<K>,
  files: File[],
): Promise<ItemOf<K>> {
  const adapter = KINDS[kind];
  const { tag, toItem, messages } = adapter;
  if (!isPlausibleId(id)) throw new NotFoundError(messages.notFound);
  const prisma = await db();
  const first = await adapter.find(prisma, id);
  if (!first) throw new NotFoundError(messages.notFound);
  const input = edit(adapter.storedFields(first));
  if (input.version !== undefined && first.version !== input.version)
    throw new ConflictError(messages.conflict, first.version);
  arrangeImages(normaliseImages(first.images, first.image), input.imageOrder, placeholders(files));
  await adapter.guardEdit(first, columns(input, []));

  const { row, removed } = await withUploads(files, (uploaded) =>
    saveAtVersion(
      first,
      input.version,
      () => adapter.find(prisma, id),
      async (current: RowOf<K>, retry) => {
        const fresh = retry ? edit(adapter.storedFields(current)) : input;
        const existing = normaliseImages(current.images, current.image);
        // Tried again after another save: an image the order keeps may have gone with it.
        if (retry && fresh.imageOrder?.some((e) => !e.startsWith("new:") && !existing.includes(e)))
          throw new ConflictError(messages.conflict, current.version);
        const { images, removed } = arrangeImages(existing, fresh.imageOrder, uploaded);
        const data = columns(fresh, images);
        if (retry) await adapter.guardEdit(current, data);
        try {
          return { row: await adapter.update(prisma, id, current.version, data), removed };
        } catch (error) {
          if (isRecordNotFound(error)) return null;
          throw error;
        }
      },
      messages,
    ),
  );
  await invalidate(tag);
  await discardImages(removed);
  return toItem(row);
}

/** 404 when there is no such item. The photos deleted are those of the row as it was deleted. */
export async function removeItem(kind: Kind, id: string): Promise<void> {
  const { tag, messages } = KINDS[kind];
  if (!isPlausibleId(id)) throw new NotFoundError(messages.notFound);
  const prisma = await db();
  let row: { images: string[]; image: string | null };
  try {
    row = await KINDS[kind].remove(prisma, id);
  } catch (error) {
    if (isRecordNotFound(error)) throw new NotFoundError(messages.notFound);
    throw error;
  }
  await invalidate(tag);
  await discardImages(normaliseImages(row.images, row.image));
}
