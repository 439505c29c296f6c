import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { databaseUrl } from "@/lib/env";
import { pgliteDir } from "@/lib/server/runtime.mjs";
import { hasPendingMigrations, migrate, readMigrations, type SqlRunner } from "./migrate";
import { backupBeforeMigration } from "@/lib/backup/before-migration";
import { lockFolder } from "./folder-lock.mjs";
import { pgliteExtensions } from "./pglite-extensions.mjs";
import { pgliteMemorySettings } from "@/lib/server/memory-budget.mjs";
import { DamagedDatabaseError, looksDamaged } from "./damaged";
import { PGliteThread, workerScript } from "./pglite-thread";
import { tarFolder, writeBlob } from "@/lib/backup/folder-tar.mjs";

/** How close a misspelt search word must be to a title word (pg_trgm's `<%`; its default 0.6 misses "lehnga"); on PostgreSQL the migration sets it. */
const TRGM_THRESHOLD = 0.45;

export interface Connection {
  prisma: PrismaClient;
  close(): Promise<void>;
  /** Writes the embedded database's files as one tar into `file` (PGlite only: PostgreSQL has pg_dump). */
  snapshot?: (file: string) => Promise<void>;
  /**
   * After this open applied migrations (a fresh folder, an upgrade) and its first steps ran
   * (the seed): opens the embedded database on a new thread, so the memory that work grew goes
   * back to the system. Absent when there is nothing to give back.
   */
  shed?: () => Promise<void>;
  /** Calls `listener` if the embedded database's thread stops on its own: the connection is dead, and the next use opens a new one. */
  onLost?: (listener: () => void) => void;
}

/**
 * Opens the database, applies pending migrations and returns a Prisma client.
 * `DATABASE_URL` → PostgreSQL through node-postgres; otherwise PGlite on disk
 * (or in memory for `memory://`). Nothing is opened at import time, so `next build`
 * never touches the embedded data directory.
 */
export async function connect(options: { url?: string; pgliteDir?: string } = {}): Promise<Connection> {
  const url = options.url === undefined ? databaseUrl() : options.url || undefined;
  return url ? connectPostgres(url) : connectPglite(options.pgliteDir ?? pgliteDir());
}

async function connectPostgres(url: string): Promise<Connection> {
  const [{ Client }, { PrismaPg }] = await Promise.all([import("pg"), import("@prisma/adapter-pg")]);
  // MIGRATE_AT_START=0: the deploy ran `npm run db:migrate` once (scripts/migrate.ts), so a
  // cold start does not. Otherwise on the direct URL when there is one (DDL past a pooler).
  if (process.env.MIGRATE_AT_START !== "0") {
    const client = new Client({ connectionString: process.env.DIRECT_DATABASE_URL || url });
    // A connection lost mid-migration (the server restarting, an administrator ending it) already
    // rejects the query in flight; unheard, node-postgres would also throw it at the process.
    client.on("error", () => {});
    await client.connect();
    try {
      await migrate({
        query: async (sql, params) => (await client.query(sql, params)).rows,
        exec: async (sql) => void (await client.query(sql)),
      });
    } finally {
      await client.end();
    }
  }
  const prisma = new PrismaClient({
    // No startup `options`: poolers refuse them. The trigram threshold is the role's default in
    // this database (migration 20261126210000_trgm_threshold_per_role).
    adapter: new PrismaPg({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) }),
  });
  return { prisma, close: () => prisma.$disconnect() };
}

/** PGlite in-process, or on a thread of its own (lib/db/pglite-thread.ts). */
type Embedded = InstanceType<typeof import("@electric-sql/pglite").PGlite> | PGliteThread;

/**
 * The embedded database runs on a thread of its own unless PGLITE_THREAD=0: a statement
 * there does not hold up the server's other requests (a cached page waits for no query).
 */
const inThread = () => process.env.PGLITE_THREAD !== "0";

async function connectPglite(dir: string): Promise<Connection> {
  const [{ PGlite }, { PrismaPGlite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("pglite-prisma-adapter"),
  ]);
  const onDisk = !dir.startsWith("memory://");
  // Before anything opens the folder: a second process on it would destroy it (folder-lock.mjs).
  let lock: { release(): void } | undefined;
  if (onDisk) {
    await mkdir(path.dirname(dir), { recursive: true });
    lock = lockFolder(dir);
    await mkdir(dir, { recursive: true });
  }
  let pglite: Embedded;
  let lost: (() => void) | undefined;
  try {
    // Memory sized to the machine (lib/server/memory-budget.mjs), after PGlite's own start parameters.
    const memory = pgliteMemorySettings();
    const script = inThread() ? workerScript() : null;
    pglite = script
      ? new PGliteThread(script, dir, memory, () => lost?.())
      : new PGlite(dir, {
          extensions: pgliteExtensions,
          initDbStartParams: memory,
          startParams: [...PGlite.defaultStartParams, ...memory],
        });
    await pglite.waitReady;
  } catch (e) {
    lock?.release();
    throw new DamagedDatabaseError(dir, e);
  }
  const runner: SqlRunner = {
    query: async <T>(sql: string, params?: unknown[]) => (await pglite.query<T>(sql, params)).rows,
    exec: async (sql) => void (await pglite.exec(sql)),
  };
  const snapshot = async (file: string) => {
    // A checkpoint first, so the copy needs little WAL replay; the dump itself runs in
    // PGlite's query queue, so no statement writes while the files are read. A folder on disk
    // is streamed from the disk: PGlite's dumpDataDir builds the whole tar in memory, several
    // copies of the shop's data at once (the peak of a backup on a 1 GB host).
    await pglite.exec("CHECKPOINT");
    if (pglite instanceof PGliteThread) return pglite.dumpDataDirTo(file);
    if (onDisk) return pglite.runExclusive(() => tarFolder(dir, file));
    await writeBlob(await pglite.dumpDataDir("none"), file);
  };
  let migrated = false;
  try {
    const migrations = await readMigrations();
    if (onDisk && (await hasPendingMigrations(runner, migrations))) {
      // The shop's data as it was, before this version changes its tables.
      await backupBeforeMigration(snapshot);
    }
    migrated = (await migrate(runner, migrations)).length > 0;
  } catch (e) {
    // Close what was opened: the next attempt opens the folder afresh, and an instance left
    // open per attempt would fill the memory (found in review).
    await pglite.close().catch(() => {});
    lock?.release();
    throw looksDamaged(e) ? new DamagedDatabaseError(dir, e) : e;
  }
  const settings = () => pglite.exec(`SET pg_trgm.word_similarity_threshold = ${TRGM_THRESHOLD}`);
  await settings();
  const thread = pglite instanceof PGliteThread ? pglite : null;
  // The adapter calls only query, exec and transaction, which the thread's end has as PGlite does.
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite as InstanceType<typeof PGlite>) });
  return {
    prisma,
    snapshot,
    shed:
      thread && migrated
        ? async () => {
            await thread.renew();
            await settings();
          }
        : undefined,
    close: async () => {
      await prisma.$disconnect();
      await pglite.close();
      lock?.release();
    },
    onLost: (listener) => {
      lost = () => {
        lock?.release();
        listener();
      };
    },
  };
}
