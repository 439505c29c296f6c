/** Runs once when a server instance starts (not during `next build`). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { warnIfSiteUrlMissing } = await import("./lib/site-url");
  warnIfSiteUrlMissing();
}
