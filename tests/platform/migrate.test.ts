import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { migrate, readMigrations, type Migration } from "@/lib/db/migrate";
import { openRunner } from "../helpers/runner";

let runner: Awaited<ReturnType<typeof openRunner>>;
let migrations: Migration[];

beforeAll(async () => {
  runner = await openRunner();
  migrations = await readMigrations();
});
afterAll(() => runner.close());

describe("migration runner", () => {
  it("applies every migration to an empty database, in name order", async () => {
    const applied = await migrate(runner, migrations);
    expect(applied).toEqual(migrations.map((m) => m.name));
    expect(applied.length).toBeGreaterThan(0);
    const tables = await runner.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name",
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining([
        "admin_users",
        "hero_slides",
        "hero_offers",
        "collection_items",
        "beauty_items",
        "orders",
        "order_lines",
        "contact_messages",
        "email_outbox",
        "rate_limits",
        "_prisma_migrations",
      ]),
    );
  });

  it("records each migration in Prisma's bookkeeping with the file's sha256", async () => {
    const rows = await runner.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      applied_steps_count: number;
    }>(
      `SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((r) => r.migration_name)).toEqual(migrations.map((m) => m.name));
    for (const [i, row] of rows.entries()) {
      expect(row.checksum).toBe(createHash("sha256").update(migrations[i]!.sql).digest("hex"));
      expect(row.finished_at).not.toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
  });

  it("applies nothing the second time", async () => {
    expect(await migrate(runner, migrations)).toEqual([]);
  });

  it("refuses to go on when an applied migration's file changed", async () => {
    const changed = migrations.map((m, i) => (i === 0 ? { ...m, checksum: "0".repeat(64) } : m));
    await expect(migrate(runner, changed)).rejects.toThrow(/was changed after it was applied/);
  });

  it("rolls back a failing migration and records nothing for it", async () => {
    const bad: Migration = {
      name: "99999999999999_bad",
      sql: 'CREATE TABLE "half_done" (id int); SELECT * FROM "no_such_table";',
      checksum: "x",
    };
    await expect(migrate(runner, [...migrations, bad])).rejects.toThrow();
    const leftovers = await runner.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'");
    expect(leftovers).toHaveLength(0);
    const recorded = await runner.query(`SELECT 1 FROM "_prisma_migrations" WHERE migration_name = $1`, [bad.name]);
    expect(recorded).toHaveLength(0);
  });
});
