import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as ready } from "@/app/api/health/ready/route";
import { db } from "@/lib/db";

// A deploy that skipped `npm run db:migrate` left the database answering and the pages failing
// on a missing column, while ready said "ready". Simulated on either database by taking the
// newest migration's row out of the bookkeeping table, as if it had never run.
type Row = { id: string; checksum: string; migration_name: string };
let newest: Row;

beforeAll(async () => {
  const prisma = await db();
  const rows = await prisma.$queryRawUnsafe<Row[]>(
    `SELECT id, checksum, migration_name FROM "_prisma_migrations" ORDER BY migration_name DESC LIMIT 1`,
  );
  newest = rows[0]!;
}, 240_000);

afterAll(async () => {
  const prisma = await db();
  await prisma.$executeRawUnsafe(`DELETE FROM "_prisma_migrations" WHERE migration_name = $1`, newest.migration_name);
  await prisma.$executeRawUnsafe(
    `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count) VALUES ($1, $2, $3, now(), now(), 1)`,
    newest.id,
    newest.checksum,
    newest.migration_name,
  );
});

describe("ready with a migration not applied", () => {
  it("answers 503 naming npm run db:migrate, logs it once, and 200 once it is applied", async () => {
    expect((await ready()).status).toBe(200);
    const prisma = await db();
    await prisma.$executeRawUnsafe(`DELETE FROM "_prisma_migrations" WHERE migration_name = $1`, newest.migration_name);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (let probe = 0; probe < 3; probe++) {
        const res = await ready();
        expect(res.status).toBe(503);
        expect(res.headers.get("retry-after")).toBe("5");
        expect(res.headers.get("cache-control")).toBe("no-store");
        const body = await res.json();
        expect(body.status).toBe("unavailable");
        expect(body.message).toMatch(/^The database has migrations not applied: run npm run db:migrate/);
        expect(body.message).not.toMatch(/cannot be reached/);
      }
      const said = log.mock.calls.map((c) => String(c[0])).filter((line) => line.includes("npm run db:migrate"));
      expect(said).toHaveLength(1);
      expect(said[0]).toContain(`1 migration is not applied (${newest.migration_name})`);
    } finally {
      log.mockRestore();
    }

    await prisma.$executeRawUnsafe(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count) VALUES ($1, $2, $3, now(), now(), 1)`,
      newest.id,
      newest.checksum,
      newest.migration_name,
    );
    const res = await ready();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready" });
  }, 60_000);
});
