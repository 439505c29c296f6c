// The build's scripts and stylesheets in brotli, for server.mjs.
//
// Next.js compresses what it serves with gzip, again on every request. Brotli at its best
// setting makes the first load's scripts and stylesheet 14% smaller than that (146 KB instead
// of 171 KB on a collection page): about 0.1 s less on a phone's slow 4G, on every first
// visit. These files never change under their name (a build names them by their content), so
// each is compressed once, off the event loop and one file at a time, on its first request,
// which Next.js still answers; every later request gets the kept copy, with no compression
// work at all.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";

const compress = promisify(brotliCompress);

// /_next/static/<folders>/<name>.js|.css, each part starting with a letter, digit, _ or -:
// no "." or ".." part, no %-escape, so the path cannot leave the static folder.
const ASSET = /^\/_next\/static\/((?:[\w-][\w.-]*\/)*[\w-][\w.-]*\.(?:js|css))(?:\?.*)?$/;
const TYPES = { js: "application/javascript; charset=UTF-8", css: "text/css; charset=UTF-8" };
const MAX_FILE_BYTES = 4 * 1024 * 1024;
const CONDITIONS = ["if-none-match", "if-modified-since", "if-match", "if-unmodified-since"];

/** `br` listed in Accept-Encoding with a weight above zero. */
export function acceptsBrotli(header) {
  if (typeof header !== "string") return false;
  return header.split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (coding.trim() !== "br") return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * Returns a handler that answers a request for one of the build's scripts or stylesheets in
 * brotli, with `headers` (the site's security headers, as Next.js would send them), and
 * returns true; or returns false and leaves the request to Next.js: not such a file, a client
 * without brotli, a range or a conditional request (Next.js answers those with its ETag), or
 * a file not compressed yet or over 4 MB. Only files that exist are kept, at most `maxFiles`
 * (a build has a few dozen to a few hundred); a made-up name costs one failed read.
 * @param {string} staticDir the build's .next/static folder
 * @param {{ key: string, value: string }[]} headers
 */
export function staticBrotli(staticDir, headers, { maxFiles = 2000 } = {}) {
  /** @type {Map<string, Buffer | null>} a file's copy, or null: too big, left to Next.js */
  const kept = new Map();
  /** @type {Set<string>} */
  const pending = new Set();
  // One compression at a time: quality 11 takes ~0.5 s for the largest chunk, and the thread
  // pool it runs on also reads Next.js's files; a start's first page asks for a dozen at once.
  let queue = Promise.resolve();
  const fixed = Object.fromEntries(headers.map((h) => [h.key, h.value]));

  async function compressOne(name) {
    try {
      const raw = await readFile(path.join(staticDir, name));
      const body =
        raw.length > MAX_FILE_BYTES
          ? null
          : await compress(raw, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
            });
      kept.set(name, body);
    } catch {
      // A name with no file behind it (a stale or made-up address): Next.js answers 404, and
      // nothing is kept for it.
    } finally {
      pending.delete(name);
    }
  }

  function prepare(name) {
    if (pending.has(name) || kept.size + pending.size >= maxFiles) return;
    pending.add(name);
    queue = queue.then(() => compressOne(name));
  }

  return function serve(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const match = ASSET.exec(req.url ?? "");
    if (!match || !acceptsBrotli(req.headers["accept-encoding"])) return false;
    if (req.headers.range || CONDITIONS.some((h) => req.headers[h])) return false;
    const name = match[1];
    const body = kept.get(name);
    if (body === undefined) prepare(name);
    if (!body) return false;
    // Set one by one, as Next.js does, so that server.mjs's HTTPS step (lib/server/https-headers.mjs)
    // sees the CSP when the head goes out and adds `upgrade-insecure-requests` to it.
    const answer = {
      ...fixed,
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Type": TYPES[name.slice(name.lastIndexOf(".") + 1)],
      "Content-Encoding": "br",
      Vary: "Accept-Encoding",
      "Content-Length": body.length,
    };
    for (const [key, value] of Object.entries(answer)) res.setHeader(key, value);
    res.writeHead(200);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}
