import { readiness } from "@/lib/health";

// Readiness: the database answers and its migrations are applied. 503 with a reason (no
// secrets) while it does not, so a load balancer or a container's HEALTHCHECK stops sending
// visitors here until it does.
export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const state = await readiness();
  const headers = { "Cache-Control": "no-store" };
  if (state.ready) return Response.json({ status: "ready" }, { headers });
  return Response.json(
    { status: "unavailable", error: state.reason, message: state.reason },
    { status: 503, headers: { ...headers, "Retry-After": "5" } },
  );
}
