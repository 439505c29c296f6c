// @ts-check
// Reads a tar stream entry by entry without ever holding more than a chunk of it, and says
// plainly when it is not a tar, is damaged, or ends early. node-tar's Parser does the format;
// this wrapper closes the gaps that matter for a file we did not write ourselves:
//   - the Parser would quietly gunzip (or unzstd) a stream that starts like one: a second
//     layer of compression would escape the caller's byte count, so it is refused instead;
//   - the Parser keeps whatever follows the end-of-archive blocks in memory: it is dropped;
//   - a tar cut at an entry boundary parses "fine": the end-of-archive blocks are required.
import * as tar from "tar";

/** Why a tar stream was refused, for the caller to put in the owner's words. */
export class TarProblem extends Error {
  /** @param {"not-tar" | "ends-early" | "damaged"} kind @param {string} detail */
  constructor(kind, detail) {
    super(`${kind}: ${detail}`);
    this.name = "TarProblem";
    this.kind = kind;
  }
}

const COMPRESSED = [Buffer.from([0x1f, 0x8b]), Buffer.from([0x28, 0xb5, 0x2f, 0xfd])];

/**
 * Feeds `source` to a strict tar parser; `onEntry` must consume each entry (pipe it or
 * resume it) and may throw to stop everything. Resolves once the whole stream was read.
 * @param {AsyncIterable<Buffer>} source
 * @param {(entry: tar.ReadEntry) => Promise<void>} onEntry
 */
export async function readTar(source, onEntry) {
  const parser = new tar.Parser({ strict: true, zstd: false, brotli: false });
  let sawEnd = false;
  let entriesSeen = 0;
  /** @type {unknown} */
  let failure;
  /** @type {Promise<void>[]} */
  const handlers = [];
  const failed = new Promise((_, reject) => {
    parser.on("error", (e) => {
      // Only the end-of-archive blocks: a legal, empty tar (the caller decides if that will do).
      if (sawEnd && entriesSeen === 0 && /Unrecognized archive format/.test(e.message)) return;
      reject((failure ??= asProblem(e, entriesSeen)));
    });
    parser.on("entry", (entry) => {
      entriesSeen++;
      const handled = onEntry(entry).catch((e) => {
        failure ??= e;
        entry.resume(); // lets the parser reach its error path instead of waiting for this entry
        parser.abort(new Error("stopped by the reader"));
        reject(failure);
      });
      handlers.push(handled);
    });
  });
  failed.catch(() => {});
  parser.on("eof", () => (sawEnd = true));
  const finished = new Promise((resolve) => parser.on("end", resolve));

  let head = Buffer.alloc(0);
  for await (const chunk of source) {
    if (failure) throw failure;
    if (sawEnd) continue; // padding (or anything) after the end-of-archive blocks: read, not kept
    let data = chunk;
    if (head) {
      head = Buffer.concat([head, chunk]);
      if (head.length < 4) continue;
      if (COMPRESSED.some((magic) => head.subarray(0, magic.length).equals(magic)))
        throw new TarProblem("not-tar", "compressed again inside");
      data = head;
      head = /** @type {any} */ (null);
    }
    if (!parser.write(data)) await Promise.race([new Promise((resolve) => parser.once("drain", resolve)), failed]);
  }
  if (failure) throw failure;
  if (head) parser.write(head); // fewer than 4 bytes: the parser calls it "not a tar"
  parser.end();
  await Promise.race([finished, failed]);
  await Promise.all(handlers);
  if (failure) throw failure;
  if (!sawEnd) throw new TarProblem("ends-early", "no end-of-archive blocks");
}

/** @param {unknown} e @param {number} entriesSeen */
function asProblem(e, entriesSeen) {
  if (!(e instanceof Error)) return new TarProblem("damaged", String(e));
  if (e instanceof TarProblem || !("tarCode" in e)) return e;
  if (/Truncated input/.test(e.message)) return new TarProblem("ends-early", e.message);
  if (/Unrecognized archive format/.test(e.message) || entriesSeen === 0) return new TarProblem("not-tar", e.message);
  return new TarProblem("damaged", e.message);
}
