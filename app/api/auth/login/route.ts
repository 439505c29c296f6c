import { authenticate, clientIp } from "@/lib/auth/login";
import { issueToken } from "@/lib/auth/token";
import { handler, parseJson } from "@/lib/http";
import { loginSchema } from "@/lib/validation/auth";

/** POST /api/auth/login (spec §7): { token, isAdmin } for API clients; use it as a Bearer token. */
export const POST = handler(async (request) => {
  const { email, password } = await parseJson(request, loginSchema);
  const admin = await authenticate(email, password, clientIp(request.headers));
  return Response.json({ token: await issueToken(admin), isAdmin: admin.isAdmin });
});
