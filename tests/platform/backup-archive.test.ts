import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import {
  BACKUP_NAME,
  backupName,
  backupsToPrune,
  listBackups,
  parseKeep,
  writeBackup,
  type BackupInfo,
} from "@/lib/backup/archive.mjs";
import { restoreBackup } from "@/lib/restore.mjs";
import { pgliteExtensions } from "@/lib/db/pglite-extensions.mjs";
import { connect } from "@/lib/db/connect";
import { readMigrations } from "@/lib/db/migrate";

const temp = () => mkdtempSync(path.join(tmpdir(), "backup-"));
const info = (iso: string): BackupInfo => ({
  name: backupName(new Date(iso), "scheduled"),
  size: 1,
  createdAt: new Date(iso).toISOString(),
  reason: "scheduled",
});

describe("backup retention", () => {
  it("keeps the newest of each of the last 7 days and of the last 4 weeks, and always the newest", () => {
    // Two backups a day for 60 days, newest first.
    const all: BackupInfo[] = [];
    for (let d = 0; d < 60; d++)
      for (const h of [20, 8]) all.push(info(new Date(Date.UTC(2026, 10, 23 - d, h)).toISOString()));
    const doomed = new Set(backupsToPrune(all, { daily: 7, weekly: 4 }));
    const kept = all.filter((b) => !doomed.has(b.name));
    expect(kept[0]).toEqual(all[0]);
    expect(new Set(kept.map((b) => b.createdAt.slice(0, 10))).size).toBeLessThanOrEqual(7 + 4);
    for (let d = 0; d < 7; d++)
      expect(
        kept.some((b) => b.createdAt.startsWith(new Date(Date.UTC(2026, 10, 23 - d)).toISOString().slice(0, 10))),
      ).toBe(true);
    expect(kept.every((b) => b.createdAt.endsWith("T20:00:00.000Z"))).toBe(true); // the newest of its day
    expect(kept.length).toBeGreaterThanOrEqual(7);
  });

  it("keeps the newest backups taken before a migration even when later ones fall on the same day", () => {
    const before: BackupInfo = {
      ...info("2026-11-23T02:00:00Z"),
      name: backupName(new Date("2026-11-23T02:00:00Z"), "before-migration"),
      reason: "before-migration",
    };
    const later = [info("2026-11-23T10:00:00Z"), info("2026-11-23T09:00:00Z")];
    const doomed = backupsToPrune([...later, before], { daily: 7, weekly: 4 });
    expect(doomed).toEqual([later[1]!.name]);
  });

  it("reads BACKUP_KEEP as days and weeks", () => {
    expect(parseKeep(undefined)).toEqual({ daily: 7, weekly: 4 });
    expect(parseKeep("14d,8w")).toEqual({ daily: 14, weekly: 8 });
    expect(parseKeep("3 daily, 0 weekly")).toEqual({ daily: 3, weekly: 0 });
  });

  it("names backups so only server-made names are served", () => {
    expect(backupName(new Date("2026-11-23T02:00:00.123Z"), "manual")).toBe(
      "backup-20261123-020000-123Z-manual.tar.gz",
    );
    expect(BACKUP_NAME.test("backup-20261123-020000-123Z-manual.tar.gz")).toBe(true);
    for (const bad of ["../pglite.lock", "backup-20261123-020000-123Z-manual.tar.gz/..", "x.tar.gz"])
      expect(BACKUP_NAME.test(bad)).toBe(false);
  });
});

describe("a backup file", () => {
  it("holds the database and the photos, and restores both into a new folder, moving what was there aside", async () => {
    const dir = temp();
    const pg = new PGlite(path.join(dir, "source"));
    await pg.exec(
      `CREATE TABLE "_prisma_migrations" (migration_name text); CREATE TABLE t (x int); INSERT INTO t VALUES (1), (2), (3);`,
    );
    const photos = path.join(dir, "uploads");
    mkdirSync(photos);
    writeFileSync(path.join(photos, "a.webp"), "photo-bytes");
    const written = await writeBackup({
      database: await pg.dumpDataDir("none"),
      uploadsDir: photos,
      backupDir: path.join(dir, "backups"),
      reason: "manual",
    });
    await pg.close();
    expect((await listBackups(path.join(dir, "backups")))[0]).toMatchObject({
      name: written.name,
      size: written.size,
      reason: "manual",
    });
    expect(readdirSync(path.join(dir, "backups"))).toEqual([written.name]); // no staging left behind
    // customers' details and the password hash: the shop's own user only
    expect(statSync(path.join(dir, "backups", written.name)).mode & 0o777).toBe(0o600);

    const target = path.join(dir, "shop");
    mkdirSync(path.join(target, "pglite"), { recursive: true });
    writeFileSync(path.join(target, "pglite", "old"), "old database");
    const { movedAside } = await restoreBackup({
      file: path.join(dir, "backups", written.name),
      pgliteDir: path.join(target, "pglite"),
      uploadsDir: path.join(target, "uploads"),
      log: () => {},
    });
    expect(movedAside).toHaveLength(1);
    expect(readFileSync(path.join(movedAside[0]!, "old"), "utf8")).toBe("old database");
    expect(readFileSync(path.join(target, "uploads", "a.webp"), "utf8")).toBe("photo-bytes");
    const restored = new PGlite(path.join(target, "pglite"));
    expect((await restored.query<{ n: number }>("SELECT count(*)::int AS n FROM t")).rows[0]!.n).toBe(3);
    await restored.close();
  }, 240_000); // copies a whole database folder: slow on a busy 2-core host

  it("refuses a file that is not one of ours, and changes nothing", async () => {
    const dir = temp();
    const bogus = path.join(dir, "bogus.tar.gz");
    writeFileSync(bogus, "not a tar");
    mkdirSync(path.join(dir, "pglite"));
    writeFileSync(path.join(dir, "pglite", "keep"), "1");
    await expect(
      restoreBackup({
        file: bogus,
        pgliteDir: path.join(dir, "pglite"),
        uploadsDir: path.join(dir, "uploads"),
        log: () => {},
      }),
    ).rejects.toThrow();
    expect(readFileSync(path.join(dir, "pglite", "keep"), "utf8")).toBe("1");
  });
});

describe("before a migration", () => {
  it("an existing database is backed up before a new migration is applied; a new one is not", async () => {
    const dir = temp();
    process.env.DATA_DIR = dir;
    const pgliteDir = path.join(dir, "pglite");
    const all = await readMigrations();
    // A shop that ran the previous version: every migration but the last.
    const old = await connect({ url: "", pgliteDir: path.join(dir, "old-version-check") });
    await old.close();
    expect(await listBackups(path.join(dir, "backups"))).toEqual([]); // a new database needs none

    const { migrate } = await import("@/lib/db/migrate");
    const pg = new PGlite(pgliteDir, { extensions: pgliteExtensions });
    await migrate(
      { query: async (s, p) => (await pg.query(s, p)).rows as never, exec: async (s) => void (await pg.exec(s)) },
      all.slice(0, -1),
    );
    await pg.close();
    const upgraded = await connect({ url: "", pgliteDir });
    await upgraded.close();
    const backups = await listBackups(path.join(dir, "backups"));
    expect(backups).toHaveLength(1);
    expect(backups[0]!.reason).toBe("before-migration");
  }, 240_000);
});
