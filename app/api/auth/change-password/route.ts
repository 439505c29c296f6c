import { verifyPassword } from "@/lib/auth/password";
import { requireAdmin } from "@/lib/auth/require-admin";
import { sessionCookie } from "@/lib/auth/cookie";
import { issueToken } from "@/lib/auth/token";
import { changePassword } from "@/lib/data/admins";
import { HttpError } from "@/lib/errors";
import { handler, parseJson } from "@/lib/http";
import { changePasswordSchema } from "@/lib/validation/auth";

/**
 * PUT /api/auth/change-password (spec §7), with a session or Bearer token. Every other
 * session ends; this browser gets a fresh session cookie and API clients a fresh token.
 */
export const PUT = handler(async (request) => {
  const admin = await requireAdmin(request);
  const { oldPassword, newPassword } = await parseJson(request, changePasswordSchema);
  if (!(await verifyPassword(oldPassword, admin.passwordHash))) throw new HttpError(400, "❌ Old password is incorrect.", { oldPassword: "Old password is incorrect." });
  const sessionVersion = await changePassword(admin.id, newPassword);
  const token = await issueToken({ ...admin, sessionVersion });
  return Response.json({ message: "✅ Password changed successfully!", token }, { headers: { "Set-Cookie": sessionCookie(token) } });
});
