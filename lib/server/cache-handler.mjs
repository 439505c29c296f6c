// Next's ISR/route cache, in memory only (next.config.ts → cacheHandler).
// Why: the default handler writes rendered pages into .next/cache, where they outlive the
// database they were rendered from (a fresh or restored database would be shown stale
// pages, and the test run reuses one build for two databases). In memory, a restart starts
// clean; admin saves drop entries at once through revalidatePath/revalidateTag, and each
// page's `revalidate` bounds how stale another instance can be.
//
// Bounded so that made-up URLs cannot hurt:
// - Only successful renders are kept. Next hands a not-found render to set() as an APP_PAGE
//   entry with `status: 404` (an error status in general); it is rendered again on the next
//   request instead of being stored, so a flood of /collection/suits/<random> stores nothing
//   and evicts nothing.
// - The store is bounded by bytes, not by entries (PAGE_CACHE_MAX_MB; by default 64 MB, less
//   on a host under 2 GB: defaultMaxMb),
//   and the least recently used page goes first: a get() counts as a use.
// - Sorted and filtered variants of the collection pages (…/browse/<state>, proxy.ts) live in
//   a room of their own, a quarter of the budget. A visitor can ask for
//   thousands of real variants (every filter combination, every bookable day); they churn
//   that room only, and can never push the home page or a plain collection page out.
import { createRequire } from "node:module";
import { processSingleton, tagClock } from "./runtime.mjs";
import { isDatedVariantKey, isVariantKey, PAGES_TAG, TAGS } from "./cache-names.mjs";
import { memoryBudgetBytes } from "./memory-budget.mjs";

/** The most the default gives rendered pages; less on a small machine (defaultMaxMb). */
const DEFAULT_MAX_MB = 64;
/** A rough allowance per entry for the key, the Map slot and the wrapper objects. */
const ENTRY_OVERHEAD_BYTES = 1024;

/**
 * Without PAGE_CACHE_MAX_MB: a thirty-second of the memory the server plans for,
 * between 16 and 64 MB: 32 MB on a 1 GB host, 64 MB from 2 GB up.
 * @param {Record<string, string | undefined>} env
 */
function defaultMaxMb(env) {
  return Math.min(DEFAULT_MAX_MB, Math.max(16, Math.floor(memoryBudgetBytes(env) / 32 / (1024 * 1024))));
}

/**
 * The byte budget from PAGE_CACHE_MAX_MB (a number of megabytes; 0 stores nothing).
 * @param {Record<string, string | undefined>} [env]
 */
export function maxBytesFromEnv(env = process.env) {
  const raw = env.PAGE_CACHE_MAX_MB?.trim();
  if (!raw) return defaultMaxMb(env) * 1024 * 1024;
  const mb = Number(raw);
  if (!Number.isFinite(mb) || mb < 0) {
    console.warn(
      `[page cache] PAGE_CACHE_MAX_MB=${JSON.stringify(raw)} is not a number of megabytes; using ${defaultMaxMb(env)}.`,
    );
    return defaultMaxMb(env) * 1024 * 1024;
  }
  return Math.floor(mb * 1024 * 1024);
}

/** @param {unknown} value */
function stringBytes(value) {
  // V8 keeps a string with any character above U+00FF (₹, for one) at two bytes a character.
  return typeof value === "string" ? value.length * 2 : 0;
}

/** @param {unknown} value */
function bufferBytes(value) {
  return value &&
    typeof value === "object" &&
    typeof (/** @type {{ byteLength?: unknown }} */ (value).byteLength) === "number"
    ? /** @type {{ byteLength: number }} */ (value).byteLength
    : 0;
}

/** @param {unknown} value */
function jsonBytes(value) {
  if (value === undefined || value === null) return 0;
  try {
    return stringBytes(JSON.stringify(value));
  } catch {
    return 0;
  }
}

/**
 * An estimate of the memory an entry holds: its html, RSC payload, per-segment payloads,
 * route-handler body, fetch body and headers. Good to within the per-entry overhead.
 * @param {string} key
 * @param {any} data
 */
export function estimateBytes(key, data) {
  let bytes = ENTRY_OVERHEAD_BYTES + stringBytes(key);
  if (!data || typeof data !== "object") return bytes;
  bytes += stringBytes(data.html) + bufferBytes(data.html) + bufferBytes(data.rscData) + stringBytes(data.postponed);
  bytes +=
    bufferBytes(data.body) +
    bufferBytes(data.buffer) +
    jsonBytes(data.headers) +
    jsonBytes(data.pageData) +
    jsonBytes(data.props);
  if (data.segmentData instanceof Map)
    for (const [path, buffer] of data.segmentData) bytes += stringBytes(path) + bufferBytes(buffer);
  if (data.kind === "FETCH" && data.data)
    bytes += stringBytes(data.data.body) + jsonBytes(data.data.headers) + stringBytes(data.data.url);
  return bytes;
}

/** @param {any} data @returns {number | undefined} */
function statusOf(data) {
  const status = data?.kind === "FETCH" ? data.data?.status : data?.status;
  return typeof status === "number" ? status : undefined;
}

