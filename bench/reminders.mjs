// Reminders bench: 10,000 due reminders drained by two instances at once,
// time to drain and duplicates (goal: 0). On PostgreSQL (a fresh database on DATABASE_URL's
// server) the two instances are two processes, each with its own connections; on the embedded
// database (one connection per folder) two drains run at once in one process.
// Run alone: `node bench/reminders.mjs` (PGlite; with BENCH_DATABASE_URL also PostgreSQL).
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const N = Number(process.env.BENCH_REMINDERS ?? 10_000);
const worker = path.join(root, "bench/reminders-drain.ts");
const tsx = path.join(root, "node_modules/.bin/tsx");
// `server-only` is an empty module under the react-server condition, as in Next's server bundle.
const args = (...rest) => ["--conditions=react-server", worker, ...rest];

function envFor(label, url) {
  const dataDir = path.join(root, "bench/.work", `reminders-${label}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  return {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: url ?? "",
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    RESEND_API_KEY: "",
    WHATSAPP_TOKEN: "",
  };
}

function child(env, rest) {
  return new Promise((resolve, reject) => {
    const p = spawn(tsx, args(...rest), { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] });
    p.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`reminders worker exited ${code}`))));
  });
}

export async function measureReminders(label, url) {
  const env = envFor(label, url);
  // The machine's 1-minute load when it started: on a shared host, times are only comparable at similar load.
  const load = Math.round(os.loadavg()[0] * 10) / 10;
  const now = new Date().toISOString();
  if (!url) {
    const out = execFileSync(tsx, args("race", String(N), now), { cwd: root, env, encoding: "utf8" });
    return {
      label,
      load,
      instances: "2 drains in one process (one connection)",
      ...JSON.parse(out.trim().split("\n").at(-1)),
    };
  }
  const { due } = JSON.parse(
    execFileSync(tsx, args("seed", String(N), now), { cwd: root, env, encoding: "utf8" })
      .trim()
      .split("\n")
      .at(-1),
  );
  const files = [0, 1].map((i) => path.join(env.DATA_DIR, `drain-${i}.json`));
  const started = performance.now();
  await Promise.all(files.map((f) => child(env, ["drain", now, f])));
  const wallMs = Math.round(performance.now() - started);
  const runs = files.map((f) => JSON.parse(readFileSync(f, "utf8")));
  const ms = Math.max(...runs.map((r) => r.ms));
  const ids = runs.flatMap((r) => r.ids);
  return {
    label,
    load,
    instances: "2 processes, each its own connections",
    due,
    ms,
    wallMs,
    perInstance: runs.map((r) => r.sent),
    drainMs: runs.map((r) => r.ms),
    sent: ids.length,
    duplicates: ids.length - new Set(ids).size,
  };
}

export function remindersReport(results) {
  if (!results?.length) return "";
  return [
    "",
    "## Reminders (issue #28, item 3)",
    "",
    `${N.toLocaleString("en")} due reminders drained by two instances at once (claim with FOR UPDATE SKIP LOCKED, judge the booking, e-mail into the outbox); goal: every one sent, 0 duplicates:`,
    "",
    "| database | instances | sent | per instance | duplicates | time to drain | per reminder | load at start (2 cores) |",
    "|---|---|---|---|---|---|---|---|",
    ...results.map(
      (r) =>
        `| ${r.label} | ${r.instances} | ${r.sent} | ${r.perInstance.join(" + ")} | ${r.duplicates} | ${(r.ms / 1000).toFixed(1)} s | ${(r.ms / r.sent).toFixed(1)} ms | ${r.load ?? "?"} |`,
    ),
    "",
    "On PostgreSQL the time is the slowest instance's drain (each process's start and connection not counted); on PGlite both drains share the one connection, so they take turns.",
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = [await measureReminders("PGlite", null)];
  if (process.env.BENCH_DATABASE_URL) {
    const { createFreshDatabase, dropDatabase } = await import("../scripts/fresh-database.mjs");
    const { name, url } = await createFreshDatabase(process.env.BENCH_DATABASE_URL, "bench_reminders");
    try {
      results.push(await measureReminders("PostgreSQL", url));
    } finally {
      await dropDatabase(process.env.BENCH_DATABASE_URL, name);
    }
  }
  console.log(JSON.stringify(results, null, 2));
  console.log(remindersReport(results));
}
