import { authenticate, clientIp } from "@/lib/auth/login";
import { issueToken } from "@/lib/auth/token";
import { handler, parseJson } from "@/lib/http";
import { loginSchema } from "@/lib/validation/auth";

/**
 * POST /api/auth/login (spec §7): { token, isAdmin } for API clients; use it as a Bearer token.
 * Also sets the device cookie, so a client that keeps cookies has its own count of guesses.
 */
export const POST = handler(async (request) => {
  const { email, password } = await parseJson(request, loginSchema);
  const { admin, deviceCookie } = await authenticate(email, password, {
    ip: clientIp(request.headers),
    cookies: request.headers.get("cookie"),
  });
  return Response.json(
    { token: await issueToken(admin), isAdmin: admin.isAdmin },
    { headers: { "Set-Cookie": deviceCookie } },
  );
});
