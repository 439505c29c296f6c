import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { connect } from "@/lib/db/connect";
import { seed } from "@/lib/db/seed";

// One client per process, kept on globalThis so dev-mode reloads don't open PGlite twice
// (it allows one connection per data directory).
const globalForDb = globalThis as unknown as { dbReady?: Promise<PrismaClient> };

async function open(): Promise<PrismaClient> {
  const { prisma } = await connect();
  await seed(prisma);
  return prisma;
}

/** The Prisma client, opened, migrated and seeded on first use. Only lib/data/* calls this. */
export function db(): Promise<PrismaClient> {
  // `next build` runs in several workers while a server may already hold the embedded
  // database, and a build that seeded it would print a first admin password into the build
  // log: a page that reads data at build time is a bug, so refuse (the page errors instead).
  if (process.env.NEXT_PHASE === "phase-production-build") {
    return Promise.reject(new Error("The database is not opened during `next build`: make this page dynamic (connection()) or render it on request (generateStaticParams → [])."));
  }
  if (!globalForDb.dbReady) {
    globalForDb.dbReady = open().catch((e) => {
      // Forget the failure so the next request tries again (the database may come back).
      globalForDb.dbReady = undefined;
      throw e;
    });
  }
  return globalForDb.dbReady;
}
