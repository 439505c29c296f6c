import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { authOptions } from "@/lib/auth/options";
import { HttpError } from "@/lib/errors";
import { handler, readBytes } from "@/lib/http";

/** A sign-in form is a few hundred bytes; next-auth itself would read a body of any size. */
const MAX_BODY_BYTES = 16 * 1024;

type Ctx = { params: Promise<{ nextauth: string[] }> };

// Options are built per request so the secret is read at run time, never at build time.
// POST bodies are read here first, under the cap (413 while reading, with or without
// Content-Length), and next-auth is handed a copy of what was read.
const auth = handler<Ctx>(async (request, ctx) => {
  let forwarded = request;
  if (request.method === "POST") {
    const body = await readBytes(request, MAX_BODY_BYTES);
    if (request.headers.get("content-type")?.includes("application/json")) {
      try {
        JSON.parse(new TextDecoder().decode(body));
      } catch {
        throw new HttpError(400, "The request body is not valid JSON.");
      }
    }
    forwarded = new NextRequest(request.url, { method: "POST", headers: request.headers, body: new Uint8Array(body) });
  }
  return NextAuth(forwarded as never, ctx as never, authOptions());
});

export { auth as GET, auth as POST };
