// @ts-check
// One process per embedded-database folder. PGlite has no lock of its own, and a second
// process that opens the same folder destroys it, so every process that opens it
// (server, `next dev`, scripts, restore) first takes this lock: a file beside the folder,
// created atomically, naming its holder. A lock whose holder is gone (crash, SIGKILL, reboot)
// is taken over, so a restart never needs a hand.
// Plain JavaScript: server.mjs and scripts load it before Next.js or TypeScript are around.
import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
  fsyncSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";

const HEARTBEAT_MS = 10_000;
/** A lock from another machine (or boot) counts as abandoned when its heartbeat is this old. */
const FOREIGN_STALE_MS = 60_000;
/** A take-over guard older than this was left by a process that died while taking over. */
const GUARD_STALE_MS = 10_000;

/** @typedef {{ pid: number, startedAt: string, host: string, bootId: string | null, procStart: string | null, pidNs?: string | null }} LockInfo */

export class FolderInUseError extends Error {
  /** @param {string} folder @param {LockInfo} holder */
  constructor(folder, holder) {
    const started = new Date(holder.startedAt);
    const when = Number.isNaN(started.getTime())
      ? "at an unknown time"
      : `${started.toTimeString().slice(0, 5)} on ${started.toISOString().slice(0, 10)}`;
    const where = holder.host === os.hostname() ? "" : ` on ${holder.host}`;
    super(
      `${displayPath(folder)} is in use by process ${holder.pid}${where} (started ${when}). Run one server per data folder, or set DATABASE_URL to run several.`,
    );
    this.name = "FolderInUseError";
    this.holder = holder;
  }
}

/** @param {string} folder */
function displayPath(folder) {
  const rel = path.relative(process.cwd(), folder);
  return rel && !rel.startsWith("..") ? rel : folder;
}

/**
 * The lock file beside the folder, by its real path: two names for one folder (a symlinked
 * data/pglite) must meet at one lock. @param {string} folder
 */
export function lockPathFor(folder) {
  const resolved = path.resolve(folder).replace(/[\\/]+$/, "");
  let real = resolved;
  try {
    real = realpathSync(resolved);
  } catch {
    try {
      real = path.join(realpathSync(path.dirname(resolved)), path.basename(resolved));
    } catch {}
  }
  return `${real}.lock`;
}

/** Which pid namespace this process sees (containers sharing a hostname differ here). */
function readPidNs() {
  try {
    return readlinkSync("/proc/self/ns/pid");
  } catch {
    return null;
  }
}

function readBootId() {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
  } catch {
    return null;
  }
}

/** The kernel's start time of a process (Linux), so a reused pid is not mistaken for the holder. @param {number} pid */
function processStart(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return /** @type {NodeJS.ErrnoException} */ (e).code === "EPERM";
  }
}

/** @returns {LockInfo} */
function myInfo() {
  return {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    host: os.hostname(),
    bootId: readBootId(),
    procStart: processStart(process.pid),
    pidNs: readPidNs(),
  };
}

/** @param {LockInfo} info */
function isMine(info) {
  return (
    info.pid === process.pid &&
    info.host === os.hostname() &&
    info.bootId === readBootId() &&
    info.procStart === processStart(process.pid) &&
    (info.pidNs ?? null) === readPidNs()
  );
}

/** @param {LockInfo} info @param {string} file */
function isAbandoned(info, file) {
  const bootId = readBootId();
  const sameHost = info.host === os.hostname();
  // Same host, another boot: every process of that boot is gone (a crash, then a reboot).
  if (sameHost && info.bootId && bootId && info.bootId !== bootId) return true;
  // Its pid means something here only in the same boot and the same pid namespace: two
  // containers can share a hostname and the host's boot id but not their pids.
  const samePids = sameHost && info.bootId === bootId && (info.pidNs ?? null) === readPidNs();
  if (samePids) {
    if (!isAlive(info.pid)) return true;
    // The pid is alive, but is it the same process? (pids are reused, e.g. pid 1 in containers)
    const now = processStart(info.pid);
    return info.procStart !== null && now !== null && now !== info.procStart;
  }
  // Another machine or namespace: its pid cannot be checked from here, so trust the heartbeat.
  try {
    return Date.now() - statSync(file).mtimeMs > FOREIGN_STALE_MS;
  } catch {
    return true;
  }
}

