import { z } from "zod";

/**
 * PostgreSQL text cannot hold U+0000: a NUL byte in any field used to reach the database
 * and fail there (22021 / Prisma P2039) as a 500. Every text field starts from `safeString`,
 * so the form, the API and the sign-in path (next-auth's credentials check) refuse it as a
 * field error first. Other control characters are stored as typed; only NUL breaks a query.
 */
export const NUL_MESSAGE = "Remove the invisible control characters from this field.";

export const hasNul = (value: string): boolean => value.includes("\u0000");

export function nulMessage(label?: string): string {
  return label ? `Remove the invisible control characters from the ${label.toLowerCase()}.` : NUL_MESSAGE;
}

/**
 * `z.string(params)` that refuses U+0000 before any other check (`abort`: the visitor sees
 * this message, not a misleading "too long"). Chain `.trim()`, `.min()`, `.max()` after it.
 */
export function safeString(label?: string, params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !hasNul(value), { error: nulMessage(label), abort: true });
}

/**
 * Whether any string or object key inside a parsed value holds U+0000. For JSON sent as the
 * text of a form field: its `\u0000` escapes only become NUL bytes once the field is parsed.
 */
export function containsNul(value: unknown): boolean {
  if (typeof value === "string") return hasNul(value);
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object") return Object.entries(value).some(([key, v]) => hasNul(key) || containsNul(v));
  return false;
}
