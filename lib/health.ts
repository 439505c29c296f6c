import "server-only";
import { db } from "@/lib/db";

/** How long a readiness probe waits for the database: a load balancer's probe usually gives up after 1–2 s. */
const READY_WITHIN_MS = 800;

export type Readiness = { ready: true } | { ready: false; reason: string };

/**
 * Whether this instance can serve: the database opened (which applies the migrations, so an
 * open one has them all) and answers a query now. A database that went away answers within
 * READY_WITHIN_MS, even when its connection attempt hangs; the reason names no host, user or
 * error text (the answer is public).
 */
export async function readiness(): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Readiness>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          ready: false,
          reason: `The database did not answer within ${READY_WITHIN_MS} ms (it may still be opening: migrations and the first seed run at start).`,
        }),
      READY_WITHIN_MS,
    );
  });
  const check = (async (): Promise<Readiness> => {
    try {
      const prisma = await db();
      await prisma.$queryRaw`SELECT 1`;
      return { ready: true };
    } catch {
      return { ready: false, reason: "The database cannot be reached or opened." };
    }
  })();
  try {
    return await Promise.race([check, late]);
  } finally {
    clearTimeout(timer);
  }
}
