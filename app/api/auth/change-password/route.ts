import { TooManyAttemptsError } from "@/lib/auth/login";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { requireAdmin } from "@/lib/auth/require-admin";
import { sessionCookie } from "@/lib/auth/cookie";
import { issueToken } from "@/lib/auth/token";
import { changePassword } from "@/lib/auth/admins";
import { consume, reset, type Limit } from "@/lib/rate-limit/counts";
import { HttpError } from "@/lib/errors";
import { handler, parseJson } from "@/lib/http";
import { changePasswordSchema } from "@/lib/validation/auth";

/** Old-password guesses per account: a stolen session must not become a password oracle. */
const OLD_PASSWORD_LIMIT: Limit = { name: "change-password", points: 5, windowSec: 15 * 60, strict: true };

/**
 * PUT /api/auth/change-password (spec §7), with a session or Bearer token. Every other
 * session ends; this browser gets a fresh session cookie and API clients a fresh token.
 */
export const PUT = handler(async (request) => {
  const admin = await requireAdmin(request);
  const { oldPassword, newPassword } = await parseJson(request, changePasswordSchema);
  // Counted before the hash, like sign-in, so a burst cannot check more than the limit.
  const attempt = await consume(OLD_PASSWORD_LIMIT, admin.id);
  if (!attempt.ok) throw new TooManyAttemptsError(attempt.retryAfter, "Too many wrong old passwords");
  if (!(await verifyPassword(oldPassword, admin.passwordHash)))
    throw new HttpError(400, "❌ Old password is incorrect.", { oldPassword: "Old password is incorrect." });
  await reset(OLD_PASSWORD_LIMIT, admin.id);
  const sessionVersion = await changePassword(admin.id, await hashPassword(newPassword));
  const token = await issueToken({ ...admin, sessionVersion });
  return Response.json(
    { message: "✅ Password changed successfully!", token },
    { headers: { "Set-Cookie": sessionCookie(token) } },
  );
});
