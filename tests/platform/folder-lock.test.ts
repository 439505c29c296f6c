import { execFileSync, spawn, spawnSync } from "node:child_process";
import {
  rmSync,
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
import { afterEach, describe, expect, it, vi } from "vitest";
import { FolderInUseError, lockFolder, lockHolder, lockPathFor } from "@/lib/db/folder-lock.mjs";

const fresh = () => path.join(mkdtempSync(path.join(tmpdir(), "lock-")), "pglite");
const bootId = () => readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
const pidNs = () => readlinkSync("/proc/self/ns/pid");

/** Sets the lock's last heartbeat (its mtime) to `at`, a moment the test's clock is measured from. */
function beatAt(dir: string, at: number) {
  utimesSync(lockPathFor(dir), at / 1000, at / 1000);
  return at;
}

/** A lock as a server in another container on this machine writes it: pid 1 of its own namespace. */
function containerLock(dir: string, host = os.hostname()) {
  writeFileSync(
    lockPathFor(dir),
    JSON.stringify({
      pid: 1,
      startedAt: "2026-11-23T04:32:00.000Z",
      host,
      bootId: bootId(),
      procStart: "123456",
      pidNs: "pid:[4026530001]",
    }),
  );
}

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
    const beat = beatAt(dir, 1_000_000);
    expect(() => lockFolder(dir, { now: () => beat + 59_000 })).toThrow(/in use by process 4242 on other-machine/);
    lockFolder(dir, { now: () => beat + 61_000 }).release();
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

  it.each([
    ["the same container started again (same host name)", os.hostname()],
    ["a new container on the same volume", "3f2a9c1b7d4e"],
  ])("%s takes over a lock from another pid namespace of this kernel after three missed heartbeats", (_, host) => {
    const dir = fresh();
    containerLock(dir, host);
    const beat = beatAt(dir, 2_000_000);
    // Two beats missed: it may be alive (pid 1 here says nothing about pid 1 there).
    expect(() => lockFolder(dir, { now: () => beat + 29_000 })).toThrow(
      /is in use by process 1( on 3f2a9c1b7d4e)? \(started \d\d:\d\d on 2026-11-23\)\. Run one server per data folder, or set DATABASE_URL to run several\./,
    );
    expect(lockHolder(dir, { now: () => beat + 29_000 })?.pid).toBe(1);
    expect(lockHolder(dir, { now: () => beat + 31_000 })).toBeNull();
    const lock = lockFolder(dir, { now: () => beat + 31_000 });
    expect(JSON.parse(readFileSync(lockPathFor(dir), "utf8")).pid).toBe(process.pid);
    lock.release();
  });

  it("never takes a lock whose holder is alive in this pid namespace, however long its heartbeat is silent", () => {
    const dir = fresh();
    const child = otherProcess();
    try {
      const stat = readFileSync(`/proc/${child.pid}/stat`, "utf8");
      writeFileSync(
        lockPathFor(dir),
        JSON.stringify({
          pid: child.pid,
          startedAt: new Date().toISOString(),
          host: os.hostname(),
          bootId: bootId(),
          procStart: stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19],
          pidNs: pidNs(),
        }),
      );
      const beat = beatAt(dir, 3_000_000);
      expect(() => lockFolder(dir, { now: () => beat + 3_600_000 })).toThrow(`is in use by process ${child.pid}`);
    } finally {
      child.kill("SIGKILL");
    }
  });

  describe("while held", () => {
    afterEach(() => void vi.useRealTimers());

    it("a holder that finds at its heartbeat that another process took the lock (it was frozen) stops, saying why", () => {
      vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
      const dir = fresh();
      const lost: string[] = [];
      const lock = lockFolder(dir, { onLost: (message) => lost.push(message) });
      containerLock(dir, "3f2a9c1b7d4e");
      vi.advanceTimersByTime(10_000);
      expect(lost).toEqual([
        expect.stringMatching(
          /pglite was taken over by process 1 on 3f2a9c1b7d4e while this process held it .*Stopping now: two servers on one data folder would destroy it\./,
        ),
      ]);
      lock.release();
      expect(JSON.parse(readFileSync(lockPathFor(dir), "utf8")).host, "the new holder's lock stays").toBe(
        "3f2a9c1b7d4e",
      );
    });

    it("a lock file removed by hand is written again at the next heartbeat", () => {
      vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
      const dir = fresh();
      const onLost = vi.fn();
      const lock = lockFolder(dir, { onLost });
      rmSync(lockPathFor(dir));
      vi.advanceTimersByTime(10_000);
      expect(JSON.parse(readFileSync(lockPathFor(dir), "utf8")).pid).toBe(process.pid);
      expect(onLost).not.toHaveBeenCalled();
      lock.release();
      expect(existsSync(lockPathFor(dir))).toBe(false);
    });
  });

  // Real pid namespaces, as containers make them (unshare needs root; CI and this machine run as root).
  describe.skipIf(!canUnshare())("in real pid namespaces", () => {
    const taker = (dir: string) =>
      `import(${JSON.stringify(path.resolve("lib/db/folder-lock.mjs"))}).then((m) => { try { m.lockFolder(${JSON.stringify(dir)}); console.log("took"); } catch (e) { console.log(e.message); } })`;

    it("a server restarted in a new namespace (a container after a crash) waits out three missed beats of the dead one, then takes over", async () => {
      const dir = fresh();
      const inContainer = (script: string) =>
        spawnSync(UNSHARE[0], [...UNSHARE.slice(1), process.execPath, "-e", script], {
          encoding: "utf8",
        }).stdout.trim();
      // The first container's server takes the lock as pid 1 and dies without a word (SIGKILL
      // from outside: pid 1 cannot be killed from inside its own namespace).
      const first = spawn(
        UNSHARE[0],
        [...UNSHARE.slice(1), process.execPath, "-e", `${taker(dir)}.then(() => setInterval(() => {}, 1000))`],
        {
          stdio: ["ignore", "pipe", "inherit"],
        },
      );
      await new Promise<void>((resolve) => first.stdout.on("data", (d) => String(d).includes("took") && resolve()));
      first.kill("SIGKILL");
      await new Promise((r) => first.once("exit", r));
      expect(JSON.parse(readFileSync(lockPathFor(dir), "utf8"))).toMatchObject({ pid: 1, bootId: bootId() });
      // Started again: its own pid 1 is alive, which says nothing about the other one.
      expect(inContainer(taker(dir))).toMatch(
        /is in use by process 1 \(started \d\d:\d\d on \d{4}-\d\d-\d\d\)\. Run one server per data folder/,
      );
      const silent = new Date(Date.now() - 31_000);
      utimesSync(lockPathFor(dir), silent, silent);
      expect(inContainer(taker(dir))).toBe("took");
    });

    it("a live server in a container is found from the host and never taken, even with its heartbeat silent (a paused container); once it is gone, it is taken at once", async () => {
      const dir = fresh();
      // sh is the container's pid 1 and stays; the server is its child and is killed on a word.
      const holder = `import(${JSON.stringify(path.resolve("lib/db/folder-lock.mjs"))}).then((m) => { m.lockFolder(${JSON.stringify(dir)}); console.log("took"); process.stdin.once("data", () => process.kill(process.pid, "SIGKILL")); })`;
      const container = spawn(
        UNSHARE[0],
        [...UNSHARE.slice(1), "sh", "-c", `"$0" -e '${holder.replaceAll("'", "'\\''")}'; sleep 60`, process.execPath],
        {
          stdio: ["pipe", "pipe", "inherit"],
        },
      );
      try {
        await new Promise<void>((resolve) =>
          container.stdout.on("data", (d) => String(d).includes("took") && resolve()),
        );
        const written = JSON.parse(readFileSync(lockPathFor(dir), "utf8"));
        expect(written.pidNs).not.toBe(pidNs());
        const old = new Date(Date.now() - 600_000);
        utimesSync(lockPathFor(dir), old, old);
        expect(() => lockFolder(dir)).toThrow(`is in use by process ${written.pid}`);
        container.stdin.write("crash\n");
        // Its namespace is still there (sh), the holder is not in it: gone, with no heartbeat to wait out.
        for (let i = 0; i < 100; i++) {
          utimesSync(lockPathFor(dir), new Date(), new Date());
          try {
            lockFolder(dir).release();
            break;
          } catch {
            await new Promise((r) => setTimeout(r, 20)); // until the kernel has reaped the holder
          }
        }
        expect(existsSync(lockPathFor(dir)), "taken over, then released").toBe(false);
      } finally {
        container.kill("SIGKILL");
      }
    });
  });
});

/** A new pid namespace with its own /proc, as a container gets; the command comes first. */
const UNSHARE = ["unshare", "--pid", "--fork", "--mount-proc", "--kill-child"] as const;

function canUnshare() {
  try {
    execFileSync(UNSHARE[0], [...UNSHARE.slice(1), "true"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
