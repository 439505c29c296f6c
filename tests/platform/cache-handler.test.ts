// Made-up product URLs must not evict real pages or grow memory. The
// handler is exercised the way Next 16 calls it: set(key, value, ctx) with the value kinds
// of next/dist/server/response-cache/types.d.ts (a not-found render is an APP_PAGE with
// `status: 404`), get(key), revalidateTag(tags).
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createRequire } from "node:module";
import { provideTagClock, resetRuntime } from "@/lib/server/runtime.mjs";

type CacheModule = typeof import("../../lib/server/cache-handler.mjs");
let mod: CacheModule;
let handler: InstanceType<CacheModule["default"]>;
const BUDGET = 1024 * 1024; // PAGE_CACHE_MAX_MB=1 for this file

beforeAll(async () => {
  vi.stubEnv("PAGE_CACHE_MAX_MB", "1");
  resetRuntime(); // a page cache made now, with this budget
  mod = await import("../../lib/server/cache-handler.mjs");
  handler = new mod.default({});
  vi.unstubAllEnvs();
});
beforeEach(() => mod.pageCacheStore().clear());

const TAGS = "_N_T_/layout,_N_T_/collection/layout,_N_T_/collection/[slug]/[id]/page";
const ctx = { cacheControl: { revalidate: 300, expire: 3600 }, isRoutePPREnabled: false, isFallback: false };

/** An App Router render as Next hands it to set(): ~`kb` KB of html, RSC and segment data. */
function appPage(kb: number, status?: number, tags = TAGS) {
  const html = "<p>₹1,550</p>".repeat(Math.ceil((kb * 1024) / 2 / 3 / 13)); // two bytes a character
  const rsc = Buffer.alloc(Math.ceil((kb * 1024) / 3));
  return {
    kind: "APP_PAGE",
    html,
    rscData: rsc,
    status,
    postponed: undefined,
    headers: { "x-next-cache-tags": tags },
    segmentData: new Map([
      ["/_tree", Buffer.alloc(Math.ceil((kb * 1024) / 6))],
      ["/_full", Buffer.alloc(Math.ceil((kb * 1024) / 6))],
    ]),
  };
}
const key = (id: string) => `/route-cache/APP_PAGE/abc123/$/collection/suits/${id}`;

describe("page cache: not-found renders", () => {
  it("a 404 render is never stored", async () => {
    await handler.set(key("made-up"), appPage(50, 404), ctx);
    expect(await handler.get(key("made-up"))).toBeNull();
    expect(mod.pageCacheStore().size).toBe(0);
    expect(mod.pageCacheStore().bytes).toBe(0);
    for (const empty of [null, undefined]) await handler.set(key("pages-router"), empty, ctx);
    expect(mod.pageCacheStore().size).toBe(0);
  });

  it("a flood of 6,000 made-up URLs evicts nothing and adds nothing, however little room is left", async () => {
    // Fill the budget with real pages, then flood.
    const real = Array.from({ length: 30 }, (_, i) => key(`real-${i}`));
    for (const k of real) await handler.set(k, appPage(20), ctx);
    const before = { size: mod.pageCacheStore().size, bytes: mod.pageCacheStore().bytes };
    expect(before.size).toBe(30);
    for (let i = 0; i < 6000; i++)
      await handler.set(key(`junk-${i}-${Math.random().toString(36).slice(2)}`), appPage(20, 404), ctx);
    expect({ size: mod.pageCacheStore().size, bytes: mod.pageCacheStore().bytes }).toEqual(before);
    for (const k of real) expect(await handler.get(k)).not.toBeNull();
  });

  it("a page that now renders not-found drops its old copy; a server error keeps the last good one", async () => {
    await handler.set(key("deleted"), appPage(10), ctx);
    await handler.set(key("deleted"), appPage(10, 404), ctx);
    expect(await handler.get(key("deleted"))).toBeNull();

    await handler.set(key("outage"), appPage(10), ctx);
    await handler.set(key("outage"), appPage(10, 500), ctx);
    expect((await handler.get(key("outage")))?.value).toMatchObject({ status: undefined });
    await handler.set(key("never-good"), appPage(10, 500), ctx);
    expect(await handler.get(key("never-good"))).toBeNull();
  });

  it("keeps only successful route-handler and fetch answers", async () => {
    const route = (status: number) => ({ kind: "APP_ROUTE", body: Buffer.from("User-agent: *"), status, headers: {} });
    await handler.set("/route-cache/APP_ROUTE/x/$/robots.txt", route(200), ctx);
    await handler.set("/route-cache/APP_ROUTE/x/$/gone.txt", route(404), ctx);
    expect(await handler.get("/route-cache/APP_ROUTE/x/$/robots.txt")).not.toBeNull();
    expect(await handler.get("/route-cache/APP_ROUTE/x/$/gone.txt")).toBeNull();
    const fetched = (status: number) => ({
      kind: "FETCH",
      data: { headers: {}, body: "{}", url: "https://x", status },
      revalidate: 60,
    });
    await handler.set("fetch-ok", fetched(200), { fetchCache: true, tags: ["t"] });
    await handler.set("fetch-404", fetched(404), { fetchCache: true, tags: ["t"] });
    expect(await handler.get("fetch-ok")).not.toBeNull();
    expect(await handler.get("fetch-404")).toBeNull();
  });
});

