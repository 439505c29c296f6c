// @ts-check
// What the embedded database (PGlite) may keep in memory, sized to the machine (the
// embedded default on a 1 GB VPS). PGlite's WebAssembly memory grows and never shrinks, and
// PostgreSQL's shared_buffers (initdb writes 128 MB) are touched at start: on a 1 GB host that
// alone was an eighth of the machine. A quarter of that is plenty for a boutique's catalogue,
// and the operating system's file cache still holds the rest of the folder.
// Plain JavaScript: server.mjs uses it before Next.js is loaded (lib/db/pglite-init.mjs).
import os from "node:os";

const MB = 1024 * 1024;

/**
 * The memory this server plans for, in bytes: SERVER_MEMORY_MB when set (a host shared with
 * other services), else the container's limit when there is one, else the machine's.
 * @param {Record<string, string | undefined>} [env]
 */
export function memoryBudgetBytes(env = process.env) {
  const set = Number(env.SERVER_MEMORY_MB?.trim() || NaN);
  if (Number.isFinite(set) && set > 0) return set * MB;
  const total = os.totalmem();
  // A cgroup limit (Docker's --memory); no limit reads as 0, undefined or a huge number.
  const limit = typeof process.constrainedMemory === "function" ? Number(process.constrainedMemory() ?? 0) : 0;
  return limit > 0 && limit < total ? limit : total;
}

/**
 * PostgreSQL settings for the budget: shared_buffers a thirty-second of it between 16 and
 * 128 MB (32 MB on a 1 GB host, PostgreSQL's own 128 MB from 4 GB up); maintenance_work_mem
 * (index builds in migrations) a sixty-fourth between 16 and 64 MB. wal_buffers follows
 * shared_buffers by itself; work_mem stays at PostgreSQL's 4 MB.
 * @param {number} budget bytes
 * @returns {string[]} `-c name=value` pairs, for startParams and initdb alike
 */
export function pgliteMemorySettings(budget = memoryBudgetBytes()) {
  const clamp = (/** @type {number} */ x, /** @type {number} */ lo, /** @type {number} */ hi) =>
    Math.min(hi, Math.max(lo, Math.floor(x / MB)));
  return [
    "-c",
    `shared_buffers=${clamp(budget / 32, 16, 128)}MB`,
    "-c",
    `maintenance_work_mem=${clamp(budget / 64, 16, 64)}MB`,
  ];
}
