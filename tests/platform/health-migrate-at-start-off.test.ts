import { Client } from "pg";
import { describe, expect, it, vi } from "vitest";
import { GET as ready } from "@/app/api/health/ready/route";
import { reportUnappliedMigrationsAtStart } from "@/lib/health";
import { migrate } from "@/lib/db/migrate";

// MIGRATE_AT_START=0 on PostgreSQL and a deploy that forgot `npm run db:migrate`: the shop's
// first open fails on the missing tables, and ready said the database "cannot be reached"
// though it answers. It needs a server whose database stays empty, so PostgreSQL only (the
// embedded database always migrates as it opens).
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.runIf(onPostgres)("ready on PostgreSQL with MIGRATE_AT_START=0 and no migration run", () => {
  it("answers 503 naming npm run db:migrate, then 200 once it has run", async () => {
    // The file's database is new and empty (tests/helpers/setup-db.ts); nothing has opened it yet.
    vi.stubEnv("MIGRATE_AT_START", "0");
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      // The start says it first (instrumentation-node.ts); the probes after it do not repeat it.
      await reportUnappliedMigrationsAtStart();
      expect(log.mock.calls.map((c) => String(c[0])).join("\n")).toContain("run npm run db:migrate");
      for (let probe = 0; probe < 2; probe++) {
        const res = await ready();
        expect(res.status).toBe(503);
        expect(res.headers.get("retry-after")).toBe("5");
        const body = await res.json();
        expect(body.message).toMatch(/^The database has migrations not applied: run npm run db:migrate/);
        expect(JSON.stringify(body)).not.toMatch(/postgres(ql)?:\/\/|127\.0\.0\.1|relation|does not exist/i);
      }
      const said = log.mock.calls.map((c) => String(c[0])).filter((line) => line.includes("npm run db:migrate"));
      expect(said).toHaveLength(1);
      expect(said[0]).toMatch(/\[database\] \d+ migrations are not applied \(\d+_init/);
    } finally {
      log.mockRestore();
    }

    // What `npm run db:migrate` does (scripts/migrate.ts), then the next probe opens the shop.
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await migrate({
        query: async (sql, params) => (await client.query(sql, params)).rows,
        exec: async (sql) => void (await client.query(sql)),
      });
    } finally {
      await client.end();
    }
    let res = await ready();
    // The first open after the migration seeds the demo shop, which may outlast one probe.
    for (let tries = 0; res.status === 503 && tries < 60; tries++) {
      expect((await res.clone().json()).message).not.toMatch(/migrations not applied/);
      res = await ready();
    }
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready" });
  }, 120_000);
});
