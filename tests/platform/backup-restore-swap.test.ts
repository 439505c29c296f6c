// A restore whose check passed can still fail while it swaps folders (a full disk, a folder
// another program holds): what was moved must be moved back, exactly, and nothing left over.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import * as fs from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it, vi } from "vitest";
import { writeBackup } from "@/lib/backup/archive.mjs";
import { restoreBackup } from "@/lib/restore.mjs";
import { snapshot } from "../helpers/backup-files";

const failRenameTo = vi.hoisted(() => ({ target: "" }));
vi.mock("node:fs/promises", async (original) => {
  const real = await original<typeof fs>();
  const rename: typeof real.rename = async (from, to) => {
    if (String(to) === failRenameTo.target && !(failRenameTo.target = ""))
      throw Object.assign(new Error(`EBUSY: resource busy or locked, rename '${String(from)}' -> '${String(to)}'`), {
        code: "EBUSY",
      });
    return real.rename(from, to);
  };
  return { ...real, rename, default: { ...real, rename } };
});

describe("a restore that fails while swapping folders", () => {
  it("puts the database and the photos back as they were, and leaves nothing behind", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "restore-swap-"));
    const pg = new PGlite(path.join(dir, "source"));
    await pg.exec(
      `CREATE TABLE "_prisma_migrations" (migration_name text); CREATE TABLE t (x int); INSERT INTO t VALUES (1);`,
    );
    mkdirSync(path.join(dir, "photos"));
    writeFileSync(path.join(dir, "photos", "new.webp"), "from the backup");
    const backup = await writeBackup({
      database: await pg.dumpDataDir("none"),
      uploadsDir: path.join(dir, "photos"),
      backupDir: path.join(dir, "backups"),
      reason: "manual",
    });
    await pg.close();

    const data = path.join(dir, "data");
    mkdirSync(path.join(data, "pglite"), { recursive: true });
    writeFileSync(path.join(data, "pglite", "PG_VERSION"), "17\n");
    mkdirSync(path.join(data, "uploads"));
    writeFileSync(path.join(data, "uploads", "old.webp"), "the shop's photo");
    const before = snapshot(data);

    // The last step, the backup's photos into place, fails once: the database was already swapped.
    failRenameTo.target = path.join(data, "uploads");
    const error = await restoreBackup({
      file: path.join(dir, "backups", backup.name),
      pgliteDir: path.join(data, "pglite"),
      uploadsDir: path.join(data, "uploads"),
      log: () => {},
    }).then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message).toMatch(
      /^The backup could not be put in place \(EBUSY: .*\)\. Everything was put back as it was\.$/,
    );
    expect(error?.message).not.toMatch(/\n\s+at /);
    expect(snapshot(data)).toEqual(before);
    expect(readdirSync(data).sort()).toEqual(["pglite", "uploads"]);
    rmSync(dir, { recursive: true, force: true });
  }, 240_000);
});
