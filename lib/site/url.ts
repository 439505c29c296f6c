type Env = Record<string, string | undefined>;

/** Where the public address came from: set by the owner, published by the host, or the local default. */
export type SiteUrlSource = "SITE_URL" | "VERCEL_PROJECT_PRODUCTION_URL" | "URL" | "default";

/** The port a local server listens on: PORT (server.mjs sets it from `-p` too), else Next's 3000. */
function localPort(env: Env = process.env): number {
  const port = Number(env.PORT?.trim());
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : 3000;
}

/** Where a server on this machine answers: right on the developer's machine only. */
export function localSiteUrl(env: Env = process.env): string {
  return `http://localhost:${localPort(env)}`;
}

function httpUrl(value: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  try {
    const u = new URL(v);
    return u.protocol === "http:" || u.protocol === "https:" ? v.replace(/\/+$/, "") : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The site's public address, used in canonical links, the sitemap, robots.txt, JSON-LD and
 * the links inside messages. SITE_URL wins; otherwise a host that publishes its production
 * address supplies it (Vercel: VERCEL_PROJECT_PRODUCTION_URL, a bare host name; Netlify: URL);
 * otherwise http://localhost:$PORT (3000 without one), right only on the developer's machine: a
 * server started with PORT=4100 links to itself, not to a port where nothing listens.
 */
export function resolveSiteUrl(env: Env = process.env): { url: string; source: SiteUrlSource } {
  const own = httpUrl(env.SITE_URL);
  if (own) return { url: own, source: "SITE_URL" };
  const vercel = env.VERCEL_PROJECT_PRODUCTION_URL?.trim().replace(/^https?:\/\//, "");
  const fromVercel = vercel ? httpUrl(`https://${vercel}`) : undefined;
  if (fromVercel) return { url: fromVercel, source: "VERCEL_PROJECT_PRODUCTION_URL" };
  // `URL` is a generic name: only Netlify's (NETLIFY or its DEPLOY_URL beside it) counts.
  const fromNetlify = env.NETLIFY === "true" || env.DEPLOY_URL ? httpUrl(env.URL) : undefined;
  if (fromNetlify) return { url: fromNetlify, source: "URL" };
  return { url: localSiteUrl(env), source: "default" };
}

/** Non-null in production when no public address is known: every absolute URL then says localhost. */
export function siteUrlProblem(env: Env = process.env): string | null {
  if (env.NODE_ENV !== "production" || resolveSiteUrl(env).source !== "default") return null;
  return `SITE_URL is not set, so canonical links, the sitemap, robots.txt, JSON-LD and the links in WhatsApp messages and e-mails all point to ${localSiteUrl(env)}. Set SITE_URL to the shop's public address (e.g. https://www.example.in) and restart.`;
}

let warned = false;

/** Logs the missing SITE_URL once per process, loudly (called at server start). */
export function warnIfSiteUrlMissing(log: (message: string) => void = console.warn): void {
  const problem = siteUrlProblem();
  if (!problem || warned) return;
  warned = true;
  const bar = "!".repeat(78);
  log(`\n${bar}\n!! WARNING: ${problem}\n${bar}\n`);
}

/**
 * next-auth's public address when NEXTAUTH_URL is unset: the site's own (SITE_URL, a host's
 * production address, else http://localhost:$PORT); next-auth itself would assume
 * http://localhost:3000. On Vercel it stays unset: next-auth reads each deployment's own host
 * there (VERCEL), which a preview needs.
 */
export function defaultAuthUrl(env: Env = process.env): string | undefined {
  if (env.NEXTAUTH_URL?.trim() || env.VERCEL) return undefined;
  return resolveSiteUrl(env).url;
}

/**
 * Pages that need no data (About, Contact, the policies…) are made by `next build` with the
 * address known then; a server started with another one (another PORT, a SITE_URL set only at
 * start) would serve those pages with the build's links. Null when the two agree.
 */
export function buildAddressProblem(builtFor: string | undefined, env: Env = process.env): string | null {
  const now = resolveSiteUrl(env).url;
  if (!builtFor || builtFor === now) return null;
  return `This build was made for ${builtFor}, but this server's address is ${now}: the pages made at build time (About, Contact, the policies…) link to ${builtFor}. Build again with the same SITE_URL or PORT as the start (e.g. PORT=${localPort(env)} npm run serve builds and starts on one port).`;
}
