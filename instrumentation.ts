// Runs once when a server process starts (next start, next dev, server.mjs), not during `next build`.
// The Node.js work lives in instrumentation-node.ts behind this exact check, which the Edge
// build drops, so it never compiles node: APIs for the Edge runtime.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    if (process.env.NEXT_PHASE === "phase-production-build") return;
    const { registerNode } = await import("./instrumentation-node");
    await registerNode();
  }
}
