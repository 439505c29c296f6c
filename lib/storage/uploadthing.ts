import "server-only";
import { randomUUID } from "node:crypto";
import { UTApi } from "uploadthing/server";
import type { ImageStorage } from "./image-storage";

export function uploadthingStorage(token: string): ImageStorage {
  const api = new UTApi({ token });
  return {
    name: "uploadthing",
    async put(data) {
      const result = await api.uploadFiles(
        new File([new Uint8Array(data)], `${randomUUID()}.webp`, { type: "image/webp" }),
      );
      if (result.error) throw new Error(`uploadthing: ${result.error.message}`);
      return result.data.ufsUrl;
    },
    async remove(url) {
      const key = url.match(/\/f\/([^/?#]+)$/)?.[1];
      if (key) await api.deleteFiles(key).catch(() => {});
    },
  };
}
