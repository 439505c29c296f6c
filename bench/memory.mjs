// Issue #29's "1 GB VPS": the production server's memory (resident set of the server and any
// process it started, from /proc) on the embedded database, first on a fresh folder (the first
// start, initdb included) then on that same folder again (an existing shop), and on PostgreSQL
// when a URL is given, in the same run: each under two minutes of light traffic (pages, API
// reads, a few orders). Steady = median of the last 30 s; peak = the highest sample of the
// whole run (every 200 ms, a child counted at its own high-water mark) or the server's own
// high-water mark (VmHWM), whichever is higher.
// Goals for the embedded default: ≤ 512 MB steady, ≤ 700 MB peak.
// Alone: `node bench/memory.mjs [seconds]` (after `next build`; DATABASE_URL adds PostgreSQL).
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { appEnv, log, median, root, sleep, startServer, stopServer, work } from "./lib.mjs";

export const STEADY_GOAL_MB = 512;
export const PEAK_GOAL_MB = 700;
const MB = 1024 * 1024;

/** @param {number} pid @returns {{ rss: number, hwm: number } | null} bytes */
function status(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field) => Number(text.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1] ?? 0) * 1024;
    return { rss: kb("VmRSS"), hwm: kb("VmHWM") };
  } catch {
    return null; // gone between listing and reading
  }
}

/** The pid and every descendant's (a child that initialises the folder, for one). */
function tree(pid) {
  const parents = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // The name in parentheses may hold spaces: the fields after it are fixed.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(Number(entry), ppid);
    } catch {}
  }
  const out = [pid];
  for (let i = 0; i < out.length; i++) for (const [p, pp] of parents) if (pp === out[i]) out.push(p);
  return out;
}

/** Samples the tree of `pid` every `everyMs` until stopped. */
function sampler(pid, everyMs = 200) {
  const samples = []; // { t, rss } in bytes, t in ms since start
  let peak = 0;
  let mainHwm = 0;
  let children = 0;
  const started = performance.now();
  const timer = setInterval(() => {
    const pids = tree(pid);
    let rss = 0;
    // A child's own high-water mark counts, not only what it held at the sample: a child that
    // initialises the folder lives a few seconds and peaks between samples. Added to the
    // server's memory at that moment, an upper bound of the two together.
    let bound = 0;
    for (const p of pids) {
      const s = status(p);
      if (!s) continue;
      rss += s.rss;
      bound += p === pid ? s.rss : Math.max(s.rss, s.hwm);
      if (p === pid) mainHwm = Math.max(mainHwm, s.hwm);
    }
    children = Math.max(children, pids.length - 1);
    peak = Math.max(peak, bound);
    samples.push({ t: performance.now() - started, rss });
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return { samples, peak: Math.max(peak, mainHwm), mainHwm, children };
    },
  };
}

/** A visitor or two: a page or an API read about every 500 ms, an order every 10 s. */
async function lightTraffic(base, seconds) {
  const items = await (await fetch(`${base}/api/collection/gown`)).json();
  const routes = [
    "/",
    "/collection/gowns",
    `/collection/gowns/${items[0]._id}`,
    "/api/collection/gown",
    "/search?q=lehenga",
    "/about",
    "/gallery",
    "/api/collection/suit",
    "/cart",
    "/contact",
  ];
  const until = performance.now() + seconds * 1000;
  let n = 0;
  let failed = 0;
  let orders = 0;
  while (performance.now() < until) {
    const route = routes[n % routes.length];
    const res = await fetch(base + route).catch(() => null);
    if (!res?.ok) failed++;
    await res?.arrayBuffer().catch(() => {});
    if (n % 20 === 19) {
      const order = await fetch(`${base}/api/orders`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify({
          productId: items[orders % items.length]._id,
          userName: `Memory Bench ${orders}`,
          userPhone: "9811045872",
        }),
      }).catch(() => null);
      orders++;
      if (order?.status !== 201) failed++;
    }
    n++;
    await sleep(500);
  }
  return { requests: n + orders, orders, failed };
}

async function measureOne(name, port, serverEnv, seconds) {
  const base = `http://127.0.0.1:${port}`;
  log(`== memory: ${name}`);
  const t0 = performance.now();
  // startServer spawns the server and polls until it answers: the sampler starts right after
  // the spawn, so the first start (and its initdb) is in the peak.
  let sample;
  const starting = startServer(
    root,
    port,
    appEnv(base, serverEnv),
    undefined,
    (child) => (sample = sampler(child.pid)),
  );
  const server = await starting;
  const startMs = Math.round(performance.now() - t0);
  let traffic;
  let result;
  try {
    traffic = await lightTraffic(base, seconds);
  } finally {
    result = sample.stop();
    await stopServer(server);
  }
  const last = result.samples.filter((s) => s.t >= result.samples.at(-1).t - 30_000);
  const out = {
    name,
    startMs,
    steadyMB: Math.round(median(last.map((s) => s.rss)) / MB),
    peakMB: Math.round(result.peak / MB),
    serverHwmMB: Math.round(result.mainHwm / MB),
    childProcesses: result.children,
    traffic,
  };
  log(JSON.stringify(out));
  return out;
}

