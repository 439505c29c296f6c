import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import { authOptions, type SignInOutcome } from "@/lib/auth/options";
import { handler, jsonOf, readBytes } from "@/lib/http";
import { sameSiteTarget } from "@/lib/http/safe-redirect";

/** A sign-in form is a few hundred bytes; next-auth itself would read a body of any size. */
const MAX_BODY_BYTES = 16 * 1024;

/** The same body, with a form's callbackUrl field made same-site (see the query above). */
function sanitiseForm(request: Request, body: Buffer): Buffer {
  if (!request.headers.get("content-type")?.includes("application/x-www-form-urlencoded")) return body;
  const form = new URLSearchParams(body.toString("utf8"));
  const callbackUrl = form.get("callbackUrl");
  if (callbackUrl === null) return body;
  const origin = new URL(request.url).origin;
  form.set("callbackUrl", sameSiteTarget(callbackUrl, origin, "/"));
  return Buffer.from(form.toString());
}

type Ctx = { params: Promise<{ nextauth: string[] }> };

// Options are built per request so the secret is read at run time, never at build time.
// POST bodies are read here first, under the cap (413 while reading, with or without
// Content-Length), and next-auth is handed a copy of what was read.
const auth = handler<Ctx>(async (request, ctx) => {
  let forwarded = request;
  // A callbackUrl next-auth cannot parse is a 500 there; one to another site is never
  // followed. Either way it becomes a same-site address here.
  const url = new URL(request.url);
  const callbackUrl = url.searchParams.get("callbackUrl");
  if (callbackUrl !== null) {
    url.searchParams.set("callbackUrl", sameSiteTarget(callbackUrl, url.origin, "/"));
    forwarded = new NextRequest(url, { method: request.method, headers: request.headers });
  }
  if (request.method === "POST") {
    const body = await readBytes(request, MAX_BODY_BYTES);
    if (request.headers.get("content-type")?.includes("application/json")) jsonOf(body);
    const headers = new Headers(request.headers);
    headers.delete("content-length");
    forwarded = new NextRequest(url, { method: "POST", headers, body: new Uint8Array(sanitiseForm(request, body)) });
  }
  const outcome: SignInOutcome = {};
  const response: Response = await NextAuth(forwarded as never, ctx as never, authOptions(outcome));
  if (outcome.deviceCookie) response.headers.append("Set-Cookie", outcome.deviceCookie);
  return response;
});

export { auth as GET, auth as POST };
