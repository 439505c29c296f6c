import { existsSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { messages } from "@electric-sql/pglite";

// The server's end of the embedded database's thread (lib/db/pglite-worker.mjs): the part of
// PGlite's interface the shop uses (the Prisma adapter's query, exec and transaction; the
// migrations; the backups' dump), each call a message to the thread. Errors come back as
// PGlite's own DatabaseError, so Prisma and lib/db/pg-error.ts read them as before.

type Row = Record<string, unknown> | unknown[];
interface Field {
  name: string;
  dataTypeID: number;
}
export interface Results<T = Row> {
  rows: T[];
  fields: Field[];
  affectedRows?: number;
}
type Parser = (value: string, type: number) => unknown;
interface QueryOptions {
  rowMode?: "array" | "object";
  parsers?: Record<number, Parser>;
}
interface Queryable {
  query<T = Row>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}
export interface Transaction extends Queryable {
  rollback(): Promise<void>;
  readonly closed: boolean;
}

interface ErrorOf {
  message: string;
  name?: string;
  database: boolean;
  props: Record<string, unknown>;
}

function rebuild(e: ErrorOf): Error {
  if (e.database) return Object.assign(new messages.DatabaseError(e.message, 0, "error"), e.props);
  const error = new Error(e.message);
  if (e.name) error.name = e.name;
  return Object.assign(error, e.props);
}

/** Where the thread's script is: beside this file in the source tree and in a standalone copy (the server's folder). */
export function workerScript(): string | null {
  const file = path.join(process.cwd(), "lib/db/pglite-worker.mjs");
  if (existsSync(file)) return file;
  console.warn(`[db] ${file} is missing: the embedded database runs on the server's own thread.`);
  return null;
}

/** Applies the caller's parsers, on this side, to the columns the thread passed through as text. */
function parsed<T>(result: Results<T>, options: QueryOptions | undefined): Results<T> {
  const parsers = options?.parsers;
  if (!parsers) return result;
  const columns = result.fields
    .map((f, i) => ({ i, name: f.name, type: f.dataTypeID, parse: parsers[f.dataTypeID] }))
    .filter((c) => c.parse);
  if (!columns.length) return result;
  for (const row of result.rows as Row[]) {
    for (const c of columns) {
      if (Array.isArray(row)) {
        if (row[c.i] !== null && row[c.i] !== undefined) row[c.i] = c.parse!(row[c.i] as string, c.type);
      } else if (row[c.name] !== null && row[c.name] !== undefined)
        row[c.name] = c.parse!(row[c.name] as string, c.type);
    }
  }
  return result;
}

export class PGliteThread implements Queryable {
  private worker!: Worker;
  private readonly waiting = new Map<
    number,
    { resolve: (m: Record<string, unknown>) => void; reject: (e: Error) => void }
  >();
  private nextId = 1;
  private exited: Error | null = null;
  private closing = false;
  private lastError: Error | null = null;
  waitReady!: Promise<void>;

  /** `onLost`: the thread stopped without being closed (out of memory, a crash); every call fails from then on. */
  constructor(
    private readonly script: string,
    private readonly dir: string,
    private readonly memory: string[],
    private readonly onLost?: (error: Error) => void,
  ) {
    this.start();
  }

  private start(): void {
    const worker = new Worker(this.script, { workerData: { dir: this.dir, memory: this.memory } });
    this.worker = worker;
    this.exited = null;
    this.closing = false;
    this.lastError = null;
    this.waitReady = new Promise((resolve, reject) => {
      worker.once("message", (m: { ready: boolean; error?: ErrorOf }) =>
        m.ready ? resolve() : reject(rebuild(m.error!)),
      );
      worker.once("error", reject);
      // A thread that ends without a word must not leave the start waiting for ever.
      worker.once("exit", (code) =>
        reject(new Error(`The embedded database's thread stopped while opening (exit code ${code}).`)),
      );
    });
    worker.on("error", (error) => (this.lastError = error));
    worker.on("message", (m: { id?: number; error?: ErrorOf }) => {
      if (m.id === undefined) return;
      const call = this.waiting.get(m.id);
      this.waiting.delete(m.id);
      if (m.error) call?.reject(rebuild(m.error));
      else call?.resolve(m as Record<string, unknown>);
    });
    worker.on("exit", (code) => {
      // A thread replaced by renew() is no news.
      if (worker !== this.worker) return;
      const lost = !this.closing;
      this.exited = new Error(
        lost
          ? `The embedded database's thread stopped (exit code ${code}${this.lastError ? `: ${this.lastError.message}` : ""}).`
          : "The embedded database is closed.",
      );
      for (const call of this.waiting.values()) call.reject(this.exited);
      this.waiting.clear();
      if (lost) {
        console.error(`[db] ${this.exited.message}`);
        this.onLost?.(this.exited);
      }
    });
  }

  /**
   * Closes the thread and opens the folder on a new one. PGlite's WebAssembly memory grows and
   * never shrinks: what a fresh folder's migrations and first data grew (about a hundred MB)
   * goes back to the system with the old thread. Only while nothing else uses the database.
   */
  async renew(): Promise<void> {
    if (this.waiting.size) throw new Error("The embedded database's thread is busy: it cannot be renewed now.");
    const old = this.worker;
    this.closing = true;
    await this.send({ op: "close" }).catch(() => {});
    await old.terminate();
    this.start();
    await this.waitReady;
  }

  private send(message: Record<string, unknown>): Promise<Record<string, unknown>> {
    if (this.exited) return Promise.reject(this.exited);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private async run<T>(
    tx: number | undefined,
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const rawTypes = options?.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    const answer = await this.send({ op: "query", sql, params, rowMode: options?.rowMode, rawTypes, tx });
    return parsed(answer.result as Results<T>, options);
  }

  query<T = Row>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.run<T>(undefined, sql, params, options);
  }

  async exec(sql: string): Promise<Results[]> {
    return (await this.send({ op: "exec", sql })).result as Results[];
  }

  /** As PGlite's: commits when `callback` resolves, rolls back when it throws (or called rollback). */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const { tx: id } = (await this.send({ op: "begin" })) as { tx: number };
    let closed = false;
    const open = () => {
      if (closed) throw new Error("Transaction is closed");
    };
    const tx: Transaction = {
      query: (sql, params, options) => (open(), this.run(id, sql, params, options)),
      exec: async (sql) => (open(), (await this.send({ op: "exec", sql, tx: id })).result as Results[]),
      rollback: async () => {
        open();
        await this.send({ op: "rollback", tx: id });
        closed = true;
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      closed = true;
      await this.send({ op: "end", tx: id, commit: false });
      throw error;
    }
    closed = true;
    await this.send({ op: "end", tx: id, commit: true });
    return result;
  }

  /** Writes the data folder as a tar into `file`, streamed from the disk on the thread. */
  async dumpDataDirTo(file: string): Promise<void> {
    await this.send({ op: "dump", file });
  }

  async close(): Promise<void> {
    if (this.exited) return;
    this.closing = true;
    await this.send({ op: "close" }).catch(() => {});
    await this.worker.terminate();
  }
}
