import { NextResponse, type NextRequest } from "next/server";

// Placeholder until the admin issue adds next-auth: /admin is not built yet, so send
// visitors home. The route handlers, not this file, are where access is enforced.
export default function proxy(request: NextRequest) {
  return NextResponse.redirect(new URL("/", request.url));
}

export const config = { matcher: ["/admin/:path*"] };
