import { SESSION_MAX_AGE } from "@/lib/auth/secret";
import { resolveSiteUrl } from "@/lib/site/url";

/**
 * Whether the admin's cookies are Secure (and named __Secure-/__Host-): NEXTAUTH_URL's scheme,
 * else the public address's (SITE_URL, or the host's published one). Decided here once and
 * handed to next-auth (`useSecureCookies`), to `getToken` (`secureCookie`) and to the cookie
 * this shop writes itself: left to themselves they disagree without NEXTAUTH_URL on Vercel
 * (next-auth reads the request's https, our writer read only NEXTAUTH_URL), and a password
 * change then wrote a cookie under the other name and signed the owner out.
 */
export function secureCookies(env: Record<string, string | undefined> = process.env): boolean {
  const nextAuthUrl = env.NEXTAUTH_URL?.trim();
  if (nextAuthUrl) return nextAuthUrl.startsWith("https://");
  return resolveSiteUrl(env).url.startsWith("https://");
}

/** next-auth's session cookie name (the __Secure- prefix on HTTPS, as next-auth does). */
export function sessionCookieName(): string {
  return secureCookies() ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

export function sessionCookie(value: string, maxAge = SESSION_MAX_AGE): string {
  const secure = sessionCookieName().startsWith("__Secure-");
  return `${sessionCookieName()}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? "; Secure" : ""}`;
}
