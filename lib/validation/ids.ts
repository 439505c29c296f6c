/**
 * Whether a string from a URL or a body could be an id this shop made: Prisma's cuid()
 * ("c" + 24 lowercase base-36 characters), a cuid2, a built-in dupatta key ("dupatta-12"),
 * or an older 24-hex id. Anything else (a NUL byte, a slash, spaces, a 10 KB string) is
 * "not found" without asking the database: PostgreSQL refuses U+0000 in text with an
 * error (22021), which used to surface as a 500 with a stack trace.
 */
const PLAUSIBLE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export function isPlausibleId(id: unknown): id is string {
  return typeof id === "string" && PLAUSIBLE_ID.test(id);
}

/**
 * An item id the owner pasted into a search box: the id itself, or the last part of a link
 * to the piece (`https://…/collection/gowns/<id>?from=share`). Null when it cannot be one.
 */
export function pastedId(text: string): string | null {
  const trimmed = text.trim();
  const last = trimmed.includes("/")
    ? (trimmed
        .replace(/[?#].*$/, "")
        .replace(/\/+$/, "")
        .split("/")
        .pop() ?? "")
    : trimmed;
  return isPlausibleId(last) ? last : null;
}