describe("page cache: variants of the collection pages", () => {
  const page = (path: string) => `/route-cache/APP_PAGE/abc123/$${path}`;
  const variant = (n: number) =>
    page(`/collection/gowns/browse/on-2027-01-${String((n % 28) + 1).padStart(2, "0")}_page-${n}`);

  it("a flood of real sorted, filtered and dated variants never pushes out the home page or a plain collection page", async () => {
    const core = [
      page("/"),
      page("/collection/gowns"),
      page("/beauty-care/soap"),
      page("/collection/gowns/cm1234567890abcdefghijklm"),
    ];
    for (const k of core) await handler.set(k, appPage(20), ctx);
    const store = mod.pageCacheStore();
    let peak = 0;
    for (let i = 0; i < 6000; i++) {
      await handler.set(variant(i), appPage(20), ctx);
      if (i % 7 === 0) await handler.set(page(`/beauty-care/soap/browse/price-under-1500_page-${i}`), appPage(20), ctx);
      peak = Math.max(peak, store.variants.bytes);
    }
    for (const k of core) expect(await handler.get(k), k).not.toBeNull();
    // The variants' room is a quarter of the budget and stays within it; recent variants are served.
    expect(store.variants.maxBytes).toBe(Math.floor(BUDGET / 4));
    expect(peak).toBeLessThanOrEqual(BUDGET / 4);
    expect(store.bytes).toBeLessThanOrEqual(BUDGET);
    expect(await handler.get(variant(5999))).not.toBeNull();
    expect(await handler.get(variant(0))).toBeNull();
  });

  it("a save drops variants and plain pages alike", async () => {
    await handler.set(page("/"), appPage(5, undefined, "pages"), ctx);
    await handler.set(variant(1), appPage(5, undefined, "pages"), ctx);
    await handler.revalidateTag("pages");
    expect(await handler.get(page("/"))).toBeNull();
    expect(await handler.get(variant(1))).toBeNull();
  });
});

describe("page cache: a booking", () => {
  const page = (path: string) => `/route-cache/APP_PAGE/abc123/$${path}`;
  it("makes only the lists 'available on' a day stale; the home page, plain and sorted lists and products stay", async () => {
    const invalidated = new Map<string, number>();
    const clock = {
      sync: async () => {},
      isStale: (tags: readonly string[], at: number) => tags.some((t) => (invalidated.get(t) ?? -1) >= at),
      invalidate: async () => {},
    };
    provideTagClock(() => clock);
    try {
      const kept = [
        "/",
        "/collection/gowns",
        "/collection/gowns/browse/fabric-silk_sort-price-asc",
        "/collection/gowns/cm1234567890abcdefghijklm",
        "/beauty-care/soap/browse/page-2",
      ].map(page);
      const dated = [
        "/collection/gowns/browse/on-2027-01-10",
        "/collection/suits/browse/fabric-net.silk_on-2027-02-01_page-2",
      ].map(page);
      for (const k of [...kept, ...dated]) await handler.set(k, appPage(5), ctx);
      invalidated.set("availability", Date.now());
      for (const k of kept) expect(await handler.get(k), k).not.toBeNull();
      for (const k of dated) expect(await handler.get(k), k).toBeNull();
      invalidated.set("pages", Date.now()); // an owner's save still drops everything
      for (const k of kept) expect(await handler.get(k), k).toBeNull();

      // A render that began before a booking and is stored after it is already stale.
      const straddling = page("/collection/gowns/browse/on-2027-03-03");
      expect(await handler.get(straddling)).toBeNull(); // the miss: Next starts rendering
      await new Promise((r) => setTimeout(r, 5));
      invalidated.set("availability", Date.now()); // someone books meanwhile
      await new Promise((r) => setTimeout(r, 5));
      await handler.set(straddling, appPage(5), ctx); // the render, read before the booking, arrives
      expect(await handler.get(straddling)).toBeNull();
    } finally {
      resetRuntime();
    }
  });
});

