import { afterEach, describe, expect, it } from "vitest";
import { secureCookies, sessionCookie, sessionCookieName } from "@/lib/auth/cookie";

const saved = process.env.NEXTAUTH_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.NEXTAUTH_URL;
  else process.env.NEXTAUTH_URL = saved;
});

describe("session cookie", () => {
  it("is HttpOnly and SameSite=Lax, and lives at most 12 hours", () => {
    delete process.env.NEXTAUTH_URL;
    const c = sessionCookie("abc");
    expect(c).toMatch(/HttpOnly/);
    expect(c).toMatch(/SameSite=Lax/);
    expect(c).toMatch(/Max-Age=43200/);
    expect(c).not.toMatch(/Secure/);
  });
  it("is Secure with the __Secure- prefix in production over HTTPS", () => {
    process.env.NEXTAUTH_URL = "https://shop.example.in";
    expect(sessionCookieName()).toBe("__Secure-next-auth.session-token");
    expect(sessionCookie("abc")).toMatch(/; Secure$/);
  });
});

describe("one decision on Secure cookies for next-auth, getToken and the shop's own writer", () => {
  it("without NEXTAUTH_URL, follows the public address: Vercel's production address is https", () => {
    expect(secureCookies({ VERCEL: "1", VERCEL_PROJECT_PRODUCTION_URL: "rangrez.vercel.app" })).toBe(true);
    expect(secureCookies({ SITE_URL: "https://www.rangrez.in" })).toBe(true);
    expect(secureCookies({ PORT: "4100" })).toBe(false);
  });

  it("NEXTAUTH_URL wins when set", () => {
    expect(secureCookies({ NEXTAUTH_URL: "http://127.0.0.1:3100", SITE_URL: "https://www.rangrez.in" })).toBe(false);
    expect(secureCookies({ NEXTAUTH_URL: "https://admin.rangrez.in" })).toBe(true);
  });

  it("the cookie a password change writes has the name next-auth reads", async () => {
    delete process.env.NEXTAUTH_URL;
    process.env.VERCEL_PROJECT_PRODUCTION_URL = "rangrez.vercel.app";
    try {
      const { authOptions } = await import("@/lib/auth/options");
      expect(authOptions().useSecureCookies).toBe(true);
      expect(sessionCookieName()).toBe("__Secure-next-auth.session-token");
    } finally {
      delete process.env.VERCEL_PROJECT_PRODUCTION_URL;
    }
  });
});
