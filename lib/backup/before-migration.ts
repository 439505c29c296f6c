import { backupDir, uploadsDir } from "@/lib/server/runtime.mjs";
import { pruneBackups, parseKeep, writeBackup } from "./archive.mjs";

/** Called by the embedded database's opener, before it applies a migration to existing data. */
export async function backupBeforeMigration(database: (file: string) => Promise<void>): Promise<void> {
  const info = await writeBackup({
    database,
    uploadsDir: uploadsDir(),
    backupDir: backupDir(),
    reason: "before-migration",
  });
  console.log(`[backup] before applying migrations: ${info.name} (${(info.size / 1e6).toFixed(1)} MB)`);
  await pruneBackups(backupDir(), parseKeep(process.env.BACKUP_KEEP));
}
