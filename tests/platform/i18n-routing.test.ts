import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localizedPath, splitLocale } from "@/lib/i18n/locales";
import { PUBLIC_SEGMENTS, localeRedirects, localeRewrites } from "@/lib/i18n/rewrites";

describe("addresses in two languages", () => {
  it("puts Hindi under /hi and leaves English as it was", () => {
    expect(localizedPath("en", "/collection/gowns")).toBe("/collection/gowns");
    expect(localizedPath("hi", "/collection/gowns")).toBe("/hi/collection/gowns");
    expect(localizedPath("hi", "/")).toBe("/hi");
    expect(localizedPath("hi", "/?q=1")).toBe("/hi?q=1");
    expect(localizedPath("hi", "/search?q=लहंगा")).toBe("/hi/search?q=लहंगा");
    // Not a page of this site: unchanged.
    expect(localizedPath("hi", "https://wa.me/91")).toBe("https://wa.me/91");
    expect(localizedPath("hi", "//evil.example")).toBe("//evil.example");
    expect(localizedPath("hi", "#main")).toBe("#main");
    // An address that names a language already: moved, never prefixed twice.
    expect(localizedPath("hi", "/hi/booking/r.1")).toBe("/hi/booking/r.1");
    expect(localizedPath("en", "/hi/booking/r.1")).toBe("/booking/r.1");
    expect(localizedPath("hi", "/history")).toBe("/hi/history");
  });

  it("reads the language back out of an address", () => {
    expect(splitLocale("/hi/collection/gowns")).toEqual({ locale: "hi", path: "/collection/gowns" });
    expect(splitLocale("/hi")).toEqual({ locale: "hi", path: "/" });
    expect(splitLocale("/hi?q=1")).toEqual({ locale: "hi", path: "/?q=1" });
    expect(splitLocale("/history")).toEqual({ locale: "en", path: "/history" });
    expect(splitLocale("/collection/gowns")).toEqual({ locale: "en", path: "/collection/gowns" });
    expect(splitLocale("/en/about")).toEqual({ locale: "en", path: "/about" });
  });

  it("rewrites every public page folder, and only those", () => {
    const folders = readdirSync(path.resolve(__dirname, "../../app/[locale]")).filter((name) =>
      statSync(path.resolve(__dirname, "../../app/[locale]", name)).isDirectory(),
    );
    // home and trending are reached through their parameterless addresses; [...missing] is the
    // 404 of an address under a language that names no page.
    expect(folders.filter((f) => !["home", "trending", "[...missing]"].includes(f)).sort()).toEqual(
      [...PUBLIC_SEGMENTS].sort(),
    );
    for (const segment of PUBLIC_SEGMENTS)
      expect(localeRewrites).toContainEqual({ source: `/${segment}/:rest*`, destination: `/en/${segment}/:rest*` });
    expect(localeRewrites).toContainEqual({ source: "/", destination: "/en/home/current" });
    expect(localeRewrites).toContainEqual({ source: "/hi", destination: "/hi/home/current" });
  });

  it("sends a remembered Hindi reader from an English address to its twin, and nobody else", () => {
    const remembered = localeRedirects.filter((r) => r.has);
    expect(remembered.length).toBe(PUBLIC_SEGMENTS.length + 2);
    for (const r of remembered) {
      expect(r.permanent).toBe(false);
      expect(r.has).toEqual([{ type: "cookie", key: "NEXT_LOCALE", value: "hi" }]);
      expect(r.destination.startsWith("/hi")).toBe(true);
    }
    expect(localeRedirects).toContainEqual({ source: "/en/:path*", destination: "/:path*", permanent: true });
  });
});
