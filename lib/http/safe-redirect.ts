/**
 * Where to go after sign-in: `value` resolved the way the browser will resolve it
 * (`new URL(value, origin)`), and followed only when it stays on this site. Browsers read
 * `//evil.example`, `/\evil.example` and `\/evil.example` (and tabs or newlines inside them)
 * as another host; a prefix check misses some of those, resolving them does not.
 */
export function sameSiteTarget(value: string | null | undefined, origin: string, fallback = "/admin"): string {
  if (!value) return fallback;
  try {
    const url = new URL(value, origin);
    if (url.origin !== new URL(origin).origin) return fallback;
    // "https://this.site//evil.example" keeps the site but its path would read as a host again.
    return `${url.pathname.replace(/^\/+/, "/")}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
