/** Set by proxy.ts on every /admin request it lets through (replacing any a client sent). */
export const ADMIN_PATH_HEADER = "x-admin-path";

/** The admin page a request asked for, if it is one: where signing in again should lead. */
export function adminPathFrom(value: string | null): string {
  // Only a path inside the admin area: never another site, never "//host".
  return value && /^\/admin(?:[/?]|$)/.test(value) && !value.startsWith("//") ? value : "/admin";
}
