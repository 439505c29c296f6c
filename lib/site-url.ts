type Env = Record<string, string | undefined>;

/** Where the public address came from: set by the owner, published by the host, or the local default. */
export type SiteUrlSource = "SITE_URL" | "VERCEL_PROJECT_PRODUCTION_URL" | "URL" | "default";

const DEFAULT_SITE_URL = "http://localhost:3000";

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
 * otherwise http://localhost:3000, right only on the developer's machine.
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
  return { url: DEFAULT_SITE_URL, source: "default" };
}

/** Non-null in production when no public address is known: every absolute URL then says localhost. */
export function siteUrlProblem(env: Env = process.env): string | null {
  if (env.NODE_ENV !== "production" || resolveSiteUrl(env).source !== "default") return null;
  return `SITE_URL is not set, so canonical links, the sitemap, robots.txt, JSON-LD and the links in WhatsApp messages and e-mails all point to ${DEFAULT_SITE_URL}. Set SITE_URL to the shop's public address (e.g. https://www.example.in) and restart.`;
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
