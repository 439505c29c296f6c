import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { uploadsDir } from "@/lib/server/runtime.mjs";
import { HttpError } from "@/lib/errors";
import type { ImageStorage } from "./image-storage";

const UPLOAD_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

// Serverless functions have no lasting disk: refuse instead of losing the shop's photos.
function onServerlessHost(): boolean {
  return Boolean(process.env.VERCEL || process.env.NETLIFY || process.env.AWS_LAMBDA_FUNCTION_NAME);
}

export function localStorage(): ImageStorage {
  return {
    name: "local",
    async put(data) {
      if (onServerlessHost())
        throw new HttpError(503, "Image uploads need UPLOADTHING_TOKEN on this host (it has no lasting disk).");
      const name = `${randomUUID()}.webp`;
      try {
        await mkdir(/*turbopackIgnore: true*/ uploadsDir(), { recursive: true });
        await writeFile(/*turbopackIgnore: true*/ path.join(uploadsDir(), name), data);
      } catch (e) {
        // A read-only app folder (a container's read-only root, a host without a lasting disk), a full disk.
        const code = (e as NodeJS.ErrnoException).code ?? "error";
        throw new HttpError(
          503,
          `Image uploads cannot be stored: ${uploadsDir()}/ cannot be written here (${code}). Set UPLOADTHING_TOKEN to store photos with uploadthing, or point DATA_DIR at a writable, lasting folder.`,
        );
      }
      return `/uploads/${name}`;
    },
    async remove(url) {
      const name = url.startsWith("/uploads/") ? url.slice("/uploads/".length) : "";
      if (UPLOAD_NAME.test(name)) await unlink(/*turbopackIgnore: true*/ path.join(uploadsDir(), name)).catch(() => {});
    },
  };
}

export async function readUpload(name: string): Promise<Buffer | null> {
  if (!UPLOAD_NAME.test(name)) return null;
  return readFile(/*turbopackIgnore: true*/ path.join(uploadsDir(), name)).catch(() => null);
}
