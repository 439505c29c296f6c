// The Node.js half of instrumentation.ts: kept apart so the Edge build never sees node: APIs.
export async function registerNode() {
  const { nodeVersionProblem } = await import("./lib/server/node-version.mjs");
  const oldNode = nodeVersionProblem(process.versions.node);
  // server.mjs has refused already; `next dev` gets here too, so say it there.
  if (oldNode) console.warn(`\n${oldNode}\n`);
  // A short CRON_SECRET could be guessed through /api/cron/reminders: every start (npm start,
  // next start, next dev, a serverless cold start) stops here with the line that says so, so
  // it shows at the first start, not weeks later when no reminder went out. The route refuses
  // one too (503), for a host that never runs this hook.
  const { cronSecretProblem } = await import("./lib/server/cron-secret.mjs");
  const weakCronSecret = cronSecretProblem();
  if (weakCronSecret) {
    console.error(`\n${weakCronSecret}\n`);
    process.exit(1);
  }
  const { buildAddressProblem, defaultAuthUrl, warnIfSiteUrlMissing } = await import("./lib/site/url");
  warnIfSiteUrlMissing();
  const builtFor = buildAddressProblem(process.env.SITE_URL_BUILT_FOR);
  if (builtFor && process.env.NODE_ENV === "production") console.warn(`\n[server] WARNING: ${builtFor}\n`);
  // next-auth would otherwise assume http://localhost:3000 whatever the port or SITE_URL.
  const authUrl = defaultAuthUrl();
  if (authUrl) process.env.NEXTAUTH_URL = authUrl;
  // Said at start, before anyone uploads a photo that half the requests would then miss.
  const { warnIfUploadsNotShared } = await import("./lib/storage/shared-uploads");
  warnIfUploadsNotShared();
  // A fresh database gets the owner's account and the demo shop before its first query.
  const [{ beforeFirstUse }, { seed }] = await Promise.all([import("./lib/db"), import("./features/storefront/seed")]);
  beforeFirstUse((prisma) => seed(prisma));
  // Reminders go out from this process every minute (not on serverless hosts: their cron calls /api/cron/reminders).
  const [{ startReminderSchedule }, { drainSiteReminders }] = await Promise.all([
    import("./features/rentals/reminders-timer"),
    import("./features/try-ons"),
  ]);
  startReminderSchedule(drainSiteReminders);
  if (process.env.DATABASE_URL) {
    // Not awaited: the start does not wait on a database that may be slow to answer.
    const { reportUnappliedMigrationsAtStart } = await import("./lib/health");
    void reportUnappliedMigrationsAtStart();
    return;
  }
  const { pgliteDir } = await import("./lib/server/runtime.mjs");
  const dir = pgliteDir();
  if (dir.startsWith("memory://")) return;
  // Take the embedded database's folder lock now, so a second server refuses at once instead
  // of at its first request (server.mjs has taken it already; taking it again is a no-op).
  const [{ mkdirSync }, path, { lockFolder, FolderInUseError }] = await Promise.all([
    import("node:fs"),
    import("node:path"),
    import("./lib/db/folder-lock.mjs"),
  ]);
  mkdirSync(path.dirname(dir), { recursive: true });
  try {
    lockFolder(dir);
  } catch (e) {
    if (!(e instanceof FolderInUseError)) throw e;
    console.error(`\n${e.message}\n`);
    process.exit(1);
  }
  await openAtStart();
}

/**
 * Opens (creates, migrates, seeds) the embedded database before the first visitor, so a first
 * start prints the admin's e-mail and one-time password with the rest of the start-up lines
 * (it used to wait for the first request). A failure is not fatal: the first request tries
 * again, and answers with the shop's error page meanwhile. Once the database is open (now or
 * then), its backup schedule starts.
 */
async function openAtStart() {
  const [{ db, whenOpened }, { startBackupSchedule }] = await Promise.all([
    import("./lib/db"),
    import("./lib/shop-backups"),
  ]);
  // lib/db.ts does not start it itself: lib/shop-backups.ts needs lib/db, not the other way round.
  whenOpened((connection) => {
    if (connection.snapshot) startBackupSchedule();
  });
  try {
    await db();
  } catch (e) {
    // A damaged folder has been reported, with the restore command, by db() itself.
    if ((e as Error)?.name !== "DamagedDatabaseError")
      console.error(
        `[database] could not be opened at start (tried again on the first request): ${(e as Error)?.message ?? e}`,
      );
  }
}
