import { sessionCookie } from "@/lib/auth/cookie";
import { liveSessionAdmin, readAllClaims } from "@/lib/auth/require-admin";
import { sessionEndsAt } from "@/lib/auth/token";
import { endSessions, revokeSession } from "@/lib/data/admins";
import { HttpError, UnauthorizedError } from "@/lib/errors";
import { handler } from "@/lib/http";

/**
 * POST /api/auth/logout: ends this device's session (the session cookie and any Bearer token
 * sent with it) and clears the cookie; the admin's other devices stay signed in. Without a
 * valid session there is nothing to end, and that is a sign-out too.
 * POST /api/auth/logout?everywhere=1: ends every session of the admin, on every device and
 * every API token (401 without a valid session).
 * When the sessions could not be ended (the database is unreachable) it says so, and keeps
 * the cookie so the admin can try again: "Signed out." must mean the tokens no longer work.
 */
export const POST = handler(async (request) => {
  const everywhere = ["1", "true"].includes(new URL(request.url).searchParams.get("everywhere") ?? "");
  let ended = 0;
  try {
    for (const claims of await readAllClaims(request.headers)) {
      const admin = claims.sub ? await liveSessionAdmin(claims) : null;
      if (!admin) continue;
      // A token from before sessions had their own id can only be ended with all the others.
      if (everywhere || !claims.sid) await endSessions(admin.id);
      else await revokeSession(admin.id, claims.sid, new Date(sessionEndsAt(claims)));
      ended++;
    }
  } catch (error) {
    console.error(`sign-out failed: ${String((error as Error)?.message ?? error).split("\n")[0]}`);
    throw new HttpError(503, "We could not sign you out: your session is still active. Please try again in a minute.", undefined, { "Retry-After": "30" });
  }
  if (everywhere && !ended) throw new UnauthorizedError("Please sign in as an admin.");
  const message = everywhere ? "Signed out on every device." : "Signed out.";
  return Response.json({ message }, { headers: { "Set-Cookie": sessionCookie("", 0) } });
});