/**
 * Whether a value Next asks us to store is worth keeping: anything without a status or with
 * a 2xx one. Not-found and error renders (404, 500…) and Next's `null` ("not found" for the
 * pages router) are not.
 * @param {any} data
 */
export function isCacheable(data) {
  if (!data || typeof data !== "object") return false;
  const status = statusOf(data);
  return status === undefined || (status >= 200 && status < 300);
}

/** @param {any} data @param {any} ctx */
function tagsOf(data, ctx) {
  const fromCtx = ctx?.tags ?? [];
  const header = data?.headers?.["x-next-cache-tags"];
  const fromHeader = typeof header === "string" ? header.split(",") : [];
  return [...new Set([...fromCtx, ...fromHeader])];
}

/**
 * A Map in least-recently-used order (oldest first) with a byte budget.
 * @template V
 */
export class PageCache {
  /** @type {Map<string, { value: V; tags: string[]; bytes: number }>} */
  #entries = new Map();
  #bytes = 0;

  /** @param {number} maxBytes @param {(key: string) => void} [onDrop] called for every key removed */
  constructor(maxBytes, onDrop = () => {}) {
    this.maxBytes = maxBytes;
    this.onDrop = onDrop;
  }

  get bytes() {
    return this.#bytes;
  }

  get size() {
    return this.#entries.size;
  }

  /** @param {string} key */
  has(key) {
    return this.#entries.has(key);
  }

