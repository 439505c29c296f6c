import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { authSecret } from "@/lib/auth/secret";
import { HttpError } from "@/lib/errors";
import { secureCookies } from "@/lib/auth/cookie";
import { ADMIN_PATH_HEADER } from "@/lib/auth/admin-path";
import {
  encodeSegment,
  fromSearchParams,
  isBookableDay,
  REFUSED_DAY_KEY,
} from "@/features/catalogue/rules/browse-state";
import { shapeOf } from "@/features/catalogue/rules/browse-shape";
import { indiaToday } from "@/lib/format";
import { rentalRules } from "@/features/rentals/settings";
import { DEFAULT_LOCALE } from "@/lib/i18n/locales";
import { VARIANT_DIR } from "@/lib/server/cache-names.mjs";

/** The terms page's address with its "&" percent-encoded, as apps and some crawlers send it. */
const TERMS_ENCODED = /^(\/hi)?\/t%26c\/?$/i;
/** A collection or beauty page, in either language, with a page, sort or filter in its query (the matcher below). */
const BROWSE = /^(?:\/(hi))?\/(collection|beauty-care)\/([a-z0-9-]+)\/?$/;

/**
 * Serves the terms at /t%26c too (Next matches page paths undecoded, so it would be a 404).
 * Serves /collection/gowns?sort=price-asc&page=2 from an ISR page (browse-state.ts): reading
 * searchParams would make every collection page dynamic, the plain one included.
 * Sends anyone without an admin session from /admin (and everything under it,
 * /admin/hero included) to the sign-in page. A convenience only: every admin page and
 * route handler checks the session itself.
 */
export default async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!pathname.startsWith("/admin")) {
    // Rewritten to app/[locale] directly: next.config's rewrites (lib/i18n/rewrites.ts) see only the address asked for.
    const terms = TERMS_ENCODED.exec(pathname);
    if (terms) return NextResponse.rewrite(new URL(`/${terms[1] ? "hi" : DEFAULT_LOCALE}/t&c`, request.url));
    const browse = BROWSE.exec(pathname);
    if (browse) {
      const [, hindi, listing, slug] = browse as unknown as [
        string,
        string | undefined,
        "collection" | "beauty-care",
        string,
      ];
      const state = fromSearchParams(request.nextUrl.searchParams, shapeOf(listing, slug));
      // "Available on" a day that cannot be booked (past, or past the booking horizon): the
      // same page without it, not a page of its own. The day goes along under
      // a key the page ignores, for the notice that says which days can be booked (#26, item 4).
      if (state.on && !isBookableDay(state.on, indiaToday(), rentalRules().aheadMonths)) {
        const plain = request.nextUrl.clone();
        plain.searchParams.delete("on");
        plain.searchParams.set(REFUSED_DAY_KEY, state.on);
        return NextResponse.redirect(plain, 307);
      }
      const segment = encodeSegment(state);
      // Only defaults, unknown values or keys the listing does not have (?page=1, ?fabric=wool,
      // a beauty shelf's ?on=): the plain page, as it is.
      if (!segment) return NextResponse.next();
      return NextResponse.rewrite(
        new URL(`/${hindi ?? DEFAULT_LOCALE}/${listing}/${slug}/${VARIANT_DIR}/${segment}`, request.url),
      );
    }
    return NextResponse.next();
  }
  let secret: string;
  try {
    secret = authSecret();
  } catch (e) {
    // No NEXTAUTH_SECRET on a read-only host: say which setting to add, not a bare 500.
    if (e instanceof HttpError)
      return new NextResponse(e.message, {
        status: e.status,
        headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
      });
    throw e;
  }
  const token = await getToken({ req: request, secret, secureCookie: secureCookies() });
  if (token?.isAdmin) {
    // The admin layout cannot see which page it wraps: when it finds the session ended (the
    // token is valid but was signed out), this is where signing in again leads back to.
    const headers = new Headers(request.headers);
    headers.set(ADMIN_PATH_HEADER, request.nextUrl.pathname + request.nextUrl.search);
    return NextResponse.next({ request: { headers } });
  }
  const login = new URL("/login", request.url);
  login.searchParams.set("callbackUrl", request.nextUrl.pathname + request.nextUrl.search);
  return NextResponse.redirect(login);
}

// The proxy's matchers are tried on the decoded path too: "/t&c" also catches /t%26c.
// Collection and beauty pages run it only when their query holds a key that changes the page
// (BROWSE_KEYS in browse-state.ts), so a plain request never waits for it. The config must be
// literal (Next reads it without running this file).
export const config = {
  matcher: [
    "/admin",
    "/admin/:path*",
    "/t&c",
    { source: "/collection/:slug", has: [{ type: "query", key: "page" }] },
    { source: "/collection/:slug", has: [{ type: "query", key: "sort" }] },
    { source: "/collection/:slug", has: [{ type: "query", key: "occasion" }] },
    { source: "/collection/:slug", has: [{ type: "query", key: "fabric" }] },
    { source: "/collection/:slug", has: [{ type: "query", key: "work" }] },
    { source: "/collection/:slug", has: [{ type: "query", key: "size" }] },
    { source: "/collection/:slug", has: [{ type: "query", key: "colour" }] },
    { source: "/collection/:slug", has: [{ type: "query", key: "price" }] },
    { source: "/collection/:slug", has: [{ type: "query", key: "on" }] },
    { source: "/beauty-care/:category", has: [{ type: "query", key: "page" }] },
    { source: "/beauty-care/:category", has: [{ type: "query", key: "sort" }] },
    { source: "/beauty-care/:category", has: [{ type: "query", key: "price" }] },
    "/hi/t&c",
    { source: "/hi/collection/:slug", has: [{ type: "query", key: "page" }] },
    { source: "/hi/collection/:slug", has: [{ type: "query", key: "sort" }] },
    { source: "/hi/collection/:slug", has: [{ type: "query", key: "occasion" }] },
    { source: "/hi/collection/:slug", has: [{ type: "query", key: "fabric" }] },
    { source: "/hi/collection/:slug", has: [{ type: "query", key: "work" }] },
    { source: "/hi/collection/:slug", has: [{ type: "query", key: "size" }] },
    { source: "/hi/collection/:slug", has: [{ type: "query", key: "colour" }] },
    { source: "/hi/collection/:slug", has: [{ type: "query", key: "price" }] },
    { source: "/hi/collection/:slug", has: [{ type: "query", key: "on" }] },
    { source: "/hi/beauty-care/:category", has: [{ type: "query", key: "page" }] },
    { source: "/hi/beauty-care/:category", has: [{ type: "query", key: "sort" }] },
    { source: "/hi/beauty-care/:category", has: [{ type: "query", key: "price" }] },
  ],
};
