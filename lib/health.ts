import "server-only";
import { db } from "@/lib/db";
import { readMigrations, unappliedMigrations, type SqlRunner } from "@/lib/db/migrate";
import { processSingleton } from "@/lib/server/runtime.mjs";

/** How long a readiness probe waits for the database: a load balancer's probe usually gives up after 1–2 s. */
const READY_WITHIN_MS = 800;

export type Readiness = { ready: true } | { ready: false; reason: string };

/** The public reason when the database answers but lacks migrations: names the one command that mends it. */
const MIGRATIONS_NOT_APPLIED =
  "The database has migrations not applied: run npm run db:migrate (with MIGRATE_AT_START=0 the server does not apply them itself).";
const UNREACHABLE = "The database cannot be reached or opened.";

// Said once per process in the log, with the names, however often a load balancer asks.
const logged = processSingleton("health-migrations-logged", () => ({ told: false }));

/**
 * The reason this database is not ready, or null when every migration on disk is applied.
 * With MIGRATE_AT_START=0 and a forgotten `npm run db:migrate`, the database answers but the
 * pages fail on a missing table or column: a probe that only ran SELECT 1 said "ready", or
 * "cannot be reached" when the first open failed on the missing tables.
 */
async function migrationsProblem(runner: Pick<SqlRunner, "query">): Promise<string | null> {
  const missing = await unappliedMigrations(runner, await readMigrations());
  if (missing.length === 0) {
    logged.told = false;
    return null;
  }
  if (!logged.told) {
    logged.told = true;
    console.error(
      `\n[database] ${missing.length} migration${missing.length === 1 ? " is" : "s are"} not applied (${missing.join(", ")}): run npm run db:migrate. Pages fail until then.\n`,
    );
  }
  return MIGRATIONS_NOT_APPLIED;
}

/**
 * On PostgreSQL, when the shop's database did not open: whether the server answers after all
 * and only lacks migrations. A connection of its own, read-only, closed at once.
 */
async function whyNotOpened(): Promise<string> {
  const url = process.env.DATABASE_URL;
  if (!url) return UNREACHABLE;
  const { Client } = await import("pg");
  const client = new Client({ connectionString: url, connectionTimeoutMillis: READY_WITHIN_MS });
  client.on("error", () => {});
  try {
    await client.connect();
    return (
      (await migrationsProblem({ query: async (sql, params) => (await client.query(sql, params)).rows })) ?? UNREACHABLE
    );
  } catch {
    return UNREACHABLE;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * At start on PostgreSQL with MIGRATE_AT_START=0 (the server applies nothing itself): says in
 * the log, once, when the deploy did not run `npm run db:migrate`, before a visitor or a probe
 * finds out. Never throws; a database that cannot be reached is ready's to report.
 */
export async function reportUnappliedMigrationsAtStart(): Promise<void> {
  if (!process.env.DATABASE_URL || process.env.MIGRATE_AT_START !== "0") return;
  await whyNotOpened().catch(() => {});
}

/**
 * Whether this instance can serve: the database opened, answers a query now and has every
 * migration applied. A database that went away answers within READY_WITHIN_MS, even when its
 * connection attempt hangs; the reason names no host, user or error text (the answer is public).
 */
export async function readiness(): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Readiness>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          ready: false,
          reason: `The database did not answer within ${READY_WITHIN_MS} ms (it may still be opening: migrations and the first seed run at start).`,
        }),
      READY_WITHIN_MS,
    );
  });
  const check = (async (): Promise<Readiness> => {
    let prisma: Awaited<ReturnType<typeof db>>;
    try {
      prisma = await db();
      await prisma.$queryRaw`SELECT 1`;
    } catch {
      return { ready: false, reason: await whyNotOpened() };
    }
    try {
      const problem = await migrationsProblem({
        query: <T>(sql: string, params: unknown[] = []) => prisma.$queryRawUnsafe<T[]>(sql, ...params),
      });
      return problem ? { ready: false, reason: problem } : { ready: true };
    } catch {
      return { ready: false, reason: UNREACHABLE };
    }
  })();
  try {
    return await Promise.race([check, late]);
  } finally {
    clearTimeout(timer);
  }
}