describe("page cache: byte budget and least recently used", () => {
  it("total bytes stay under PAGE_CACHE_MAX_MB however many real pages are stored", async () => {
    const store = mod.pageCacheStore();
    expect(store.maxBytes).toBe(BUDGET);
    let peak = 0;
    for (let i = 0; i < 6000; i++) {
      await handler.set(key(`page-${i}`), appPage(20), ctx);
      peak = Math.max(peak, store.bytes);
    }
    expect(peak).toBeLessThanOrEqual(BUDGET);
    expect(store.size).toBeGreaterThan(20); // eviction makes room; it does not empty the cache
    expect(store.size).toBeLessThan(60);
    expect(await handler.get(key("page-5999"))).not.toBeNull();
    expect(await handler.get(key("page-0"))).toBeNull();
  });

  it("a page read while other real pages keep arriving survives; an unread one is evicted", async () => {
    await handler.set(key("popular"), appPage(20), ctx);
    await handler.set(key("forgotten"), appPage(20), ctx);
    // About 45 pages of 20 KB fit: read the popular page after every 20 new ones.
    for (let i = 0; i < 6000; i++) {
      await handler.set(key(`new-${i}`), appPage(20), ctx);
      if (i % 20 === 0) expect(await handler.get(key("popular")), `after ${i}`).not.toBeNull();
    }
    expect(await handler.get(key("popular"))).not.toBeNull();
    expect(await handler.get(key("forgotten"))).toBeNull();
  });

  it("get() refreshes recency: the least recently used entry goes first", () => {
    const cache = new mod.PageCache<string>(3000);
    cache.set("a", "A", [], 1000);
    cache.set("b", "B", [], 1000);
    cache.set("c", "C", [], 1000);
    expect(cache.get("a")).toBe("A");
    cache.set("d", "D", [], 1000);
    expect([cache.has("a"), cache.has("b"), cache.has("c"), cache.has("d")]).toEqual([true, false, true, true]);
    expect(cache.bytes).toBe(3000);
    cache.set("c", "C2", [], 500); // replacing an entry counts its new size only
    expect(cache.bytes).toBe(2500);
  });

  it("an entry larger than the whole budget is not stored and evicts nothing", async () => {
    await handler.set(key("small"), appPage(10), ctx);
    await handler.set(key("huge"), appPage(2048), ctx);
    expect(await handler.get(key("huge"))).toBeNull();
    expect(await handler.get(key("small"))).not.toBeNull();
  });

  it("estimates an entry from its html, RSC, segment data and body", () => {
    const page = appPage(100);
    const bytes = mod.estimateBytes("k", page);
    const counted =
      page.html.length * 2 +
      page.rscData.byteLength +
      [...page.segmentData.values()].reduce((n, b) => n + b.byteLength, 0);
    expect(bytes).toBeGreaterThanOrEqual(counted);
    expect(bytes).toBeLessThan(counted + 4096);
    expect(
      mod.estimateBytes("k", { kind: "APP_ROUTE", body: Buffer.alloc(50_000), status: 200, headers: {} }),
    ).toBeGreaterThanOrEqual(50_000);
  });

  it("reads PAGE_CACHE_MAX_MB, 64 MB by default", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(mod.maxBytesFromEnv({})).toBe(64 * 1024 * 1024);
    expect(mod.maxBytesFromEnv({ PAGE_CACHE_MAX_MB: "" })).toBe(64 * 1024 * 1024);
    expect(mod.maxBytesFromEnv({ PAGE_CACHE_MAX_MB: "16" })).toBe(16 * 1024 * 1024);
    expect(mod.maxBytesFromEnv({ PAGE_CACHE_MAX_MB: "0" })).toBe(0);
    expect(mod.maxBytesFromEnv({ PAGE_CACHE_MAX_MB: "lots" })).toBe(64 * 1024 * 1024);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe("page cache: tag revalidation", () => {
  it("revalidateTag drops every entry carrying the tag (from the tags header or ctx.tags) and frees its bytes", async () => {
    await handler.set(key("suit"), appPage(10), ctx);
    await handler.set(
      "/route-cache/APP_PAGE/def/$/beauty-care/soap",
      appPage(10, undefined, "_N_T_/layout,_N_T_/beauty-care/[category]/page"),
      ctx,
    );
    await handler.set("/route-cache/APP_PAGE/ghi/$/about", appPage(10, undefined, "_N_T_/about/page"), ctx);
    await handler.set(
      "fetch-a",
      { kind: "FETCH", data: { headers: {}, body: "{}", url: "https://x" }, revalidate: 60 },
      { fetchCache: true, tags: ["hero"] },
    );
    const store = mod.pageCacheStore();
    expect(store.size).toBe(4);

    await handler.revalidateTag("hero");
    expect(await handler.get("fetch-a")).toBeNull();
    await handler.revalidateTag(["_N_T_/layout"]); // what revalidatePath("/", "layout") sends
    expect(await handler.get(key("suit"))).toBeNull();
    expect(await handler.get("/route-cache/APP_PAGE/def/$/beauty-care/soap")).toBeNull();
    expect(await handler.get("/route-cache/APP_PAGE/ghi/$/about")).not.toBeNull();
    expect(store.size).toBe(1);
    expect(store.bytes).toBe(
      mod.estimateBytes("/route-cache/APP_PAGE/ghi/$/about", appPage(10, undefined, "_N_T_/about/page")),
    );
  });

  it("returns what Next expects from get(): the value, when it was stored, its tags and lifetime", async () => {
    const page = appPage(5);
    const before = Date.now();
    await handler.set(key("shape"), page, ctx);
    const got = await handler.get(key("shape"));
    expect(got).toMatchObject({ value: page, tags: TAGS.split(","), cacheControl: ctx.cacheControl });
    expect(got!.lastModified).toBeGreaterThanOrEqual(before);
  });
});

describe("page cache: Next's remembered lifetimes", () => {
  // Next keeps each route's cache lifetime in a process-wide map, written on every set(),
  // including for the 404s the handler refuses. The handler forgets a key it does not hold.
  const controls = (): Map<string, unknown> =>
    createRequire(import.meta.url)("next/dist/server/lib/incremental-cache/shared-cache-controls.external.js")
      .SharedCacheControls.cacheControls;

  it("are forgotten for refused and evicted pages, and kept for stored ones", async () => {
    const map = controls();
    map.clear();
    for (let i = 0; i < 100; i++) {
      map.set(key(`junk-${i}`), ctx.cacheControl); // as IncrementalCache.set does before calling the handler
      await handler.set(key(`junk-${i}`), appPage(1, 404), ctx);
    }
    map.set(key("kept"), ctx.cacheControl);
    await handler.set(key("kept"), appPage(1), ctx);
    expect([...map.keys()]).toEqual([key("kept")]);

    for (let i = 0; i < 200; i++) {
      map.set(key(`page-${i}`), ctx.cacheControl);
      await handler.set(key(`page-${i}`), appPage(20), ctx);
    }
    expect(map.size).toBe(mod.pageCacheStore().size);
    map.clear();
  });
});

describe("optimised photos (images.customCacheHandler)", () => {
  const IMAGE_CTX = { kind: "IMAGE", cacheControl: { revalidate: 14400, expire: undefined } };
  const photo = (kb: number) => ({
    kind: "IMAGE",
    etag: "e",
    extension: "avif",
    buffer: Buffer.alloc(kb * 1024),
    upstreamEtag: "u",
  });

  it("keeps a photo in memory and gives it back to the optimiser, never on disk", async () => {
    await handler.set("photo-a", photo(40), IMAGE_CTX);
    const got = (await handler.get("photo-a", { kind: "IMAGE", isFallback: false })) as {
      value: { buffer: Buffer };
      lastModified: number;
    } | null;
    expect(got?.value.buffer.byteLength).toBe(40 * 1024);
    expect(got?.lastModified).toBeGreaterThan(Date.now() - 5000);
  });

  it("bounds the photos by bytes in a room of their own: a flood of photos never evicts a page", async () => {
    await handler.set("/en/collection/gowns", appPage(20), ctx);
    const room = mod.imageCacheStore();
    for (let i = 0; i < 2000; i++) await handler.set(`photo-${i}`, photo(64), IMAGE_CTX);
    expect(room.bytes).toBeLessThanOrEqual(room.maxBytes);
    expect(room.size).toBeLessThan(2000);
    expect(await handler.get("/en/collection/gowns")).not.toBeNull();
    expect(await handler.get("photo-1999", { kind: "IMAGE" })).not.toBeNull();
    expect(await handler.get("photo-0", { kind: "IMAGE" })).toBeNull();
  });

  it("sizes the room from IMAGE_CACHE_MAX_MB, or from the host's memory", () => {
    expect(mod.imageCacheBytesFromEnv({ IMAGE_CACHE_MAX_MB: "4" })).toBe(4 * 1024 * 1024);
    expect(mod.imageCacheBytesFromEnv({ IMAGE_CACHE_MAX_MB: "lots", SERVER_MEMORY_MB: "1024" })).toBeGreaterThanOrEqual(
      8 * 1024 * 1024,
    );
    expect(mod.imageCacheBytesFromEnv({ SERVER_MEMORY_MB: "1024" })).toBeLessThanOrEqual(32 * 1024 * 1024);
  });
});
