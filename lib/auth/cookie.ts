import { SESSION_MAX_AGE } from "@/lib/auth-secret";

/** next-auth's session cookie name (the __Secure- prefix on HTTPS, as next-auth does). */
export function sessionCookieName(): string {
  return process.env.NEXTAUTH_URL?.startsWith("https://") ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

export function sessionCookie(value: string, maxAge = SESSION_MAX_AGE): string {
  const secure = sessionCookieName().startsWith("__Secure-");
  return `${sessionCookieName()}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? "; Secure" : ""}`;
}
