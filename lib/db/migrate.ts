import { createHash, randomUUID } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";

/** The little a migration runner needs from a connection: PGlite and node-postgres both fit. */
export interface SqlRunner {
  /** One statement with parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** A script of several statements, no parameters. */
  exec(sql: string): Promise<void>;
}

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

function migrationsPath(): string {
  return path.join(/*turbopackIgnore: true*/ process.cwd(), "prisma", "migrations");
}

export async function readMigrations(dir = migrationsPath()): Promise<Migration[]> {
  const entries = await readdir(/*turbopackIgnore: true*/ dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(/*turbopackIgnore: true*/ path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

// Prisma's own bookkeeping table, so that `prisma migrate deploy` on a host that has
// the native engine sees these migrations as applied.
const BOOKKEEPING = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

/**
 * True when this database already holds the shop's tables and some migration is not applied
 * yet: the moment to take a backup first. A new, empty database needs none.
 */
export async function hasPendingMigrations(db: SqlRunner, migrations: Migration[]): Promise<boolean> {
  const [exists] = await db.query<{ present: boolean }>(
    `SELECT to_regclass('"_prisma_migrations"') IS NOT NULL AS present`,
  );
  if (!exists?.present) return false;
  const rows = await db.query<{ migration_name: string }>(
    `SELECT migration_name FROM "_prisma_migrations" WHERE rolled_back_at IS NULL AND finished_at IS NOT NULL`,
  );
  if (rows.length === 0) return false;
  const applied = new Set(rows.map((r) => r.migration_name));
  return migrations.some((m) => !applied.has(m.name));
}

/**
 * The migrations this database has not recorded as applied, in name order: all of them when it
 * has no bookkeeping table (nothing was ever migrated). Reads only, so a health check may ask
 * while another process migrates.
 */
export async function unappliedMigrations(db: Pick<SqlRunner, "query">, migrations: Migration[]): Promise<string[]> {
  const [exists] = await db.query<{ present: boolean }>(
    `SELECT to_regclass('"_prisma_migrations"') IS NOT NULL AS present`,
  );
  if (!exists?.present) return migrations.map((m) => m.name);
  const rows = await db.query<{ migration_name: string }>(
    `SELECT migration_name FROM "_prisma_migrations" WHERE rolled_back_at IS NULL AND finished_at IS NOT NULL`,
  );
  const applied = new Set(rows.map((r) => r.migration_name));
  return migrations.filter((m) => !applied.has(m.name)).map((m) => m.name);
}

// Any fixed number: several app instances starting at once take turns.
const LOCK_ID = 72_410_133;

/**
 * Applies every migration not yet recorded, in name order, each in its own transaction.
 * Returns the names applied. A recorded migration whose file changed is an error: the
 * database and the code disagree and a person has to look.
 *
 * Each migration's transaction first takes a transaction-scoped advisory lock and reads what
 * is applied, so instances starting at once take turns, migration by migration. A session
 * lock (pg_advisory_lock … unlock) hung instances forever behind a transaction-mode pooler
 * (PgBouncer): the lock and the unlock went out on two different server connections, and the
 * lock was never released. A transaction stays on one server connection.
 */
export async function migrate(db: SqlRunner, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  const done: string[] = [];
  for (;;) {
    await db.exec("BEGIN");
    try {
      await db.query("SELECT pg_advisory_xact_lock($1)", [LOCK_ID]);
      await db.exec(BOOKKEEPING);
      const rows = await db.query<{ migration_name: string; checksum: string }>(
        `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE rolled_back_at IS NULL AND finished_at IS NOT NULL`,
      );
      const applied = new Map(rows.map((r) => [r.migration_name, r.checksum]));
      for (const m of all) {
        const known = applied.get(m.name);
        if (known && known !== m.checksum) throw new Error(`Migration ${m.name} was changed after it was applied.`);
      }
      const next = all.find((m) => !applied.has(m.name));
      if (!next) {
        await db.exec("COMMIT");
        return done;
      }
      await db.exec(next.sql);
      await db.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
         VALUES ($1, $2, $3, now(), now(), 1)`,
        [randomUUID(), next.checksum, next.name],
      );
      await db.exec("COMMIT");
      done.push(next.name);
    } catch (e) {
      await db.exec("ROLLBACK").catch(() => {});
      throw e;
    }
  }
}
