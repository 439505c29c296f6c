import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * The next customer reservation number, drawn inside the booking's transaction: a booking
 * rolled back (a stay taken, a checkout refused) gives its number back, so customers' numbers
 * run on without gaps, and the owner's blocks, which take none, leave none.
 * The counter's row stays locked until the booking commits; every booking draws only after
 * it holds its copies' locks, so waiting here can never close a circle of locks. A database
 * without the row (made before the counter, by hand) starts after the highest number given.
 */
export async function nextRentalNumber(tx: Prisma.TransactionClient): Promise<number> {
  const [row] = await tx.$queryRaw<{ value: number }[]>`
    INSERT INTO "counters" ("name", "value")
      VALUES ('rental-number', COALESCE((SELECT MAX("number") FROM "reservations"), 0) + 1)
    ON CONFLICT ("name") DO UPDATE SET "value" = "counters"."value" + 1
    RETURNING "value"`;
  return row!.value;
}
