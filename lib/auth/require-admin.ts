import "server-only";
import { cookies } from "next/headers";
import { getToken } from "next-auth/jwt";
import { ForbiddenError, UnauthorizedError } from "@/lib/errors";
import { findAdminById, type Admin } from "@/lib/data/admins";
import { authSecret } from "./secret";
import type { AdminClaims } from "./token";

function parseCookies(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const i = part.indexOf("=");
    if (i > 0) out[part.slice(0, i).trim()] = decodeURIComponent(part.slice(i + 1).trim());
  }
  return out;
}

/** The claims of the session cookie or Bearer token on this request, if any are valid. */
export async function readClaims(headers: Headers): Promise<AdminClaims | null> {
  const token = await getToken({ req: { headers, cookies: parseCookies(headers.get("cookie")) } as never, secret: authSecret() });
  return (token as AdminClaims | null) ?? null;
}

/** Checks the current admin still exists and the token was issued after their last logout. */
async function currentAdmin(claims: AdminClaims | null): Promise<Admin> {
  if (!claims?.sub) throw new UnauthorizedError("Please sign in as an admin.");
  if (!claims.isAdmin) throw new ForbiddenError("This account is not an admin.");
  const admin = await findAdminById(claims.sub);
  if (!admin || admin.sessionVersion !== claims.ver) throw new UnauthorizedError("Your session has ended. Please sign in again.");
  if (!admin.isAdmin) throw new ForbiddenError("This account is not an admin.");
  return admin;
}

/** For route handlers: 401 without a valid session or Bearer token, 403 for a non-admin. */
export async function requireAdmin(request: Request): Promise<Admin> {
  return currentAdmin(await readClaims(request.headers));
}

/** For server components (admin pages): the same check from the request's cookies. */
export async function requireAdminPage(): Promise<Admin | null> {
  const jar = await cookies();
  const headers = new Headers({ cookie: jar.getAll().map((c) => `${c.name}=${encodeURIComponent(c.value)}`).join("; ") });
  try {
    return await currentAdmin(await readClaims(headers));
  } catch {
    return null;
  }
}
