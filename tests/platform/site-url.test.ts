import { afterEach, describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { resolveSiteUrl } from "@/lib/site/url";

// Item 15: a forgotten SITE_URL must not silently put localhost into every public URL.
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
});

function productionWithout(...names: string[]) {
  vi.stubEnv("NODE_ENV", "production");
  for (const name of [
    "SITE_URL",
    "VERCEL_PROJECT_PRODUCTION_URL",
    "URL",
    "NETLIFY",
    "DEPLOY_URL",
    "NEXT_PHASE",
    ...names,
  ])
    vi.stubEnv(name, undefined);
  vi.stubEnv("NEXT_RUNTIME", "nodejs");
}

describe("the public address", () => {
  it("takes SITE_URL first, then the address Vercel or Netlify publishes, then localhost", () => {
    expect(resolveSiteUrl({ SITE_URL: "https://rangrez.in/", VERCEL_PROJECT_PRODUCTION_URL: "x.vercel.app" })).toEqual({
      url: "https://rangrez.in",
      source: "SITE_URL",
    });
    expect(resolveSiteUrl({ VERCEL_PROJECT_PRODUCTION_URL: "www.rangrez.in" })).toEqual({
      url: "https://www.rangrez.in",
      source: "VERCEL_PROJECT_PRODUCTION_URL",
    });
    expect(resolveSiteUrl({ NETLIFY: "true", URL: "https://rangrez.netlify.app" })).toEqual({
      url: "https://rangrez.netlify.app",
      source: "URL",
    });
    expect(resolveSiteUrl({ DEPLOY_URL: "https://abc--rangrez.netlify.app", URL: "https://rangrez.in" }).url).toBe(
      "https://rangrez.in",
    );
    // Someone else's URL variable is not Netlify's.
    expect(resolveSiteUrl({ URL: "https://elsewhere.example" })).toEqual({
      url: "http://localhost:3000",
      source: "default",
    });
    expect(resolveSiteUrl({ SITE_URL: "not a url" }).source).toBe("default");
  });

  it("the site config (canonical links, sitemap, JSON-LD) uses Vercel's production address", async () => {
    productionWithout();
    vi.stubEnv("VERCEL_PROJECT_PRODUCTION_URL", "rangrez-boutique.vercel.app");
    const { getSiteConfig } = await import("@/lib/site/config");
    expect(getSiteConfig().url).toBe("https://rangrez-boutique.vercel.app");
  });
});

/** The start's warnings about SITE_URL (others, such as local uploads on PostgreSQL, are not this test's). */
const siteUrlWarnings = (warn: { mock: { calls: unknown[][] } }) =>
  warn.mock.calls.filter((call) => /SITE_URL/.test(String(call[0])));

describe("a production start without SITE_URL", () => {
  it("logs one loud warning, however often the server's start hook runs", async () => {
    productionWithout();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { register } = await import("@/instrumentation");
    await register();
    await register();
    expect(siteUrlWarnings(warn)).toHaveLength(1);
    expect(String(siteUrlWarnings(warn)[0]![0])).toMatch(/WARNING: SITE_URL is not set.*localhost:3000/s);
  });

  it("logs nothing when SITE_URL is set, on Vercel, or in development", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    productionWithout();
    vi.stubEnv("SITE_URL", "https://rangrez.in");
    await (await import("@/instrumentation")).register();
    vi.resetModules();
    productionWithout();
    vi.stubEnv("VERCEL_PROJECT_PRODUCTION_URL", "rangrez.vercel.app");
    await (await import("@/instrumentation")).register();
    vi.resetModules();
    productionWithout();
    vi.stubEnv("NODE_ENV", "development");
    await (await import("@/instrumentation")).register();
    expect(siteUrlWarnings(warn)).toEqual([]);
  });

  it("shows a warning on the admin dashboard, and none once SITE_URL is set", async () => {
    // The page checks the session first (cookies() needs a request): here, a signed-in admin.
    vi.doMock("@/lib/auth/require-admin", () => ({
      adminPageOrSignIn: async () => ({ id: "a", email: "owner@example.in", isAdmin: true }),
    }));
    // Loaded first: React's JSX runtime is picked by NODE_ENV as a module loads.
    const { default: AdminHome } = await import("@/app/(owner)/admin/page");
    productionWithout();
    const html = renderToStaticMarkup(await AdminHome());
    expect(html).toContain("Welcome back");
    expect(html).toMatch(/role="alert"[^>]*>.*public address is not set.*SITE_URL is not set/s);
    vi.stubEnv("SITE_URL", "https://rangrez.in");
    expect(renderToStaticMarkup(await AdminHome())).not.toContain("SITE_URL is not set");
  });
});
