// deploy/compose-backup.sh, compose.yaml's nightly backup, run here with sh (dash, as in the
// postgres image) and a stand-in pg_dump on PATH: a good night leaves a dump and the photos'
// archive and no failure file; a bad one leaves last-backup-failure.txt, which the shop's
// dashboard reads (tests/platform/backup-failure.test.ts), until a night succeeds.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readFailure } from "@/lib/backup/last-failure";

const SCRIPT = path.resolve(__dirname, "../../deploy/compose-backup.sh");
const work = mkdtempSync(path.join(tmpdir(), "compose-backup-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const bin = path.join(work, "bin");
mkdirSync(bin);
// pg_dump as the real one fails on a wrong password, or writes its -f file.
writeFileSync(
  path.join(bin, "pg_dump"),
  `#!/bin/sh
if [ -n "\${FAIL_DUMP:-}" ]; then
  echo 'pg_dump: error: connection to server at "db" (172.18.0.2), port 5432 failed: FATAL:  password authentication failed for user "shop"' >&2
  exit 1
fi
while [ "$#" -gt 0 ]; do [ "$1" = -f ] && printf 'PGDMP' > "$2"; shift; done
`,
);
chmodSync(path.join(bin, "pg_dump"), 0o755);

function night(dir: string, env: Record<string, string> = {}) {
  return spawnSync("sh", [SCRIPT, "--once"], {
    encoding: "utf8",
    env: {
      NODE_ENV: "test",
      PATH: `${bin}:${process.env.PATH}`,
      BACKUP_DIR: path.join(dir, "backups"),
      PHOTOS_DIR: path.join(dir, "data/uploads"),
      ...env,
    },
  });
}

function shop() {
  const dir = mkdtempSync(path.join(work, "shop-"));
  mkdirSync(path.join(dir, "backups"));
  mkdirSync(path.join(dir, "data/uploads"), { recursive: true });
  writeFileSync(path.join(dir, "data/uploads/gown.webp"), "photo bytes");
  return dir;
}

describe("compose's nightly backup", () => {
  it("is valid sh", () => {
    expect(spawnSync("sh", ["-n", SCRIPT]).status).toBe(0);
  });

  it("dumps the database and archives the photos, and leaves no failure behind", () => {
    const dir = shop();
    const result = night(dir);
    expect(result.status, result.stderr).toBe(0);
    const files = readdirSync(path.join(dir, "backups")).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^photos-\d{8}-\d{6}\.tar\.gz$/);
    expect(files[1]).toMatch(/^shop-\d{8}-\d{6}\.dump$/);
    const listed = spawnSync("tar", ["-tzf", path.join(dir, "backups", files[0]!)], { encoding: "utf8" });
    expect(listed.stdout.split("\n")).toContain("uploads/gown.webp");
  });

  it("writes when and why a night failed, keeps the photos' archive, and clears it once one succeeds", async () => {
    const dir = shop();
    const failed = night(dir, { FAIL_DUMP: "1" });
    expect(failed.status).toBe(1);
    expect(failed.stderr).toMatch(/the database dump failed \(pg_dump: error: .*password authentication failed/);
    const failure = await readFailure(path.join(dir, "backups"));
    expect(failure?.reason).toBe(
      'The nightly backup failed: the database dump failed (pg_dump: error: connection to server at "db" (172.18.0.2), port 5432 failed: FATAL:  password authentication failed for user "shop").',
    );
    expect(Math.abs(Date.parse(failure!.at) - Date.now())).toBeLessThan(60_000);
    const files = readdirSync(path.join(dir, "backups"));
    expect(files.filter((f) => f.endsWith(".partial") || f.startsWith("."))).toEqual([]);
    expect(files.some((f) => f.startsWith("photos-"))).toBe(true);

    expect(night(dir).status).toBe(0);
    expect(await readFailure(path.join(dir, "backups"))).toBeNull();
  });

  it("skips the photos when there is no uploads folder (photos on uploadthing)", () => {
    const dir = shop();
    rmSync(path.join(dir, "data"), { recursive: true });
    expect(night(dir).status).toBe(0);
    expect(readdirSync(path.join(dir, "backups")).map((f) => f.replace(/-\d.*/, ""))).toEqual(["shop"]);
  });

  it("keeps KEEP_DAYS days of them", () => {
    const dir = shop();
    const old = path.join(dir, "backups", "shop-20260101-020000.dump");
    writeFileSync(old, "PGDMP");
    const longAgo = new Date(Date.now() - 20 * 86_400_000);
    spawnSync("touch", ["-d", longAgo.toISOString(), old]);
    expect(night(dir, { KEEP_DAYS: "14" }).status).toBe(0);
    expect(readdirSync(path.join(dir, "backups"))).not.toContain("shop-20260101-020000.dump");
    expect(readFileSync(path.join(dir, "data/uploads/gown.webp"), "utf8")).toBe("photo bytes");
  });
});
