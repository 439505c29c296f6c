import { sessionCookie } from "@/lib/auth/cookie";
import { endSessionsOfRequest } from "@/lib/auth/sign-out";
import { UnauthorizedError } from "@/lib/errors";
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
  const ended = await endSessionsOfRequest(request.headers, everywhere);
  if (everywhere && !ended) throw new UnauthorizedError("Please sign in as an admin.");
  const message = everywhere ? "Signed out on every device." : "Signed out.";
  return Response.json({ message }, { headers: { "Set-Cookie": sessionCookie("", 0) } });
});
