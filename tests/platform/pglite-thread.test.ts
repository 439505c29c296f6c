// The embedded database on its own thread answers as PGlite in-process does: parsed values,
// transactions that commit, roll back and keep other statements out while open, PostgreSQL's
// errors as PGlite's DatabaseError, and a thread that stops on its own is said, not hidden.
import { afterAll, describe, expect, it, vi } from "vitest";
import { messages } from "@electric-sql/pglite";
import { PGliteThread, workerScript } from "@/lib/db/pglite-thread";

const lost = vi.fn();
const db = new PGliteThread(workerScript()!, "memory://thread-test", [], lost);

afterAll(() => db.close());

describe("the embedded database's thread", () => {
  it("opens, and applies the caller's parsers to the columns it names, as PGlite does", async () => {
    await db.waitReady;
    const bytes = (x: string) => Uint8Array.from(Buffer.from(x.slice(2), "hex"));
    const res = await db.query<unknown[]>(
      "SELECT 42::int4 AS n, '\\x0102'::bytea AS b, NULL::bytea AS none, ARRAY['a','b']::text[] AS t",
      [],
      { rowMode: "array", parsers: { 17: bytes } },
    );
    expect(res.rows).toEqual([[42, Uint8Array.from([1, 2]), null, ["a", "b"]]]);
    expect(res.fields.map((f) => f.name)).toEqual(["n", "b", "none", "t"]);
  });

  it("commits a transaction, rolls one back on a throw, and keeps other statements out while one is open", async () => {
    await db.exec("CREATE TABLE t (id int PRIMARY KEY, note text)");
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO t VALUES (1, 'kept')");
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO t VALUES (2, 'gone')");
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");

    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const open = db.transaction(async (tx) => {
      await tx.query("INSERT INTO t VALUES (3, 'inside')");
      order.push("inside");
      await held;
    });
    await new Promise((r) => setTimeout(r, 50));
    const outside = db
      .query("SELECT count(*)::int AS n FROM t")
      .then((r) => order.push(`outside saw ${(r.rows[0] as { n: number }).n}`));
    await new Promise((r) => setTimeout(r, 50));
    order.push("released");
    release();
    await Promise.all([open, outside]);
    expect(order).toEqual(["inside", "released", "outside saw 2"]);
    expect((await db.query("SELECT id FROM t ORDER BY id")).rows).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it("gives PostgreSQL's errors as PGlite's DatabaseError, with the code and constraint", async () => {
    const error = await db.query("INSERT INTO t VALUES (1, 'again')").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(messages.DatabaseError);
    expect(error).toMatchObject({ code: "23505", constraint: "t_pkey" });
  });

  it("says when the thread stops on its own, and every later call fails instead of waiting", async () => {
    const other = new PGliteThread(workerScript()!, "memory://thread-lost", [], lost);
    await other.waitReady;
    await (other as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    expect(lost).toHaveBeenCalledOnce();
    await expect(other.query("SELECT 1")).rejects.toThrow(/thread stopped/);
  });
});
