import "server-only";
import { ConflictError } from "@/lib/db/conflict-error";
import { NotFoundError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";

/** What the owner is told when a save finds its row gone or changed (catalogue items, hero slides). */
export interface WriteMessages {
  notFound: string;
  /** 409: shown to the owner as is, so it says what to do. */
  conflict: string;
}

/** Prisma's "the record to update or delete was not found" (a conditional write matched nothing). */
export function isRecordNotFound(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025";
}

/** How often a save without a version is tried again when other saves keep getting in first. */
const SAVE_ATTEMPTS = 4;

/**
 * Optimistic locking. `save(current)` must store only while the row is still at
 * `current.version` and answer null when it is not. Then: row gone → 404; an edit that
 * named its starting version → 409; a spec client without one → tried again on the fresh
 * row (the last write wins, but never on top of a row it did not read).
 */
export async function saveAtVersion<Row extends { version: number }, R>(
  first: Row,
  expected: number | undefined,
  reload: () => Promise<Row | null>,
  save: (current: Row, retry: boolean) => Promise<R | null>,
  messages: WriteMessages,
): Promise<R> {
  let current = first;
  for (let attempt = 1; ; attempt++) {
    if (expected !== undefined && current.version !== expected)
      throw new ConflictError(messages.conflict, current.version);
    const saved = await save(current, attempt > 1);
    if (saved !== null) return saved;
    const fresh = await reload();
    if (!fresh) throw new NotFoundError(messages.notFound);
    if (expected === undefined && attempt >= SAVE_ATTEMPTS) throw new ConflictError(messages.conflict, fresh.version);
    current = fresh;
  }
}
