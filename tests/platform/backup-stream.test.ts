// A backup of the embedded database is streamed from its folder on disk (on the database's
// thread, or on the server's own with PGLITE_THREAD=0), never built whole in memory: the file
// restores into a database that holds what the shop had, under the names the restore reads.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import * as tar from "tar";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { writeBackup } from "@/lib/backup/archive.mjs";
import { connect } from "@/lib/db/connect";
import { restoreBackup } from "@/lib/restore.mjs";

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const thread = process.env.PGLITE_THREAD;
afterEach(() => (thread === undefined ? delete process.env.PGLITE_THREAD : (process.env.PGLITE_THREAD = thread)));

/** The names inside a backup's database.tar. */
async function databaseNames(backup: string, dir: string): Promise<string[]> {
  const out = path.join(dir, "opened");
  rmSync(out, { recursive: true, force: true });
  await import("node:fs/promises").then((fs) => fs.mkdir(out));
  await tar.x({ file: backup, cwd: out });
  const names: string[] = [];
  await tar.t({ file: path.join(out, "database.tar"), onReadEntry: (e) => names.push(String(e.path)) });
  return names;
}

describe.each([
  ["on the database's thread", "1"],
  ["on the server's own thread", "0"],
])("a backup %s", (_, pgliteThread) => {
  it("restores the shop's rows, with the folder's files under their own names", async () => {
    process.env.PGLITE_THREAD = pgliteThread;
    const dir = mkdtempSync(path.join(tmpdir(), "backup-stream-"));
    made.push(dir);
    const conn = await connect({ url: "", pgliteDir: path.join(dir, "source") });
    await conn.prisma.$executeRawUnsafe(`CREATE TABLE kept (note text)`);
    await conn.prisma.$executeRawUnsafe(`INSERT INTO kept VALUES ('Banarasi lehenga, copy 2')`);
    const backup = await writeBackup({
      database: conn.snapshot!,
      uploadsDir: null,
      backupDir: path.join(dir, "backups"),
      reason: "manual",
    });
    await conn.close();
    const file = path.join(dir, "backups", backup.name);

    const names = await databaseNames(file, dir);
    expect(names).toContain("PG_VERSION");
    expect(names.some((n) => n.startsWith("base/"))).toBe(true);
    expect(names.every((n) => !n.startsWith("/") && !n.split("/").includes(".."))).toBe(true);

    const target = path.join(dir, "data", "pglite");
    await restoreBackup({ file, pgliteDir: target, uploadsDir: path.join(dir, "data", "uploads"), log: () => {} });
    expect(readdirSync(target)).toContain("PG_VERSION");
    const restored = new PGlite(target);
    const { rows } = await restored.query<{ note: string }>(`SELECT note FROM kept`);
    await restored.close();
    expect(rows).toEqual([{ note: "Banarasi lehenga, copy 2" }]);
  }, 180_000);
});
