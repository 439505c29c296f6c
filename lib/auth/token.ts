import "server-only";
import { randomBytes } from "node:crypto";
import { decode, encode, type JWT } from "next-auth/jwt";
import type { Admin } from "@/lib/auth/admins";
import { authSecret, SESSION_MAX_AGE } from "@/lib/auth/secret";

/**
 * What a session or Bearer token carries. `ver` must match the admin's sessionVersion (sign
 * out everywhere); `sid` names this one session, so logout can end it alone; `sat` is when
 * it was signed in (seconds): next-auth re-issues the cookie with a later expiry as it is
 * used, so the 12-hour limit is counted from here.
 */
export interface AdminClaims extends JWT {
  sub: string;
  email: string;
  isAdmin: boolean;
  ver: number;
  /** absent on tokens issued before per-session logout */
  sid?: string;
  sat?: number;
}

/** Claims for a new session: each sign-in (cookie or API token) gets its own `sid`. */
export function claimsFor(admin: Pick<Admin, "id" | "email" | "isAdmin" | "sessionVersion">): AdminClaims {
  return {
    sub: admin.id,
    email: admin.email,
    isAdmin: admin.isAdmin,
    ver: admin.sessionVersion,
    sid: randomBytes(16).toString("base64url"),
    sat: Math.floor(Date.now() / 1000),
  };
}

/** When a session ends at the latest (ms), however often its cookie was re-issued. */
export function sessionEndsAt(claims: { sat?: number; exp?: unknown }): number {
  if (typeof claims.sat === "number") return (claims.sat + SESSION_MAX_AGE) * 1000;
  return typeof claims.exp === "number" ? claims.exp * 1000 : Date.now() + SESSION_MAX_AGE * 1000;
}

/** The same encrypted JWT next-auth keeps in its session cookie, for API clients' Bearer header. */
export function issueToken(admin: Pick<Admin, "id" | "email" | "isAdmin" | "sessionVersion">): Promise<string> {
  return encode({ token: claimsFor(admin), secret: authSecret(), maxAge: SESSION_MAX_AGE });
}

export async function readToken(token: string): Promise<AdminClaims | null> {
  try {
    return (await decode({ token, secret: authSecret() })) as AdminClaims | null;
  } catch {
    return null;
  }
}
