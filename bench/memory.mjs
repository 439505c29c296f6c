// A 1 GB VPS: the production server's memory (resident set of the server and any process it
// started, from /proc) on the embedded database, first on a fresh folder (the first start,
// initdb included) then on that same folder again (an existing shop), and on PostgreSQL when a
// URL is given, in the same run: each under five minutes of a crawler-like mix (every sitemap
// page, their photos, API reads, quotes, a checkout every 10 s, one manual backup). Steady = median of the last 30 s; peak = the highest sample of the
// whole run (every 200 ms, a child counted at its own high-water mark) or the server's own
// high-water mark (VmHWM), whichever is higher.
// Goals for the embedded default: ≤ 512 MB steady, ≤ 700 MB peak.
// Alone: `node bench/memory.mjs [seconds]` (after `next build`; DATABASE_URL adds PostgreSQL).
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ADMIN, appEnv, log, median, root, sleep, startServer, stopServer, work } from "./lib.mjs";

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

const INDIA_DAY = (offset) => new Date(Date.now() + 5.5 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/** Every `/_next/image` and `/images/` address a page's HTML names (src and srcset). */
function imagesOf(html) {
  const found = new Set();
  for (const m of html.matchAll(/(?:src|srcSet|srcset)="([^"]+)"/g))
    for (const part of m[1].replaceAll("&amp;", "&").split(",")) {
      const url = part.trim().split(/\s+/)[0];
      if (url.startsWith("/_next/image") || url.startsWith("/images/")) found.add(url);
    }
  return [...found];
}

/**
 * A crawler and a few visitors at once, as a shop's day looks from its server: every page of
 * the sitemap in turn with the photos they show (the image optimiser), API reads, cart quotes
 * for dated lines, a checkout every 10 s (each from an address of its own, as real buyers), and
 * one "Back up now" by the owner part-way through. A request every 250 ms.
 */
export async function crawlerTraffic(base, seconds) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => [m[0], m[1].replaceAll("&amp;", "&")])
    .map((m) => new URL(m[1]).pathname + new URL(m[1]).search);
  const gowns = await (await fetch(`${base}/api/collection/gown`)).json();
  const beauty = await (await fetch(`${base}/api/beauty/soap`).catch(() => null))?.json().catch(() => []);
  const sale = Array.isArray(beauty) && beauty.length ? beauty : null;
  const images = new Set();
  const reads = ["/api/collection/gown", "/api/collection/suit", "/api/collection/saree", "/api/search?q=lehenga"];
  const started = performance.now();
  const until = started + seconds * 1000;
  const backupAt = started + seconds * 600;
  let n = 0;
  let failed = 0;
  const failures = {};
  let checkouts = 0;
  let backup = null;
  const hit = async (route, init) => {
    const res = await fetch(base + route, init).catch(() => null);
    const body = await res?.arrayBuffer().catch(() => null);
    if (!res?.ok) {
      failed++;
      // What failed, by answer and kind of address: a refused checkout (409, the shop's hold
      // cap) is the shop's rule at work; anything else is worth a look.
      const kind = route.startsWith("/_next/image") ? "image" : route.split("?")[0].split("/").slice(0, 3).join("/");
      const key = `${res?.status ?? "no answer"} ${kind}`;
      failures[key] = (failures[key] ?? 0) + 1;
    }
    return { res, body };
  };
  let nextCheckout = started + 10_000;
  while (performance.now() < until) {
    const now = performance.now();
    if (!backup && now >= backupAt) {
      const login = await fetch(`${base}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify(ADMIN),
      }).then(
        (r) => r.json(),
        () => ({}),
      );
      const res = await fetch(`${base}/api/backups`, {
        method: "POST",
        headers: { authorization: `Bearer ${login.token}`, origin: base },
      }).catch(() => null);
      backup = res?.status === 201 ? await res.json() : { failed: res?.status ?? "no answer" };
      if (res?.status !== 201) failed++;
      log(`memory: a manual backup: ${JSON.stringify(backup)}`);
    } else if (now >= nextCheckout) {
      nextCheckout += 10_000;
      const item = sale ? { productId: sale[checkouts % sale.length]._id, quantity: 1 } : null;
      const dated = {
        productId: gowns[checkouts % gowns.length]._id,
        quantity: 1,
        from: INDIA_DAY(60 + checkouts * 4),
        to: INDIA_DAY(61 + checkouts * 4),
      };
      const { res } = await hit("/api/checkout", {
        method: "POST",
        headers: { "content-type": "application/json", origin: base, "x-forwarded-for": `10.77.${checkouts}.9` },
        body: JSON.stringify({
          name: `Memory Bench ${checkouts}`,
          email: "bench@example.in",
          phone: "9811045872",
          items: item && checkouts % 2 ? [item] : [dated],
        }),
      });
      if (res?.status !== 201) log(`memory: checkout ${checkouts} answered ${res?.status}`);
      checkouts++;
    } else if (n % 11 === 10) {
      await hit("/api/cart/quote", {
        method: "POST",
        headers: { "content-type": "application/json", origin: base, "x-forwarded-for": `10.78.${n % 200}.3` },
        body: JSON.stringify({
          items: [{ productId: gowns[n % gowns.length]._id, quantity: 1, from: INDIA_DAY(30), to: INDIA_DAY(31) }],
        }),
      });
    } else if (n % 7 === 6) {
      await hit(reads[n % reads.length]);
    } else if (n % 5 === 4 && images.size) {
      const list = [...images];
      await hit(list[n % list.length]);
    } else {
      const { res, body } = await hit(pages[n % pages.length]);
      if (res?.ok && images.size < 200 && res.headers.get("content-type")?.includes("text/html"))
        for (const url of imagesOf(new TextDecoder().decode(body))) images.add(url);
    }
    n++;
    await sleep(250);
  }
  return {
    requests: n,
    pages: pages.length,
    images: images.size,
    checkouts,
    backup: Boolean(backup?.name),
    failed,
    failures,
  };
}

export async function measureOne(name, port, serverEnv, seconds) {
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
    traffic = await crawlerTraffic(base, seconds);
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
export async function measureMemory({ port, seconds = Number(process.env.BENCH_MEMORY_SECONDS ?? 300), postgresUrl }) {
  const dataDir = path.join(work, "memory-data");
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.lock`, { force: true });
  // The servers size their caches to the host (lib/server/memory-budget.mjs): told they are on a
  // 1 GB one, whatever this machine has.
  const hostMB = Number(process.env.BENCH_MEMORY_HOST_MB ?? 1024);
  // Backups on their default schedule: on the embedded database the first is taken a minute
  // after the start, inside the measured two minutes, as on a shop's first day.
  // Checkouts come from addresses of their own, as real buyers' do: one proxy hop is trusted.
  const common = { SERVER_MEMORY_MB: String(hostMB), TRUST_PROXY_HOPS: "1" };
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
    `## Memory (a 1 GB VPS)`,
    ``,
    `Resident memory of the production server, started as \`npm start\` starts it (\`scripts/start.sh\`: Node sized to the host, then \`server.mjs\`), and every process it started, sampled every 200 ms from /proc, under ${m.seconds} s of a crawler-like mix (a request every 250 ms: every sitemap page in turn, the photos they show through the image optimiser, API reads, cart quotes, a checkout every 10 s from an address of its own, one \"Back up now\" at 60 % of the window). Steady: median of the last 30 s. Peak: the highest sample from the spawn on (the first start included; a child process counted at its own high-water mark, VmHWM) or the server's own VmHWM. The servers run with SERVER_MEMORY_MB=${m.hostMB ?? 1024} (caches sized as on a host of that size), backups on their default schedule (the embedded database's first one a minute after the start, inside the measured window). Goals for the embedded database: steady ≤ ${STEADY_GOAL_MB} MB, peak ≤ ${PEAK_GOAL_MB} MB.`,
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
