import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildAddressProblem, defaultAuthUrl, localSiteUrl, resolveSiteUrl, siteUrlProblem } from "@/lib/site/url";
import { nodeSupported, nodeVersionProblem, SUPPORTED_NODE } from "@/lib/server/node-version.mjs";

// With PORT=4100 every absolute link and NEXTAUTH_URL still said
// localhost:3000; the admin's password was printed at the first request and its e-mail
// nowhere said; the README said Node 20 where Prisma needs 20.19.
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe("the local address follows the port", () => {
  it("is http://localhost:$PORT while SITE_URL is unset, 3000 without a usable PORT", () => {
    expect(resolveSiteUrl({ PORT: "4100" })).toEqual({ url: "http://localhost:4100", source: "default" });
    expect(localSiteUrl({})).toBe("http://localhost:3000");
    for (const bad of ["", "abc", "0", "70000", "41.5"])
      expect(localSiteUrl({ PORT: bad })).toBe("http://localhost:3000");
    // SITE_URL still wins
    expect(resolveSiteUrl({ PORT: "4100", SITE_URL: "https://rangrez.in" }).url).toBe("https://rangrez.in");
    expect(siteUrlProblem({ NODE_ENV: "production", PORT: "4100" })).toContain("all point to http://localhost:4100.");
  });

  it("the site config (canonical links, sitemap, JSON-LD, messages) uses it", async () => {
    vi.stubEnv("SITE_URL", undefined);
    vi.stubEnv("PORT", "4100");
    const { getSiteConfig } = await import("@/lib/site/config");
    expect(getSiteConfig().url).toBe("http://localhost:4100");
  });

  it("next-auth's address defaults to the site's, except on Vercel, and never overrides NEXTAUTH_URL", () => {
    expect(defaultAuthUrl({ PORT: "4100" })).toBe("http://localhost:4100");
    expect(defaultAuthUrl({ SITE_URL: "https://rangrez.in" })).toBe("https://rangrez.in");
    expect(defaultAuthUrl({ NEXTAUTH_URL: "https://auth.rangrez.in", PORT: "4100" })).toBeUndefined();
    expect(defaultAuthUrl({ VERCEL: "1", VERCEL_PROJECT_PRODUCTION_URL: "rangrez.vercel.app" })).toBeUndefined();
  });

  it("a start on another address than the build's is named, with the way out", () => {
    expect(buildAddressProblem("http://localhost:4100", { PORT: "4100" })).toBeNull();
    expect(buildAddressProblem(undefined, { PORT: "4100" })).toBeNull();
    expect(buildAddressProblem("http://localhost:3000", { PORT: "4100" })).toMatch(
      /made for http:\/\/localhost:3000, but this server's address is http:\/\/localhost:4100.*PORT=4100 npm run serve/,
    );
  });
});

describe("a server start", () => {
  const start = async (env: Record<string, string | undefined>) => {
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    vi.stubEnv("NEXT_PHASE", undefined);
    // A start on a folder opens the database at once, and it stays open for the file: only the
    // test about that start gets one.
    vi.stubEnv("PGLITE_DIR", "memory://");
    for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
    const { register } = await import("@/instrumentation");
    await register();
  };

  it("sets NEXTAUTH_URL from the port when it is unset", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await start({ PORT: "4100", SITE_URL: undefined, NEXTAUTH_URL: undefined, VERCEL: undefined });
    expect(process.env.NEXTAUTH_URL).toBe("http://localhost:4100");
  });

  it("warns when the build was made for another address", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await start({
      NODE_ENV: "production",
      PORT: "4100",
      SITE_URL: "https://rangrez.in",
      NEXTAUTH_URL: "https://rangrez.in",
      SITE_URL_BUILT_FOR: "http://localhost:3000",
    });
    expect(warn.mock.calls.map((c) => String(c[0])).join("\n")).toMatch(
      /WARNING: This build was made for http:\/\/localhost:3000, but this server's address is https:\/\/rangrez\.in/,
    );
  });

  it("opens the embedded database at once: a first start prints the admin's e-mail and password before any request", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const folder = path.join(mkdtempSync(path.join(tmpdir(), "boutique-start-")), "pglite");
    await start({
      DATABASE_URL: undefined,
      PGLITE_DIR: folder,
      ADMIN_EMAIL: undefined,
      ADMIN_PASSWORD: undefined,
      NEXTAUTH_URL: "http://localhost:3000",
    });
    const printed = log.mock.calls.map((c) => String(c[0])).join("\n");
    expect(printed).toMatch(/Admin account created: admin@localhost\n\s+Password \(shown once\): \S{16}/);
  }, 180_000);
});

describe("the Node.js version", () => {
  it("is the range package.json promises: 20.19+, 22.13+ or 24+", () => {
    expect(JSON.parse(readFileSync("package.json", "utf8")).engines.node).toBe(SUPPORTED_NODE);
    for (const ok of ["20.19.0", "v20.20.2", "22.13.0", "24.0.0", "25.1.0"]) expect(nodeSupported(ok), ok).toBe(true);
    for (const old of ["18.20.4", "20.18.1", "21.7.0", "22.12.0", "23.5.0", "nonsense"])
      expect(nodeSupported(old), old).toBe(false);
  });

  it("an older one is refused with a sentence naming both versions", () => {
    expect(nodeVersionProblem("20.20.2")).toBeNull();
    expect(nodeVersionProblem("v20.11.1")).toMatch(
      /needs Node\.js 20\.19 or later on 20, 22\.13 or later on 22, or 24 and later .* this is Node\.js 20\.11\.1\./,
    );
  });
});
