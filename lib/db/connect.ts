import { mkdir } from "node:fs/promises";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { databaseUrl, pgliteDir } from "@/lib/env";
import { migrate, type SqlRunner } from "./migrate";

export interface Connection {
  prisma: PrismaClient;
  close(): Promise<void>;
}

/**
 * Opens the database, applies pending migrations and returns a Prisma client.
 * `DATABASE_URL` → PostgreSQL through node-postgres; otherwise PGlite on disk
 * (or in memory for `memory://`). Nothing is opened at import time, so `next build`
 * never touches the embedded data directory.
 */
export async function connect(options: { url?: string; pgliteDir?: string } = {}): Promise<Connection> {
  const url = options.url === undefined ? databaseUrl() : options.url || undefined;
  return url ? connectPostgres(url) : connectPglite(options.pgliteDir ?? pgliteDir());
}

async function connectPostgres(url: string): Promise<Connection> {
  const [{ Client }, { PrismaPg }] = await Promise.all([import("pg"), import("@prisma/adapter-pg")]);
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await migrate({
      query: async (sql, params) => (await client.query(sql, params)).rows,
      exec: async (sql) => void (await client.query(sql)),
    });
  } finally {
    await client.end();
  }
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) }) });
  return { prisma, close: () => prisma.$disconnect() };
}

async function connectPglite(dir: string): Promise<Connection> {
  const [{ PGlite }, { PrismaPGlite }] = await Promise.all([import("@electric-sql/pglite"), import("pglite-prisma-adapter")]);
  if (!dir.startsWith("memory://")) await mkdir(dir, { recursive: true });
  const pglite = new PGlite(dir);
  await pglite.waitReady;
  const runner: SqlRunner = {
    query: async <T,>(sql: string, params?: unknown[]) => (await pglite.query<T>(sql, params)).rows,
    exec: async (sql) => void (await pglite.exec(sql)),
  };
  await migrate(runner);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return {
    prisma,
    close: async () => {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}
