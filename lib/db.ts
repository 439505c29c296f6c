import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { connect, type Connection } from "@/lib/db/connect";
import { DamagedDatabaseError, damagedAdvice, looksDamaged } from "@/lib/db/damaged";
import { seed } from "@/lib/db/seed";
import { backupDir, pgliteDir } from "@/lib/env";

// One client per process, kept on globalThis so dev-mode reloads don't open PGlite twice
// (it allows one connection per data directory).
const globalForDb = globalThis as unknown as {
  dbReady?: Promise<PrismaClient>;
  dbConnection?: Connection;
  dbDamaged?: { error: DamagedDatabaseError; until: number };
  __boutiqueShutdownHooks?: Set<() => Promise<void>>;
};

/** A damaged folder does not mend itself: retry the open at most this often (and log once). */
const DAMAGED_RETRY_MS = 30_000;

async function open(): Promise<PrismaClient> {
  const connection = await connect();
  try {
    await seed(connection.prisma);
  } catch (e) {
    await connection.close().catch(() => {});
    // Damage in a table shows on its first read, which is the seed's.
    throw connection.snapshot && looksDamaged(e) ? new DamagedDatabaseError(pgliteDir(), e) : e;
  }
  globalForDb.dbConnection = connection;
  globalForDb.dbDamaged = undefined;
  onShutdown(async () => {
    globalForDb.dbReady = undefined;
    globalForDb.dbConnection = undefined;
    await connection.close();
  });
  if (connection.snapshot) {
    const { startBackupSchedule } = await import("@/lib/backup");
    startBackupSchedule();
  }
  return connection.prisma;
}

/** Runs when server.mjs stops on SIGTERM/SIGINT, after the last request has finished. */
export function onShutdown(hook: () => Promise<void>): void {
  (globalForDb.__boutiqueShutdownHooks ??= new Set()).add(hook);
}

/** The open connection, if this process has one (backups need the embedded database's snapshot). */
export async function connection(): Promise<Connection> {
  await db();
  return globalForDb.dbConnection!;
}

/** The Prisma client, opened, migrated and seeded on first use. Only lib/data/* calls this. */
export function db(): Promise<PrismaClient> {
  // `next build` runs in several workers while a server may already hold the embedded
  // database, and a build that seeded it would print a first admin password into the build
  // log: a page that reads data at build time is a bug, so refuse (the page errors instead).
  if (process.env.NEXT_PHASE === "phase-production-build") {
    return Promise.reject(new Error("The database is not opened during `next build`: make this page dynamic (connection()) or render it on request (generateStaticParams → [])."));
  }
  const damaged = globalForDb.dbDamaged;
  if (damaged && Date.now() < damaged.until) return Promise.reject(damaged.error);
  if (!globalForDb.dbReady) {
    globalForDb.dbReady = open().catch(async (e) => {
      // Forget the failure so the next request tries again (the database may come back).
      globalForDb.dbReady = undefined;
      if (e instanceof DamagedDatabaseError) await reportDamaged(e);
      throw e;
    });
  }
  return globalForDb.dbReady;
}

async function reportDamaged(error: DamagedDatabaseError): Promise<void> {
  const first = !globalForDb.dbDamaged;
  globalForDb.dbDamaged = { error, until: Date.now() + DAMAGED_RETRY_MS };
  if (!first) return;
  const { listBackups } = await import("@/lib/backup/archive.mjs");
  const [newest] = await listBackups(backupDir()).catch(() => []);
  const file = newest ? `${backupDir()}/${newest.name}` : null;
  console.error(`\n[database] ${damagedAdvice(error, file && newest ? { file, createdAt: newest.createdAt } : null).replaceAll("\n", "\n[database] ")}\n`);
}
