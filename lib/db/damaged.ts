import path from "node:path";

/**
 * The embedded database folder exists but PGlite cannot open it (a second process wrote to it
 * before the folder lock existed, a full disk, a bad copy). Nothing a retry fixes: the owner
 * has to restore a backup, so the message says which one and how.
 */
export class DamagedDatabaseError extends Error {
  declare readonly folder: string;

  constructor(folder: string, reason: unknown) {
    const why = String((reason as Error)?.message ?? reason).split("\n")[0];
    super(`The embedded database in ${shown(folder)} cannot be opened (${why}).`);
    this.name = "DamagedDatabaseError";
    // Not enumerable: loggers print an error's own fields, and the reason carries a trace.
    Object.defineProperty(this, "folder", { value: folder, enumerable: false });
    // Whoever logs this (Next.js logs a page's errors itself) prints one line, not a trace:
    // the full advice is logged once by lib/db.ts.
    this.stack = `${this.name}: ${this.message}`;
  }
}

function shown(folder: string): string {
  const rel = path.relative(process.cwd(), folder);
  return rel && !rel.startsWith("..") ? rel : folder;
}

/** What to tell the operator, once: what broke, the newest backup, and the command that restores it. */
export function damagedAdvice(error: DamagedDatabaseError, newest: { file: string; createdAt: string } | null): string {
  const lines = [error.message, "The shop answers 503 (API) and shows its error page until this is fixed."];
  if (newest) {
    lines.push(
      `The newest backup is ${shown(newest.file)} (taken ${newest.createdAt}).`,
      `To restore it: stop the server, run \`npm run restore -- ${shown(newest.file)}\`, and start it again (the damaged folder is moved aside, not deleted).`,
    );
  } else {
    lines.push("No backup was found. Keep the folder as it is, and copy it somewhere safe before trying anything.");
  }
  return lines.join("\n");
}

/** Errors that mean the database's files are broken, not that a statement was wrong. */
export function looksDamaged(e: unknown): boolean {
  return /invalid page|could not read block|could not open file|PANIC|Aborted\(\)|checksum|unexpected zero page|invalid memory alloc/i.test(
    String((e as Error)?.message ?? e),
  );
}
