import { AsyncLocalStorage } from "node:async_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { cached, invalidate, invalidateAvailability, readCacheUsage, TAGS } from "@/lib/cache";

describe("read cache", () => {
  it("serves repeated reads from memory until the tag is invalidated", async () => {
    const read = vi.fn(async (category: string) => `${category}-${read.mock.calls.length}`);
    const get = cached(read, ["test-a"], [TAGS.collection]);
    expect(await get("gown")).toBe("gown-1");
    expect(await get("gown")).toBe("gown-1");
    expect(await get("suit")).toBe("suit-2");
    invalidate(TAGS.beauty);
    expect(await get("gown")).toBe("gown-1");
    invalidate(TAGS.collection);
    expect(await get("gown")).toBe("gown-3");
  });

  it("forgets failures so the next read tries again", async () => {
    let fail = true;
    const get = cached(
      async () => {
        if (fail) throw new Error("db down");
        return "ok";
      },
      ["test-b"],
      [TAGS.hero],
    );
    await expect(get()).rejects.toThrow("db down");
    fail = false;
    expect(await get()).toBe("ok");
  });

  it("when full, drops the least recently used read, not the ones every page keeps asking for", async () => {
    const list = vi.fn(async () => "gowns");
    const getList = cached(list, ["test-d"], [TAGS.collection]);
    const getItem = cached(async (id: string) => (id === "real" ? { id } : null), ["test-e"], [TAGS.collection]);
    await getList();
    // Far more made-up ids than the cache holds, with the list read now and then, as pages do.
    for (let i = 0; i < 5000; i++) {
      await getItem(`made-up-${i}`);
      if (i % 500 === 0) await getList();
    }
    await getList();
    expect(list).toHaveBeenCalledTimes(1);
  });

  it("holds no more bytes than its budget however many large reads arrive, and keeps the one every page reads", async () => {
    const list = vi.fn(async () => ["gown", "suit"]);
    const getList = cached(list, ["test-bytes-list"], [TAGS.collection]);
    // A page of pieces for each "available on" day a visitor makes up: about 1 MB each.
    const getDay = cached(
      async (day: string) => ({ day, items: "x".repeat(500_000) }),
      ["test-bytes-day"],
      [TAGS.collection],
    );
    const { maxBytes } = readCacheUsage();
    await getList();
    let peak = 0;
    for (let i = 0; i < 100; i++) {
      await getDay(`2027-01-${i}`);
      await Promise.resolve(); // the size is counted once the read has resolved
      peak = Math.max(peak, readCacheUsage().bytes);
      if (i % 5 === 0) await getList();
    }
    expect(maxBytes).toBe(32 * 1024 * 1024);
    expect(peak).toBeLessThanOrEqual(maxBytes);
    expect(peak).toBeGreaterThan(maxBytes / 2); // it does hold what fits
    expect(list).toHaveBeenCalledTimes(1);
  });

  it("a booking drops the reads 'available on' a day and keeps every other list", async () => {
    const read = vi.fn(async (q: { availableOn?: string }) => `${q.availableOn ?? "all"}-${read.mock.calls.length}`);
    const get = cached(read, ["test-availability"], (q) =>
      q.availableOn ? [TAGS.collection, TAGS.availability] : [TAGS.collection],
    );
    expect(await get({})).toBe("all-1");
    expect(await get({ availableOn: "2027-01-10" })).toBe("2027-01-10-2");
    await invalidateAvailability();
    expect(await get({})).toBe("all-1");
    expect(await get({ availableOn: "2027-01-10" })).toBe("2027-01-10-3");
  });

  it("keeps no request alive once its read has settled", async () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    // Next runs every request inside an AsyncLocalStorage; its store holds the request, the
    // response and the render. Here a megabyte stands in for them.
    const requests = new AsyncLocalStorage<{ render: Uint8Array }>();
    const get = cached(async (id: string) => ({ id }), ["test-context"], [TAGS.collection]);
    let request!: WeakRef<object>;
    await (async () => {
      const store = { render: new Uint8Array(1_000_000) };
      request = new WeakRef(store);
      await requests.run(store, () => get("a"));
    })();
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      gc();
    }
    expect(request.deref()).toBeUndefined();
    expect(await get("a")).toEqual({ id: "a" }); // still served from the cache
  });

  it("expires entries after the time to live", async () => {
    let n = 0;
    const get = cached(async () => ++n, ["test-c"], [TAGS.hero], 5);
    expect(await get()).toBe(1);
    await new Promise((r) => setTimeout(r, 10));
    expect(await get()).toBe(2);
  });
});
