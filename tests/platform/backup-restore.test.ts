// A restore refuses a damaged or crafted file before it touches anything: the shop's database
// and photos stay byte for byte as they were, no temporary folder is left, and the owner reads
// one sentence.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { restoreBackup } from "@/lib/restore.mjs";
import {
  backupOf,
  databaseEntry,
  manifestEntry,
  snapshot,
  tarOf,
  writeBomb,
  type Entry,
} from "../helpers/backup-files";

const root = path.resolve(__dirname, "../..");

/** The child runs on this worktree's own embedded folders, not the test run's database. */
function childEnv(extra: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.DATABASE_URL;
  delete env.PGLITE_DIR;
  return env;
}

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A stopped shop with a database and photos, and a backup file beside it. */
function shop() {
  const dir = mkdtempSync(path.join(tmpdir(), "restore-"));
  made.push(dir);
  const data = path.join(dir, "data");
  mkdirSync(path.join(data, "pglite", "base"), { recursive: true });
  writeFileSync(path.join(data, "pglite", "PG_VERSION"), "17\n");
  writeFileSync(path.join(data, "pglite", "base", "1"), Buffer.from([0, 1, 2, 255]));
  mkdirSync(path.join(data, "uploads"));
  writeFileSync(path.join(data, "uploads", "a.webp"), "photo-bytes");
  const before = snapshot(data);
  return {
    dir,
    data,
    file: path.join(dir, "backup.tar.gz"),
    restore: (options: { maxBytes?: number } = {}) =>
      restoreBackup({
        file: path.join(dir, "backup.tar.gz"),
        pgliteDir: path.join(data, "pglite"),
        uploadsDir: path.join(data, "uploads"),
        log: () => {},
        ...options,
      }),
    /** Nothing changed, nothing left behind: not in the data folder, not beside it. */
    expectUntouched() {
      expect(snapshot(data)).toEqual(before);
      expect(readdirSync(data).sort()).toEqual(["pglite", "uploads"]);
      expect(readdirSync(dir).filter((n) => n !== "data" && n !== "backup.tar.gz")).toEqual([]);
    },
  };
}

/** An owner's sentence: starts with a capital, ends with a full stop, no code or stack in it. */
function expectSentence(message: string) {
  expect(message).toMatch(/^[A-Z].*\.$/s);
  expect(message).not.toMatch(/\n\s+at |Z_[A-Z_]+|TAR_[A-Z_]+|ENOTEMPTY|undefined/);
  expect(message).toMatch(/Nothing was changed\.$/);
}

async function refusal(s: ReturnType<typeof shop>, entries: Entry[] | Buffer, options: { maxBytes?: number } = {}) {
  writeFileSync(s.file, Buffer.isBuffer(entries) ? entries : backupOf(entries));
  const error = await s.restore(options).then(
    () => null,
    (e: Error) => e,
  );
  expect(error, "the restore should have been refused").toBeInstanceOf(Error);
  expectSentence(error!.message);
  s.expectUntouched();
  return error!.message;
}

