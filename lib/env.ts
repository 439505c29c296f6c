import path from "node:path";

/** Where the embedded database, uploads and generated secrets live when no service is configured. */
export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.DATA_DIR ?? "data");
}

/** PGlite's data folder; `memory://` keeps a throwaway database in memory (tests). */
export function pgliteDir(): string {
  const dir = process.env.PGLITE_DIR;
  if (!dir) return path.join(dataDir(), "pglite");
  return dir.startsWith("memory://") ? dir : path.resolve(/*turbopackIgnore: true*/ process.cwd(), dir);
}

export function databaseUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

/** Photos stored on this disk (when no UPLOADTHING_TOKEN is set). */
export function uploadsDir(): string {
  return path.join(dataDir(), "uploads");
}

/** Where backups of the embedded database go: BACKUP_DIR (e.g. a second disk) or data/backups. */
export function backupDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.BACKUP_DIR ?? path.join(dataDir(), "backups"));
}

// The public address (no Node imports there: client components read the site config too).
export { resolveSiteUrl, siteUrlProblem, warnIfSiteUrlMissing, type SiteUrlSource } from "./site-url";
