import { z } from "zod";
import { fieldWords, isFieldLabel } from "./field-words";

/**
 * PostgreSQL text cannot hold U+0000: a NUL byte in any field used to reach the database
 * and fail there (22021 / Prisma P2039) as a 500. Every text field starts from `safeString`,
 * so the form, the API and the sign-in path (next-auth's credentials check) refuse it as a
 * field error first. Other control characters are stored as typed; only NUL breaks a query.
 */
export const NUL_MESSAGE = fieldWords("controlChars");

export const hasNul = (value: string): boolean => value.includes("\u0000");

/**
 * The message for a field holding U+0000 (words of the "apiErrors" catalogue): a field a
 * visitor fills names its catalogue label ("labelName"); the owner's fields are named by the
 * field the answer's `errors` puts it on.
 */
export function nulMessage(label?: string): string {
  return label && isFieldLabel(label) ? fieldWords("fieldControlChars", { label }) : NUL_MESSAGE;
}

/**
 * `z.string(params)` that refuses U+0000 before any other check (`abort`: the visitor sees
 * this message, not a misleading "too long"). Chain `.trim()`, `.min()`, `.max()` after it.
 */
export function safeString(label?: string, params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !hasNul(value), { error: nulMessage(label), abort: true });
}

/** Deeper than any body this shop takes (a cart line sits at depth 3): refused, not walked. */
const MAX_JSON_DEPTH = 32;

export type JsonProblem = { kind: "nul"; path: string[] } | { kind: "deep" } | null;

/**
 * The first string or object key inside a parsed value that holds U+0000, or a nesting
 * deeper than MAX_JSON_DEPTH. Walked with a stack, not recursion: `[[[[…]]]]` twenty thousand
 * deep parses fine and would overflow the call stack of a recursive walk (a 500).
 */
export function jsonProblem(value: unknown): JsonProblem {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === "string") {
      if (hasNul(v)) return { kind: "nul", path };
    } else if (v && typeof v === "object") {
      if (path.length >= MAX_JSON_DEPTH) return { kind: "deep" };
      const entries = Object.entries(v);
      if (!Array.isArray(v) && entries.some(([key]) => hasNul(key))) return { kind: "nul", path: [...path, "_key"] };
      // pushed last first, so the first problem in the document's order is the one named
      for (let i = entries.length - 1; i >= 0; i--)
        stack.push({ value: entries[i]![1], path: [...path, entries[i]![0]] });
    }
  }
  return null;
}

// Every control character but NUL (refused above) and the Unicode line and paragraph separators.
const BREAKS = /[\p{Cc}\u2028\u2029]+/gu;

/**
 * A one-line field (a name) as one line: each run of line breaks or other control characters
 * becomes one space, so a name typed as "Riya\r\nBcc: …" cannot start a line of its own in the
 * owner's e-mail or on her screen.
 */
export const oneLine = (value: string): string => value.replace(BREAKS, " ").trim();
