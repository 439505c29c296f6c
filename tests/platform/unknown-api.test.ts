// An /api/* address no route answers is a JSON 404 (the README promises
// JSON errors), not the shop's HTML page; and the 404 page has a title of its own.
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getSortedRoutes } from "next/dist/shared/lib/router/utils/sorted-routes.js";
import { getRouteRegex } from "next/dist/shared/lib/router/utils/route-regex.js";
import { resolveTitle } from "next/dist/lib/metadata/resolvers/resolve-title.js";
import * as unknownApi from "@/app/api/[[...path]]/route";
import { metadata as notFoundMetadata } from "@/app/not-found";
import { getSiteConfig } from "@/lib/site/config";
import { headersFor } from "../helpers/config-headers";

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

describe("an unknown /api/* address", () => {
  it.each(["/api", "/api/nope", "/api/collection/gown/extra/deep", "/api/orders/x/y/z"])(
    "answers 404 JSON to every method at %s",
    async (pathname) => {
      for (const method of METHODS) {
        const handle = unknownApi[method] as (request: Request) => Promise<Response>;
        expect(handle, method).toBeTypeOf("function");
        const res = await handle(
          new Request(`http://shop.test${pathname}`, {
            method,
            ...(["POST", "PUT", "PATCH"].includes(method)
              ? { body: "{}", headers: { "content-type": "application/json" } }
              : {}),
          }),
        );
        expect(res.status, method).toBe(404);
        expect(res.headers.get("content-type"), method).toMatch(/^application\/json/);
        expect(res.headers.get("cache-control"), method).toBe("private, no-store");
        const body = await res.json();
        expect(body.error, method).toBe(body.message);
        expect(body.message, method).toMatch(/no such address/);
      }
    },
  );

  it("gets the same security headers as the rest of the site", async () => {
    const api = await headersFor("/api/orders");
    for (const pathname of ["/api/nope", "/api/collection/gown/extra/deep"]) {
      const h = await headersFor(pathname);
      expect(h, pathname).toEqual(api);
      expect(h["content-security-policy"], pathname).toContain("frame-ancestors 'none'");
      expect(h["x-content-type-options"], pathname).toBe("nosniff");
      expect(h["x-frame-options"], pathname).toBe("DENY");
    }
  });
});

/** The route files under app/api, as Next names their pages: "/api/collection/[key]". */
function apiRoutes(dir = path.join(process.cwd(), "app", "api"), base = "/api"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return apiRoutes(path.join(dir, e.name), `${base}/${e.name}`);
    return e.name === "route.ts" ? [base] : [];
  });
}

/** The route Next's server picks for a path: an exact static route first, then the dynamic ones in Next's own order. */
function routeFor(pathname: string, routes: string[]): string | undefined {
  const isDynamic = (r: string) => r.includes("[");
  if (routes.includes(pathname) && !isDynamic(pathname)) return pathname;
  return getSortedRoutes(routes.filter(isDynamic)).find((r) => getRouteRegex(r).re.test(pathname));
}

describe("the catch-all route", () => {
  const routes = apiRoutes();

  it("takes only what no other route answers", () => {
    expect(routes).toContain("/api/[[...path]]");
    for (const route of routes.filter((r) => r !== "/api/[[...path]]")) {
      // Each route, with a made-up value in each dynamic segment, is still its own.
      const sample = route.replace(/\[\[?\.\.\.[^\]]+\]\]?/g, "a/b").replace(/\[[^\]]+\]/g, "x1");
      expect(routeFor(sample, routes), sample).toBe(route);
    }
    expect(routeFor("/api/collection/gown", routes)).toBe("/api/collection/[key]");
    expect(routeFor("/api/auth/session", routes)).toBe("/api/auth/[...nextauth]");
    expect(routeFor("/api/orders/export", routes)).toBe("/api/orders/export");
    expect(routeFor("/api/nope", routes)).toBe("/api/[[...path]]");
    expect(routeFor("/api", routes)).toBe("/api/[[...path]]");
    expect(routeFor("/api/collection/gown/extra/deep", routes)).toBe("/api/[[...path]]");
  });
});

describe("the 404 page", () => {
  it("has its own title, under the root layout's template", async () => {
    const { metadata: root } = await import("@/app/layout");
    const template = (root.title as { template: string }).template;
    expect(resolveTitle(notFoundMetadata.title ?? null, template)?.absolute).toBe(
      `Page not found | ${getSiteConfig().name}`,
    );
  });
});
