/** Where uploaded images go: uploadthing when UPLOADTHING_TOKEN is set, else data/uploads on this machine. */
export interface ImageStorage {
  name: string;
  /** Stores a processed WebP image under a server-made name and returns its public URL. */
  put(data: Buffer): Promise<string>;
  /** Best-effort removal of an image this storage made; other URLs are left alone. */
  remove(url: string): Promise<void>;
}
