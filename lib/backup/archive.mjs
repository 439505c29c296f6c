// @ts-check
// The shop's backup file: one .tar.gz holding
//   manifest.json   what this is, when it was taken, why, what it holds
//   database.tar    the embedded database folder, as PGlite's dumpDataDir() gives it
//   uploads/…       the photos stored on this disk
// Plain JavaScript so `npm run restore` works without the app's build or TypeScript.
import { chmod, copyFile, link, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import { writeBlob } from "./folder-tar.mjs";

export const FORMAT = "rangrez-boutique-backup";
export const FORMAT_VERSION = 1;
/** Server-made names only: what GET /api/backups/{name} accepts, so no path can be smuggled in. */
export const BACKUP_NAME = /^backup-\d{8}-\d{6}-\d{3}Z-(scheduled|manual|before-migration|before-restore)\.tar\.gz$/;

/** @typedef {"scheduled" | "manual" | "before-migration" | "before-restore"} BackupReason */
/** @typedef {{ name: string, size: number, createdAt: string, reason: BackupReason }} BackupInfo */

/** @param {Date} at @param {BackupReason} reason */
export function backupName(at, reason) {
  const iso = at.toISOString(); // 2026-11-23T13:05:12.345Z
  const stamp = `${iso.slice(0, 10).replaceAll("-", "")}-${iso.slice(11, 19).replaceAll(":", "")}-${iso.slice(20, 23)}Z`;
  return `backup-${stamp}-${reason}.tar.gz`;
}

/** @param {string} name @returns {Date | null} */
function dateOf(name) {
  const m = /^backup-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})-(\d{3})Z/.exec(name);
  return m ? new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.${m[7]}Z`) : null;
}

/**
 * Writes one backup file into `backupDir` and returns what was written. The archive is
 * written under a temporary name and renamed when complete, so a listed backup is never
 * half-written.
 * `database`: PGlite's dump as a Blob, or a function that writes the tar into the file it is given.
 * @param {{ database: Blob | ((file: string) => Promise<void>), uploadsDir: string | null, backupDir: string, reason: BackupReason, at?: Date, extra?: Record<string, unknown> }} options
 * @returns {Promise<BackupInfo>}
 */
export async function writeBackup({ database, uploadsDir, backupDir, reason, at = new Date(), extra = {} }) {
  await mkdir(backupDir, { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(path.join(backupDir, ".staging-"));
  const name = backupName(at, reason);
  const partial = path.join(backupDir, `.${name}.partial`);
  try {
    const databaseTar = path.join(staging, "database.tar");
    if (typeof database === "function") await database(databaseTar);
    else await writeBlob(database, databaseTar);
    const entries = ["manifest.json", "database.tar"];
    let photos = 0;
    if (uploadsDir && (await isDir(uploadsDir))) {
      // The photos as they are now, hard-linked (no copy, same disk) or copied: a photo the owner
      // deletes while the archive is written must not fail the backup (seen in the tests).
      await mkdir(path.join(staging, "uploads"));
      for (const name of await readdir(uploadsDir)) {
        if (name.startsWith(".")) continue;
        const from = path.join(uploadsDir, name);
        const to = path.join(staging, "uploads", name);
        try {
          await link(from, to);
        } catch (e) {
          const code = /** @type {NodeJS.ErrnoException} */ (e).code;
          if (code === "ENOENT") continue;
          await copyFile(from, to).catch((err) => {
            if (err.code !== "ENOENT") throw err;
          });
        }
        photos++;
      }
      entries.push("uploads");
    }
    const manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: at.toISOString(),
      reason,
      database: "pglite",
      photos,
      ...extra,
    };
    await writeFile(path.join(staging, "manifest.json"), JSON.stringify(manifest, null, 2));
    await tar.c(
      {
        gzip: { level: 6 },
        file: partial,
        cwd: staging,
        portable: true,
        filter: (p) => !path.basename(p).startsWith("."),
      },
      entries,
    );
    // It holds the customers' details and the password hash: readable by the shop's own user only.
    await chmod(partial, 0o600);
    await rename(partial, path.join(backupDir, name));
    const { size } = await stat(path.join(backupDir, name));
    return { name, size, createdAt: at.toISOString(), reason };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

/** @param {string} dir */
async function isDir(dir) {
  return (await stat(dir).catch(() => null))?.isDirectory() ?? false;
}

/** Backups in `backupDir`, newest first. @param {string} backupDir @returns {Promise<BackupInfo[]>} */
export async function listBackups(backupDir) {
  const names = await readdir(backupDir).catch(() => /** @type {string[]} */ ([]));
  const out = [];
  for (const name of names) {
    if (!BACKUP_NAME.test(name)) continue;
    const at = dateOf(name);
    const info = await stat(path.join(backupDir, name)).catch(() => null);
    if (!at || !info) continue;
    out.push({
      name,
      size: info.size,
      createdAt: at.toISOString(),
      reason: /** @type {BackupReason} */ (name.replace(/^.*Z-/, "").replace(/\.tar\.gz$/, "")),
    });
  }
  return out.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * The retention rule: keep the newest backup of each of the last `daily` days that have one,
 * and the newest of each of the last `weekly` ISO weeks; the newest backup is always kept.
 * Returns the names to delete.
 * @param {BackupInfo[]} all newest first
 * @param {{ daily: number, weekly: number }} keep
 */
export function backupsToPrune(all, keep) {
  let backups = all;
  const kept = new Set();
  // Backups taken before a migration or a restore are the way back from that change: the
  // newest three are kept whatever the day rule says, and they do not count as that day's.
  backups
    .filter((b) => b.reason === "before-migration" || b.reason === "before-restore")
    .slice(0, 3)
    .forEach((b) => kept.add(b.name));
  backups = backups.filter((b) => b.reason !== "before-migration" && b.reason !== "before-restore");
  const days = new Set();
  const weeks = new Set();
  for (const b of backups) {
    const day = b.createdAt.slice(0, 10);
    const week = isoWeek(new Date(b.createdAt));
    if (!days.has(day) && days.size < keep.daily) {
      days.add(day);
      kept.add(b.name);
    }
    if (!weeks.has(week) && weeks.size < keep.weekly) {
      weeks.add(week);
      kept.add(b.name);
    }
  }
  if (backups[0]) kept.add(backups[0].name);
  return all.filter((b) => !kept.has(b.name)).map((b) => b.name);
}

/** @param {Date} d */
function isoWeek(d) {
  const t = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const day = t.getUTCDay() || 7;
  t.setUTCDate(t.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(t.getUTCFullYear(), 0, 1);
  return `${t.getUTCFullYear()}-W${Math.ceil(((t.getTime() - yearStart) / 86_400_000 + 1) / 7)}`;
}

/** "7d,4w" (the default) → { daily: 7, weekly: 4 }. @param {string | undefined} value */
export function parseKeep(value) {
  const daily = /(\d+)\s*d/i.exec(value ?? "")?.[1];
  const weekly = /(\d+)\s*w/i.exec(value ?? "")?.[1];
  return { daily: daily === undefined ? 7 : Number(daily), weekly: weekly === undefined ? 4 : Number(weekly) };
}

/** @param {string} backupDir @param {{ daily: number, weekly: number }} keep */
export async function pruneBackups(backupDir, keep) {
  const doomed = backupsToPrune(await listBackups(backupDir), keep);
  for (const name of doomed) await rm(path.join(backupDir, name), { force: true });
  return doomed;
}

/** Removes what a backup interrupted by a stop or crash left (one process owns the folder). @param {string} backupDir */
export async function removeUnfinished(backupDir) {
  const names = await readdir(backupDir).catch(() => /** @type {string[]} */ ([]));
  for (const name of names)
    if (name.startsWith(".staging-") || name.endsWith(".partial"))
      await rm(path.join(backupDir, name), { recursive: true, force: true });
}
