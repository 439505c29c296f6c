import "server-only";
import { endSessions, revokeSession } from "@/lib/auth/admins";
import { HttpError } from "@/lib/errors";
import { liveSessionAdmin, readAllClaims } from "./require-admin";
import { sessionEndsAt } from "./token";

/**
 * Ends the sessions this request carries (its cookie and any Bearer token): only this
 * device's, or with `everywhere` every session of the admin. Returns how many admins'
 * sessions were ended. 503 when they could not be (the database is unreachable): "Signed
 * out." must mean the tokens no longer work, so the caller keeps the cookie to try again.
 */
export async function endSessionsOfRequest(headers: Headers, everywhere: boolean): Promise<number> {
  let ended = 0;
  try {
    for (const claims of await readAllClaims(headers)) {
      const admin = claims.sub ? await liveSessionAdmin(claims) : null;
      if (!admin) continue;
      // A token from before sessions had their own id can only be ended with all the others.
      if (everywhere || !claims.sid) await endSessions(admin.id);
      else await revokeSession(admin.id, claims.sid, new Date(sessionEndsAt(claims)));
      ended++;
    }
  } catch (error) {
    console.error(`sign-out failed: ${String((error as Error)?.message ?? error).split("\n")[0]}`);
    throw new HttpError(
      503,
      "We could not sign you out: your session is still active. Please try again in a minute.",
      undefined,
      { "Retry-After": "30" },
    );
  }
  return ended;
}
