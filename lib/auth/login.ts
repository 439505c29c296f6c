import "server-only";
import { HttpError } from "@/lib/errors";
import { findAdminByEmail, type Admin } from "@/lib/data/admins";
import { lockedForSeconds, recordLoginAttempt } from "@/lib/data/login-attempts";
import { dummyHash, verifyPassword } from "./password";

export const INVALID_CREDENTIALS = "❌ Invalid credentials!";

export class TooManyAttemptsError extends HttpError {
  constructor(readonly retryAfter: number) {
    super(429, `Too many failed sign-ins. Try again in ${Math.ceil(retryAfter / 60)} minute${retryAfter > 60 ? "s" : ""}.`, undefined, { "Retry-After": String(retryAfter) });
  }
}

/**
 * Checks an e-mail and password. Five failures for one account or from one address in
 * 15 minutes lock both out (429 with Retry-After). An unknown e-mail costs the same hash
 * as a wrong password, and both get the same answer.
 */
export async function authenticate(email: string, password: string, ip: string | null): Promise<Admin> {
  const keys = [`email:${email.trim().toLowerCase()}`, ...(ip ? [`ip:${ip}`] : [])];
  const wait = await lockedForSeconds(keys);
  if (wait > 0) throw new TooManyAttemptsError(wait);
  const user = await findAdminByEmail(email);
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
  await recordLoginAttempt(keys, Boolean(user && ok));
  if (!user || !ok) throw new HttpError(401, INVALID_CREDENTIALS);
  return user;
}

export { clientIpFrom as clientIp } from "@/lib/client-ip";
