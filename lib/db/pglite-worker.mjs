// @ts-check
// The embedded database in a thread of its own. PGlite runs PostgreSQL compiled to
// WebAssembly, and a statement runs to its end without yielding: on the server's own event
// loop, a flood of uncached pages (each a few browse queries) kept cached pages waiting
// behind them for seconds. Here the statements run on this thread, and the server's loop only
// passes messages (lib/db/pglite-thread.ts is the other end).
//
// One message in, one answer out, matched by `id`:
//   { op: "query", sql, params, rowMode?, rawTypes?, tx? }  → { result }
//   { op: "exec", sql, tx? }                                → { result }
//   { op: "begin" }                                         → { tx }   (PGlite's own transaction, held open)
//   { op: "rollback", tx }                                  → {}
//   { op: "end", tx, commit }                               → {}       (commits, or rolls back)
//   { op: "dump", file }                                    → {}       (the data folder as a tar, written to `file`)
//   { op: "close" }                                         → {}
// PGlite's own locks still order everything: a statement outside a transaction waits while
// one is open, as it would in-process.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, messages } from "@electric-sql/pglite";
import { pgliteExtensions } from "./pglite-extensions.mjs";
import { tarFolder } from "../backup/folder-tar.mjs";

const port = /** @type {import("node:worker_threads").MessagePort} */ (parentPort);
const { dir, memory } = workerData;

/** The fields of an error that can cross to the server's thread, a PostgreSQL error's all (code, constraint, detail…). */
function errorOf(/** @type {any} */ e) {
  const props =
    e && typeof e === "object"
      ? Object.fromEntries(
          Object.entries(e).filter(([, v]) => v === null || ["string", "number", "boolean"].includes(typeof v)),
        )
      : {};
  return { message: e?.message ?? String(e), name: e?.name, database: e instanceof messages.DatabaseError, props };
}

/** Types the server parses itself (its parsers are functions, which cannot cross): passed through as PostgreSQL's text. */
function rawParsers(/** @type {number[] | undefined} */ types) {
  if (!types?.length) return undefined;
  return Object.fromEntries(types.map((t) => [t, (/** @type {string} */ x) => x]));
}

/** @type {any} */
let pglite;
try {
  pglite = new PGlite(dir, {
    extensions: pgliteExtensions,
    initDbStartParams: memory,
    startParams: [...PGlite.defaultStartParams, ...memory],
  });
  await pglite.waitReady;
  port.postMessage({ ready: true });
} catch (e) {
  port.postMessage({ ready: false, error: errorOf(e) });
  process.exit(0);
}

/** @type {Map<number, { tx: any, finish: (commit: boolean) => void, done: Promise<void> }>} */
const open = new Map();
let nextTx = 1;

function begin() {
  return new Promise((resolve, reject) => {
    const id = nextTx++;
    let finish = /** @type {(commit: boolean) => void} */ (() => {});
    const done = pglite
      .transaction(async (/** @type {any} */ tx) => {
        const decided = new Promise((r) => (finish = r));
        open.set(id, { tx, finish, done: /** @type {Promise<void>} */ (done) });
        resolve(id);
        if (!(await decided)) throw new RolledBack();
      })
      .catch((/** @type {unknown} */ e) => {
        open.delete(id);
        if (!(e instanceof RolledBack)) throw e;
      });
    // A BEGIN that fails never reaches the callback.
    done.catch(reject);
  });
}

class RolledBack extends Error {}

async function run(/** @type {any} */ m) {
  const on = m.tx ? open.get(m.tx)?.tx : pglite;
  if (m.tx && !on) throw new Error("Transaction is closed");
  switch (m.op) {
    case "query":
      return { result: await on.query(m.sql, m.params, { rowMode: m.rowMode, parsers: rawParsers(m.rawTypes) }) };
    case "exec":
      return { result: await on.exec(m.sql) };
    case "begin":
      return { tx: await begin() };
    case "rollback":
      await on.rollback();
      return {};
    case "end": {
      const t = open.get(m.tx);
      if (!t) return {};
      t.finish(m.commit);
      await t.done;
      open.delete(m.tx);
      return {};
    }
    case "dump":
      // In PGlite's query queue, as its own dumpDataDir: no statement writes while the files are read.
      await pglite.runExclusive(() => tarFolder(dir, m.file));
      return {};
    case "close":
      await pglite.close();
      return {};
    default:
      throw new Error(`unknown operation ${m.op}`);
  }
}

port.on("message", async (m) => {
  try {
    const { transfer, ...answer } = await run(m);
    port.postMessage({ id: m.id, ...answer }, transfer ?? []);
    if (m.op === "close") port.close();
  } catch (e) {
    port.postMessage({ id: m.id, error: errorOf(e) });
  }
});
