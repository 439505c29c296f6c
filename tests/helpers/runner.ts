import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { pgliteExtensions } from "@/lib/db/pglite-extensions.mjs";
import type { SqlRunner } from "@/lib/db/migrate";

/** A raw SQL connection to this test file's empty database (see setup-db.ts). */
export async function openRunner(): Promise<SqlRunner & { close(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return {
      query: async (sql, params) => (await client.query(sql, params)).rows,
      exec: async (sql) => void (await client.query(sql)),
      close: () => client.end(),
    };
  }
  const db = new PGlite({ extensions: pgliteExtensions });
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params)).rows,
    exec: async (sql) => void (await db.exec(sql)),
    close: () => db.close(),
  };
}
