// @ts-check
// Unpacks a backup file into two new folders, checking all of it as it streams: the gzip and
// every tar in it must read to their ends, the whole must stay within a size stated up front,
// and only the names and kinds of entry a backup of this shop holds are accepted (plain files
// and folders under their own folder: no "..", no absolute path, no link, no device).
// Nothing is held in memory beyond a chunk, and nothing outside the two folders is written.
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, statfs } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { FORMAT, FORMAT_VERSION } from "./archive.mjs";
import { readTar } from "./read-tar.mjs";
import { refuse, shown } from "./restore-error.mjs";

const DEFAULT_MAX_MB = 4096;
/** A shop's database is a few thousand files and its photos some thousands more. */
const MAX_ENTRIES = 200_000;
const MAX_MANIFEST_BYTES = 64 * 1024;
/** Room left on the disk for the system and its logs while a backup unpacks. */
const DISK_RESERVE_BYTES = 64 * 1024 * 1024;
const MB = 1024 * 1024;

/** RESTORE_MAX_MB (4096 by default) in bytes. @param {NodeJS.ProcessEnv} [env] */
export function restoreLimitBytes(env = process.env) {
  const mb = Number(env.RESTORE_MAX_MB);
  return (Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_MAX_MB) * MB;
}

/**
 * @typedef {{ manifest: Record<string, unknown>, hasUploads: boolean, photos: number, bytes: number }} Unpacked
 * @param {string} file
 * @param {{ databaseDir: string, uploadsDir: string, maxBytes: number, signal?: AbortSignal }} into
 *   two folders that must not exist yet; the database folder is what PGlite opens
 * @returns {Promise<Unpacked>}
 */
export async function unpackBackup(file, { databaseDir, uploadsDir, maxBytes, signal }) {
  await expectGzip(file);
  const free = Math.min(await freeBytes(databaseDir), await freeBytes(uploadsDir)) - DISK_RESERVE_BYTES;
  let bytes = 0;
  let entries = 0;
  /** @type {Record<string, unknown> | null} */
  let manifest = null;
  let hasDatabase = false;
  let hasPgVersion = false;
  let hasUploads = false;
  let photos = 0;
  const seen = new Set();

  /** Refuses as soon as what is read, or what an entry says it holds, passes a limit. @param {number} more */
  const withinLimits = (more = 0) => {
    if (bytes + more > maxBytes)
      throw refuse(
        `This file unpacks to more than ${Math.round(maxBytes / MB)} MB, the most a restore takes (RESTORE_MAX_MB).`,
      );
    if (bytes + more > free)
      throw refuse(
        `There is not enough free disk space to unpack this backup (${Math.max(0, Math.round(free / MB))} MB free).`,
      );
  };
  /** @param {AsyncIterable<Buffer>} source */
  async function* counted(source) {
    for await (const chunk of source) {
      bytes += chunk.length;
      withinLimits();
      yield chunk;
    }
  }
  /** @param {import("tar").ReadEntry} entry @param {"backup" | "database"} where */
  const admit = (entry, where) => {
    if (++entries > MAX_ENTRIES)
      throw refuse(
        `This file holds more than ${MAX_ENTRIES.toLocaleString("en-IN")} files, far more than a backup of this shop.`,
      );
    withinLimits(entry.size ?? 0);
    const name = checkedName(entry, where);
    if (seen.has(`${where}:${name}`)) throw refuse(`This file holds ${shown(name)} twice, which a backup never does.`);
    seen.add(`${where}:${name}`);
    return name;
  };

  /** @param {import("tar").ReadEntry} entry */
  const intoDatabase = async (entry) => {
    const name = admit(entry, "database");
    const to = path.join(databaseDir, name);
    if (entry.type === "Directory") {
      await mkdir(to, { recursive: true, mode: 0o700 });
      return (entry.resume(), undefined);
    }
    if (name === "PG_VERSION") hasPgVersion = true;
    await mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
    await pipeline(entry, createWriteStream(to, { flags: "wx", mode: 0o600 }));
  };

  /** @param {import("tar").ReadEntry} entry */
  const fromBackup = async (entry) => {
    const name = admit(entry, "backup");
    if (name === "manifest.json" && entry.type !== "Directory") {
      if ((entry.size ?? 0) > MAX_MANIFEST_BYTES)
        throw refuse("This file is not a backup of this shop: its manifest.json is not one of ours.");
      manifest = checkedManifest(await text(entry));
    } else if (name === "database.tar" && entry.type !== "Directory") {
      hasDatabase = true;
      await mkdir(databaseDir, { mode: 0o700 });
      try {
        await readTar(entry, intoDatabase);
      } catch (e) {
        throw databaseProblem(e);
      }
    } else if (name === "uploads" && entry.type === "Directory") {
      hasUploads = true;
      await mkdir(uploadsDir, { recursive: true, mode: 0o700 });
      entry.resume();
    } else if (/^uploads\/[^/]+$/.test(name) && entry.type !== "Directory") {
      hasUploads = true;
      photos++;
      await mkdir(uploadsDir, { recursive: true, mode: 0o700 });
      await pipeline(
        entry,
        createWriteStream(path.join(uploadsDir, name.slice("uploads/".length)), { flags: "wx", mode: 0o600 }),
      );
    } else {
      throw refuse(`This file holds ${shown(name)}, which a backup of this shop never holds.`);
    }
  };

  /** @type {unknown} */
  let stoppedBy;
  const read = async (/** @type {AsyncIterable<Buffer>} */ source) =>
    readTar(counted(source), fromBackup).catch((e) => Promise.reject((stoppedBy = e)));
  // Node 20's pipeline reports its own AbortError when the last step throws: keep the real reason.
  await pipeline(createReadStream(file), createGunzip(), read, { signal }).catch((e) => Promise.reject(stoppedBy ?? e));

  if (!manifest) throw refuse("This file is not a backup of this shop: it has no manifest.json inside.");
  if (!hasDatabase) throw refuse("This file is not a complete backup: it holds no database.");
  if (!hasPgVersion) throw refuse("This file is not a complete backup: the database inside it is empty.");
  return { manifest, hasUploads, photos, bytes };
}

