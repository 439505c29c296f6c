import "server-only";
import { HttpError } from "@/lib/errors";
import { MAX_IMAGES, processImage } from "@/lib/images";
import { imageStorage } from "@/lib/storage";

/**
 * The image list after a save: uploads are checked, re-encoded and stored; `order` says
 * where each goes ("new:<n>" for the n-th upload, or an existing URL to keep). Without an
 * order, existing images are kept and uploads appended. Returns what was dropped too.
 */
export async function resolveImages(existing: string[], order: string[] | undefined, files: File[]): Promise<{ images: string[]; removed: string[] }> {
  if (files.length > MAX_IMAGES) throw new HttpError(413, `At most ${MAX_IMAGES} photos per upload.`);
  for (const entry of order ?? []) {
    if (!entry.startsWith("new:") && !existing.includes(entry)) throw new HttpError(400, "An image in the new order does not belong to this item.", { imageOrder: "Unknown image." });
  }
  const processed = await Promise.all(files.map(processImage));
  const storage = imageStorage();
  const uploaded = await Promise.all(processed.map((data) => storage.put(data)));
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
  if (images.length > 20) throw new HttpError(400, "At most 20 images per item.", { images: "At most 20 images per item." });
  return { images, removed: existing.filter((url) => !images.includes(url)) };
}

/** Deletes images this app stored (uploads), leaving built-in artwork alone. */
export async function discardImages(urls: string[]): Promise<void> {
  const storage = imageStorage();
  await Promise.all(urls.map((url) => storage.remove(url).catch(() => {})));
}
