// PgBouncer in transaction mode in front of the test's PostgreSQL, as hosted PostgreSQL
// services hand out (Supabase's, Neon's and Heroku's poolers; PgBouncer from apt here, which
// .ci/run installs). Refuses startup parameters it does not know, as they do.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const BINARY = "/usr/sbin/pgbouncer";

export function hasPgbouncer(): boolean {
  return spawnSync(BINARY, ["--version"]).status === 0;
}

export interface Pooler {
  /** `databaseUrl` with its host and port replaced by the pooler's. */
  url: string;
  log: () => string;
  stop: () => Promise<void>;
}

export async function startPgbouncer(databaseUrl: string, port: number): Promise<Pooler> {
  const target = new URL(databaseUrl);
  const dir = mkdtempSync(path.join(tmpdir(), "pgbouncer-"));
  chmodSync(dir, 0o777); // it runs as the postgres user (PgBouncer refuses to run as root)
  writeFileSync(path.join(dir, "users.txt"), `"${decodeURIComponent(target.username || "postgres")}" ""\n`);
  writeFileSync(
    path.join(dir, "pgbouncer.ini"),
    [
      "[databases]",
      `* = host=${target.hostname} port=${target.port || 5432}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${path.join(dir, "users.txt")}`,
      "pool_mode = transaction",
      "default_pool_size = 8",
      "max_client_conn = 500",
      "",
    ].join("\n"),
  );
  const asRoot = process.getuid?.() === 0;
  const child: ChildProcess = spawn(BINARY, [...(asRoot ? ["-u", "postgres"] : []), path.join(dir, "pgbouncer.ini")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout!.on("data", (d) => (log += d));
  child.stderr!.on("data", (d) => (log += d));
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  const pg = await import("pg");
  for (let i = 0; i < 50; i++) {
    const client = new pg.default.Client({ connectionString: url.toString() });
    const ok = await client.connect().then(
      () => client.end().then(() => true),
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`pgbouncer exited:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: url.toString(),
    log: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
