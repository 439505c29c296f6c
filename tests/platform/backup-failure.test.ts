// A backup that fails is on the owner's dashboard, with when and why, until one succeeds:
// the shop's own (the embedded database's "Back up now" and schedule), and on PostgreSQL what
// compose's nightly backup (deploy/compose-backup.sh) left in BACKUP_DIR.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

const work = mkdtempSync(path.join(tmpdir(), "backup-failure-"));
const onPostgres = Boolean(process.env.DATABASE_URL);
let AdminHome: () => Promise<React.JSX.Element>;
let shopBackups: typeof import("@/lib/shop-backups");

beforeAll(async () => {
  // The page checks the session first (cookies() needs a request): here, a signed-in admin.
  vi.doMock("@/lib/auth/require-admin", () => ({
    adminPageOrSignIn: async () => ({ id: "a", email: "owner@example.in", isAdmin: true }),
  }));
  // Loaded first: React's JSX runtime is picked by NODE_ENV as a module loads.
  AdminHome = (await import("@/app/(owner)/admin/page")).default;
  shopBackups = await import("@/lib/shop-backups");
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const dashboard = async () => renderToStaticMarkup(await AdminHome());
/** The failure's text as the owner reads it, or null when the dashboard shows none. */
function failureOn(html: string): string | null {
  const shown = /<p role="alert" data-testid="backup-failure"[^>]*>(.*?)<\/p>/s.exec(html)?.[1];
  if (shown === undefined) return null;
  const entities: Record<string, string> = { "&#x27;": "'", "&quot;": '"', "&gt;": ">", "&lt;": "<", "&amp;": "&" };
  return shown.replace(/<[^>]+>/g, "").replace(/&#x27;|&quot;|&gt;|&lt;|&amp;/g, (e) => entities[e]!);
}

describe("compose's nightly backup on PostgreSQL", () => {
  it("shows a failed night on the dashboard, from the file it left in BACKUP_DIR", async () => {
    await dashboard(); // opens the database this file tests on
    // compose.yaml's app: PostgreSQL, with the backups volume mounted read-only as BACKUP_DIR.
    if (!onPostgres) vi.stubEnv("DATABASE_URL", "postgresql://shop@db:5432/shop");
    const backups = path.join(work, "compose-backups");
    mkdirSync(backups);
    vi.stubEnv("BACKUP_DIR", backups);
    const bin = path.join(work, "bin");
    mkdirSync(bin);
    writeFileSync(
      path.join(bin, "pg_dump"),
      "#!/bin/sh\necho 'pg_dump: error: could not translate host name \"db\"' >&2\nexit 1\n",
    );
    chmodSync(path.join(bin, "pg_dump"), 0o755);
    const run = (pgDump: string) =>
      spawnSync("sh", [path.resolve(__dirname, "../../deploy/compose-backup.sh"), "--once"], {
        env: {
          NODE_ENV: "test",
          PATH: `${pgDump}:${process.env.PATH}`,
          BACKUP_DIR: backups,
          PHOTOS_DIR: path.join(work, "none"),
        },
      });
    expect(run(bin).status).toBe(1);

    const html = await dashboard();
    expect(html).toContain("This shop runs on PostgreSQL");
    expect(failureOn(html)).toMatch(
      /^The last backup failed just now: The nightly backup failed: the database dump failed \(pg_dump: error: could not translate host name "db"\)\./,
    );

    const good = path.join(work, "bin-good");
    mkdirSync(good);
    writeFileSync(
      path.join(good, "pg_dump"),
      '#!/bin/sh\nwhile [ "$#" -gt 0 ]; do [ "$1" = -f ] && : > "$2"; shift; done\n',
    );
    chmodSync(path.join(good, "pg_dump"), 0o755);
    expect(run(good).status).toBe(0);
    expect(failureOn(await dashboard())).toBeNull();
  });
});

describe.skipIf(onPostgres)("the shop's own backups", () => {
  it("show the last failure with its reason until a backup succeeds", async () => {
    expect(failureOn(await dashboard())).toBeNull();
    // A backup folder that cannot be made: a file stands where its parent folder should be.
    writeFileSync(path.join(work, "not-a-folder"), "");
    vi.stubEnv("BACKUP_DIR", path.join(work, "not-a-folder", "backups"));
    await expect(shopBackups.takeBackup("manual")).rejects.toThrow(/ENOTDIR/);

    const shown = failureOn(await dashboard());
    expect(shown).toMatch(
      /^The last backup failed just now: ENOTDIR: not a directory, mkdir '.*not-a-folder\/backups'\./,
    );
    expect(shown).toContain("This stays here until a backup succeeds.");

    vi.stubEnv("BACKUP_DIR", path.join(work, "backups"));
    await shopBackups.takeBackup("manual");
    expect(failureOn(await dashboard())).toBeNull();
  });

  // Last: the restart leaves the page's copy of the old modules remembering this failure.
  it("still show it after a restart, from the file beside the backups", async () => {
    const backups = path.join(work, "backups-restart");
    vi.stubEnv("BACKUP_DIR", backups);
    vi.stubEnv("DATA_DIR", path.join(work, "data-restart"));
    // A folder among the photos cannot be linked or copied as a photo: the backup fails with
    // its folder for backups writable, so the failure is written there.
    mkdirSync(path.join(work, "data-restart", "uploads", "a-folder"), { recursive: true });
    await expect(shopBackups.takeBackup("scheduled")).rejects.toThrow();

    // A new process: no memory of the failure, only the file.
    vi.resetModules();
    const { runShutdownHooks, resetRuntime } = await import("@/lib/server/runtime.mjs");
    await runShutdownHooks();
    resetRuntime();
    const fresh = await import("@/lib/shop-backups");
    const failure = await fresh.lastBackupFailure();
    expect(failure?.reason).toMatch(/^EISDIR|^EPERM/);
    expect(Date.now() - Date.parse(failure!.at)).toBeLessThan(60_000);
  });
});
