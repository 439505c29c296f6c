import { execFile } from "node:child_process";
import { promisify } from "node:util";
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createFreshDatabase, dropDatabase } from "../../scripts/fresh-database.mjs";

// Migrations once per deploy: `npm run db:migrate` in the build or release step,
// MIGRATE_AT_START=0 on the instances. It needs a PostgreSQL server to migrate (the embedded
// database migrates itself at start), so it runs in the PostgreSQL pass.
const base = process.env.TEST_DATABASE_URL;
const run = promisify(execFile);
const made: string[] = [];

afterEach(async () => {
  vi.unstubAllEnvs();
  while (made.length) await dropDatabase(base!, made.pop()!);
});

async function tables(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)).rows.map(
      (r) => r.tablename,
    );
  } finally {
    await client.end();
  }
}

describe.skipIf(!base)("migrations at deploy time (PostgreSQL)", () => {
  it("npm run db:migrate applies every migration once, then finds nothing to do", async () => {
    const { name, url } = await createFreshDatabase(base!, "deploy_migrate");
    made.push(name);
    const env = { ...process.env, DATABASE_URL: "postgresql://nobody@127.0.0.1:1/unused", DIRECT_DATABASE_URL: url };
    const first = await run("npx", ["tsx", "scripts/migrate.ts"], { env });
    expect(first.stdout).toMatch(/^Applied \d+ migration\(s\): \d{14}_/);
    expect(await tables(url)).toEqual(
      expect.arrayContaining(["_prisma_migrations", "orders", "reservations", "collection_items"]),
    );
    const again = await run("npx", ["tsx", "scripts/migrate.ts"], { env });
    expect(again.stdout.trim()).toBe("Nothing to apply: the database is up to date.");
  }, 300_000);

  it("without a database URL it says what it needs", async () => {
    const failed = await run("npx", ["tsx", "scripts/migrate.ts"], {
      env: { ...process.env, DATABASE_URL: "", DIRECT_DATABASE_URL: "" },
    }).catch((e) => e);
    expect(failed.code).toBe(2);
    expect(failed.stderr).toMatch(/needs DATABASE_URL/);
  }, 180_000);

  it("with MIGRATE_AT_START=0 an instance's start leaves the schema to the deploy", async () => {
    const { name, url } = await createFreshDatabase(base!, "deploy_nostart");
    made.push(name);
    vi.stubEnv("MIGRATE_AT_START", "0");
    const { connect } = await import("@/lib/db/connect");
    const connection = await connect({ url });
    await connection.close();
    expect(await tables(url)).toEqual([]);
  });
});