/**
 * The entry's name relative to its folder, or a refusal naming what is wrong with it. The
 * database's own tar (PGlite's dump) writes names from its root: "/base/1/112".
 * @param {import("tar").ReadEntry} entry @param {"backup" | "database"} where
 */
function checkedName(entry, where) {
  const raw = String(entry.path);
  const kind = KINDS[entry.type];
  if (kind)
    throw refuse(
      `This file holds ${kind} (${shown(raw)}), which a backup never holds: it could reach outside the shop's folders.`,
    );
  if (!["File", "OldFile", "ContiguousFile", "Directory"].includes(entry.type))
    throw refuse(`This file holds an entry of a kind a backup never holds (${shown(raw)}).`);
  let name = where === "database" ? raw.replace(/^\//, "") : raw;
  if (entry.type === "Directory") name = name.replace(/\/$/, "");
  if (/[\u0000-\u001f\u007f\\]/.test(name))
    throw refuse(`This file holds a name a backup never holds (${shown(raw)}).`);
  if (name.startsWith("/") || /^[a-z]:/i.test(name))
    throw refuse(
      `This file holds ${shown(raw)}, an absolute path, which a backup never holds: it could reach outside the shop's folders.`,
    );
  const parts = name.split("/");
  if (parts.includes(".."))
    throw refuse(`This file holds ${shown(raw)}, a path leading out of its folder, which a backup never holds.`);
  if (parts.some((p) => p === "" || p === "."))
    throw refuse(`This file holds a name a backup never holds (${shown(raw)}).`);
  return name;
}

/** @type {Record<string, string>} */
const KINDS = {
  SymbolicLink: "a symbolic link",
  Link: "a hard link",
  CharacterDevice: "a device",
  BlockDevice: "a device",
  FIFO: "a pipe",
};

/** @param {string} file */
async function expectGzip(file) {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    if (bytesRead === 0) throw refuse("This file is empty: it is not a backup.");
    if (bytesRead < 2 || buffer[0] !== 0x1f || buffer[1] !== 0x8b)
      throw refuse("This file is not a backup of this shop: it is not a .tar.gz file.");
  } finally {
    await handle.close();
  }
}

/** Free bytes on the disk that will hold `dir` (Infinity where the system cannot say). @param {string} dir */
async function freeBytes(dir) {
  const s = await statfs(path.dirname(dir)).catch(() => null);
  return s ? s.bavail * s.bsize : Infinity;
}

/** @param {AsyncIterable<Buffer>} entry */
async function text(entry) {
  const chunks = [];
  for await (const chunk of entry) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

/** @param {string} json @returns {Record<string, unknown>} */
function checkedManifest(json) {
  let manifest;
  try {
    manifest = JSON.parse(json);
  } catch {
    throw refuse("This file is not a backup of this shop: its manifest.json cannot be read.");
  }
  if (!manifest || manifest.format !== FORMAT)
    throw refuse("This file is not a backup of this shop: it was made by something else.");
  if (!(Number(manifest.version) <= FORMAT_VERSION))
    throw refuse(
      `This file was made by a newer version of the site (backup format ${shown(String(manifest.version))}): update the site first.`,
    );
  return manifest;
}

/** The database's own tar failing says so, so the owner knows the outer file read fine. @param {unknown} e */
function databaseProblem(e) {
  if (!(e instanceof Error) || e.name !== "TarProblem") return e;
  const kind = /** @type {{ kind?: string }} */ (e).kind;
  if (kind === "ends-early") return refuse("This file is not a complete backup: the database inside it ends early.");
  if (kind === "not-tar") return refuse("This file is damaged: the database inside it is not readable.");
  return refuse("This file is damaged: part of the database inside it cannot be read.");
}
