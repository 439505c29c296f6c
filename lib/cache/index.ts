/**
 * A small in-process cache for database reads, invalidated by tag when the admin saves.
 *
 * Why not Next's unstable_cache: its data cache is written to .next/cache and outlives the
 * database (a reset or restored database then serves items that no longer exist), and it
 * is not shared between instances anyway. Here entries live in memory, are dropped by tag
 * on every write in this process, and on other instances sharing the PostgreSQL within
 * half a second through the shared tag clock (lib/cache/tag-clock.ts), which also tells the page
 * cache (lib/server/cache-handler.mjs) when rendered pages went stale.
 */

import { revalidatePath } from "next/cache";
import { readInvalidations, recordInvalidation } from "./tags-table";
import { processSingleton, provideTagClock } from "@/lib/server/runtime.mjs";
import { TagClock } from "@/lib/cache/tag-clock";
import { PAGES_TAG, TAGS } from "@/lib/server/cache-names.mjs";

export { TAGS };
export type Tag = (typeof TAGS)[keyof typeof TAGS];

interface Entry {
  /**
   * The read while it runs, shared by every request that asks meanwhile; null once it has
   * resolved. A promise made inside a request carries that request's async context (Next's
   * request store: the request, the response, the render), and kept in this cache it kept
   * all of that alive: 2,000 entries held ~300 MB and a flood of 404s killed a 384 MB heap.
   * Once settled, only the plain result is kept.
   */
  pending: Promise<unknown> | null;
  result?: unknown;
  tags: readonly string[];
  cachedAt: number;
  expires: number;
  /** what the resolved value holds, estimated once it has resolved (0 until then) */
  bytes: number;
}

/** The cached reads and what they hold: one cache per process, however many copies of this module Next bundles. */
const { store, held } = processSingleton("read-cache", () => ({ store: new Map<string, Entry>(), held: { total: 0 } }));
// The process's one clock (lib/server/runtime.mjs), which the page cache handler, loaded by Next
// outside the app's bundle, reads too. Shared through the database only when there is a
// database server to share.
const clock = provideTagClock(
  () =>
    new TagClock(
      process.env.DATABASE_URL ? { record: recordInvalidation, read: readInvalidations } : null,
      Number(process.env.CACHE_SYNC_MS ?? 500),
    ),
);
const MAX_ENTRIES = 2000;

/**
 * The read cache's budget (READ_CACHE_MAX_MB, 32 by default). Entries are counted by what
 * they hold, not only by number: 2,000 pages of 24 pieces each took ~200 MB of heap under a
 * flood of real "available on" days and filters.
 */
function readCacheMaxBytes(env: Record<string, string | undefined> = process.env): number {
  const mb = Number(env.READ_CACHE_MAX_MB?.trim() || 32);
  return Number.isFinite(mb) && mb >= 0 ? Math.floor(mb * 1024 * 1024) : 32 * 1024 * 1024;
}
const maxBytes = readCacheMaxBytes();

/** Two bytes a character of the value's JSON: V8 keeps strings with ₹ in them that wide. */
function estimateBytes(value: unknown): number {
  try {
    return 256 + (JSON.stringify(value)?.length ?? 0) * 2;
  } catch {
    return 256;
  }
}

function drop(id: string): void {
  const entry = store.get(id);
  if (!entry) return;
  store.delete(id);
  held.total -= entry.bytes;
}

/** Least recently used first, until the entries and their bytes fit. */
function makeRoom(): void {
  while (store.size > 0 && (store.size >= MAX_ENTRIES || held.total > maxBytes)) drop(store.keys().next().value!);
}

/** The read cache's size now, for tests and diagnostics. */
export function readCacheUsage(): { entries: number; bytes: number; maxBytes: number } {
  return { entries: store.size, bytes: held.total, maxBytes };
}

/**
 * A read cached in memory under its key and arguments, dropped when one of its tags is
 * invalidated. `tags` may depend on the arguments (a list read "available on" a day also
 * carries TAGS.availability).
 */
export function cached<Args extends unknown[], R>(
  fn: (...args: Args) => Promise<R>,
  key: string[],
  tagsOf: Tag[] | ((...args: Args) => Tag[]),
  ttlMs = Number(process.env.READ_CACHE_TTL_MS ?? 60_000),
): (...args: Args) => Promise<R> {
  return async (...args: Args) => {
    await clock.sync();
    const id = `${key.join(":")}:${JSON.stringify(args)}`;
    const tags = typeof tagsOf === "function" ? tagsOf(...args) : tagsOf;
    const now = Date.now();
    const hit = store.get(id);
    if (hit && hit.expires > now && !clock.isStale(hit.tags, hit.cachedAt)) {
      // Least recently used goes first when full: a read moves its entry to the end.
      store.delete(id);
      store.set(id, hit);
      // A new promise in this request's context, never the one kept (see Entry.pending).
      return (hit.pending ?? Promise.resolve(hit.result)) as Promise<R>;
    }
    // Full: drop the least recently used entries, not everything, so a stream of made-up ids
    // (product addresses, the cart's price check) cannot empty the lists every page reads.
    drop(id);
    makeRoom();
    const value = fn(...args);
    const entry: Entry = { pending: value, tags, cachedAt: now, expires: now + ttlMs, bytes: 0 };
    store.set(id, entry);
    value.then(
      (resolved) => {
        entry.pending = null;
        entry.result = resolved;
        if (store.get(id) !== entry) return;
        entry.bytes = estimateBytes(resolved);
        held.total += entry.bytes;
        // A value bigger than the whole budget is served once and not kept.
        if (entry.bytes > maxBytes) drop(id);
        else makeRoom();
      },
      // A failed read is not remembered: the next request tries again.
      () => {
        entry.pending = null;
        if (store.get(id) === entry) drop(id);
      },
    );
    return value;
  };
}

function dropTagged(tags: readonly string[]): void {
  for (const [id, entry] of [...store]) if (entry.tags.some((t) => tags.includes(t))) drop(id);
}

/**
 * Drops every cached read with this tag (call after a write), and inside Next.js the
 * rendered pages too: admin saves are rare, so every page is re-rendered on its next visit.
 * Other instances learn it from the shared tag clock. A failure to record it there is
 * logged, not thrown: the save itself is done, and the read cache's lifetime still bounds
 * how long another instance can lag.
 */
export async function invalidate(...tags: Tag[]): Promise<void> {
  dropTagged(tags);
  await clock.invalidate([...tags, PAGES_TAG]).catch((error: unknown) => {
    console.error(
      `[cache] could not share an invalidation with other instances: ${String((error as Error)?.message ?? error)
        .split("\n")
        .pop()}`,
    );
  });
  if (process.env.NEXT_RUNTIME) {
    try {
      revalidatePath("/", "layout");
    } catch (error) {
      console.error("[cache] could not re-validate pages:", error);
    }
  }
}

/**
 * A booking, cancellation, lapse or block changed which pieces are free on some days: only
 * the reads and pages that answer "available on" a day are dropped (here, and on other
 * instances through the shared clock; the page cache checks the same tag for its dated
 * variants). The home page, the plain lists and the product pages stay cached: a booking
 * changes none of them.
 */
export async function invalidateAvailability(): Promise<void> {
  dropTagged([TAGS.availability]);
  await clock.invalidate([TAGS.availability]).catch((error: unknown) => {
    console.error(
      `[cache] could not share an invalidation with other instances: ${String((error as Error)?.message ?? error)
        .split("\n")
        .pop()}`,
    );
  });
}
