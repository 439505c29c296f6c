/**
 * The PostgreSQL error code under a Prisma error (driver adapters put it in
 * meta.driverAdapterError.cause), e.g. "23P01" for an exclusion constraint; null if none.
 */
export function postgresCode(error: unknown): string | null {
  const cause = (error as { meta?: { driverAdapterError?: { cause?: { originalCode?: unknown; code?: unknown } } } })
    ?.meta?.driverAdapterError?.cause;
  const code = cause?.originalCode ?? cause?.code;
  return typeof code === "string" ? code : null;
}

/** Two holds of one rental unit overlap (constraint reservations_no_overlap). */
export function isOverlap(error: unknown): boolean {
  return postgresCode(error) === "23P01";
}

/**
 * PostgreSQL rolled this statement back to break a deadlock or a serialisation conflict
 * (40P01, 40001; Prisma's P2034): nothing was written, and trying again is safe. (Bookings
 * take a lock per copy first so that their inserts do not deadlock in the exclusion check.)
 */
export function isRolledBackConflict(error: unknown): boolean {
  const code = postgresCode(error);
  return code === "40P01" || code === "40001" || (error as { code?: unknown } | null)?.code === "P2034";
}

/**
 * The work gave up waiting: Prisma closed an interactive transaction that ran past its time
 * or waited too long to start (P2028), or PostgreSQL cancelled a statement for a timeout
 * (57014 statement_timeout, 55P03 lock_timeout). Nothing was committed; trying again is safe.
 */
export function isTimedOut(error: unknown): boolean {
  const code = postgresCode(error);
  return (error as { code?: unknown } | null)?.code === "P2028" || code === "57014" || code === "55P03";
}