describe("restore refuses, and changes nothing, when the file", () => {
  it("holds a database.tar that is not a tar", async () => {
    const s = shop();
    const message = await refusal(s, [manifestEntry(), { name: "database.tar", body: Buffer.alloc(5000, 0x5a) }]);
    expect(message).toBe("This file is damaged: the database inside it is not readable. Nothing was changed.");
  });

  it("is a gzip cut short (a download stopped half-way)", async () => {
    const s = shop();
    const whole = backupOf([
      manifestEntry(),
      databaseEntry([
        { name: "/base/2", body: Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 7919) % 251)) },
      ]),
    ]);
    const message = await refusal(s, whole.subarray(0, Math.floor(whole.length / 2)));
    expect(message).toBe(
      "This file is not a complete backup: it ends early (it was probably cut short while being copied or downloaded). Nothing was changed.",
    );
  });

  it("is damaged inside its gzip", async () => {
    const s = shop();
    const whole = backupOf([manifestEntry(), databaseEntry()]);
    whole[whole.length - 6] = whole.at(-6)! ^ 0xff; // the CRC at the end no longer matches
    expect(await refusal(s, whole)).toBe("This file is damaged: part of it cannot be read. Nothing was changed.");
  });

  it("unpacks to more than the stated limit (a bomb), refusing from the entry's size before reading it", async () => {
    const s = shop();
    const bomb = backupOf([
      manifestEntry(),
      databaseEntry(),
      { name: "uploads/big.webp", body: Buffer.alloc(4 * 1024 * 1024) },
    ]);
    expect(bomb.length).toBeLessThan(20_000);
    const message = await refusal(s, bomb, { maxBytes: 1024 * 1024 });
    expect(message).toBe(
      "This file unpacks to more than 1 MB, the most a restore takes (RESTORE_MAX_MB). Nothing was changed.",
    );
  });

  it("holds a '../' name, in the file or in its database", async () => {
    const s = shop();
    expect(await refusal(s, [manifestEntry(), databaseEntry(), { name: "../escaped", body: "x" }])).toBe(
      'This file holds "../escaped", a path leading out of its folder, which a backup never holds. Nothing was changed.',
    );
    expect(await refusal(s, [manifestEntry(), databaseEntry([{ name: "/base/../../../escaped", body: "x" }])])).toMatch(
      /^This file holds "\/base\/..\/..\/..\/escaped", a path leading out of its folder/,
    );
    expect(existsSync(path.join(s.dir, "escaped"))).toBe(false);
  });

  it("holds an absolute path", async () => {
    const s = shop();
    const target = path.join(s.dir, "absolute.txt");
    expect(await refusal(s, [manifestEntry(), databaseEntry(), { name: target, body: "x" }])).toMatch(
      /an absolute path, which a backup never holds/,
    );
    expect(await refusal(s, [manifestEntry(), databaseEntry([{ name: `/${target}`, body: "x" }])])).toMatch(
      /an absolute path/,
    );
    expect(existsSync(target)).toBe(false);
  });

  it("holds a link or a device", async () => {
    const s = shop();
    expect(
      await refusal(s, [
        manifestEntry(),
        databaseEntry(),
        { name: "uploads/", type: "Directory" },
        { name: "uploads/evil.webp", type: "SymbolicLink", linkpath: "/etc/passwd" },
      ]),
    ).toBe(
      'This file holds a symbolic link ("uploads/evil.webp"), which a backup never holds: it could reach outside the shop\'s folders. Nothing was changed.',
    );
    expect(
      await refusal(s, [manifestEntry(), databaseEntry([{ name: "/base/1", type: "Link", linkpath: "/etc/passwd" }])]),
    ).toMatch(/^This file holds a hard link/);
    expect(
      await refusal(s, [manifestEntry(), databaseEntry(), { name: "uploads/tty", type: "CharacterDevice" }]),
    ).toMatch(/^This file holds a device/);
  });

  it("lacks what a backup holds", async () => {
    const s = shop();
    expect(await refusal(s, [manifestEntry()])).toBe(
      "This file is not a complete backup: it holds no database. Nothing was changed.",
    );
    expect(await refusal(s, [databaseEntry()])).toBe(
      "This file is not a backup of this shop: it has no manifest.json inside. Nothing was changed.",
    );
    expect(await refusal(s, [manifestEntry(), { name: "database.tar", body: tarOf([]) }])).toBe(
      "This file is not a complete backup: the database inside it is empty. Nothing was changed.",
    );
    expect(
      await refusal(s, [
        manifestEntry(),
        { name: "database.tar", body: tarOf([{ name: "/PG_VERSION", body: "17\n" }]).subarray(0, 1024) },
      ]),
    ).toBe("This file is not a complete backup: the database inside it ends early. Nothing was changed.");
  });

  it("is not a backup at all", async () => {
    const s = shop();
    expect(await refusal(s, Buffer.from("not a tar"))).toBe(
      "This file is not a backup of this shop: it is not a .tar.gz file. Nothing was changed.",
    );
    expect(await refusal(s, [{ ...manifestEntry(), body: '{"format":"something-else"}' }, databaseEntry()])).toBe(
      "This file is not a backup of this shop: it was made by something else. Nothing was changed.",
    );
  });
});

describe("npm run restore", () => {
  const run = (file: string, dataDir: string, env: Record<string, string> = {}) => {
    return spawnSync(process.execPath, [path.join(root, "scripts/restore.mjs"), file], {
      cwd: root,
      encoding: "utf8",
      env: childEnv({ DATA_DIR: dataDir, ...env }),
    });
  };

  it("on a damaged file exits 1 with one sentence and no stack", () => {
    const s = shop();
    writeFileSync(s.file, backupOf([manifestEntry(), { name: "database.tar", body: Buffer.alloc(5000, 0x5a) }]));
    const out = run(s.file, s.data);
    expect(out.status).toBe(1);
    expect(out.stderr.trim()).toBe(
      "This file is damaged: the database inside it is not readable. Nothing was changed.",
    );
    expect(out.stderr + out.stdout).not.toMatch(/^\s+at /m);
    s.expectUntouched();
  });

  it("streams a bomb: refused at RESTORE_MAX_MB with memory flat, and nothing left behind", async () => {
    const s = shop();
    // 24 photos of 8 MB of zeros: 192 MB unpacked from a file under 1 MB; the limit is 128 MB.
    const size = await writeBomb(s.file, 24, 8 * 1024 * 1024);
    expect(size).toBeLessThan(1024 * 1024);
    const probe = `
      const { restoreBackup } = await import(${JSON.stringify(path.join(root, "lib/restore.mjs"))});
      const before = process.resourceUsage().maxRSS;
      const message = await restoreBackup({ file: ${JSON.stringify(s.file)}, pgliteDir: ${JSON.stringify(path.join(s.data, "pglite"))}, uploadsDir: ${JSON.stringify(path.join(s.data, "uploads"))}, log: () => {} }).then(() => "restored", (e) => e.message);
      console.log(JSON.stringify({ message, grewKB: process.resourceUsage().maxRSS - before }));`;
    const out = spawnSync(process.execPath, ["--input-type=module", "-e", probe], {
      cwd: root,
      encoding: "utf8",
      env: childEnv({ RESTORE_MAX_MB: "128" }),
    });
    expect(out.stderr).toBe("");
    const { message, grewKB } = JSON.parse(out.stdout) as { message: string; grewKB: number };
    expect(message).toBe(
      "This file unpacks to more than 128 MB, the most a restore takes (RESTORE_MAX_MB). Nothing was changed.",
    );
    // It read 128 MB before refusing: holding that would grow memory by as much (24 MB measured
    // for 96 MB read, 87 MB for 1.5 GB: the allocator's slack, not the data).
    expect(grewKB).toBeLessThan(64 * 1024);
    s.expectUntouched();
  }, 180_000);
});
