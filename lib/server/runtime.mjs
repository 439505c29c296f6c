// @ts-check
// What the whole process shares, whoever asks: the data folders, the hooks a stop runs, the
// cache's tag clock, and the few values there must be one of per process.
//
// Plain JavaScript with no imports but node:path, because three kinds of code load it:
//  - server.mjs and scripts/restore.mjs, run by Node before Next.js is around;
//  - lib/server/cache-handler.mjs, which Next.js imports from disk at run time (next.config.ts →
//    cacheHandler), unbundled;
//  - lib/ and instrumentation, which Next.js bundles into its server chunks
//    (`@/lib/server/runtime.mjs`), often into several chunks at once.
// Each of those is a separate instance of this module, so the state lives in one object on
// globalThis under Symbol.for("boutique.runtime"): this file is the only place that touches
// globalThis (eslint.config.mjs refuses it anywhere else); everything else calls the
// functions below.
import path from "node:path";

/**
 * What lib/cache/index.ts makes (lib/cache/tag-clock.ts) and lib/server/cache-handler.mjs reads.
 * @typedef {{ sync(): Promise<void>; isStale(tags: readonly string[], cachedAt: number): boolean; invalidate(tags: readonly string[]): Promise<void> }} SharedTagClock
 */
/** @typedef {() => Promise<void>} ShutdownHook */
/**
 * @typedef {{ tagClock: SharedTagClock | undefined; shutdownHooks: Set<ShutdownHook>; singletons: Map<string, unknown> }} RuntimeState
 */

const KEY = Symbol.for("boutique.runtime");

/** @returns {RuntimeState} */
function state() {
  const holder = /** @type {{ [KEY]?: RuntimeState }} */ (/** @type {unknown} */ (globalThis));
  return (holder[KEY] ??= { tagClock: undefined, shutdownHooks: new Set(), singletons: new Map() });
}

// ---- Data folders -------------------------------------------------------------------------
// Relative settings are resolved against the working directory (server.mjs makes that the
// project's folder before anything reads them).

/**
 * Where the embedded database, uploads, backups and generated secrets live (DATA_DIR, `data`).
 * @param {Record<string, string | undefined>} [env]
 */
export function dataDir(env = process.env) {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.DATA_DIR ?? "data");
}

/**
 * PGlite's data folder (PGLITE_DIR, or `pglite` in the data folder); `memory://` keeps a
 * throwaway database in memory (tests).
 * @param {Record<string, string | undefined>} [env]
 */
export function pgliteDir(env = process.env) {
  const dir = env.PGLITE_DIR;
  if (!dir) return path.join(dataDir(env), "pglite");
  return dir.startsWith("memory://") ? dir : path.resolve(/*turbopackIgnore: true*/ process.cwd(), dir);
}

/**
 * Photos stored on this disk (when no UPLOADTHING_TOKEN is set).
 * @param {Record<string, string | undefined>} [env]
 */
export function uploadsDir(env = process.env) {
  return path.join(dataDir(env), "uploads");
}

/**
 * Where backups of the embedded database go: BACKUP_DIR (e.g. a second disk) or data/backups.
 * @param {Record<string, string | undefined>} [env]
 */
export function backupDir(env = process.env) {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.BACKUP_DIR ?? path.join(dataDir(env), "backups"));
}

// ---- Shutdown -----------------------------------------------------------------------------

/**
 * Runs when server.mjs stops on SIGTERM/SIGINT, after the last request has finished (the
 * database registers its close here). The same function registered twice runs once.
 * @param {ShutdownHook} hook
 */
export function onShutdown(hook) {
  state().shutdownHooks.add(hook);
}

/**
 * Runs every registered hook once, one after the other, the last registered first, and forgets
 * them: what started last stops first, so a schedule that uses the database (registered after
 * the database opened) is stopped before the database closes and cannot open it again.
 * A hook that fails is reported to `onError` and the next one still runs.
 * @param {(error: unknown) => void} [onError]
 */
export async function runShutdownHooks(onError = (error) => console.error("[shutdown] step failed:", error)) {
  const hooks = state().shutdownHooks;
  const due = [...hooks].reverse();
  hooks.clear();
  for (const hook of due) {
    try {
      await hook();
    } catch (error) {
      onError(error);
    }
  }
}

// ---- Tag clock ----------------------------------------------------------------------------

/**
 * The process's tag clock: made by `create` the first time (lib/cache/index.ts does), the same one
 * for every later caller, in every copy of the app's code and in lib/server/cache-handler.mjs.
 * @param {() => SharedTagClock} create
 * @returns {SharedTagClock}
 */
export function provideTagClock(create) {
  const s = state();
  return (s.tagClock ??= create());
}

/**
 * The tag clock, if the app has made one in this process. lib/server/cache-handler.mjs asks: there is
 * one as soon as this process has rendered a page, which it has if a page is stored.
 * @returns {SharedTagClock | undefined}
 */
export function tagClock() {
  return state().tagClock;
}

// ---- One per process ----------------------------------------------------------------------

/**
 * The one value under `name` in this process, made by `create` on first use: what must not
 * exist twice although Next.js bundles its module into several chunks and `next dev` reloads
 * it (the database connection, the read cache, the backup timer, the page cache). Each name
 * belongs to one module; nothing else reads it.
 * @template T
 * @param {string} name
 * @param {() => T} create
 * @returns {T}
 */
export function processSingleton(name, create) {
  const { singletons } = state();
  if (!singletons.has(name)) singletons.set(name, create());
  return /** @type {T} */ (singletons.get(name));
}

/** For tests: forgets the tag clock, the shutdown hooks and every per-process value. */
export function resetRuntime() {
  const s = state();
  s.tagClock = undefined;
  s.shutdownHooks.clear();
  s.singletons.clear();
}
