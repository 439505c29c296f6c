import { afterEach, describe, expect, it } from "vitest";
import { sessionCookie, sessionCookieName } from "@/lib/auth/cookie";

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
