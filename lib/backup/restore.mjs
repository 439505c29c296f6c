// @ts-check
// Restores a backup file into the embedded database's folder. The shop must be stopped: this
// takes the same folder lock a server takes, so it refuses while one runs. What was there is
// moved aside (…before-restore-<time>), never deleted.
import { existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { unpackBackup } from "./archive.mjs";
import { lockFolder } from "../db/folder-lock.mjs";
import { pgliteExtensions } from "../db/pglite-extensions.mjs";

/**
 * @param {{ file: string, pgliteDir: string, uploadsDir: string, log?: (line: string) => void }} options
 * @returns {Promise<{ movedAside: string[], manifest: Record<string, unknown> }>}
 */
export async function restoreBackup({ file, pgliteDir, uploadsDir, log = console.log }) {
  if (!existsSync(file)) throw new Error(`There is no file ${file}.`);
  await mkdir(path.dirname(pgliteDir), { recursive: true });
  const lock = lockFolder(pgliteDir); // throws FolderInUseError while the shop runs
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
  const unpacked = path.join(path.dirname(pgliteDir), `.restore-${stamp}`);
  /** @type {Array<[string, string]>} */
  const moved = [];
  let created = false;
  try {
    const { manifest, database, uploadsDir: photos } = await unpackBackup(file, unpacked);
    log(`Backup taken ${manifest.createdAt} (${manifest.reason}), ${manifest.photos ?? 0} photo(s).`);
    for (const dir of [pgliteDir, uploadsDir]) {
      if (!existsSync(dir)) continue;
      const aside = `${dir}.before-restore-${stamp}`;
      await rename(dir, aside);
      moved.push([dir, aside]);
      log(`Moved ${dir} aside to ${aside}.`);
    }
    created = true;
    const pg = new PGlite(pgliteDir, { loadDataDir: database, extensions: pgliteExtensions });
    try {
      await pg.waitReady;
      // Proves the copy opens and holds the shop's tables before we call it done.
      await pg.query(`SELECT count(*) FROM "_prisma_migrations"`);
    } finally {
      await pg.close();
    }
    if (photos) await rename(photos, uploadsDir);
    return { movedAside: moved.map(([, aside]) => aside), manifest };
  } catch (e) {
    // Put back what was there, so a failed restore leaves the folder as it found it. Only
    // folders that were moved aside are replaced: anything else was never touched.
    if (created) await rm(pgliteDir, { recursive: true, force: true }).catch(() => {});
    for (const [dir, aside] of moved.reverse()) {
      await rm(dir, { recursive: true, force: true }).catch(() => {});
      await rename(aside, dir).catch(() => {});
    }
    throw e;
  } finally {
    await rm(unpacked, { recursive: true, force: true });
    lock.release();
  }
}
