// What the whole process shares (data folders, shutdown hooks, the tag clock) lives
// in lib/server/runtime.mjs. Next bundles that file into the app's chunks while server.mjs and
// lib/server/cache-handler.mjs load it from disk, so the copies must share one state: these tests load
// separate copies (vi.resetModules, and plain Node with two module URLs) and check they agree.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

type Runtime = typeof import("@/lib/server/runtime.mjs");

/** A fresh copy of the module, as another bundle (or Node) would load it. */
async function freshRuntime(): Promise<Runtime> {
  vi.resetModules();
  return import("@/lib/server/runtime.mjs");
}

describe("shutdown hooks", () => {
  it("run once each, the last registered first, and one that fails does not stop the rest", async () => {
    const app = await freshRuntime();
    app.resetRuntime();
    const ran: string[] = [];
    const first = async () => void ran.push("first");
    app.onShutdown(first);
    app.onShutdown(async () => {
      ran.push("failing");
      throw new Error("disk gone");
    });
    app.onShutdown(async () => void ran.push("last"));
    app.onShutdown(first); // the same hook again: still once

    const server = await freshRuntime(); // server.mjs's own copy
    expect(server).not.toBe(app);
    const errors: unknown[] = [];
    await server.runShutdownHooks((e) => errors.push(e));
    expect(ran).toEqual(["last", "failing", "first"]);
    expect(errors.map((e) => (e as Error).message)).toEqual(["disk gone"]);

    await server.runShutdownHooks();
    expect(ran).toHaveLength(3);
  });
});

describe("the tag clock", () => {
  const key = "/route-cache/APP_PAGE/abc123/$/collection/gowns";
  const page = {
    kind: "APP_PAGE",
    html: "<p>gowns</p>",
    rscData: Buffer.alloc(10),
    status: 200,
    headers: { "x-next-cache-tags": "pages" },
  };

  it("is made once: a later provider gets the first one", async () => {
    const a = await freshRuntime();
    a.resetRuntime();
    const b = await freshRuntime();
    const clock = { sync: async () => {}, isStale: () => false, invalidate: async () => {} };
    expect(a.tagClock()).toBeUndefined();
    expect(a.provideTagClock(() => clock)).toBe(clock);
    expect(b.provideTagClock(() => ({ ...clock }))).toBe(clock);
    expect(b.tagClock()).toBe(clock);
  });

  it("lib/cache's is the one lib/server/cache-handler.mjs reads, though each has its own copy of the module", async () => {
    (await freshRuntime()).resetRuntime();
    const { invalidate, TAGS } = await import("@/lib/cache");
    vi.resetModules(); // the page cache handler: loaded by Node from disk, not from the app's bundle
    const { default: Handler } = await import("../../lib/server/cache-handler.mjs");
    const handler = new Handler({});
    expect((await freshRuntime()).tagClock()).toBeDefined();

    await handler.set(key, page, {});
    expect(await handler.get(key)).not.toBeNull();
    await new Promise((r) => setTimeout(r, 5));
    await invalidate(TAGS.collection); // an admin's save
    expect(await handler.get(key)).toBeNull();
    await handler.set(key, page, {});
    expect(await handler.get(key)).not.toBeNull();
  });
});

describe("data folders", () => {
  const cwd = process.cwd();

  it("follow DATA_DIR, PGLITE_DIR and BACKUP_DIR, relative ones from the working directory", async () => {
    const { backupDir, dataDir, pgliteDir, uploadsDir } = await import("@/lib/server/runtime.mjs");
    expect(dataDir({})).toBe(path.join(cwd, "data"));
    expect(pgliteDir({})).toBe(path.join(cwd, "data", "pglite"));
    expect(uploadsDir({})).toBe(path.join(cwd, "data", "uploads"));
    expect(backupDir({})).toBe(path.join(cwd, "data", "backups"));

    const env = { DATA_DIR: "shop/data" };
    expect(dataDir(env)).toBe(path.join(cwd, "shop", "data"));
    expect(pgliteDir(env)).toBe(path.join(cwd, "shop", "data", "pglite"));
    expect(uploadsDir(env)).toBe(path.join(cwd, "shop", "data", "uploads"));
    expect(backupDir(env)).toBe(path.join(cwd, "shop", "data", "backups"));

    expect(pgliteDir({ ...env, PGLITE_DIR: "db" })).toBe(path.join(cwd, "db"));
    expect(pgliteDir({ ...env, PGLITE_DIR: "memory://" })).toBe("memory://");
    expect(backupDir({ ...env, BACKUP_DIR: "/mnt/second-disk/backups" })).toBe("/mnt/second-disk/backups");
    expect(backupDir({ ...env, BACKUP_DIR: "copies" })).toBe(path.join(cwd, "copies"));

    // Without an argument: this process's settings (tests/helpers/setup-db.ts sets DATA_DIR).
    expect(dataDir()).toBe(process.env.DATA_DIR);
    expect(uploadsDir()).toBe(path.join(process.env.DATA_DIR!, "uploads"));
  });

  it("are the same in plain Node (server.mjs, scripts/restore.mjs), where two copies of the module share one state", () => {
    const script = `
      const url = new URL("./lib/server/runtime.mjs", "file://" + process.cwd() + "/").href;
      const a = await import(url + "?server");
      const b = await import(url + "?cache-handler");
      const clock = { sync: async () => {}, isStale: () => false, invalidate: async () => {} };
      a.provideTagClock(() => clock);
      const ran = [];
      b.onShutdown(async () => ran.push("closed"));
      await a.runShutdownHooks();
      console.log(JSON.stringify({ distinct: a !== b, sharedClock: b.tagClock() === clock, ran, dataDir: a.dataDir(), pgliteDir: b.pgliteDir(), uploadsDir: a.uploadsDir(), backupDir: b.backupDir() }));
    `;
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: "shop/data" };
    delete env.PGLITE_DIR;
    delete env.BACKUP_DIR;
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd, env, encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual({
      distinct: true,
      sharedClock: true,
      ran: ["closed"],
      dataDir: path.join(cwd, "shop", "data"),
      pgliteDir: path.join(cwd, "shop", "data", "pglite"),
      uploadsDir: path.join(cwd, "shop", "data", "uploads"),
      backupDir: path.join(cwd, "shop", "data", "backups"),
    });
  });
});

describe("the database", () => {
  it("registers its close as a shutdown hook when it opens", async () => {
    const { connection } = await import("@/lib/db");
    const open = await connection();
    const close = vi.spyOn(open, "close");
    await (await freshRuntime()).runShutdownHooks();
    expect(close).toHaveBeenCalledOnce();
  });
});
