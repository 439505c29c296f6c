// @ts-check
// Restores a backup file into the embedded database's folder and the photos folder. The shop
// must be stopped: this takes the same folder lock a server takes, so it refuses while one runs.
// Order matters: the whole file is unpacked and checked in new folders beside the targets (same
// disk, so the swap is a rename) and the database is opened there, all before anything the shop
// uses is touched. Only then is what was there moved aside (…before-restore-<time>, never
// deleted) and the backup's folders renamed into place; a failed rename undoes the ones before it.
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { lockFolder } from "./db/folder-lock.mjs";
import { pgliteExtensions } from "./db/pglite-extensions.mjs";
import { RestoreError, explainCheckFailure, refuse } from "./backup/restore-error.mjs";
import { restoreLimitBytes, unpackBackup } from "./backup/unpack.mjs";

export { RestoreError };

/**
 * @param {{ file: string, pgliteDir: string, uploadsDir: string, log?: (line: string) => void, maxBytes?: number, signal?: AbortSignal }} options
 *   maxBytes: the most the file may unpack to (RESTORE_MAX_MB); signal: stops it before the swap
 * @returns {Promise<{ movedAside: string[], manifest: Record<string, unknown> }>}
 */
export async function restoreBackup({
  file,
  pgliteDir,
  uploadsDir,
  log = console.log,
  maxBytes = restoreLimitBytes(),
  signal,
}) {
  const found = await stat(file).catch(() => null);
  if (!found) throw refuse(`There is no file ${file}.`);
  if (found.isDirectory()) throw refuse(`${file} is a folder, not a backup file.`);
  await mkdir(path.dirname(pgliteDir), { recursive: true });
  await mkdir(path.dirname(uploadsDir), { recursive: true });
  const lock = lockFolder(pgliteDir); // throws FolderInUseError while the shop runs
  /** @type {string[]} */
  const staging = [];
  try {
    await removeUnfinishedRestores(pgliteDir, uploadsDir);
    staging.push(await mkdtemp(stagingPrefix(pgliteDir)), await mkdtemp(stagingPrefix(uploadsDir)));
    const database = path.join(/** @type {string} */ (staging[0]), "pglite");
    const photos = path.join(/** @type {string} */ (staging[1]), "uploads");
    let unpacked;
    try {
      unpacked = await unpackBackup(file, { databaseDir: database, uploadsDir: photos, maxBytes, signal });
      await proveItOpens(database);
      signal?.throwIfAborted();
    } catch (e) {
      throw explainCheckFailure(e, file);
    }
    const { manifest } = unpacked;
    log(`Backup taken ${String(manifest.createdAt)} (${String(manifest.reason)}), ${unpacked.photos} photo(s).`);

    const stamp = new Date()
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d+Z$/, "Z");
    /** @type {Array<[string, string]>} */
    const steps = [];
    const movedAside = [];
    if (existsSync(pgliteDir))
      movedAside.push(pushStep(steps, pgliteDir, freeName(`${pgliteDir}.before-restore-${stamp}`)));
    steps.push([database, pgliteDir]);
    if (existsSync(uploadsDir))
      movedAside.push(pushStep(steps, uploadsDir, freeName(`${uploadsDir}.before-restore-${stamp}`)));
    if (unpacked.hasUploads) steps.push([photos, uploadsDir]);
    await renameAll(steps);
    for (const [from, to] of steps) if (movedAside.includes(to)) log(`Moved ${from} aside to ${to}.`);
    return { movedAside, manifest };
  } finally {
    for (const dir of staging) await rm(dir, { recursive: true, force: true }).catch(() => {});
    lock.release();
  }
}

/** @param {Array<[string, string]>} steps @param {string} from @param {string} to */
function pushStep(steps, from, to) {
  steps.push([from, to]);
  return to;
}

/** @param {string} wanted */
function freeName(wanted) {
  let name = wanted;
  for (let n = 2; existsSync(name); n++) name = `${wanted}-${n}`;
  return name;
}

/** @param {string} target */
function stagingPrefix(target) {
  return path.join(path.dirname(target), `.${path.basename(target)}.restore-`);
}

/**
 * A restore killed half-way (power cut, SIGKILL) leaves its staging folders: under the lock
 * nobody else can be using them. `.restore-<time>` is what restores before this one left.
 * @param {string} pgliteDir @param {string} uploadsDir
 */
async function removeUnfinishedRestores(pgliteDir, uploadsDir) {
  for (const target of [pgliteDir, uploadsDir]) {
    const parent = path.dirname(target);
    const prefix = path.basename(stagingPrefix(target));
    for (const name of await readdir(parent).catch(() => /** @type {string[]} */ ([]))) {
      if (name.startsWith(prefix) || (target === pgliteDir && /^\.restore-\d{8}T\d{6}Z$/.test(name)))
        await rm(path.join(parent, name), { recursive: true, force: true });
    }
  }
}

/** Opens the unpacked database where it is, so a copy that does not open is refused before any swap. @param {string} dir */
async function proveItOpens(dir) {
  let pg;
  try {
    pg = new PGlite(dir, { extensions: pgliteExtensions });
    await pg.waitReady;
  } catch (e) {
    throw refuse(
      `This file is damaged: the database inside it does not open (${e instanceof Error ? e.message : String(e)}).`,
    );
  }
  try {
    await pg.query(`SELECT count(*) FROM "_prisma_migrations"`);
  } catch {
    throw refuse("This file is not a backup of this shop: its database has none of the shop's tables.");
  } finally {
    await pg.close().catch(() => {});
  }
}

/**
 * Renames each pair in order; when one fails, renames the ones done back in reverse, so the
 * shop's folders are as they were. Says where things are if even that fails.
 * @param {Array<[string, string]>} steps
 */
async function renameAll(steps) {
  /** @type {Array<[string, string]>} */
  const done = [];
  try {
    for (const [from, to] of steps) {
      await rename(from, to);
      done.push([from, to]);
    }
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    /** @type {Array<[string, string]>} */
    const stuck = [];
    for (const [from, to] of done.reverse()) await rename(to, from).catch(() => stuck.push([from, to]));
    if (stuck.length === 0)
      throw new RestoreError(`The backup could not be put in place (${reason}). Everything was put back as it was.`);
    const where = stuck.map(([from, to]) => `${from} is now at ${to}`).join("; ");
    throw new RestoreError(
      `The backup could not be put in place (${reason}), and not everything could be put back: ${where}. Move it back by hand before starting the shop.`,
    );
  }
}
