import "server-only";
import type { ImageStorage } from "./image-storage";
import { localStorage } from "./local";
import { uploadthingStorage } from "./uploadthing";

export function imageStorage(): ImageStorage {
  const token = process.env.UPLOADTHING_TOKEN;
  return token ? uploadthingStorage(token) : localStorage();
}
