// The headers every answer of the site carries, in one place for next.config.ts
// (pages, API, the files Next.js serves) and server.mjs (the scripts and stylesheets it sends
// in brotli itself: lib/server/static-brotli.mjs). Plain JavaScript: server.mjs runs without a build.

/**
 * 'unsafe-inline' for scripts: the App Router streams inline bootstrap scripts, and nonces
 * would force every page to render per request. Everything else is locked to this site, plus
 * the map embed and uploadthing's image CDN (no third-party script runs on any page).
 * `httpsOnlyHost`: Vercel and Netlify, which serve only HTTPS and run Next.js without
 * server.mjs; under npm start, server.mjs adds `upgrade-insecure-requests` per request when the
 * page goes out over HTTPS (lib/server/https-headers.mjs).
 * @param {{ dev?: boolean, httpsOnlyHost?: boolean }} [options]
 */
function siteCsp({ dev = false, httpsOnlyHost = false } = {}) {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://utfs.io https://*.ufs.sh",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src https://www.google.com https://maps.google.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(httpsOnlyHost ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * @param {{ dev?: boolean, httpsOnlyHost?: boolean }} [options]
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders(options = {}) {
  return [
    { key: "Content-Security-Policy", value: siteCsp(options) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
    ...(options.httpsOnlyHost
      ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]
      : []),
  ];
}

/** Uploaded files: opened directly, one can run, load or frame nothing. */
export const UPLOADS_CSP = "default-src 'none'";
