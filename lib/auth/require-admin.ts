import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { getToken } from "next-auth/jwt";
import { ForbiddenError, UnauthorizedError } from "@/lib/errors";
import { findAdminById, isSessionRevoked, type Admin } from "@/lib/auth/admins";
import { authSecret } from "@/lib/auth/secret";
import { sessionEndsAt, type AdminClaims } from "./token";
import { secureCookies } from "./cookie";

/**
 * Cookies by name. A value that cannot be decoded (`junk=%E0%A4%A`, set by a sibling
 * subdomain or any script) is skipped: someone else's cookie must not break sign-in.
 */
function parseCookies(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const i = part.indexOf("=");
    if (i <= 0) continue;
    try {
      out[part.slice(0, i).trim()] = decodeURIComponent(part.slice(i + 1).trim());
    } catch {
      // not ours, not readable: ignore it
    }
  }
  return out;
}

async function decode(headers: Headers, cookies: Record<string, string>): Promise<AdminClaims | null> {
  const token = await getToken({
    req: { headers, cookies } as never,
    secret: authSecret(),
    secureCookie: secureCookies(),
  });
  return (token as AdminClaims | null) ?? null;
}

/**
 * The claims of the Bearer token or session cookie on this request, if one is valid. Each is
 * checked on its own: next-auth alone would read only the cookie when both are present, so
 * a stale cookie in an API client's jar would hide a valid token.
 */
async function readClaims(headers: Headers): Promise<AdminClaims | null> {
  const authorization = headers.get("authorization");
  if (authorization?.startsWith("Bearer ")) {
    const fromToken = await decode(new Headers({ authorization }), {});
    if (fromToken) return fromToken;
  }
  return decode(new Headers(), parseCookies(headers.get("cookie")));
}

/**
 * Every credential on the request that decodes, Bearer token first: logout ends all of them,
 * since they are this device's.
 */
export async function readAllClaims(headers: Headers): Promise<AdminClaims[]> {
  const authorization = headers.get("authorization");
  const fromToken = authorization?.startsWith("Bearer ") ? await decode(new Headers({ authorization }), {}) : null;
  const fromCookie = await decode(new Headers(), parseCookies(headers.get("cookie")));
  return [fromToken, fromCookie].filter((c): c is AdminClaims => c !== null);
}

/**
 * The admin a session belongs to, if the session is still live: the account exists, nobody
 * signed out everywhere or changed the password since (`ver`), this session was not signed
 * out on its own (`sid`), and it is less than 12 hours old.
 */
export async function liveSessionAdmin(claims: AdminClaims): Promise<Admin | null> {
  if (sessionEndsAt(claims) <= Date.now()) return null;
  const [admin, revoked] = await Promise.all([
    findAdminById(claims.sub),
    claims.sid ? isSessionRevoked(claims.sid) : false,
  ]);
  return admin && !revoked && admin.sessionVersion === claims.ver ? admin : null;
}

/** Checks the session is live (see liveSessionAdmin) and belongs to an admin. */
async function currentAdmin(claims: AdminClaims | null): Promise<Admin> {
  if (!claims?.sub) throw new UnauthorizedError("Please sign in as an admin.");
  if (!claims.isAdmin) throw new ForbiddenError("This account is not an admin.");
  const admin = await liveSessionAdmin(claims);
  if (!admin) throw new UnauthorizedError("Your session has ended. Please sign in again.");
  if (!admin.isAdmin) throw new ForbiddenError("This account is not an admin.");
  return admin;
}

/** For route handlers: 401 without a valid session or Bearer token, 403 for a non-admin. */
export async function requireAdmin(request: Request): Promise<Admin> {
  return currentAdmin(await readClaims(request.headers));
}

/**
 * For server components (admin pages): the same check from the request's cookies. Once per
 * request (React's cache): the admin layout and its page both ask.
 */
export const requireAdminPage = cache(async (): Promise<Admin | null> => {
  const jar = await cookies();
  const headers = new Headers({
    cookie: jar
      .getAll()
      .map((c) => `${c.name}=${encodeURIComponent(c.value)}`)
      .join("; "),
  });
  try {
    return await currentAdmin(await readClaims(headers));
  } catch {
    return null;
  }
});

/**
 * The first line of every admin page: the signed-in admin, or off to sign in (back to `path`
 * after). The admin layout checks too, but it is not enough: on a navigation inside the admin
 * area, Next renders only the new page's segment, not the layout above it, so a session ended
 * since the layout last ran (signed out everywhere, password changed) could still read a page.
 * `query`: the page's searchParams, kept for the way back.
 */
export async function adminPageOrSignIn(
  path: string,
  query: Record<string, string | string[] | undefined> = {},
): Promise<Admin> {
  const admin = await requireAdminPage();
  if (!admin) {
    // Back to the same list after signing in: its filters, page or month included.
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) for (const one of [v ?? []].flat()) params.append(k, one);
    const back = params.size ? `${path}?${params}` : path;
    redirect(`/login?callbackUrl=${encodeURIComponent(back)}`);
  }
  return admin;
}