  /** The value, now the most recently used; null when absent. @param {string} key */
  get(key) {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /**
   * Stores a value as the most recently used, evicting the least recently used until it
   * fits. A value larger than the whole budget is not stored. Returns whether it was.
   * @param {string} key @param {V} value @param {string[]} tags @param {number} bytes
   */
  set(key, value, tags, bytes) {
    this.#remove(key);
    if (bytes > this.maxBytes) {
      this.onDrop(key);
      return false;
    }
    while (this.#bytes + bytes > this.maxBytes) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
    this.#entries.set(key, { value, tags, bytes });
    this.#bytes += bytes;
    return true;
  }

  /** @param {string} key */
  delete(key) {
    this.#remove(key);
    this.onDrop(key);
  }

  /** Drops every entry carrying one of these tags. @param {string[]} tags */
  deleteTagged(tags) {
    for (const [key, entry] of [...this.#entries]) if (entry.tags.some((t) => tags.includes(t))) this.delete(key);
  }

  clear() {
    for (const key of [...this.#entries.keys()]) this.delete(key);
  }

  /** @param {string} key */
  #remove(key) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}

// Next also remembers each stored route's cache lifetime in a process-wide Map keyed like our
// entries (SharedCacheControls), written on every set() before it reaches us, including for
// the 404s we refuse, and never pruned. Forget a key's lifetime when we do not hold the page:
// Next reads the lifetime only for an entry we return, and we return it with the entry.
// If a later Next moves this module, the pruning is skipped (a small, slow leak returns).
/** @type {Map<string, unknown> | undefined} */
let sharedCacheControls;
try {
  const { SharedCacheControls } = createRequire(import.meta.url)(
    "next/dist/server/lib/incremental-cache/shared-cache-controls.external.js",
  );
  if (SharedCacheControls?.cacheControls instanceof Map) sharedCacheControls = SharedCacheControls.cacheControls;
} catch {
  sharedCacheControls = undefined;
}

/** @param {string} key */
export function forgetCacheControl(key) {
  sharedCacheControls?.delete(key);
}

/** The share of the budget for variants of the collection pages. */
const VARIANT_SHARE = 0.25;

/**
 * Two PageCaches behind one face: variants in their own quarter, everything else in the
 * rest. Reads and writes go to the room a key belongs to; sizes are their sums.
 * @template V
 */
export class PageStore {
  /** @param {number} maxBytes @param {(key: string) => void} [onDrop] */
  constructor(maxBytes, onDrop) {
    const variantBytes = Math.floor(maxBytes * VARIANT_SHARE);
    /** @type {PageCache<V>} */
    this.variants = new PageCache(variantBytes, onDrop);
    /** @type {PageCache<V>} */
    this.core = new PageCache(maxBytes - variantBytes, onDrop);
  }

  get maxBytes() {
    return this.core.maxBytes + this.variants.maxBytes;
  }

  get bytes() {
    return this.core.bytes + this.variants.bytes;
  }

  get size() {
    return this.core.size + this.variants.size;
  }

  /** @param {string} key */
  roomOf(key) {
    return isVariantKey(key) ? this.variants : this.core;
  }

  /** @param {string} key */
  has(key) {
    return this.roomOf(key).has(key);
  }

  /** @param {string} key */
  get(key) {
    return this.roomOf(key).get(key);
  }

  /** @param {string} key @param {V} value @param {string[]} tags @param {number} bytes */
  set(key, value, tags, bytes) {
    return this.roomOf(key).set(key, value, tags, bytes);
  }

  /** @param {string} key */
  delete(key) {
    this.roomOf(key).delete(key);
  }

  /** @param {string[]} tags */
  deleteTagged(tags) {
    this.core.deleteTagged(tags);
    this.variants.deleteTagged(tags);
  }

  clear() {
    this.core.clear();
    this.variants.clear();
  }
}

/** @type {PageStore<{ value: unknown; lastModified: number; tags: string[]; cacheControl?: unknown }>} */
const store = processSingleton("page-cache", () => new PageStore(maxBytesFromEnv(), forgetCacheControl));

/**
 * The image optimiser's results (next.config.ts → images.customCacheHandler), in a room of
 * their own so photos never push pages out: IMAGE_CACHE_MAX_MB, by default a
 * sixty-fourth of the memory the server plans for, between 8 and 32 MB. Without this Next
 * writes them under .next/cache/images, which fails on a read-only app folder (a container's
 * read-only root, `next start` in a function) with an error logged for every photo, and
 * grows to half the free disk.
 * @param {Record<string, string | undefined>} [env]
 */
export function imageCacheBytesFromEnv(env = process.env) {
  const fallback = Math.min(32, Math.max(8, Math.floor(memoryBudgetBytes(env) / 64 / (1024 * 1024))));
  const raw = env.IMAGE_CACHE_MAX_MB?.trim();
  const mb = raw ? Number(raw) : fallback;
  return Math.floor((Number.isFinite(mb) && mb >= 0 ? mb : fallback) * 1024 * 1024);
}

/** @type {PageCache<{ value: unknown; lastModified: number }>} */
const images = processSingleton("image-cache", () => new PageCache(imageCacheBytesFromEnv()));

/** @param {any} ctx @param {any} [data] */
const isImage = (ctx, data) => ctx?.kind === "IMAGE" || data?.kind === "IMAGE";

/**
 * When each key last missed, until its render is stored: bounded, oldest forgotten first (a
 * render that never comes back to set() must not keep its key for ever).
 */
export class MissTimes {
  /** @type {Map<string, number>} */
  #times = new Map();
  /** @param {number} max */
  constructor(max = 10_000) {
    this.max = max;
  }

  /** @param {string} key */
  note(key) {
    this.#times.delete(key);
    this.#times.set(key, Date.now());
    if (this.#times.size > this.max) this.#times.delete(this.#times.keys().next().value);
  }

  /** @param {string} key @returns {number | undefined} */
  take(key) {
    const at = this.#times.get(key);
    this.#times.delete(key);
    return at;
  }

  get size() {
    return this.#times.size;
  }
}

/** @type {MissTimes} */
const missedAt = processSingleton("page-cache-misses", () => new MissTimes());

export default class MemoryCacheHandler {
  /** @param {unknown} options */
  constructor(options) {
    this.options = options;
  }

  /**
   * A stored page, unless an admin saved something since it was rendered (or, for a list
   * "available on" a day, someone booked), here or on another instance sharing the database:
   * the app's tag clock (made by lib/cache/index.ts, shared through lib/server/runtime.mjs) says so. It
   * exists once this process has rendered a page, which it has if there is anything stored to
   * check.
   * @param {string} key @param {any} [ctx]
   */
  async get(key, ctx) {
    // An optimised photo: no tags, the optimiser judges its own age from lastModified.
    if (isImage(ctx)) return images.get(key);
    const entry = store.get(key);
    if (!entry) {
      missedAt.note(key);
      return null;
    }
    const clock = tagClock();
    if (clock) {
      await clock.sync();
      // A booking makes only the dated lists stale, never the rest of the site.
      const tags = isDatedVariantKey(key) ? [PAGES_TAG, TAGS.availability] : [PAGES_TAG];
      if (clock.isStale(tags, entry.lastModified)) {
        store.delete(key);
        return null;
      }
    }
    return entry;
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    if (isImage(ctx, data)) {
      if (data) images.set(key, { value: data, lastModified: Date.now() }, [], estimateBytes(key, data));
      return;
    }
    if (!isCacheable(data)) {
      missedAt.take(key);
      const status = statusOf(data);
      // A server error is not the page's new content: keep serving the last good copy, if
      // any, while Next retries. A page that now renders "not found" (its item was deleted)
      // must not keep its old copy.
      if (status !== undefined && status >= 500 && store.has(key)) return;
      store.delete(key);
      return;
    }
    const tags = tagsOf(data, ctx);
    const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl;
    // Stamped with when the render began (the miss), not when it was stored: a booking or a
    // save that lands while the page renders then makes this copy stale, as it should.
    const lastModified = missedAt.take(key) ?? Date.now();
    store.set(
      key,
      { value: data, lastModified, tags, ...(cacheControl ? { cacheControl } : {}) },
      tags,
      estimateBytes(key, data),
    );
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    store.deleteTagged([tags].flat());
  }

  resetRequestCache() {}
}

/** The process's store, for tests and diagnostics. */
export function pageCacheStore() {
  return store;
}

/** The process's optimised photos, for tests and diagnostics. */
export function imageCacheStore() {
  return images;
}
