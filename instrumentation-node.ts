// The Node.js half of instrumentation.ts: kept apart so the Edge build never sees node: APIs.
export async function registerNode() {
  const { warnIfSiteUrlMissing } = await import("./lib/site-url");
  warnIfSiteUrlMissing();
  if (process.env.DATABASE_URL) return;
  const { pgliteDir } = await import("./lib/env");
  const dir = pgliteDir();
  if (dir.startsWith("memory://")) return;
  // Take the embedded database's folder lock now, so a second server refuses at once instead
  // of at its first request (server.mjs has taken it already; taking it again is a no-op).
  const [{ mkdirSync }, path, { lockFolder, FolderInUseError }] = await Promise.all([import("node:fs"), import("node:path"), import("./lib/db/folder-lock.mjs")]);
  mkdirSync(path.dirname(dir), { recursive: true });
  try {
    lockFolder(dir);
  } catch (e) {
    if (!(e instanceof FolderInUseError)) throw e;
    console.error(`\n${e.message}\n`);
    process.exit(1);
  }
}
