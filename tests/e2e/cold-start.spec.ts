import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { createFreshDatabase, dropDatabase } from "../../scripts/fresh-database.mjs";
import { hasPgbouncer, startPgbouncer, type Pooler } from "../helpers/pgbouncer";

// Issue #29, items 4 and 5: three instances cold-starting at once on an empty database (as a
// deploy or an autoscaler starts them), directly and through a transaction-mode pooler. Every
// first request must be answered 200, with one admin and the demo catalogue once. It needs a
// database server, so it runs in the PostgreSQL pass.
const BASE =
  process.env.TEST_DATABASE_URL ??
  (process.env.E2E_DATABASE_URL ? new URL("/test", process.env.E2E_DATABASE_URL).toString() : undefined);
const OWNER = { email: "owner@cold.test", password: "cold-start-password" };

test.describe.configure({ mode: "serial", timeout: 240_000 });
test.skip(!process.env.E2E_DATABASE_URL, "needs a PostgreSQL server (the PostgreSQL pass)");

interface Instance {
  child: ChildProcess;
  base: string;
  log: () => string;
}

function startInstance(port: number, databaseUrl: string): Instance {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    detached: true,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: "4",
      DATA_DIR: `test-results/cold-start-${port}`,
      SITE_URL: base,
      NEXTAUTH_URL: base,
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      BACKUP_EVERY_HOURS: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout!.on("data", (d) => (log += d));
  child.stderr!.on("data", (d) => (log += d));
  return { child, base, log: () => log };
}

/** Waits until the process listens: /api/health/live reads nothing, so the database is still unopened. */
async function listening(instance: Instance): Promise<void> {
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`${instance.base}/api/health/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`instance on ${instance.base} did not listen:\n${instance.log()}`);
}

async function coldStart(ports: number[], databaseUrl: string) {
  const instances = ports.map((port) => startInstance(port, databaseUrl));
  try {
    await Promise.all(instances.map(listening));
    // The first request of each, at once: each opens, migrates and seeds the same empty database.
    const bounded = (url: string, init?: RequestInit) => fetch(url, { ...init, signal: AbortSignal.timeout(90_000) });
    const first = await Promise.all(instances.map((i) => bounded(`${i.base}/api/collection/gown`)));
    const logs = () => instances.map((i) => i.log()).join("\n----\n");
    expect(
      first.map((r) => r.status),
      logs(),
    ).toEqual(instances.map(() => 200));
    const counts = await Promise.all(first.map(async (r) => ((await r.json()) as unknown[]).length));
    expect(new Set(counts).size, "every instance sees the same catalogue").toBe(1);
    expect(counts[0]).toBeGreaterThan(0);
    for (const i of instances) {
      expect((await bounded(`${i.base}/`)).status).toBe(200);
      expect((await bounded(`${i.base}/api/health/ready`)).status).toBe(200);
    }
    // One admin, whom every instance signs in.
    for (const i of instances) {
      const login = await bounded(`${i.base}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(OWNER),
      });
      expect(login.status, i.log()).toBe(200);
    }
    expect(logs()).not.toMatch(/Unique constraint|admin_users_email_key|app_meta_pkey|unsupported startup parameter/);
    return { logs };
  } finally {
    for (const i of instances) if (i.child.pid && i.child.exitCode === null) process.kill(-i.child.pid, "SIGTERM");
  }
}

async function counts(databaseUrl: string) {
  const pg = await import("pg");
  const client = new pg.default.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (sql: string) => Number((await client.query(sql)).rows[0].n);
    return {
      admins: await one(`SELECT count(*) AS n FROM admin_users`),
      markers: await one(`SELECT count(*) AS n FROM app_meta WHERE key = 'catalogue_seeded_at'`),
      slides: await one(`SELECT count(*) AS n FROM hero_slides`),
      migrations: await one(`SELECT count(*) - count(DISTINCT migration_name) AS n FROM "_prisma_migrations"`),
    };
  } finally {
    await client.end();
  }
}

test("three instances cold-starting at once on an empty database: every first request 200, seeded once", async () => {
  const { name, url } = await createFreshDatabase(BASE!, "coldstart");
  try {
    await coldStart([3141, 3142, 3143], url);
    expect(await counts(url)).toEqual({ admins: 1, markers: 1, slides: 3, migrations: 0 });
  } finally {
    await dropDatabase(BASE!, name);
  }
});

test("the same through PgBouncer in transaction mode: no startup parameter refused, no hang on the migration lock", async () => {
  test.skip(!hasPgbouncer(), "needs pgbouncer (apt-get install pgbouncer; .ci/run installs it)");
  const { name, url } = await createFreshDatabase(BASE!, "coldpool");
  let pooler: Pooler | undefined;
  try {
    pooler = await startPgbouncer(url, 6433);
    await coldStart([3144, 3145, 3146], pooler.url);
    expect(await counts(url)).toEqual({ admins: 1, markers: 1, slides: 3, migrations: 0 });
  } finally {
    await pooler?.stop();
    await dropDatabase(BASE!, name);
  }
});
