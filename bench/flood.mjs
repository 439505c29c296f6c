// npm run flood — the page flood of issue #25 (H1), replayed against the production build
// under a 384 MB heap: four visitors asking ~25 times a second for collection variants
// (`?on=<any day, years 2000–9999>&page=<1–1000>` as the review sent them, then real variants:
// bookable days × filters × sorts). Passes when the server lives, its memory levels off
// (the median of the last sixth of the run is within FLOOD_MAX_GROWTH_MB of the sixth before) and `/` and a plain
// collection page are served from the cache (HIT or STALE) at every sample.
// Needs `next build` first. FLOOD_SECONDS (240) per phase; DATABASE_URL runs it on PostgreSQL.
// First (FLOOD_LATENCY=0 skips it): how fast `/` and a plain collection page stay while one
// client floods, on the embedded database and, with DATABASE_URL, on PostgreSQL
// (bench/flood-latency.mjs), written to bench/report.json and its section of bench/report.md.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { appEnv, log, root, sleep, startServer, stopServer } from "./lib.mjs";

const PORT = Number(process.env.FLOOD_PORT ?? 3450);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.FLOOD_SECONDS ?? 240);
const MAX_GROWTH_MB = Number(process.env.FLOOD_MAX_GROWTH_MB ?? 32);
const SLUGS = ["gowns", "suits", "dresses", "designer-sarees", "party-wear-lehenga"];
const FABRICS = ["silk", "net", "velvet", "georgette", "chiffon", "cotton", "satin", "organza"];
const SORTS = ["newest", "price-asc", "price-desc"];
const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];
const rnd = (n) => Math.floor(Math.random() * n);

/** The review's requests: any real day of years 2000–9999, any page up to 1000. */
function reviewVariant() {
  const day = `${2000 + rnd(8000)}-${String(1 + rnd(12)).padStart(2, "0")}-${String(1 + rnd(28)).padStart(2, "0")}`;
  return `/collection/${pick(SLUGS)}?on=${day}&page=${1 + rnd(1000)}`;
}

/** Variants that are real pages: a bookable day, two fabrics, a sort. */
function realVariant() {
  const day = new Date(Date.now() + (1 + rnd(500)) * 86_400_000).toISOString().slice(0, 10);
  return `/collection/${pick(SLUGS)}?on=${day}&fabric=${pick(FABRICS)},${pick(FABRICS)}&sort=${pick(SORTS)}`;
}

async function flood(makePath, seconds, workers = 4) {
  const end = Date.now() + seconds * 1000;
  const statuses = {};
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < end) {
        const res = await fetch(BASE + makePath()).catch(() => null);
        const key = res ? String(res.status) : "error";
        statuses[key] = (statuses[key] ?? 0) + 1;
        await res?.arrayBuffer().catch(() => null);
      }
    }),
  );
  return statuses;
}

/** Resident memory of a process, in MB (Linux). */
async function rssMb(pid) {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

if (process.env.FLOOD_LATENCY !== "0") {
  const { measureFloodLatency, floodLatencyReport, GOAL } = await import("./flood-latency.mjs");
  const seconds = Number(process.env.FLOOD_LATENCY_SECONDS ?? 300);
  log(`latency: / and /collection/gowns idle, then under ${seconds} s of 20 uncached requests a second`);
  const latency = await measureFloodLatency({ port: PORT + 1, postgresUrl: process.env.DATABASE_URL, seconds });
  const reportJson = path.join(root, "bench/report.json");
  const data = existsSync(reportJson) ? JSON.parse(readFileSync(reportJson, "utf8")) : {};
  data.flood = latency;
  writeFileSync(reportJson, JSON.stringify(data, null, 2) + "\n");
  // Its own section of the report, replaced in place (the rest of the report is the last full bench's).
  const reportMd = path.join(root, "bench/report.md");
  const md = existsSync(reportMd) ? readFileSync(reportMd, "utf8") : "# Benchmark report\n";
  const section = floodLatencyReport(latency);
  const start = md.indexOf("## Cached pages under a flood");
  const notes = md.indexOf("\n## Notes");
  const updated =
    start >= 0
      ? md.slice(0, start) + section + md.slice(md.indexOf("\n## ", start + 3) + 1 || md.length)
      : notes >= 0
        ? md.slice(0, notes + 1) + section + md.slice(notes + 1)
        : md + "\n" + section;
  writeFileSync(reportMd, updated);
  const missed = latency.targets.flatMap((t) =>
    t.pages
      .filter((p) => !p.met)
      .map((p) => `${t.name} ${p.page}: ${p.flood.median} / ${p.flood.p95} ms (goal ${GOAL.medianMs} / ${GOAL.p95Ms})`),
  );
  for (const m of missed) log(`latency goal not met: ${m}`);
  if (process.env.FLOOD_MEMORY === "0") process.exit(missed.length ? 1 : 0);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "boutique-flood-"));
