import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { connect, type Connection } from "@/lib/db/connect";
import { DamagedDatabaseError, damagedAdvice, looksDamaged } from "@/lib/db/damaged";
import { backupDir, onShutdown, pgliteDir, processSingleton } from "@/lib/server/runtime.mjs";

// One client per process, whichever bundled copy of this module asks, and kept across dev-mode
// reloads, so PGlite is never opened twice (it allows one connection per data directory).
const state = processSingleton(
  "db",
  (): {
    ready?: Promise<PrismaClient>;
    connection?: Connection;
    damaged?: { error: DamagedDatabaseError; until: number };
    opened: Set<(connection: Connection) => void>;
    firstSteps: Set<FirstStep>;
  } => ({ opened: new Set(), firstSteps: new Set() }),
);

/** Work a database needs before its first query is answered (the shop's first start: its owner's account, the demo catalogue). */
type FirstStep = (prisma: PrismaClient) => Promise<void>;

/** A damaged folder does not mend itself: retry the open at most this often (and log once). */
const DAMAGED_RETRY_MS = 30_000;

async function open(): Promise<PrismaClient> {
  const connection = await connect();
  try {
    for (const step of state.firstSteps) await step(connection.prisma);
    // Before anyone else holds the client: the thread is renewed only while nothing waits on it.
    await connection.shed?.();
  } catch (e) {
    await connection.close().catch(() => {});
    // Damage in a table shows on its first read, which is the seed's.
    throw connection.snapshot && looksDamaged(e) ? new DamagedDatabaseError(pgliteDir(), e) : e;
  }
  state.connection = connection;
  state.damaged = undefined;
  // A thread that stopped on its own (out of memory, a crash) is forgotten, so the next request opens the database again.
  connection.onLost?.(() => {
    if (state.connection !== connection) return;
    state.connection = undefined;
    state.ready = undefined;
  });
  onShutdown(async () => {
    state.ready = undefined;
    state.connection = undefined;
    await connection.close();
  });
  for (const listener of state.opened) listener(connection);
  return connection.prisma;
}

/**
 * Runs `step` each time the database opens, before anyone uses it. The process's start hands in
 * the shop's first start (instrumentation-node.ts, the tests' setup): the database layer knows
 * nothing of the shop it stores. Hand it in before the first db().
 */
export function beforeFirstUse(step: FirstStep): void {
  state.firstSteps.add(step);
}

/**
 * Calls `listener` with the connection each time the database opens (at once if it is open):
 * the server's start (instrumentation-node.ts) starts the backup schedule here, so this file
 * needs nothing from lib/shop-backups.ts, which needs connection() from here.
 */
export function whenOpened(listener: (connection: Connection) => void): void {
  state.opened.add(listener);
  if (state.connection) listener(state.connection);
}

/** The open connection, if this process has one (backups need the embedded database's snapshot). */
export async function connection(): Promise<Connection> {
  await db();
  return state.connection!;
}

/** The Prisma client, opened, migrated and seeded on first use. Data access calls it (the features' data and server rooms, and lib's stores), never a page or route. */
export function db(): Promise<PrismaClient> {
  // `next build` runs in several workers while a server may already hold the embedded
  // database, and a build that seeded it would print a first admin password into the build
  // log: a page that reads data at build time is a bug, so refuse (the page errors instead).
  if (process.env.NEXT_PHASE === "phase-production-build") {
    return Promise.reject(
      new Error(
        "The database is not opened during `next build`: make this page dynamic (connection()) or render it on request (generateStaticParams → []).",
      ),
    );
  }
  const damaged = state.damaged;
  if (damaged && Date.now() < damaged.until) return Promise.reject(damaged.error);
  if (!state.ready) {
    state.ready = open().catch(async (e) => {
      // Forget the failure so the next request tries again (the database may come back).
      state.ready = undefined;
      if (e instanceof DamagedDatabaseError) await reportDamaged(e);
      throw e;
    });
  }
  return state.ready;
}

async function reportDamaged(error: DamagedDatabaseError): Promise<void> {
  const first = !state.damaged;
  state.damaged = { error, until: Date.now() + DAMAGED_RETRY_MS };
  if (!first) return;
  const { listBackups } = await import("@/lib/backup/archive.mjs");
  const [newest] = await listBackups(backupDir()).catch(() => []);
  const file = newest ? `${backupDir()}/${newest.name}` : null;
  console.error(
    `\n[database] ${damagedAdvice(error, file && newest ? { file, createdAt: newest.createdAt } : null).replaceAll("\n", "\n[database] ")}\n`,
  );
}
