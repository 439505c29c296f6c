import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieRedirectHeaders, withVaryField } from "@/lib/server/cookie-redirect-headers.mjs";
import { LOCALE_COOKIE } from "@/lib/i18n/locales";
import { PUBLIC_SEGMENTS, localeRedirects } from "@/lib/i18n/rewrites";
import nextConfig from "@/next.config";

// What server.mjs adds to the answers a cookie decides: the remembered language's 307 is never
// kept by a cache, and the English page at the same address varies on Cookie. The rules are
// next.config's redirects as Next's own loader gives them to the build (routes-manifest.json).
// "Next" is a stand-in that answers as Next does: a config redirect (status, Location, end())
// or a cached page with its own Vary and Cache-Control, the Vary set by setHeader.
const NEXT_VARY = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch";
const ISR = "s-maxage=300, stale-while-revalidate=3300";
const HINDI = `${LOCALE_COOKIE}=hi`;
let base = "";
let server: http.Server;

beforeAll(async () => {
  const { default: loadCustomRoutes } = await import("next/dist/lib/load-custom-routes.js");
  const { redirects } = (await loadCustomRoutes(nextConfig)) as { redirects: { source: string }[] };
  const cookieDecided = await cookieRedirectHeaders({ redirects });
  server = http.createServer((req, res) => {
    cookieDecided(req, res);
    if (req.headers["x-next-answers"] === "redirect") {
      res.statusCode = 307;
      res.setHeader("location", `/hi${req.url}`);
      return res.end(`/hi${req.url}`);
    }
    res.setHeader("Vary", NEXT_VARY);
    res.setHeader("Cache-Control", ISR);
    // Next's compression writes the head with its own Vary field added.
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end("<html></html>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => void server.close());

async function get(path: string, { cookie, redirect = false }: { cookie?: string; redirect?: boolean } = {}) {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (redirect) headers["x-next-answers"] = "redirect";
  const res = await fetch(base + path, { headers, redirect: "manual" });
  await res.arrayBuffer();
  return { status: res.status, vary: res.headers.get("vary"), cacheControl: res.headers.get("cache-control") };
}

/** An address each cookie-redirect rule matches (`/collection/:rest*` → /collection and /collection/gowns). */
const englishAddresses = ["/", "/trending", ...PUBLIC_SEGMENTS.flatMap((s) => [`/${s}`, `/${s}/gowns`])];

describe("answers the language cookie decides", () => {
  it("reads the rules from every redirect that has the cookie, and none starts at /hi", () => {
    const cookieRules = localeRedirects.filter((r) => r.has?.some((h) => h.type === "cookie"));
    expect(cookieRules.map((r) => r.source).sort()).toEqual(
      ["/", "/trending", ...PUBLIC_SEGMENTS.map((s) => `/${s}/:rest*`)].sort(),
    );
    // So a Hindi page answers the same whatever the cookie says.
    for (const rule of cookieRules) expect(rule.source).not.toMatch(/^\/hi(\/|$)/);
  });

  it("the 307 to the Hindi twin is private and never stored, on every English address", async () => {
    for (const path of englishAddresses) {
      const answer = await get(path, { cookie: `theme=dark; ${HINDI}`, redirect: true });
      expect(answer.status, path).toBe(307);
      expect(answer.cacheControl, path).toBe("private, no-store");
      expect(answer.vary, path).toBe("Cookie");
    }
  });

  it("the English page without the cookie keeps its cache time and Next's Vary, and adds Cookie", async () => {
    for (const path of englishAddresses) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.cacheControl, path).toBe(ISR);
      expect(answer.vary, path).toBe(`${NEXT_VARY}, Cookie`);
    }
    // An English choice, or another cookie only: the same English page, still keyed on Cookie.
    for (const cookie of [`${LOCALE_COOKIE}=en`, "theme=dark"])
      expect(await get("/contact", { cookie })).toEqual({
        status: 200,
        vary: `${NEXT_VARY}, Cookie`,
        cacheControl: ISR,
      });
  });

  it("matches as Next's router does: any case, a trailing slash, a query", async () => {
    for (const path of ["/Contact", "/contact/", "/collection/gowns?sort=price-asc"]) {
      expect((await get(path, { cookie: HINDI, redirect: true })).cacheControl, path).toBe("private, no-store");
      expect((await get(path)).vary, path).toBe(`${NEXT_VARY}, Cookie`);
    }
  });

  it("leaves every other answer as it was: Hindi pages, the API, the owner's pages, the build's files", async () => {
    for (const path of [
      "/hi",
      "/hi/contact",
      "/hi/collection/gowns",
      "/hi/trending",
      "/api/hero",
      "/admin",
      "/login",
      "/_next/static/chunks/a.js",
      "/sitemap.xml",
      "/contacts",
    ]) {
      for (const cookie of [undefined, HINDI])
        expect(await get(path, { cookie }), `${path} ${cookie}`).toEqual({
          status: 200,
          vary: NEXT_VARY,
          cacheControl: ISR,
        });
    }
  });
});

describe("adding Cookie to a Vary", () => {
  it("keeps what is there, once", () => {
    expect(withVaryField(undefined, "Cookie")).toBe("Cookie");
    expect(withVaryField("RSC, Accept-Encoding", "Cookie")).toBe("RSC, Accept-Encoding, Cookie");
    expect(withVaryField(["rsc, next-router-state-tree", "Accept-Encoding"], "Cookie")).toBe(
      "rsc, next-router-state-tree, Accept-Encoding, Cookie",
    );
    expect(withVaryField("accept-encoding, cookie", "Cookie")).toBe("accept-encoding, cookie");
    expect(withVaryField("*", "Cookie")).toBe("*");
  });
});
