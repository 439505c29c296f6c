// @ts-check
// The embedded database's folder as a tar, written file by file from the disk: what goes into
// a backup's database.tar. PGlite's own dumpDataDir reads every file into memory and builds
// the tar there, so a backup once held the shop's data several times over at its peak.
// Names are relative to the folder ("base/1/112", "PG_VERSION"), as the restore reads them.
// Plain JavaScript: the database's thread (lib/db/pglite-worker.mjs) loads it.
import { createWriteStream } from "node:fs";
import { readdir } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import * as tar from "tar";

/**
 * Writes `dir`'s files as an uncompressed tar into `file`. The caller keeps writers away
 * while it runs (PGlite's query queue).
 * @param {string} dir @param {string} file
 */
export async function tarFolder(dir, file) {
  const entries = (await readdir(dir)).sort();
  await tar.c({ file, cwd: dir, portable: true }, entries);
}

/** Streams a Blob into `file` without holding a second copy of it. @param {Blob} blob @param {string} file */
export async function writeBlob(blob, file) {
  await pipeline(Readable.fromWeb(/** @type {any} */ (blob.stream())), createWriteStream(file, { mode: 0o600 }));
}
