// Cache headers for the addresses whose answer a cookie decides, for server.mjs.
//
// next.config's redirects send a visitor who chose Hindi (NEXT_LOCALE=hi) from an English
// address to its /hi twin (lib/i18n/rewrites.ts): the same address answers an English page
// without the cookie and a 307 with it. A shared cache in front keys on the address only,
// unless told otherwise, so it could serve her the kept English page, or keep the 307 and send
// English visitors to Hindi. Both answers must say so:
//  - the redirect: `Cache-Control: private, no-store` (and `Vary: Cookie`);
//  - the page at the same address: `Vary: Cookie`, next to Next's own Vary fields.
// next.config's headers() cannot do either on Next's own server: a config redirect answers
// without the headers the header rules collected (resolve-routes.js returns `resHeaders: null`
// for it), and an app page replaces any Vary already set with its own (app-page-runtime.js,
// `res.setHeader('Vary', …)`). So this is decided here, when the answer's head is written.

const NO_STORE = "private, no-store";

/** The Vary fields already on the answer, as they are, plus `field` if it is not among them. */
export function withVaryField(current, field) {
  const fields = [current ?? []]
    .flat()
    .flatMap((value) => String(value).split(","))
    .map((f) => f.trim())
    .filter(Boolean);
  // "*" already says the answer varies on everything.
  if (fields.includes("*") || fields.some((f) => f.toLowerCase() === field.toLowerCase())) return fields.join(", ");
  return [...fields, field].join(", ");
}

/**
 * The per-request hook for the redirects in `redirects` (routes-manifest.json's, or
 * load-custom-routes' in a test) that read a cookie. Matched with Next's own matchers
 * (case-insensitive, optional trailing slash, the same `has` test), so an address is treated
 * as cookie-decided exactly when Next's router would consult the cookie for it.
 * @param {{ redirects: Array<{ source: string, has?: unknown[], missing?: unknown[] }>, basePath?: string, caseSensitive?: boolean }} routes
 * @returns {Promise<(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void>}
 */
export async function cookieRedirectHeaders({ redirects, basePath = "", caseSensitive = false }) {
  const { buildCustomRoute } = await import("next/dist/server/lib/router-utils/filesystem.js");
  const { matchHas } = await import("next/dist/shared/lib/router/utils/prepare-destination.js");
  const { parseUrl } = await import("next/dist/shared/lib/router/utils/parse-url.js");
  const readsCookie = (list) => (list ?? []).some((item) => item.type === "cookie");
  const rules = redirects
    .filter((r) => readsCookie(r.has) || readsCookie(r.missing))
    .map((r) => buildCustomRoute("redirect", r, basePath, caseSensitive));

  return function cookieDecided(req, res) {
    if (rules.length === 0) return;
    const { pathname, query } = parseUrl(req.url ?? "/");
    const matched = rules.filter((rule) => rule.match(pathname));
    // Every other address (the Hindi pages among them: no rule starts at /hi) answers the
    // same whatever the cookie says: no Vary on Cookie, so a cache keeps one copy for all.
    if (matched.length === 0) return;
    const redirected = matched.some((rule) => matchHas(req, query, rule.has, rule.missing));
    const writeHead = res.writeHead;
    // Node writes a response's head through writeHead, also when a handler only calls end();
    // by then Next has set its own Vary (and compression its Accept-Encoding), kept here.
    res.writeHead = function (...args) {
      if (!res.headersSent) {
        res.setHeader("Vary", withVaryField(res.getHeader("vary"), "Cookie"));
        // The answer the cookie chose (her 307, or the 308 that comes before it on an old
        // collection address): hers alone, and only for now.
        if (redirected) res.setHeader("Cache-Control", NO_STORE);
      }
      return writeHead.apply(this, args);
    };
  };
}
