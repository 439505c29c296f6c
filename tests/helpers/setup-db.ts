// Runs before every test file: each file gets its own database with every migration applied
// and nothing else, so files can run in parallel and a test never sees another's data. PGlite
// in a folder of its own by default (a copy of the one database-template.ts built); with
// TEST_DATABASE_URL a new PostgreSQL database that is dropped afterwards.
import { afterAll, inject } from "vitest";
import { createFreshDatabase, dropDatabase } from "../../scripts/fresh-database.mjs";
import { runShutdownHooks } from "../../lib/server/runtime.mjs";

import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const base = process.env.TEST_DATABASE_URL;
process.env.NEXTAUTH_SECRET = "test-secret-for-vitest-only";
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "boutique-test-"));
// The API tests write X-Forwarded-For as one proxy in front would (nginx appending the client's
// address); a test of the shop with no setting (tests/platform/client-ip.test.ts) unsets it.
process.env.TRUST_PROXY_HOPS = "1";
// Files that count the owner's e-mails send many; the hour's number has its own test (owner-alerts.test.ts).
process.env.OWNER_ALERTS_PER_HOUR ??= "100000";
delete process.env.RESEND_API_KEY;
delete process.env.UPLOADTHING_TOKEN;
delete process.env.ADMIN_EMAIL;
delete process.env.ADMIN_PASSWORD;

if (base) {
  const { name, url } = await createFreshDatabase(base, "vitest");
  process.env.DATABASE_URL = url;
  afterAll(async () => {
    // Closes the connection the file opened, as server.mjs does on a stop (lib/db.ts registers it).
    await runShutdownHooks();
    await dropDatabase(base, name);
  });
} else {
  delete process.env.DATABASE_URL;
  const folder = path.join(mkdtempSync(path.join(inject("databaseScratch"), "file-")), "pglite");
  cpSync(inject("databaseTemplate"), folder, { recursive: true });
  process.env.PGLITE_DIR = folder;
  afterAll(async () => {
    // Closes the database (and its folder lock) before its folder goes.
    await runShutdownHooks();
    rmSync(path.dirname(folder), { recursive: true, force: true });
  });
}

// The shop's first start (its owner's account, the demo catalogue), as instrumentation-node.ts hands it in.
const [{ beforeFirstUse }, { seed }] = await Promise.all([
  import("../../lib/db"),
  import("../../features/storefront/seed"),
]);
beforeFirstUse((prisma) => seed(prisma));
