// The owner's commands ship in the standalone folder (scripts/assemble-standalone.mjs), so a
// container or a host without the source tree can restore a backup. Assembled here from a
// stand-in for Next's build output (an empty server.js, this checkout's node_modules), which
// is all the script needs: what it adds of its own is what this checks. The real build's
// folder is started in tests/e2e/standalone.spec.ts.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeBackup } from "@/lib/backup/archive.mjs";

const repo = path.resolve(__dirname, "../..");
const work = mkdtempSync(path.join(tmpdir(), "standalone-scripts-"));
const app = path.join(work, "app");
afterAll(() => rmSync(work, { recursive: true, force: true }));

beforeAll(() => {
  const root = path.join(work, "checkout");
  mkdirSync(path.join(root, ".next/standalone"), { recursive: true });
  mkdirSync(path.join(root, ".next/static"));
  mkdirSync(path.join(root, "public"));
  writeFileSync(path.join(root, ".next/standalone/server.js"), "");
  symlinkSync(path.join(repo, "node_modules"), path.join(root, ".next/standalone/node_modules"));
  for (const name of ["lib", "messages", "prisma", "server.mjs"])
    symlinkSync(path.join(repo, name), path.join(root, name));
  // The script finds the checkout by its own path: a real copy of it, not a link.
  cpSync(path.join(repo, "scripts"), path.join(root, "scripts"), { recursive: true });
  const assembled = spawnSync(process.execPath, [path.join(root, "scripts/assemble-standalone.mjs"), app], {
    encoding: "utf8",
  });
  expect(assembled.status, assembled.stderr).toBe(0);
});

/** Every `./` or `../` module a shipped file imports, statically or at run time. */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/(?:from\s+|import\()\s*"(\.{1,2}\/[^"]+)"/g)].map((m) =>
    path.resolve(path.dirname(file), m[1]!),
  );
}

describe("the standalone folder", () => {
  it("holds the owner's commands and the health probe, and every module they import", () => {
    const commands = ["scripts/restore.mjs", "scripts/admin-password.mjs"];
    for (const file of [...commands, "scripts/health-probe.sh"])
      expect(existsSync(path.join(app, file)), file).toBe(true);
    const seen = new Set<string>();
    const queue = commands.map((file) => path.join(app, file));
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      expect(existsSync(file), `${path.relative(app, file)} (imported, not shipped)`).toBe(true);
      queue.push(...relativeImports(file));
    }
    expect([...seen].map((f) => path.relative(app, f))).toEqual(
      expect.arrayContaining(["lib/restore.mjs", "lib/auth/password-hash.mjs"]),
    );
  });

  it("restores a backup with its own restore command, as a container runs it", async () => {
    const pg = new PGlite(path.join(work, "source"));
    await pg.exec(
      `CREATE TABLE "_prisma_migrations" (migration_name text); CREATE TABLE t (x text); INSERT INTO t VALUES ('from the backup');`,
    );
    mkdirSync(path.join(work, "photos"));
    writeFileSync(path.join(work, "photos", "gown.webp"), "photo bytes");
    const backup = await writeBackup({
      database: await pg.dumpDataDir("none"),
      uploadsDir: path.join(work, "photos"),
      backupDir: path.join(work, "data/backups"),
      reason: "manual",
    });
    await pg.close();

    const env: NodeJS.ProcessEnv = {
      NODE_ENV: "production",
      PATH: process.env.PATH,
      HOME: work,
      DATA_DIR: path.join(work, "data"),
    };
    const restored = spawnSync(
      process.execPath,
      ["scripts/restore.mjs", path.join(work, "data/backups", backup.name)],
      {
        cwd: app,
        env,
        encoding: "utf8",
      },
    );
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/Restored .*backup-.*-manual\.tar\.gz into /);
    expect(readFileSync(path.join(work, "data/uploads/gown.webp"), "utf8")).toBe("photo bytes");
    const db = new PGlite(path.join(work, "data/pglite"));
    expect((await db.query<{ x: string }>("SELECT x FROM t")).rows).toEqual([{ x: "from the backup" }]);
    await db.close();
  }, 240_000);
});
