import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { loginSchema } from "@/lib/validation/auth";
import { authenticate, clientIp, TooManyAttemptsError } from "./login";
import { authSecret, SESSION_MAX_AGE } from "@/lib/auth/secret";
import { claimsFor, type AdminClaims } from "./token";
import { sameSiteTarget } from "@/lib/http/safe-redirect";
import { liveSessionAdmin } from "./require-admin";
import { secureCookies } from "./cookie";

const callbackCookieName = () => (secureCookies() ? "__Host-boutique.callback-url" : "boutique.callback-url");

/** Filled by a successful credentials sign-in: the device cookie the route adds to its answer. */
export interface SignInOutcome {
  deviceCookie?: string;
}

/**
 * next-auth: credentials sign-in for the shop's admins, JWT session in an HttpOnly cookie.
 * `outcome`: where the sign-in route collects the device cookie (authorize cannot set one).
 */
export function authOptions(outcome: SignInOutcome = {}): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE },
    useSecureCookies: secureCookies(),
    jwt: { maxAge: SESSION_MAX_AGE },
    pages: { signIn: "/login" },
    // next-auth answers 500 to a callback-url cookie it cannot parse, and its default cookie
    // name can be planted by a sibling subdomain (blocking sign-in). Ours is __Host- on HTTPS,
    // which only this host can set; the sign-in form does not use it anyway.
    cookies: {
      callbackUrl: {
        name: callbackCookieName(),
        options: { httpOnly: true, sameSite: "lax", path: "/", secure: secureCookies() },
      },
    },
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials, req) {
          const parsed = loginSchema.safeParse({
            email: credentials?.email ?? "",
            password: credentials?.password ?? "",
          });
          if (!parsed.success) return null;
          try {
            const headers = (req?.headers ?? {}) as Record<string, string>;
            const { admin, deviceCookie } = await authenticate(parsed.data.email, parsed.data.password, {
              ip: clientIp(headers),
              cookies: headers.cookie,
            });
            outcome.deviceCookie = deviceCookie;
            return { id: admin.id, email: admin.email, isAdmin: admin.isAdmin, ver: admin.sessionVersion } as never;
          } catch (error) {
            // next-auth passes a thrown message to the sign-in page as `error`.
            if (error instanceof TooManyAttemptsError) throw new Error(error.message);
            return null;
          }
        },
      }),
    ],
    callbacks: {
      // Never throws (the default does on "foo"), and never leaves this site.
      redirect({ url, baseUrl }) {
        return new URL(sameSiteTarget(url, baseUrl, "/"), baseUrl).href;
      },
      async jwt({ token, user }) {
        if (user) {
          const u = user as unknown as { id: string; email: string; isAdmin: boolean; ver: number };
          return { ...token, ...claimsFor({ id: u.id, email: u.email, isAdmin: u.isAdmin, sessionVersion: u.ver }) };
        }
        return token;
      },
      async session({ session, token }) {
        const claims = token as AdminClaims;
        const admin = claims.sub ? await liveSessionAdmin(claims) : null;
        if (!admin) return { ...session, user: undefined, expires: new Date(0).toISOString() };
        return { ...session, user: { email: claims.email, isAdmin: claims.isAdmin } as never };
      },
    },
  };
}
