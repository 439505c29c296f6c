import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

// Options are built per request so the secret is read at run time, never at build time.
function auth(request: Request, ctx: { params: Promise<{ nextauth: string[] }> }) {
  return NextAuth(request as never, ctx as never, authOptions());
}

export { auth as GET, auth as POST };
