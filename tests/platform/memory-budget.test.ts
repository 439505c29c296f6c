import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { memoryBudgetBytes, pgliteMemorySettings } from "@/lib/server/memory-budget.mjs";
import { initialiseFolder, needsInitialising } from "@/lib/db/pglite-init.mjs";
import { connect } from "@/lib/db/connect";
import { seed } from "@/features/storefront/seed";

const MB = 1024 * 1024;

// The embedded database's memory sized to the host, and a first start's initdb in
// a child process that exits.
describe("memory sized to the host", () => {
  it("plans for SERVER_MEMORY_MB when set, else the machine or container", () => {
    expect(memoryBudgetBytes({ SERVER_MEMORY_MB: "1024" })).toBe(1024 * MB);
    expect(memoryBudgetBytes({})).toBeGreaterThan(0);
    expect(memoryBudgetBytes({ SERVER_MEMORY_MB: "lots" })).toBe(memoryBudgetBytes({}));
  });

  it("gives PostgreSQL 32 MB of shared buffers on a 1 GB host and its own 128 MB from 4 GB up", () => {
    expect(pgliteMemorySettings(512 * MB)).toEqual(["-c", "shared_buffers=16MB", "-c", "maintenance_work_mem=16MB"]);
    expect(pgliteMemorySettings(1024 * MB)).toEqual(["-c", "shared_buffers=32MB", "-c", "maintenance_work_mem=16MB"]);
    expect(pgliteMemorySettings(4096 * MB)).toEqual(["-c", "shared_buffers=128MB", "-c", "maintenance_work_mem=64MB"]);
    expect(pgliteMemorySettings(64 * 1024 * MB)).toEqual([
      "-c",
      "shared_buffers=128MB",
      "-c",
      "maintenance_work_mem=64MB",
    ]);
  });

  it("keeps 32 MB of rendered pages on a 1 GB host and 64 MB from 2 GB up", async () => {
    const mod = await import("../../lib/server/cache-handler.mjs");
    expect(mod.maxBytesFromEnv({ SERVER_MEMORY_MB: "1024" })).toBe(32 * MB);
    expect(mod.maxBytesFromEnv({ SERVER_MEMORY_MB: "512" })).toBe(16 * MB);
    expect(mod.maxBytesFromEnv({ SERVER_MEMORY_MB: "2048" })).toBe(64 * MB);
    expect(mod.maxBytesFromEnv({ SERVER_MEMORY_MB: "1024", PAGE_CACHE_MAX_MB: "48" })).toBe(48 * MB);
  });
});

describe("first start in a child process", () => {
  it("initialises an empty folder that the shop then opens, keeps its data, and leaves nothing beside it", async () => {
    const parent = mkdtempSync(path.join(tmpdir(), "pglite-init-"));
    const dir = path.join(parent, "pglite");
    mkdirSync(dir);
    expect(needsInitialising(dir)).toBe(true);
    expect(await initialiseFolder(dir)).toBe(true);
    expect(existsSync(path.join(dir, "PG_VERSION"))).toBe(true);
    expect(readFileSync(path.join(dir, "postgresql.conf"), "utf8")).toMatch(/^shared_buffers = \d+MB/m);
    expect(readdirSync(parent)).toEqual(["pglite"]);
    expect(await initialiseFolder(dir)).toBe(false); // an existing database is left alone

    const db = await connect({ url: "", pgliteDir: dir });
    await seed(db.prisma, () => {});
    await db.prisma.order.create({
      data: { kind: "REQUEST", customerName: "First Start", phone: "+919811045872", total: 1550 },
    });
    await db.close();
    const again = await connect({ url: "", pgliteDir: dir });
    expect(await again.prisma.order.count({ where: { customerName: "First Start" } })).toBe(1);
    await again.close();
  }, 180_000);

  it("refuses to initialise over a folder that holds something", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pglite-init-"));
    writeFileSync(path.join(dir, "notes.txt"), "not a database");
    expect(needsInitialising(dir)).toBe(false);
    expect(await initialiseFolder(dir)).toBe(false);
    expect(readdirSync(dir)).toEqual(["notes.txt"]);
  });
});
