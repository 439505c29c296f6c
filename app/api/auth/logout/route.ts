import { sessionCookie } from "@/lib/auth/cookie";
import { requireAdmin } from "@/lib/auth/require-admin";
import { endSessions } from "@/lib/data/admins";
import { HttpError } from "@/lib/errors";
import { handler } from "@/lib/http";

/**
 * POST /api/auth/logout: ends the admin's sessions (cookie and Bearer tokens alike) and clears
 * the cookie. Without a valid session there is nothing to end, and that is a sign-out too.
 * When the sessions could not be ended (the database is unreachable) it says so, and keeps
 * the cookie so the admin can try again: "Signed out." must mean the tokens no longer work.
 */
export const POST = handler(async (request) => {
  try {
    const admin = await requireAdmin(request).catch((error: unknown) => {
      if (error instanceof HttpError && (error.status === 401 || error.status === 403)) return null;
      throw error;
    });
    if (admin) await endSessions(admin.id);
  } catch (error) {
    console.error(`sign-out failed: ${String((error as Error)?.message ?? error).split("\n")[0]}`);
    throw new HttpError(503, "We could not sign you out: your session is still active. Please try again in a minute.", undefined, { "Retry-After": "30" });
  }
  return Response.json({ message: "Signed out." }, { headers: { "Set-Cookie": sessionCookie("", 0) } });
});
