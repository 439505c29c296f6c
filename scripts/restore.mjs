#!/usr/bin/env node
// npm run restore -- <backup file>
// Restores a backup (from data/backups, BACKUP_DIR, or a copy you kept elsewhere) into
// DATA_DIR. Stop the shop first; the current database and photos are moved aside, not deleted.
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { default: nextEnv } = await import("@next/env");
const { loadEnvConfig } = nextEnv;
loadEnvConfig(root, false, { info: () => {}, error: console.error });

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error(
    "Usage: npm run restore -- <backup file>   (e.g. data/backups/backup-20261123-020000-000Z-scheduled.tar.gz)",
  );
  process.exit(2);
}
if (process.env.DATABASE_URL) {
  console.error(
    "DATABASE_URL is set: this shop runs on PostgreSQL. Restore it with pg_restore or your host's tools (docs/operations.md, Your data).",
  );
  process.exit(2);
}
// The folders the shop opens, resolved as it resolves them (against the working directory).
const { dataDir, pgliteDir, uploadsDir } = await import("../lib/server/runtime.mjs");
if (pgliteDir().startsWith("memory://")) {
  console.error(
    `PGLITE_DIR=${process.env.PGLITE_DIR} keeps the database in memory: there is no folder to restore into.`,
  );
  process.exit(2);
}
const { restoreBackup, RestoreError } = await import("../lib/restore.mjs");
const { FolderInUseError } = await import("../lib/db/folder-lock.mjs");

// Ctrl-C or a stop while the file is checked ends the restore cleanly (nothing moved, nothing
// left behind); once the folders are being swapped it finishes, which takes a moment.
const stop = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop.abort());
// The owner reads this, not a developer: one sentence, no stack, whatever went wrong.
process.on("uncaughtException", (e) => {
  console.error(
    `Restore stopped on an unexpected problem: ${e?.message ?? e}. The shop's folders were not changed unless a line above says so.`,
  );
  process.exit(1);
});

try {
  const { movedAside } = await restoreBackup({
    file: path.resolve(process.cwd(), file),
    pgliteDir: pgliteDir(),
    uploadsDir: uploadsDir(),
    signal: stop.signal,
  });
  console.log(`Restored ${file} into ${path.relative(process.cwd(), dataDir()) || "."}.`);
  if (movedAside.length)
    console.log(
      `What was there before is kept in: ${movedAside.join(", ")} (delete it yourself once the shop looks right).`,
    );
  console.log(
    "Start the shop again: `npm start` where it runs from the source, `docker start <container>` in a container.",
  );
} catch (e) {
  if (e instanceof FolderInUseError) console.error(`Stop the shop first. ${e.message}`);
  else if (e instanceof RestoreError) console.error(e.message);
  else console.error(`Restore failed: ${e?.message ?? e}`);
  process.exit(1);
}
