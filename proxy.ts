import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { authSecret } from "@/lib/auth/secret";

/** The terms page's address with its "&" percent-encoded, as apps and some crawlers send it. */
const TERMS_ENCODED = /^\/t%26c\/?$/i;

/**
 * Serves the terms at /t%26c too (Next matches page paths undecoded, so it would be a 404).
 * Sends anyone without an admin session from /admin (and everything under it,
 * /admin/hero included) to the sign-in page. A convenience only: every admin page and
 * route handler checks the session itself.
 */
export default async function proxy(request: NextRequest) {
  if (!request.nextUrl.pathname.startsWith("/admin")) {
    return TERMS_ENCODED.test(request.nextUrl.pathname) ? NextResponse.rewrite(new URL("/t&c", request.url)) : NextResponse.next();
  }
  const token = await getToken({ req: request, secret: authSecret() });
  if (token?.isAdmin) return NextResponse.next();
  const login = new URL("/login", request.url);
  login.searchParams.set("callbackUrl", request.nextUrl.pathname + request.nextUrl.search);
  return NextResponse.redirect(login);
}

// The proxy's matchers are tried on the decoded path too: "/t&c" also catches /t%26c.
export const config = { matcher: ["/admin", "/admin/:path*", "/t&c"] };
