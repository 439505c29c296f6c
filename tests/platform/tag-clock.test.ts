import { describe, expect, it, vi } from "vitest";
import { TagClock, type TagStore } from "@/lib/cache/tag-clock";
import { readInvalidations, recordInvalidation } from "@/lib/cache/tags-table";

/** Two instances' clocks over one store, with a clock of our own so no test waits. */
function pair(store: TagStore) {
  let now = 1_000_000;
  const tick = (ms: number) => (now += ms);
  const a = new TagClock(store, 500, 1000, () => now);
  const b = new TagClock(store, 500, 1000, () => now);
  return { a, b, tick, now: () => now };
}

const databaseStore: TagStore = { record: recordInvalidation, read: readInvalidations };

describe("TagClock: a save on one instance reaches the others", () => {
  it("through the database: B sees A's invalidation at its next sync, within half a second", async () => {
    const { a, b, tick, now } = pair(databaseStore);
    await b.sync();
    tick(5000);
    const cachedOnB = now() - 2000; // B rendered the page two seconds ago
    expect(b.isStale(["pages"], cachedOnB)).toBe(false);
    await a.invalidate(["collection", "pages"]);
    await b.sync(); // synced less than 500 ms ago: no query, no news yet
    tick(500);
    await b.sync();
    expect(b.isStale(["pages"], cachedOnB)).toBe(true);
    expect(b.isStale(["collection"], cachedOnB)).toBe(true);
    expect(b.isStale(["hero"], cachedOnB)).toBe(false);
    // What B renders afterwards (beyond the clock slack) is fresh again.
    tick(1500);
    expect(b.isStale(["pages"], now())).toBe(false);
  });

  it("the instance that saved caches again at once (no slack for its own clock)", async () => {
    const { a, tick, now } = pair(databaseStore);
    await a.invalidate(["own-save"]);
    tick(1);
    expect(a.isStale(["own-save"], now())).toBe(false);
    tick(600);
    await a.sync(); // reading its own save back from the table changes nothing
    expect(a.isStale(["own-save"], now() - 500)).toBe(false);
  });

  it("queries the store at most once per half second, however many requests ask", async () => {
    const read = vi.fn(async () => new Map<string, number>());
    const { b, tick } = pair({ record: async () => {}, read });
    await Promise.all(Array.from({ length: 50 }, () => b.sync()));
    expect(read).toHaveBeenCalledTimes(1);
    tick(499);
    await b.sync();
    expect(read).toHaveBeenCalledTimes(1);
    tick(1);
    await b.sync();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("when the database is down, keeps serving what is cached and logs one line for the outage", async () => {
    let down = false;
    const shared = new Map<string, number>();
    const store: TagStore = {
      record: async (tags, at) => tags.forEach((t) => shared.set(t, at.getTime())),
      read: async () => {
        if (down) throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
        return new Map(shared);
      },
    };
    const { b, tick, now } = pair(store);
    const cachedAt = now();
    tick(5000);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    down = true;
    for (let i = 0; i < 5; i++) {
      tick(600);
      await expect(b.sync()).resolves.toBeUndefined();
      expect(b.isStale(["pages"], cachedAt)).toBe(false);
    }
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toMatch(/cannot read shared cache tags.*ECONNREFUSED/);
    down = false;
    tick(600);
    await b.sync();
    expect(errors).toHaveBeenCalledTimes(2); // "readable again"
    errors.mockRestore();
  });

  it("without a shared store (embedded database) is purely local and exact", async () => {
    let now = 1000;
    const clock = new TagClock(null, 500, 1000, () => now);
    await clock.invalidate(["hero"]);
    expect(clock.isStale(["hero"], 999)).toBe(true);
    now = 1001;
    expect(clock.isStale(["hero"], 1001)).toBe(false);
  });
});
