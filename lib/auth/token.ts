import "server-only";
import { decode, encode, type JWT } from "next-auth/jwt";
import type { Admin } from "@/lib/data/admins";
import { authSecret, SESSION_MAX_AGE } from "./secret";

/** What a session or Bearer token carries. `ver` must match the admin's sessionVersion. */
export interface AdminClaims extends JWT {
  sub: string;
  email: string;
  isAdmin: boolean;
  ver: number;
}

export function claimsFor(admin: Pick<Admin, "id" | "email" | "isAdmin" | "sessionVersion">): AdminClaims {
  return { sub: admin.id, email: admin.email, isAdmin: admin.isAdmin, ver: admin.sessionVersion };
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
