// Backup files built by hand, byte by byte, so a test can hold what our own writer never
// would: a "../" name, a link, a cut-off end, a bomb.
import { createWriteStream, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip, gzipSync } from "node:zlib";
import * as tar from "tar";

export type Entry = {
  name: string;
  type?: "File" | "Directory" | "SymbolicLink" | "Link" | "CharacterDevice";
  body?: string | Buffer;
  linkpath?: string;
  size?: number;
};

function tarHeader({ name, type = "File", body, linkpath, size }: Entry): Buffer {
  const block = Buffer.alloc(512);
  new tar.Header({
    path: name,
    type,
    linkpath,
    size: size ?? (body ? Buffer.byteLength(body) : 0),
    mode: type === "Directory" ? 0o755 : 0o644,
    mtime: new Date(0),
    uid: 0,
    gid: 0,
  }).encode(block, 0);
  return block;
}

const padding = (n: number) => Buffer.alloc((512 - (n % 512)) % 512);

export function tarOf(entries: Entry[]): Buffer {
  const parts: Buffer[] = [];
  for (const e of entries) {
    const body = Buffer.from(e.body ?? "");
    parts.push(tarHeader(e), body, padding(body.length));
  }
  parts.push(Buffer.alloc(1024)); // end-of-archive
  return Buffer.concat(parts);
}

export const manifestEntry = (): Entry => ({
  name: "manifest.json",
  body: JSON.stringify({
    format: "rangrez-boutique-backup",
    version: 1,
    createdAt: "2026-11-23T02:00:00.000Z",
    reason: "manual",
    database: "pglite",
    photos: 1,
  }),
});

/** A database.tar shaped like PGlite's dump (names from its root), with the given extra entries. */
export const databaseEntry = (extra: Entry[] = []): Entry => ({
  name: "database.tar",
  body: tarOf([{ name: "/PG_VERSION", body: "17\n" }, { name: "/base", type: "Directory" }, ...extra]),
});

export const backupOf = (entries: Entry[]): Buffer => gzipSync(tarOf(entries));

/**
 * A backup whose photos unpack to `count` × `each` bytes of zeros, written as it is made:
 * the test never holds it either.
 */
export async function writeBomb(file: string, count: number, each: number): Promise<number> {
  async function* blocks() {
    yield tarOf([manifestEntry(), databaseEntry(), { name: "uploads/", type: "Directory" }]).subarray(0, -1024);
    const zeros = Buffer.alloc(1024 * 1024);
    for (let i = 0; i < count; i++) {
      yield tarHeader({ name: `uploads/${i}.webp`, size: each });
      for (let left = each; left > 0; left -= zeros.length) yield zeros.subarray(0, Math.min(left, zeros.length));
    }
    yield Buffer.alloc(1024);
  }
  await pipeline(blocks(), createGzip({ level: 1 }), createWriteStream(file));
  return statSync(file).size;
}

/** Every file under `dir` with its bytes, and every folder: equal snapshots mean nothing changed. */
export function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(dir, rel))) {
      const r = path.join(rel, name);
      const full = path.join(dir, r);
      out[r] = statSync(full).isDirectory() ? "<dir>" : readFileSync(full).toString("base64");
      if (out[r] === "<dir>") walk(r);
    }
  };
  walk("");
  return out;
}
