// Next's ISR/route cache, in memory only (next.config.ts → cacheHandler).
// Why: the default handler writes rendered pages into .next/cache, where they outlive the
// database they were rendered from (a fresh or restored database would be shown stale
// pages, and the test run reuses one build for two databases). In memory, a restart starts
// clean; admin saves drop entries at once through revalidatePath/revalidateTag, and each
// page's `revalidate` bounds how stale another instance can be.
const MAX_ENTRIES = 5000;
const entries = (globalThis.__boutiqueRouteCache ??= new Map());

function tagsOf(data, ctx) {
  const fromCtx = ctx?.tags ?? [];
  const header = data?.headers?.["x-next-cache-tags"];
  const fromHeader = typeof header === "string" ? header.split(",") : [];
  return [...new Set([...fromCtx, ...fromHeader])];
}

export default class MemoryCacheHandler {
  constructor(options) {
    this.options = options;
  }

  async get(key) {
    return entries.get(key)?.value ?? null;
  }

  async set(key, data, ctx) {
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value);
    entries.set(key, { value: { value: data, lastModified: Date.now(), tags: tagsOf(data, ctx) }, tags: tagsOf(data, ctx) });
  }

  async revalidateTag(tags) {
    const list = [tags].flat();
    for (const [key, entry] of entries) if (entry.tags.some((t) => list.includes(t))) entries.delete(key);
  }

  resetRequestCache() {}
}
