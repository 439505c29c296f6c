// Headers that only make sense on a page served over HTTPS, decided per request by server.mjs
// (issue #29, item 7): Strict-Transport-Security, and `upgrade-insecure-requests` in the page's
// CSP. Fixed at build time from SITE_URL they were wrong both ways: HSTS went out over plain
// HTTP, and a build for an https SITE_URL started on http (a LAN address, a health check)
// had its browser upgrade every script and image to an https port where nothing answered.

const HSTS = "max-age=63072000; includeSubDomains";

/**
 * HTTPS as the visitor sees it: this server's own TLS, or the scheme the proxy in front says
 * it was reached by (nginx `X-Forwarded-Proto $scheme`, Caddy, a load balancer). A client
 * writing that header itself over plain HTTP only changes headers of its own answer: a browser
 * ignores HSTS over HTTP, and the page it gets is its own.
 */
function servedOverHttps(req) {
  if (req.socket?.encrypted) return true;
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
      if (typeof csp === "string" && csp.startsWith("default-src 'self'") && !csp.includes("upgrade-insecure-requests")) {
        res.setHeader("Content-Security-Policy", `${csp}; upgrade-insecure-requests`);
      }
    }
    return writeHead.apply(this, args);
  };
}
