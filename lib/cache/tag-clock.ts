/**
 * When each cache tag was last invalidated, shared by every instance on one PostgreSQL.
 *
 * Each instance keeps its caches in memory (read cache in lib/cache/index.ts, rendered pages in
 * lib/server/cache-handler.mjs). An admin save invalidates locally at once and records the time in the
 * `cache_tags` table; every instance reads that table at most every `syncMs` (500 ms) when
 * it is about to serve something cached, and treats an entry made before its tags' time as
 * gone. So a save is visible everywhere within about half a second, with one small query
 * per instance per half second under load and none when idle; it needs no listening
 * connection, so it works on a serverless host too. Times are compared with `skewMs` of
 * slack for saves made on another instance, whose clock may differ slightly: an entry made
 * just after such a save is rendered again until the slack has passed, never served stale.
 *
 * With the embedded database there is one process, and the clock is purely local.
 *
 * One clock per process: lib/cache/index.ts makes it through lib/server/runtime.mjs (provideTagClock),
 * where lib/server/cache-handler.mjs, loaded outside the app's bundle, finds it (tagClock).
 */
export interface TagStore {
  record(tags: readonly string[], at: Date): Promise<void>;
  read(): Promise<Map<string, number>>;
}

export class TagClock {
  /** Per tag, the time compared against, already lowered by the slack for times from elsewhere. */
  private times = new Map<string, number>();
  /** Saves made here: exact times, same clock, no slack needed (and none wanted: re-renders). */
  private local = new Map<string, number>();
  private syncedAt = 0;
  private pending: Promise<void> | null = null;
  private failing = false;

  constructor(
    private readonly store: TagStore | null,
    private readonly syncMs = 500,
    private readonly skewMs = 1000,
    private readonly now = () => Date.now(),
  ) {}

  /** Marks tags invalidated now, here at once and in the shared table. */
  async invalidate(tags: readonly string[]): Promise<void> {
    const at = this.now();
    for (const tag of tags) {
      this.local.set(tag, at);
      this.times.set(tag, Math.max(this.times.get(tag) ?? 0, at));
    }
    if (this.store) await this.store.record(tags, new Date(at));
  }

  /**
   * Brings the times up to date when the last read is older than `syncMs`. A failed read
   * (database down) keeps the last known times: cached pages go on being served, and the
   * operator gets one log line per outage, not one per request.
   */
  async sync(): Promise<void> {
    if (!this.store || this.now() - this.syncedAt < this.syncMs) return;
    this.pending ??= this.store
      .read()
      .then((shared) => {
        for (const [tag, at] of shared) {
          if (this.local.get(tag) === at) continue;
          this.times.set(tag, Math.max(this.times.get(tag) ?? 0, at + this.skewMs));
        }
        this.syncedAt = this.now();
        if (this.failing) console.error("[cache] shared cache tags readable again");
        this.failing = false;
      })
      .catch((error: unknown) => {
        if (!this.failing)
          console.error(
            `[cache] cannot read shared cache tags, serving what is cached: ${String((error as Error)?.message ?? error)
              .split("\n")
              .pop()}`,
          );
        this.failing = true;
        this.syncedAt = this.now();
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }

  /** Whether something cached at `cachedAt` with these tags was invalidated since. */
  isStale(tags: readonly string[], cachedAt: number): boolean {
    return tags.some((tag) => (this.times.get(tag) ?? 0) > cachedAt);
  }
}
