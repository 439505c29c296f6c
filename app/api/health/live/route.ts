// Liveness: the process answers requests. It reads nothing, so a database outage never makes
// an orchestrator restart a healthy process (readiness says whether it can serve).
export const dynamic = "force-dynamic";

export function GET(): Response {
  return Response.json({ status: "live" }, { headers: { "Cache-Control": "no-store" } });
}
