import "server-only";
import { db } from "@/lib/db";

/** Records that these tags were invalidated at `at` (kept if a later time is already stored). */
export async function recordInvalidation(tags: readonly string[], at: Date): Promise<void> {
  const prisma = await db();
  for (const tag of tags) {
    await prisma.$executeRaw`INSERT INTO cache_tags (tag, "invalidatedAt") VALUES (${tag}, ${at})
      ON CONFLICT (tag) DO UPDATE SET "invalidatedAt" = GREATEST(cache_tags."invalidatedAt", EXCLUDED."invalidatedAt")`;
  }
}

/** Every tag's last invalidation, in milliseconds since the epoch. */
export async function readInvalidations(): Promise<Map<string, number>> {
  const prisma = await db();
  const rows = await prisma.cacheTag.findMany();
  return new Map(rows.map((r) => [r.tag, r.invalidatedAt.getTime()]));
}
