import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { authSecret } from "@/lib/auth/secret";

/**
 * Sends anyone without an admin session from /admin (and everything under it,
 * /admin/hero included) to the sign-in page. A convenience only: every admin page and
 * route handler checks the session itself.
 */
export default async function proxy(request: NextRequest) {
  const token = await getToken({ req: request, secret: authSecret() });
  if (token?.isAdmin) return NextResponse.next();
  const login = new URL("/login", request.url);
  login.searchParams.set("callbackUrl", request.nextUrl.pathname + request.nextUrl.search);
  return NextResponse.redirect(login);
}

export const config = { matcher: ["/admin", "/admin/:path*"] };
