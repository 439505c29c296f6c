import "server-only";
import { HttpError } from "@/lib/errors";
import { MAX_IMAGES, processImage } from "@/lib/images";
import { imageStorage } from "@/lib/storage";

const MAX_ITEM_IMAGES = 20;

/**
 * The image list after a save, without touching storage: `order` says where each image goes
 * ("new:<n>" for the n-th upload, or an existing URL to keep). Without an order, existing
 * images are kept and uploads appended. Returns what was dropped too. Pass placeholders
 * for `uploaded` to check an edit before storing anything.
 */
export function arrangeImages(
  existing: string[],
  order: string[] | undefined,
  uploaded: string[],
): { images: string[]; removed: string[] } {
  for (const entry of order ?? []) {
    if (!entry.startsWith("new:") && !existing.includes(entry))
      throw new HttpError(400, "An image in the new order does not belong to this item.", {
        imageOrder: "Unknown image.",
      });
  }
  let images: string[];
  if (order) {
    const used = new Set<number>();
    images = order.flatMap((entry) => {
      if (!entry.startsWith("new:")) return [entry];
      const n = Number(entry.slice(4));
      if (!uploaded[n]) return [];
      used.add(n);
      return [uploaded[n]];
    });
    images.push(...uploaded.filter((_, n) => !used.has(n)));
  } else images = [...existing, ...uploaded];
  images = [...new Set(images)];
  const tooMany = `At most ${MAX_ITEM_IMAGES} images per item.`;
  if (images.length > MAX_ITEM_IMAGES) throw new HttpError(400, tooMany, { images: tooMany });
  return { images, removed: existing.filter((url) => !images.includes(url)) };
}

/** Stand-ins for uploads not stored yet, so that `arrangeImages` can check an edit first. */
export const placeholders = (files: File[]): string[] => files.map((_, n) => `pending:${n}`);

/**
 * Checks, re-encodes and stores uploads, then runs `save` with their URLs. When anything
 * fails, from a bad file to a refused or conflicting save, the stored uploads are deleted
 * again: a failed request never leaves files behind.
 */
export async function withUploads<T>(files: File[], save: (uploaded: string[]) => Promise<T>): Promise<T> {
  if (files.length > MAX_IMAGES) throw new HttpError(413, `At most ${MAX_IMAGES} photos per upload.`);
  const processed = await Promise.all(files.map(processImage));
  const storage = imageStorage();
  // allSettled: when one upload fails, the others may already be stored and must go too.
  const results = await Promise.allSettled(processed.map((data) => storage.put(data)));
  const uploaded = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  try {
    const failed = results.find((r) => r.status === "rejected");
    if (failed) throw failed.reason;
    return await save(uploaded);
  } catch (error) {
    await discardImages(uploaded);
    throw error;
  }
}

/** Deletes images this app stored (uploads), leaving built-in artwork alone. */
export async function discardImages(urls: string[]): Promise<void> {
  const storage = imageStorage();
  await Promise.all(urls.map((url) => storage.remove(url).catch(() => {})));
}
