import "server-only";
import path from "node:path";
import { connection } from "@/lib/db";
import { databaseUrl } from "@/lib/env";
import { backupDir, onShutdown, processSingleton, uploadsDir } from "@/lib/server/runtime.mjs";
import { HttpError } from "@/lib/errors";
import {
  BACKUP_NAME,
  listBackups,
  parseKeep,
  pruneBackups,
  removeUnfinished,
  writeBackup,
  type BackupInfo,
  type BackupReason,
} from "@/lib/backup/archive.mjs";
import { clearFailure, oneLine, readFailure, writeFailure, type BackupFailure } from "@/lib/backup/last-failure";

export type { BackupInfo, BackupFailure };

const HOUR = 3_600_000;
/** The backup being taken and the schedule's timer: one of each per process. */
const state = processSingleton(
  "backup",
  (): { running?: Promise<BackupInfo>; timer?: NodeJS.Timeout; failure?: BackupFailure } => ({}),
);

export const POSTGRES_MESSAGE =
  "This shop runs on PostgreSQL: back it up with pg_dump or your host's database backups, and keep photos on uploadthing (docs/operations.md, Your data).";

/** Backups exist only for the embedded database; on PostgreSQL they are the database host's job. */
export function backupsAvailable(): boolean {
  return !databaseUrl();
}

/** Takes one backup now (one at a time: a second caller waits for and gets the running one). */
export async function takeBackup(reason: BackupReason): Promise<BackupInfo> {
  if (!backupsAvailable()) throw new HttpError(409, POSTGRES_MESSAGE);
  state.running ??= (async () => {
    try {
      const conn = await connection();
      if (!conn.snapshot) throw new HttpError(409, POSTGRES_MESSAGE);
      const info = await writeBackup({
        database: conn.snapshot,
        uploadsDir: process.env.UPLOADTHING_TOKEN ? null : uploadsDir(),
        backupDir: backupDir(),
        reason,
        extra: { photosOnUploadthing: Boolean(process.env.UPLOADTHING_TOKEN) },
      });
      await noteSuccess();
      await pruneBackups(backupDir(), parseKeep(process.env.BACKUP_KEEP));
      return info;
    } catch (e) {
      if (!(e instanceof HttpError && e.status === 409)) await noteFailure(e);
      throw e;
    } finally {
      state.running = undefined;
    }
  })();
  return state.running;
}

async function noteFailure(problem: unknown, at = new Date()): Promise<void> {
  const failure = { at: at.toISOString(), reason: oneLine(problem) };
  state.failure = failure;
  // Beside the backups as well, so a restart still shows it. A folder that cannot be written is
  // often the failure itself: then this process alone remembers it.
  await writeFailure(backupDir(), failure).catch(() => {});
}

async function noteSuccess(): Promise<void> {
  state.failure = undefined;
  await clearFailure(backupDir()).catch(() => {});
}

/**
 * The last backup that failed, until one succeeds: this server's own (scheduled or "Back up
 * now"), or, on PostgreSQL, what compose's backup service wrote into BACKUP_DIR.
 */
export async function lastBackupFailure(): Promise<BackupFailure | null> {
  return state.failure ?? (await readFailure(backupDir()));
}

export async function backups(): Promise<BackupInfo[]> {
  return backupsAvailable() ? listBackups(backupDir()) : [];
}

/** The file of a backup by its server-made name, or null (anything else is not ours to serve). */
export async function backupFile(name: string): Promise<{ file: string; info: BackupInfo } | null> {
  if (!BACKUP_NAME.test(name)) return null;
  const info = (await backups()).find((b) => b.name === name);
  return info ? { file: path.join(backupDir(), name), info } : null;
}

/** Every BACKUP_EVERY_HOURS (24): checks hourly whether the newest backup is that old. 0 turns it off. */
export function startBackupSchedule(): void {
  void removeUnfinished(backupDir());
  const every = Number(process.env.BACKUP_EVERY_HOURS ?? 24) * HOUR;
  if (!(every > 0) || state.timer) return;
  const check = async () => {
    try {
      const [newest] = await backups();
      if (!newest || Date.now() - Date.parse(newest.createdAt) >= every) {
        const info = await takeBackup("scheduled");
        console.log(`[backup] ${info.name} (${(info.size / 1e6).toFixed(1)} MB)`);
      }
    } catch (e) {
      console.error("[backup] scheduled backup failed:", (e as Error).message);
    }
  };
  // Not in the first minute: a fresh start serves its first visitors first.
  const first = setTimeout(check, Number(process.env.BACKUP_FIRST_CHECK_MS ?? 60_000));
  first.unref();
  state.timer = setInterval(check, Math.min(every, HOUR));
  state.timer.unref();
  // Stopped before the database closes (shutdown hooks run last-registered first).
  onShutdown(async () => {
    clearTimeout(first);
    clearInterval(state.timer);
    state.timer = undefined;
  });
}