/** @param {string} file @returns {{ info: LockInfo, raw: string } | null} */
function readLock(file) {
  let raw;
  try {
    raw = readFileSync(file, "utf8");
  } catch (e) {
    if (/** @type {NodeJS.ErrnoException} */ (e).code === "ENOENT") return null;
    throw e;
  }
  try {
    return { info: JSON.parse(raw), raw };
  } catch {
    // Written in one link() from a complete file, so it cannot be half-written by us; treat
    // anything unreadable as left by something else and abandoned.
    return { info: { pid: -1, startedAt: "", host: "", bootId: null, procStart: null }, raw };
  }
}

/** Creates the lock file with its full content in one step: write a private file, then link(). @param {string} file */
function tryCreate(file) {
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  const fd = openSync(tmp, "wx", 0o644);
  try {
    writeFileSync(fd, JSON.stringify(myInfo()));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(tmp, file); // atomic; fails with EEXIST when someone holds it
    return true;
  } catch (e) {
    if (/** @type {NodeJS.ErrnoException} */ (e).code === "EEXIST") return false;
    throw e;
  } finally {
    unlinkSync(tmp);
  }
}

/**
 * Removes an abandoned lock, but only if it is still the one we judged abandoned; a guard file
 * makes sure two processes starting together (PM2 cluster mode) cannot both take over.
 * @param {string} file @param {string} staleRaw
 */
function removeAbandoned(file, staleRaw) {
  const guard = `${file}.takeover`;
  let fd;
  try {
    fd = openSync(guard, "wx");
  } catch (e) {
    if (/** @type {NodeJS.ErrnoException} */ (e).code !== "EEXIST") throw e;
    try {
      if (Date.now() - statSync(guard).mtimeMs > GUARD_STALE_MS) unlinkSync(guard);
    } catch {}
    return;
  }
  try {
    const now = readLock(file);
    if (now && now.raw === staleRaw) renameSync(file, `${file}.abandoned`);
  } finally {
    closeSync(fd);
    unlinkSync(guard);
  }
}

/** @type {Map<string, { count: number, drop(): void }>} */
const held = new Map();

/**
 * Takes the lock for `folder`, or throws FolderInUseError naming the process that holds it.
 * Taking it again in the same process is allowed (server.mjs, then the app, then dev
 * reloads): each caller releases its own hold, and the file goes when the last one does.
 * @param {string} folder
 * @returns {{ release(): void }}
 */
export function lockFolder(folder) {
  const file = lockPathFor(folder);
  let entry = held.get(file);
  if (!entry) {
    entry = acquire(file, folder);
    held.set(file, entry);
  }
  entry.count++;
  const hold = entry;
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      if (--hold.count === 0) hold.drop();
    },
  };
}

/** @param {string} file @param {string} folder */
function acquire(file, folder) {
  for (let attempt = 0; attempt < 50; attempt++) {
    if (tryCreate(file)) return remember(file);
    const current = readLock(file);
    if (!current) continue; // released between our two steps
    if (isMine(current.info)) return remember(file);
    if (!isAbandoned(current.info, file)) throw new FolderInUseError(folder, current.info);
    removeAbandoned(file, current.raw);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  }
  throw new Error(`Could not take the lock ${file}: it keeps changing hands.`);
}

/** @param {string} file */
function remember(file) {
  const beat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {}
  }, HEARTBEAT_MS);
  beat.unref();
  const drop = () => {
    if (!held.has(file)) return;
    held.delete(file);
    clearInterval(beat);
    process.removeListener("exit", drop);
    try {
      const current = readLock(file);
      if (current && isMine(current.info)) unlinkSync(file);
    } catch {}
  };
  // Whatever else happens, a process that exits normally leaves no lock behind.
  process.on("exit", drop);
  return { count: 0, drop };
}

/** Who holds the folder now, if anyone alive does. @param {string} folder @returns {LockInfo | null} */
export function lockHolder(folder) {
  const file = lockPathFor(folder);
  const current = readLock(file);
  if (!current || isAbandoned(current.info, file)) return null;
  return current.info;
}
