/**
 * A small in-process cache for database reads, invalidated by tag when the admin saves.
 *
 * Why not Next's unstable_cache: its data cache is written to .next/cache and outlives the
 * database (a reset or restored database then serves items that no longer exist), and it
 * is not shared between instances anyway. Here entries live in memory, are dropped by tag
 * on every write in this process, and expire after `ttlMs` so that other instances on the
 * same PostgreSQL catch up within a minute.
 */

import { revalidatePath } from "next/cache";

export const TAGS = {
  hero: "hero",
  collection: "collection",
  beauty: "beauty",
} as const;
export type Tag = (typeof TAGS)[keyof typeof TAGS];

interface Entry {
  value: Promise<unknown>;
  tags: readonly string[];
  expires: number;
}

const globalForCache = globalThis as unknown as { readCache?: Map<string, Entry> };
const store: Map<string, Entry> = (globalForCache.readCache ??= new Map<string, Entry>());
const MAX_ENTRIES = 2000;

export function cached<Args extends unknown[], R>(
  fn: (...args: Args) => Promise<R>,
  key: string[],
  tags: Tag[],
  ttlMs = Number(process.env.READ_CACHE_TTL_MS ?? 60_000),
): (...args: Args) => Promise<R> {
  return (...args: Args) => {
    const id = `${key.join(":")}:${JSON.stringify(args)}`;
    const now = Date.now();
    const hit = store.get(id);
    if (hit && hit.expires > now) return hit.value as Promise<R>;
    if (store.size >= MAX_ENTRIES) store.clear();
    const value = fn(...args);
    store.set(id, { value, tags, expires: now + ttlMs });
    // A failed read is not remembered: the next request tries again.
    value.catch(() => store.get(id)?.value === value && store.delete(id));
    return value;
  };
}

/**
 * Drops every cached read with this tag (call after a write), and inside Next.js the
 * rendered pages too: admin saves are rare, so every page is re-rendered on its next visit.
 */
export function invalidate(...tags: Tag[]): void {
  for (const [id, entry] of store) if (entry.tags.some((t: string) => (tags as string[]).includes(t))) store.delete(id);
  if (process.env.NEXT_RUNTIME) {
    try {
      revalidatePath("/", "layout");
    } catch (error) {
      console.error("[cache] could not re-validate pages:", error);
    }
  }
}
