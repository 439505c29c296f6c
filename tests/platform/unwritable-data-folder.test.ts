import { spawnSync } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { unwritableFolderSentence } from "@/lib/db/folder-lock.mjs";

// What an operator reads when the data folder cannot be written: a volume made by root for a
// server that runs as `node`, or a read-only mount.
const errno = (code: string) => Object.assign(new Error(`${code}: permission denied, open '/x'`), { code });
const node = { username: "node", uid: 1000 };

describe("an unwritable data folder", () => {
  it("is one sentence naming the folder, the user and the command that fixes it", () => {
    const data = mkdtempSync(path.join(tmpdir(), "data-"));
    for (const code of ["EACCES", "EPERM"])
      expect(unwritableFolderSentence(errno(code), data, node)).toBe(
        `Cannot write to ${data} (running as user node, uid 1000): make it writable by this user, e.g. chown -R 1000 ${data}`,
      );
  });

  it("names the closest folder that exists when the one to make is not there yet", () => {
    const data = mkdtempSync(path.join(tmpdir(), "data-"));
    expect(unwritableFolderSentence(errno("EACCES"), path.join(data, "shop", "pglite"), node)).toMatch(
      new RegExp(`^Cannot write to ${data} \\(`),
    );
  });

  it("says a read-only mount is one, and what to do instead", () => {
    expect(unwritableFolderSentence(errno("EROFS"), "/", node)).toBe(
      "Cannot write to / (running as user node, uid 1000): it is on a read-only file system. Mount a writable folder or volume there, or set DATA_DIR to one.",
    );
  });

  it("names a uid with no user name (docker run --user 1234) by its number", () => {
    expect(unwritableFolderSentence(errno("EACCES"), "/", { username: null, uid: 1234 })).toBe(
      "Cannot write to / (running as uid 1234): make it writable by this user, e.g. chown -R 1234 /",
    );
  });

  it("leaves every other error to be reported as it is", () => {
    expect(unwritableFolderSentence(errno("ENOSPC"), "/", node)).toBeNull();
    expect(unwritableFolderSentence(new Error("no code"), "/", node)).toBeNull();
  });

  // A real start on a folder this user cannot write: as root (chmod does not stop root) the
  // server runs as nobody on a folder root owns; as anyone else, on a folder made read-only.
  const asNobody = process.getuid?.() === 0;
  const RUN_AS_NOBODY = ["runuser", "-u", "nobody", "--"] as const;
  const canSwitch = !asNobody || spawnSync(RUN_AS_NOBODY[0], [...RUN_AS_NOBODY.slice(1), "true"]).status === 0;
  it.skipIf(!canSwitch)("stops `node server.mjs` with that sentence, no stack trace, and a non-zero exit", () => {
    const base = mkdtempSync(path.join(tmpdir(), "unwritable-"));
    chmodSync(base, 0o755);
    const data = path.join(base, "data");
    mkdirSync(data);
    if (asNobody) chownSync(data, 0, 0);
    chmodSync(data, asNobody ? 0o755 : 0o500);
    const env = { ...process.env, DATA_DIR: data, DATABASE_URL: "", PGLITE_DIR: "" };
    const [command, args] = asNobody
      ? [RUN_AS_NOBODY[0], [...RUN_AS_NOBODY.slice(1), process.execPath, "server.mjs"]]
      : [process.execPath, ["server.mjs"]];
    const run = spawnSync(command, args, { env, encoding: "utf8", timeout: 30_000 });
    chmodSync(data, 0o755);
    expect(run.status).toBe(1);
    const user = asNobody ? "user nobody, uid 65534" : `uid ${process.getuid?.()}`;
    expect(run.stderr.trim()).toMatch(
      new RegExp(
        `^Cannot write to ${data} \\(running as (${user}|[^)]*uid ${asNobody ? 65534 : process.getuid?.()})\\): make it writable by this user, e\\.g\\. chown -R \\d+ ${data}$`,
      ),
    );
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });
});
