import "server-only";
import sharp from "sharp";
import { HttpError } from "@/lib/errors";

const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const MAX_IMAGES = 10;
const MAX_PIXELS = 40_000_000;

/** The image type by its first bytes (never by the name or the browser's claim). SVG is never accepted. */
function sniffImageType(bytes: Uint8Array): "jpeg" | "png" | "webp" | "gif" | "avif" | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes[0] === 0x89 && ascii(1, 4) === "PNG") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(0, 4) === "GIF8") return "gif";
  if (ascii(4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(8, 12))) return "avif";
  return null;
}

/**
 * Checks an uploaded file and re-encodes it: size limit (413), real image type by magic
 * bytes (415), then a fresh WebP at most 1600px wide with metadata (GPS, camera) dropped.
 */
export async function processImage(file: File): Promise<Buffer> {
  if (file.size > MAX_IMAGE_BYTES)
    throw new HttpError(413, `"${file.name}" is larger than 8 MB. Please upload a smaller photo.`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!sniffImageType(bytes)) throw new HttpError(415, `"${file.name}" is not a JPEG, PNG, WebP, GIF or AVIF image.`);
  let width = 0,
    height = 0;
  try {
    ({ width = 0, height = 0 } = await sharp(bytes).metadata());
  } catch {
    throw new HttpError(415, `"${file.name}" could not be read as an image.`);
  }
  // A small file can still decode to gigapixels (a "decompression bomb"): refuse before decoding.
  if (width * height > MAX_PIXELS)
    throw new HttpError(413, `"${file.name}" is ${width}×${height} pixels; the limit is 40 megapixels.`);
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: 1600, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new HttpError(415, `"${file.name}" could not be read as an image.`);
  }
}

/** spec §3: an empty `images` becomes `[image]`, or `[]` when there is no image either. */
export function normaliseImages(images: readonly string[] | null | undefined, image?: string | null): string[] {
  const list = (images ?? []).filter((s) => typeof s === "string" && s.trim() !== "");
  if (list.length) return list;
  return image && image.trim() ? [image] : [];
}
