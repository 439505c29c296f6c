// lib/db.ts no longer starts the backup schedule itself (lib/shop-backups.ts needs lib/db, not the other
// way round): a server's start hangs it on the database's opening
// (instrumentation-node.ts). This checks a start on the embedded database still takes its
// scheduled backups.
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runShutdownHooks } from "@/lib/server/runtime.mjs";

afterEach(async () => {
  await runShutdownHooks(); // closes the database and lets its folder go
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("the backup schedule", () => {
  it("starts when a server start opens the embedded database: its first check takes a backup", async () => {
    const data = mkdtempSync(path.join(tmpdir(), "boutique-schedule-"));
    for (const [k, v] of Object.entries({
      NEXT_RUNTIME: "nodejs",
      NEXT_PHASE: undefined,
      DATABASE_URL: undefined,
      PGLITE_DIR: undefined,
      BACKUP_DIR: undefined,
      DATA_DIR: data,
      BACKUP_EVERY_HOURS: "24",
      BACKUP_FIRST_CHECK_MS: "50",
      NEXTAUTH_URL: "http://localhost:3000",
    }))
      vi.stubEnv(k, v);
    vi.spyOn(console, "log").mockImplementation(() => {});
    const { register } = await import("@/instrumentation");
    await register();
    const scheduled = () =>
      readdirSync(path.join(data, "backups")).filter((name) => name.endsWith("-scheduled.tar.gz"));
    await vi.waitFor(() => expect(scheduled()).toHaveLength(1), { timeout: 20_000, interval: 100 });
  }, 180_000);
});
