import { sessionCookie } from "@/lib/auth/cookie";
import { requireAdmin } from "@/lib/auth/require-admin";
import { endSessions } from "@/lib/data/admins";
import { handler } from "@/lib/http";

/** POST /api/auth/logout: ends the admin's sessions (cookie and Bearer tokens alike) and clears the cookie. */
export const POST = handler(async (request) => {
  const admin = await requireAdmin(request).catch(() => null);
  if (admin) await endSessions(admin.id);
  return Response.json({ message: "Signed out." }, { headers: { "Set-Cookie": sessionCookie("", 0) } });
});
