import path from "node:path";
import type { NextConfig } from "next";
import { collectionValueRedirects } from "./features/shop/categories";
import createNextIntlPlugin from "next-intl/plugin";
import { localeRedirects, localeRewrites } from "./lib/i18n/rewrites";
import { resolveSiteUrl } from "./lib/site/url";
import { securityHeaders as siteSecurityHeaders, UPLOADS_CSP } from "./lib/server/security-headers.mjs";

/** Vercel and Netlify serve only HTTPS and run Next.js without server.mjs: their build bakes these in. */
const httpsOnlyHost =
  process.env.NODE_ENV === "production" && (process.env.VERCEL === "1" || process.env.NETLIFY === "true");

// The same list as the scripts and stylesheets server.mjs sends in brotli (lib/server/security-headers.mjs).
const securityHeaders = siteSecurityHeaders({ dev: process.env.NODE_ENV === "development", httpsOnlyHost });
/** The same protections for uploaded files, with a policy that allows nothing. */
const uploadHeaders = securityHeaders.map((h) =>
  h.key === "Content-Security-Policy" ? { ...h, value: UPLOADS_CSP } : h,
);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // .next/standalone: the traced server a container copies (scripts/assemble-standalone.mjs).
  output: "standalone",
  // The sitemap's <lastmod> for pages whose text ships with the code, and the address the
  // pages made at build time link to (a start on another one is warned: instrumentation-node.ts).
  env: { SITE_BUILT_AT: new Date().toISOString(), SITE_URL_BUILT_FOR: resolveSiteUrl().url },
  // Rendered pages are cached in memory, not in .next/cache: see lib/server/cache-handler.mjs.
  cacheHandler: path.resolve(process.cwd(), "lib/server/cache-handler.mjs"),
  cacheMaxMemorySize: 0,
  experimental: {
    // The image optimiser (sharp, libvips) resizes one photo at a time and keeps no cache of
    // its operations (up to 50 MB by default): its results are cached already, and a 1 GB host
    // has no room for both (bench/report.md, Memory).
    imgOptConcurrency: 1,
    imgOptOperationCache: false,
  },
  // Bound how long a CDN may serve a stale page after its 5-minute revalidate.
  expireTime: 3600,
  // PGlite loads its WebAssembly and data files from its own package folder at run time.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter"],
  // The migration runner reads prisma/migrations at start; make sure a traced deploy ships them.
  // The embedded database's thread is loaded by path (lib/db/pglite-thread.ts), which the tracer cannot follow.
  outputFileTracingIncludes: {
    "/**": [
      "./prisma/migrations/**/*",
      "./lib/db/pglite-worker.mjs",
      "./lib/db/pglite-extensions.mjs",
      "./lib/backup/folder-tar.mjs",
    ],
  },
  // The data folders are read at run time under paths the tracer cannot resolve, so it took
  // every folder that looks like one (test runs' data, 200 MB) into the standalone output and
  // a serverless function's bundle. What a deploy ships of the data folder is nothing. "**",
  // not "/**": the proxy's and instrumentation's traces are named without a leading slash.
  outputFileTracingExcludes: {
    "**": ["./test-results/**", "./playwright-report/**", "./data/**", "./bench/.work/**", "./tests/**"],
  },
  images: {
    // Optimised photos go to lib/server/cache-handler.mjs's image room (bounded, in memory), not to
    // .next/cache/images: a read-only app folder serves them too.
    customCacheHandler: true,
    formats: ["image/avif", "image/webp"],
    // Without 2048 and 3840: no photo here is worth a 4K download, and every responsive
    // <img> lists two fewer candidates (smaller HTML on every catalogue page).
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    remotePatterns: [
      { protocol: "https", hostname: "utfs.io" },
      { protocol: "https", hostname: "*.ufs.sh" },
    ],
  },
  async redirects() {
    // /collection/saree (the spec's plain category) and the other API values: 308 to the page,
    // in either language; then the language rules (lib/i18n/rewrites.ts).
    return [...collectionValueRedirects(), ...collectionValueRedirects("/hi"), ...localeRedirects];
  },
  async rewrites() {
    return { beforeFiles: localeRewrites, afterFiles: [], fallback: [] };
  },
  async headers() {
    // Uploaded files get `default-src 'none'`: opened directly, one can run, load or frame
    // nothing. Headers from this list replace a route handler's own, so the site-wide CSP must
    // not match /uploads/ (path-to-regexp; rules match case-insensitively), and the uploads
    // rule also comes last, since the last rule to set a header wins.
    return [
      { source: "/:path((?!uploads/).*)", headers: securityHeaders },
      { source: "/uploads/:path*", headers: uploadHeaders },
      // public/fonts/ names each file by its content's hash (lib/fonts): one address, one file,
      // so it is cached for good, as the build's own files are. Other public files keep max-age=0.
      { source: "/fonts/:file", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
      // A shared shortlist is one family's: never indexed, whatever a crawler makes of the page's own meta.
      { source: "/shortlist/:token", headers: [{ key: "X-Robots-Tag", value: "noindex, nofollow" }] },
      { source: "/hi/shortlist/:token", headers: [{ key: "X-Robots-Tag", value: "noindex, nofollow" }] },
    ];
  },
};

// Server-side translations (getTranslations) read their catalogue through lib/i18n/request.ts.
export default createNextIntlPlugin("./lib/i18n/request.ts")(nextConfig);