/**
 * @param {{ port: number, seconds?: number, postgresUrl?: string }} opts
 * postgresUrl: a server URL; a fresh database is made beside it and dropped after.
 */
export async function measureMemory({ port, seconds = Number(process.env.BENCH_MEMORY_SECONDS ?? 120), postgresUrl }) {
  const dataDir = path.join(work, "memory-data");
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.lock`, { force: true });
  // The servers size their caches to the host (lib/server/memory-budget.mjs): told they are on a
  // 1 GB one, whatever this machine has.
  const hostMB = Number(process.env.BENCH_MEMORY_HOST_MB ?? 1024);
  // Backups on their default schedule: on the embedded database the first is taken a minute
  // after the start, inside the measured two minutes, as on a shop's first day.
  const common = { SERVER_MEMORY_MB: String(hostMB) };
  const embedded = { ...common, DATA_DIR: dataDir, DATABASE_URL: "" };
  const targets = [];
  targets.push(await measureOne("embedded, fresh folder", port, embedded, seconds));
  targets.push(await measureOne("embedded, existing folder", port, embedded, seconds));
  if (postgresUrl) {
    const { createFreshDatabase, dropDatabase } = await import("../scripts/fresh-database.mjs");
    const { name, url } = await createFreshDatabase(postgresUrl, "bench_memory");
    try {
      targets.push(
        await measureOne(
          "PostgreSQL-backed",
          port,
          { ...common, DATABASE_URL: url, DATA_DIR: path.join(work, "memory-pg-data") },
          seconds,
        ),
      );
    } finally {
      await dropDatabase(postgresUrl, name);
    }
  }
  return { date: new Date().toISOString(), seconds, hostMB, targets };
}

export function memoryReport(m) {
  if (!m) return "";
  const pg = m.targets.find((t) => t.name.startsWith("PostgreSQL"));
  const ratio = (t, k) => (pg && t !== pg ? (t[k] / pg[k]).toFixed(2) : "");
  const lines = [
    ``,
    `## Memory (issue #29: a 1 GB VPS)`,
    ``,
    `Resident memory of the production server (\`node server.mjs\`) and every process it started, sampled every 200 ms from /proc, under ${m.seconds} s of light traffic (a page or API read every 500 ms, an order every 10 s). Steady: median of the last 30 s. Peak: the highest sample from the spawn on (the first start included; a child process counted at its own high-water mark, VmHWM) or the server's own VmHWM. The servers run with SERVER_MEMORY_MB=${m.hostMB ?? 1024} (caches sized as on a host of that size), backups on their default schedule (the embedded database's first one a minute after the start, inside the measured window). Goals for the embedded database: steady ≤ ${STEADY_GOAL_MB} MB, peak ≤ ${PEAK_GOAL_MB} MB.`,
    ``,
    `| server | start s | steady MB | peak MB | steady × PostgreSQL | peak × PostgreSQL | requests (failed) | goal |`,
    `|---|---|---|---|---|---|---|---|`,
  ];
  for (const t of m.targets) {
    const embedded = !t.name.startsWith("PostgreSQL");
    const ok = t.steadyMB <= STEADY_GOAL_MB && t.peakMB <= PEAK_GOAL_MB;
    lines.push(
      `| ${t.name} | ${(t.startMs / 1000).toFixed(1)} | ${t.steadyMB} | ${t.peakMB} | ${ratio(t, "steadyMB")} | ${ratio(t, "peakMB")} | ${t.traffic.requests} (${t.traffic.failed}) | ${embedded ? (ok ? "met" : "**not met**") : "reference"} |`,
    );
  }
  return lines.join("\n");
}

if (process.argv[1]?.endsWith("memory.mjs")) {
  const seconds = process.argv[2] ? Number(process.argv[2]) : undefined;
  const port = Number(process.env.BENCH_PORT ?? 3400) + 40;
  const m = await measureMemory({
    port,
    seconds,
    postgresUrl: process.env.DATABASE_URL || process.env.TEST_DATABASE_URL,
  });
  console.log(memoryReport(m));
}