const child = await startServer(root, PORT, {
  ...appEnv(BASE),
  DATA_DIR: dataDir,
  NODE_OPTIONS: "--max-old-space-size=384",
});
let died = null;
child.on("exit", (code, signal) => (died = signal ?? code));
const cached = ["/", "/collection/gowns"];
for (const p of cached) for (let i = 0; i < 2; i++) await fetch(BASE + p).then((r) => r.arrayBuffer());

const samples = [];
const misses = [];
let sampling = true;
const sampler = (async () => {
  const start = Date.now();
  while (sampling && died === null) {
    await sleep(5000);
    const rss = await rssMb(child.pid);
    const states = [];
    for (const p of cached) {
      const res = await fetch(BASE + p).catch(() => null);
      await res?.arrayBuffer().catch(() => null);
      const state = res?.headers.get("x-nextjs-cache") ?? "none";
      states.push(state);
      if (state !== "HIT" && state !== "STALE")
        misses.push(`${p} ${state} at ${Math.round((Date.now() - start) / 1000)} s`);
    }
    samples.push({ t: Math.round((Date.now() - start) / 1000), rss, states });
    log(`t=${samples.at(-1).t}s rss=${rss} MB / ${states[0]} /collection/gowns ${states[1]}`);
  }
})();

log(
  `flooding ${SECONDS} s with the review's variants, then ${SECONDS} s with real ones (heap 384 MB, ${process.env.DATABASE_URL ? "PostgreSQL" : "embedded database"})`,
);
const review = await flood(reviewVariant, SECONDS);
const real = await flood(realVariant, SECONDS);
sampling = false;
await sampler;
const diedDuringFlood = died;
await stopServer(child);
rmSync(dataDir, { recursive: true, force: true });

// Levelling off: the median of the last sixth against the sixth before it, both late in the
// real-variant phase, when every cache has filled (one sample's noise is ±30 MB here).
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const sixth = Math.max(1, Math.floor(samples.length / 6));
const growth =
  median(samples.slice(-sixth).map((s) => s.rss)) - median(samples.slice(-2 * sixth, -sixth).map((s) => s.rss));
const peak = Math.max(...samples.map((s) => s.rss));
log(`answers: review variants ${JSON.stringify(review)}, real variants ${JSON.stringify(real)}`);
log(
  `memory: first ${samples[0]?.rss} MB, peak ${peak} MB, last sixth grew ${growth} MB over the one before (allowed ${MAX_GROWTH_MB})`,
);
const failures = [
  ...(diedDuringFlood !== null ? [`the server died (${diedDuringFlood})`] : []),
  ...(!(growth <= MAX_GROWTH_MB) ? [`memory kept growing: ${growth} MB in the last sixth`] : []),
  ...misses.map((m) => `not served from the cache: ${m}`),
  ...(review.error || real.error ? ["requests failed"] : []),
  ...(review["500"] || real["500"] ? ["500 answers"] : []),
];
if (failures.length) {
  for (const f of failures) log(`FAIL ${f}`);
  process.exit(1);
}
log("PASS: the server lived, memory levelled off, / and /collection/gowns stayed cached");
