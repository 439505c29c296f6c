// Runs once before the vitest files (globalSetup): builds one embedded database with every
// migration applied, whose folder each file then copies (setup-db.ts) instead of initialising
// PGlite and running the migrations itself. That first open is ~2 s on a quiet machine and
// 30–45 s on a slow CI host (28 Nov), for each of ~80 files; a copy opens in a tenth of the
// time. The shop's own first start (seed, admin password) still runs in each file, and the
// migrations on an empty database keep their own tests (migrate.test.ts, schema-drift.test.ts).
// Not on PostgreSQL (TEST_DATABASE_URL): a new database there migrates in well under a second,
// and a clone from a template would drop the per-database settings the migrations make.
import { mkdtempSync, rmSync, statfsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { connect } from "../../lib/db/connect";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated PGlite folder to copy. */
    databaseTemplate: string;
    /** Where each file's copy goes (removed at the end of the run). */
    databaseScratch: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const scratch = mkdtempSync(path.join(scratchRoot(), "boutique-vitest-"));
  const template = path.join(scratch, "template");
  await (await connect({ url: "", pgliteDir: template })).close();
  project.provide("databaseTemplate", template);
  project.provide("databaseScratch", scratch);
  return async () => rmSync(scratch, { recursive: true, force: true });
}

/** Shared memory when it has room (a copy is ~40 MB, two files run at once); the disk otherwise. */
function scratchRoot(): string {
  try {
    const shm = statfsSync("/dev/shm");
    if (shm.bavail * shm.bsize > 1024 ** 3) return "/dev/shm";
  } catch {
    // no /dev/shm (macOS)
  }
  return tmpdir();
}
