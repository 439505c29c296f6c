// Headers that only make sense on a page served over HTTPS, decided per request by server.mjs:
// Strict-Transport-Security, and `upgrade-insecure-requests` in the page's
// CSP. Fixed at build time from SITE_URL they were wrong both ways: HSTS went out over plain
// HTTP, and a build for an https SITE_URL started on http (a LAN address, a health check)
// had its browser upgrade every script and image to an https port where nothing answered.

const HSTS = "max-age=63072000; includeSubDomains";

/**
 * HTTPS as the visitor sees it: this server's own TLS, or the scheme the proxy in front says
 * it was reached by (nginx `X-Forwarded-Proto $scheme`, Caddy, a load balancer), believed only
 * with TRUST_PROXY_HOPS set: a shared cache in front of a plain-HTTP shop must never keep a
 * page with `upgrade-insecure-requests` that one client asked for.
 */
function servedOverHttps(req) {
  if (req.socket?.encrypted) return true;
  // Only a proxy the shop is told about (TRUST_PROXY_HOPS, lib/http/client-ip.ts) may say so: with
  // none in front, the header is whatever the client wrote.
  if (!(Number(process.env.TRUST_PROXY_HOPS) > 0)) return false;
  const proto = req.headers["x-forwarded-proto"];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(",")[0]?.trim().toLowerCase();
  return first === "https";
}

/** Adds HSTS and the CSP's upgrade-insecure-requests to this answer when it goes out over HTTPS. */
export function secureTransportHeaders(req, res) {
  if (!servedOverHttps(req)) return;
  const writeHead = res.writeHead;
  // Node writes a response's head through writeHead, also when a handler only calls end().
  res.writeHead = function (...args) {
    if (!res.headersSent) {
      res.setHeader("Strict-Transport-Security", HSTS);
      const csp = res.getHeader("content-security-policy");
      // Uploads and error answers send `default-src 'none'`: nothing to upgrade there.
      if (
        typeof csp === "string" &&
        csp.startsWith("default-src 'self'") &&
        !csp.includes("upgrade-insecure-requests")
      ) {
        res.setHeader("Content-Security-Policy", `${csp}; upgrade-insecure-requests`);
      }
    }
    return writeHead.apply(this, args);
  };
}
