/**
 * The PostgreSQL error code under a Prisma error (driver adapters put it in
 * meta.driverAdapterError.cause), e.g. "23P01" for an exclusion constraint; null if none.
 */
export function postgresCode(error: unknown): string | null {
  const cause = (error as { meta?: { driverAdapterError?: { cause?: { originalCode?: unknown; code?: unknown } } } })?.meta?.driverAdapterError?.cause;
  const code = cause?.originalCode ?? cause?.code;
  return typeof code === "string" ? code : null;
}

/** Two holds of one rental unit overlap (constraint reservations_no_overlap). */
export function isOverlap(error: unknown): boolean {
  return postgresCode(error) === "23P01";
}
