// @ts-check
// One process per embedded-database folder. PGlite has no lock of its own, and a second
// process that opens the same folder destroys it, so every process that opens it
// (server, `next dev`, scripts, restore) first takes this lock: a file beside the folder,
// created atomically, naming its holder. A lock whose holder is gone (crash, SIGKILL, reboot,
// a container that died and was started again) is taken over, so a restart never needs a hand.
//
// What can be proven about a holder, and what only presumed:
//  - same kernel (boot id) and same pid namespace: its pid and start time say for certain
//    whether it still runs;
//  - same host name, another boot: nothing of that boot runs any more;
//  - same kernel, another pid namespace (another container, or this one started again): its
//    pid is a number in a namespace this process may not see, and whatever has that number
//    here (pid 1 is always alive in a container) says nothing about it. When its namespace is
//    visible from here (the host looking into a container) the holder is found, or found
//    missing, by namespace, inner pid and start time. Otherwise it is presumed gone after
//    MISSED_BEATS missed heartbeats, measured on the one clock the kernel gives both;
//  - another machine: only its heartbeat, with a margin for a clock that is not ours.
// A holder presumed gone that was only frozen (a paused container) finds the lock taken at its
// next beat and stops at once (onLost), rather than write beside the new holder.
// Plain JavaScript: server.mjs and scripts load it before Next.js or TypeScript are around.
import {
  accessSync,
  closeSync,
  constants as fsConstants,
  linkSync,
  openSync,
  readFileSync,
  readdirSync,
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
/**
 * A holder on this kernel in a pid namespace not visible from here (a container started again
 * after a crash) is presumed gone after this many beats without one. The beat and the reading
 * are on the same clock, so three is margin enough for a busy event loop.
 */
const MISSED_BEATS = 3;
/** A lock from another machine counts as abandoned when its heartbeat is this old: its clock is not ours. */
const FOREIGN_STALE_MS = 60_000;
/** A take-over guard older than this was left by a process that died while taking over. */
const GUARD_STALE_MS = 10_000;

/** @typedef {{ pid: number, startedAt: string, host: string, bootId: string | null, procStart: string | null, pidNs?: string | null }} LockInfo */
/**
 * @typedef {object} LockOptions
 * @property {() => number} [now] the clock a heartbeat's age is measured on (tests pass one)
 * @property {(message: string) => void} [onLost] called when another process has taken the lock
 *   while this one held it; by default says so and exits at once
 */

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

const PERMISSION_CODES = new Set(["EACCES", "EPERM", "EROFS"]);

/**
 * The one sentence an operator gets when the data folder cannot be written (a volume owned by
 * root, a read-only mount), instead of a stack trace; null for any other error.
 * @param {unknown} error
 * @param {string} folder the folder that was to be written
 * @param {{ username: string | null, uid: number | null }} [user]
 */
export function unwritableFolderSentence(error, folder, user = currentUser()) {
  const code = /** @type {NodeJS.ErrnoException} */ (error)?.code;
  if (!code || !PERMISSION_CODES.has(code)) return null;
  const dir = nearestExisting(folder);
  const who = user.uid === null ? "" : ` (running as ${user.username ? `user ${user.username}, ` : ""}uid ${user.uid})`;
  if (code === "EROFS")
    return `Cannot write to ${dir}${who}: it is on a read-only file system. Mount a writable folder or volume there, or set DATA_DIR to one.`;
  const owner = user.uid ?? "<this user>";
  return `Cannot write to ${dir}${who}: make it writable by this user, e.g. chown -R ${owner} ${dir}`;
}

export class UnwritableFolderError extends Error {
  /** @param {string} message @param {unknown} cause */
  constructor(message, cause) {
    super(message, { cause });
    this.name = "UnwritableFolderError";
  }
}

/** @returns {{ username: string | null, uid: number | null }} */
function currentUser() {
  const uid = process.getuid?.() ?? null;
  try {
    return { username: os.userInfo().username, uid };
  } catch {
    // A uid with no name (docker run --user 1234) has no entry in /etc/passwd.
    return { username: null, uid };
  }
}

/** The folder itself, or the closest parent that exists: the one whose permissions refused. @param {string} folder */
function nearestExisting(folder) {
  let dir = path.resolve(folder);
  for (;;) {
    try {
      statSync(dir);
      return dir;
    } catch {}
    const up = path.dirname(dir);
    if (up === dir) return dir;
    dir = up;
  }
}

/** Runs `write`, turning a permission error on `folder` into UnwritableFolderError. @template T @param {string} folder @param {() => T} write @returns {T} */
function writingTo(folder, write) {
  try {
    return write();
  } catch (e) {
    const sentence = unwritableFolderSentence(e, folder);
    if (sentence) throw new UnwritableFolderError(sentence, e);
    throw e;
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

/**
 * Whether the holder of a lock is gone, proven or presumed (see the top of this file).
 * @param {LockInfo} info @param {string} file @param {() => number} now
 */
function isAbandoned(info, file, now) {
  const bootId = readBootId();
  const sameHost = info.host === os.hostname();
  // Same host, another boot: every process of that boot is gone (a crash, then a reboot).
  if (sameHost && info.bootId && bootId && info.bootId !== bootId) return true;
  // One boot id is one running kernel, whatever the host name (each container has its own).
  const sameKernel = bootId !== null ? info.bootId === bootId : sameHost && !info.bootId;
  // Its pid means something here only in the same kernel and the same pid namespace.
  if (sameKernel && (info.pidNs ?? null) === readPidNs()) {
    if (!isAlive(info.pid)) return true;
    // The pid is alive, but is it the same process? (pids are reused, e.g. pid 1 in containers)
    const started = processStart(info.pid);
    return info.procStart !== null && started !== null && started !== info.procStart;
  }
  if (sameKernel) {
    const seen = findInItsNamespace(info);
    if (seen !== "not visible") return seen === "gone";
    return silentFor(file, now) > MISSED_BEATS * HEARTBEAT_MS;
  }
  // Another machine: its pid cannot be checked from here, so trust the heartbeat.
  return silentFor(file, now) > FOREIGN_STALE_MS;
}

/** How long since the holder's last heartbeat (the lock file's mtime). @param {string} file @param {() => number} now */
function silentFor(file, now) {
  try {
    return now() - statSync(file).mtimeMs;
  } catch {
    return Infinity;
  }
}

/**
 * Looks for a holder from another pid namespace of this kernel in /proc, which lists the
 * processes of this namespace and of every namespace inside it, each under the number it has
 * here: the holder is the one in its namespace whose innermost pid (the last of NSpid) and
 * start time are those it wrote. "gone" only when its namespace is in view, nothing that could
 * be the holder was hidden (root sees every process; one whose namespace even root may not
 * read counts only if it started when the holder did) and the holder is not among them; a
 * start time read through another time namespace would differ, so one of those makes it
 * "not visible".
 * @param {LockInfo} info @returns {"alive" | "gone" | "not visible"}
 */
function findInItsNamespace(info) {
  if (!info.pidNs || info.procStart === null) return "not visible";
  let entries;
  try {
    entries = readdirSync("/proc");
  } catch {
    return "not visible";
  }
  const timeNs = readNs("self", "time");
  let nsInView = false;
  let hidden = process.getuid?.() !== 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const ns = readNs(entry, "pid");
    if (ns === undefined) {
      // Not ours to read (a sandbox's own init): the holder only if it started when it did.
      if (processStart(Number(entry)) === info.procStart) hidden = true;
      continue;
    }
    if (ns !== info.pidNs) continue;
    nsInView = true;
    if (readNs(entry, "time") !== timeNs) return "not visible";
    if (innermostPid(entry) === info.pid && processStart(Number(entry)) === info.procStart) return "alive";
  }
  return nsInView && !hidden ? "gone" : "not visible";
}

/**
 * A process's namespace of one kind ("pid:[4026531836]"); null when it has exited meanwhile
 * or the kernel has no such kind, undefined when this process may not read it.
 * @param {string} pid @param {string} kind @returns {string | null | undefined}
 */
function readNs(pid, kind) {
  try {
    return readlinkSync(`/proc/${pid}/ns/${kind}`);
  } catch (e) {
    const code = /** @type {NodeJS.ErrnoException} */ (e).code;
    return code === "EACCES" || code === "EPERM" ? undefined : null;
  }
}

/** The pid a process has in its own namespace, as /proc here lists it. @param {string} pid */
function innermostPid(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^NSpid:\s*(.*)$/m)?.[1];
    return line ? Number(line.trim().split(/\s+/).at(-1)) : null;
  } catch {
    return null;
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

/** @type {Map<string, Hold>} */
const held = new Map();

/**
 * Takes the lock for `folder`, or throws FolderInUseError naming the process that holds it
 * (UnwritableFolderError when the lock or the folder cannot be written).
 * Taking it again in the same process is allowed (server.mjs, then the app, then dev
 * reloads): each caller releases its own hold, and the file goes when the last one does.
 * @param {string} folder
 * @param {LockOptions} [options] only the first taker's count
 * @returns {{ release(): void }}
 */
export function lockFolder(folder, { now = Date.now, onLost = stopAtOnce } = {}) {
  const file = lockPathFor(folder);
  let entry = held.get(file);
  if (!entry) {
    entry = writingTo(path.dirname(file), () => acquire(file, folder, now));
    held.set(file, entry);
    // The lock is no use if the folder it guards cannot be written (a volume made by root).
    try {
      writingTo(folder, () => accessSync(folder, fsConstants.W_OK));
    } catch (e) {
      if (/** @type {NodeJS.ErrnoException} */ (e).code !== "ENOENT") {
        entry.drop();
        throw e;
      }
    }
    entry.onLost = (holder) => onLost(lostMessage(folder, holder));
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

/** @param {string} folder @param {LockInfo} holder */
function lostMessage(folder, holder) {
  const by = `process ${holder.pid}${holder.host === os.hostname() ? "" : ` on ${holder.host}`}`;
  return `${displayPath(folder)} was taken over by ${by} while this process held it (this one missed its heartbeats: paused or frozen?). Stopping now: two servers on one data folder would destroy it.`;
}

/** @param {string} message */
function stopAtOnce(message) {
  console.error(`\n${message}\n`);
  process.exit(1);
}

/** @param {string} file @param {string} folder @param {() => number} now */
function acquire(file, folder, now) {
  for (let attempt = 0; attempt < 50; attempt++) {
    if (tryCreate(file)) return remember(file);
    const current = readLock(file);
    if (!current) continue; // released between our two steps
    if (isMine(current.info)) return remember(file);
    if (!isAbandoned(current.info, file, now)) throw new FolderInUseError(folder, current.info);
    removeAbandoned(file, current.raw);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  }
  throw new Error(`Could not take the lock ${file}: it keeps changing hands.`);
}

/**
 * @typedef {{ count: number, drop(): void, onLost: (holder: LockInfo) => void }} Hold
 * @param {string} file @returns {Hold}
 */
function remember(file) {
  // Each beat first checks the lock is still this process's: one presumed gone (frozen past
  // MISSED_BEATS) may have been taken over, and must then stop before it writes again.
  const beat = setInterval(() => {
    let current;
    try {
      current = readLock(file);
    } catch {
      return; // unreadable for a moment (a full disk, an NFS hiccup): judge at the next beat
    }
    if (current && isMine(current.info)) {
      try {
        const at = new Date();
        utimesSync(file, at, at);
      } catch {}
      return;
    }
    if (!current) {
      // Removed by hand: written again, unless someone else was quicker. A folder that is
      // gone altogether has nothing left to guard.
      try {
        if (tryCreate(file)) return;
      } catch {
        return;
      }
      current = readLockQuietly(file);
      if (!current || isMine(current.info)) return;
    }
    drop();
    hold.onLost(current.info);
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
  /** @type {Hold} */
  const hold = { count: 0, drop, onLost: (holder) => stopAtOnce(lostMessage(file, holder)) };
  return hold;
}

/** @param {string} file */
function readLockQuietly(file) {
  try {
    return readLock(file);
  } catch {
    return null;
  }
}

/**
 * Who holds the folder now, if anyone alive does.
 * @param {string} folder @param {{ now?: () => number }} [options]
 * @returns {LockInfo | null}
 */
export function lockHolder(folder, { now = Date.now } = {}) {
  const file = lockPathFor(folder);
  const current = readLock(file);
  if (!current || isAbandoned(current.info, file, now)) return null;
  return current.info;
}
