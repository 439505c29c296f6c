import { spawn } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
  existsSync,
} from "node:fs";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FolderInUseError, lockFolder, lockHolder, lockPathFor } from "@/lib/db/folder-lock.mjs";

const fresh = () => path.join(mkdtempSync(path.join(tmpdir(), "lock-")), "pglite");
const bootId = () => readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
const pidNs = () => readlinkSync("/proc/self/ns/pid");

/** A process that is alive while the test runs; its pid is a real, other process. */
function otherProcess() {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
  return child;
}

describe("the data folder lock", () => {
  it("is taken once per process, each taker releases its own hold, and the last one removes it", () => {
    const dir = fresh();
    const server = lockFolder(dir);
    const app = lockFolder(dir); // same process (server.mjs, then the database opener)
    expect(JSON.parse(readFileSync(lockPathFor(dir), "utf8")).pid).toBe(process.pid);
    app.release();
    app.release();
    expect(existsSync(lockPathFor(dir)), "a failed open must not free the server's lock").toBe(true);
    server.release();
    expect(existsSync(lockPathFor(dir))).toBe(false);
  });

  it("meets at one lock under two names for one folder (a symlink)", () => {
    const dir = fresh();
    mkdirSync(dir);
    const alias = path.join(path.dirname(dir), "alias");
    symlinkSync(dir, alias);
    const a = lockFolder(dir);
    expect(lockPathFor(alias)).toBe(lockPathFor(dir));
    a.release();
  });

  it("takes over at once after a reboot (same machine, another boot id)", () => {
    const dir = fresh();
    writeFileSync(
      lockPathFor(dir),
      JSON.stringify({
        pid: process.pid === 1 ? 2 : 1,
        startedAt: new Date().toISOString(),
        host: os.hostname(),
        bootId: "an-earlier-boot",
        procStart: "5",
      }),
    );
    lockFolder(dir).release();
  });

  it("does not judge a pid from another pid namespace (containers sharing a hostname) by this one's processes", () => {
    const dir = fresh();
    writeFileSync(
      lockPathFor(dir),
      JSON.stringify({
        pid: 999_999,
        startedAt: new Date().toISOString(),
        host: os.hostname(),
        bootId: bootId(),
        procStart: "5",
        pidNs: "pid:[1]",
      }),
    );
    expect(() => lockFolder(dir)).toThrow(FolderInUseError);
  });

  it("refuses while another live process holds it, naming the process and what to do", () => {
    const dir = fresh();
    const child = otherProcess();
    try {
      const stat = readFileSync(`/proc/${child.pid}/stat`, "utf8");
      const procStart = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
      writeFileSync(
        lockPathFor(dir),
        JSON.stringify({
          pid: child.pid,
          startedAt: "2026-11-23T04:32:00.000Z",
          host: os.hostname(),
          bootId: bootId(),
          procStart,
          pidNs: pidNs(),
        }),
      );
      expect(() => lockFolder(dir)).toThrow(FolderInUseError);
      expect(() => lockFolder(dir)).toThrow(
        new RegExp(
          `is in use by process ${child.pid} \\(started \\d\\d:\\d\\d on 2026-11-23\\)\\. Run one server per data folder, or set DATABASE_URL to run several\\.`,
        ),
      );
      expect(lockHolder(dir)?.pid).toBe(child.pid);
    } finally {
      child.kill("SIGKILL");
    }
  });

  it("takes over a lock whose process is gone (a crash), with no hand needed", async () => {
    const dir = fresh();
    const child = otherProcess();
    const pid = child.pid!;
    writeFileSync(
      lockPathFor(dir),
      JSON.stringify({
        pid,
        startedAt: new Date().toISOString(),
        host: os.hostname(),
        bootId: bootId(),
        procStart: null,
        pidNs: pidNs(),
      }),
    );
    child.kill("SIGKILL");
    await new Promise((r) => child.once("exit", r));
    const lock = lockFolder(dir);
    expect(JSON.parse(readFileSync(lockPathFor(dir), "utf8")).pid).toBe(process.pid);
    lock.release();
  });

  it("takes over when the pid now belongs to another process (pid reuse after a restart)", () => {
    const dir = fresh();
    // pid 1 is alive, but it did not start at the recorded time.
    writeFileSync(
      lockPathFor(dir),
      JSON.stringify({
        pid: 1,
        startedAt: new Date().toISOString(),
        host: os.hostname(),
        bootId: bootId(),
        procStart: "1",
        pidNs: pidNs(),
      }),
    );
    lockFolder(dir).release();
  });

  it("trusts a lock from another machine while its heartbeat is fresh, and takes it over after a minute of silence", () => {
    const dir = fresh();
    writeFileSync(
      lockPathFor(dir),
      JSON.stringify({
        pid: 4242,
        startedAt: new Date().toISOString(),
        host: "other-machine",
        bootId: "x",
        procStart: "7",
      }),
    );
    expect(() => lockFolder(dir)).toThrow(/in use by process 4242 on other-machine/);
    const old = new Date(Date.now() - 120_000);
    utimesSync(lockPathFor(dir), old, old);
    lockFolder(dir).release();
  });

  it.each([
    ["a free folder", false],
    ["a folder whose holder crashed", true],
  ])("lets exactly one of several processes starting together take %s", async (_, crashed) => {
    const dir = fresh();
    if (crashed) {
      const child = otherProcess();
      writeFileSync(
        lockPathFor(dir),
        JSON.stringify({
          pid: child.pid,
          startedAt: new Date().toISOString(),
          host: os.hostname(),
          bootId: bootId(),
          procStart: null,
          pidNs: pidNs(),
        }),
      );
      child.kill("SIGKILL");
      await new Promise((r) => child.once("exit", r));
    }
    const script = `import("${path.resolve("lib/db/folder-lock.mjs")}").then((m) => { try { m.lockFolder(process.argv[1]); console.log("took"); setTimeout(() => {}, 1500); } catch (e) { console.log(e.name); } })`;
    const runs = Array.from(
      { length: 6 },
      () =>
        new Promise<string>((resolve) => {
          const child = spawn(process.execPath, ["-e", script, dir], { stdio: ["ignore", "pipe", "inherit"] });
          let out = "";
          child.stdout.on("data", (d) => (out += d));
          child.on("exit", () => resolve(out.trim()));
        }),
    );
    const results = await Promise.all(runs);
    expect(results.filter((r) => r === "took")).toHaveLength(1);
    expect(results.filter((r) => r === "FolderInUseError")).toHaveLength(5);
  });
});
