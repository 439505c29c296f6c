// How fast the cached pages stay while one client floods the shop with uncached variants:
// `/` and a plain collection page are asked every 250 ms, first with the
// server idle, then while one client sends 20 requests a second for 300 s (FLOOD_LATENCY_SECONDS)
// of addresses no cache holds: available-on days, sorts, filters, pages, their /hi twins,
// made-up product ids and searches. Figures are medians and 95th percentiles, and their ratio
// to the same page idle in the same run. Goal: median ≤ 50 ms, p95 ≤ 200 ms under the flood.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { appEnv, log, root, sleep, startServer, stopServer } from "./lib.mjs";

export const GOAL = { medianMs: 50, p95Ms: 200 };
const PAGES = ["/", "/collection/gowns"];
const SLUGS = ["gowns", "suits", "dresses", "designer-sarees", "party-wear-lehenga"];
const FABRICS = ["silk", "net", "velvet", "georgette", "chiffon", "cotton", "satin", "organza"];
const SORTS = ["newest", "price-asc", "price-desc"];
const WORDS = ["red", "lehnga", "silk saree", "gown", "bridal", "velvet", "mehendi", "zari", "net", "blue"];
const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];
const rnd = (n) => Math.floor(Math.random() * n);
const soon = () => new Date(Date.now() + (1 + rnd(400)) * 86_400_000).toISOString().slice(0, 10);

/** One address no cache holds, of the kinds the review sent. */
function variant() {
  const lang = Math.random() < 0.5 ? "/hi" : "";
  const slug = pick(SLUGS);
  switch (rnd(6)) {
    case 0:
      return `${lang}/collection/${slug}?on=${soon()}`;
    case 1:
      return `${lang}/collection/${slug}?sort=${pick(SORTS)}&page=${1 + rnd(50)}`;
    case 2:
      return `${lang}/collection/${slug}?fabric=${pick(FABRICS)},${pick(FABRICS)}&on=${soon()}`;
    case 3:
      return `${lang}/collection/${slug}/${Math.random().toString(36).slice(2, 12)}`;
    case 4:
      return `${lang}/search?q=${encodeURIComponent(pick(WORDS) + " " + rnd(10000))}`;
    default:
      return `${lang}/collection/${slug}?price=${pick(["0-1500", "1500-2500", "2500-5000", "5000-"])}&page=${1 + rnd(20)}`;
  }
}

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))] : NaN;
};

/** Asks each page every `everyMs` until `until()` says stop; answers each page's times and cache states. */
async function probe(base, until, everyMs = 250) {
  const times = Object.fromEntries(PAGES.map((p) => [p, []]));
  const states = {};
  let i = 0;
  while (!until()) {
    const page = PAGES[i++ % PAGES.length];
    const start = performance.now();
    const res = await fetch(base + page).catch(() => null);
    await res?.arrayBuffer().catch(() => null);
    times[page].push(performance.now() - start);
    const state = res ? (res.headers.get("x-nextjs-cache") ?? String(res.status)) : "error";
    states[state] = (states[state] ?? 0) + 1;
    await sleep(everyMs);
  }
  return { times, states };
}

/** One client at `perSecond`, open loop (a new request each interval whatever the answers), at most 64 in flight. */
async function flood(base, seconds, perSecond) {
  const end = Date.now() + seconds * 1000;
  const statuses = {};
  const inFlight = new Set();
  while (Date.now() < end) {
    if (inFlight.size < 64) {
      const p = fetch(base + variant())
        .then(async (res) => {
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          await res.arrayBuffer().catch(() => null);
        })
        .catch(() => (statuses.error = (statuses.error ?? 0) + 1))
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    await sleep(1000 / perSecond);
  }
  await Promise.all(inFlight);
  return statuses;
}

const summary = (times) => ({
  median: Math.round(percentile(times, 0.5)),
  p95: Math.round(percentile(times, 0.95)),
  n: times.length,
});

async function measureOne(name, port, env, { seconds, idleSeconds, perSecond }) {
  const base = `http://127.0.0.1:${port}`;
  const child = await startServer(root, port, { ...appEnv(base), NODE_OPTIONS: "--max-old-space-size=384", ...env });
  try {
    for (const p of PAGES) for (let i = 0; i < 3; i++) await fetch(base + p).then((r) => r.arrayBuffer());
    const idleEnd = Date.now() + idleSeconds * 1000;
    const idle = await probe(base, () => Date.now() > idleEnd);
    let flooding = true;
    const during = probe(base, () => !flooding);
    const statuses = await flood(base, seconds, perSecond);
    flooding = false;
    const loaded = await during;
    const pages = PAGES.map((page) => {
      const i = summary(idle.times[page]);
      const f = summary(loaded.times[page]);
      return {
        page,
        idle: i,
        flood: f,
        medianRatio: +(f.median / Math.max(1, i.median)).toFixed(1),
        p95Ratio: +(f.p95 / Math.max(1, i.p95)).toFixed(1),
        met: f.median <= GOAL.medianMs && f.p95 <= GOAL.p95Ms,
      };
    });
    log(
      `${name}: ${pages.map((p) => `${p.page} idle ${p.idle.median}/${p.idle.p95} ms, flood ${p.flood.median}/${p.flood.p95} ms`).join("; ")}; flood answers ${JSON.stringify(statuses)}`,
    );
    return { name, pages, statuses, cacheStates: loaded.states };
  } finally {
    await stopServer(child);
  }
}

/** The embedded database, then PostgreSQL when `postgresUrl` is given (a fresh database of its own). */
export async function measureFloodLatency({ port, postgresUrl, seconds = 300, idleSeconds = 60, perSecond = 20 }) {
  const opts = { seconds, idleSeconds, perSecond };
  const targets = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "boutique-flood-latency-"));
  try {
    targets.push(await measureOne("embedded database", port, { DATA_DIR: dataDir, DATABASE_URL: "" }, opts));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (postgresUrl) {
    const { createFreshDatabase, dropDatabase } = await import("../scripts/fresh-database.mjs");
    const { name, url } = await createFreshDatabase(postgresUrl, "bench_flood");
    const pgData = mkdtempSync(path.join(os.tmpdir(), "boutique-flood-latency-pg-"));
    try {
      targets.push(await measureOne("PostgreSQL", port, { DATA_DIR: pgData, DATABASE_URL: url }, opts));
    } finally {
      await dropDatabase(postgresUrl, name);
      rmSync(pgData, { recursive: true, force: true });
    }
  }
  return { date: new Date().toISOString(), seconds, idleSeconds, perSecond, targets };
}

export function floodLatencyReport(f) {
  if (!f) return "";
  const rows = f.targets.flatMap((t) =>
    t.pages.map(
      (p) =>
        `| ${t.name} | \`${p.page}\` | ${p.idle.median} / ${p.idle.p95} | ${p.flood.median} / ${p.flood.p95} | ${p.medianRatio}× / ${p.p95Ratio}× | ${p.met ? "met" : "not met"} |`,
    ),
  );
  const answers = f.targets
    .map(
      (t) =>
        `${t.name}: ${Object.entries(t.statuses)
          .map(([s, n]) => `${n} × ${s}`)
          .join(", ")}`,
    )
    .join("; ");
  return [
    `## Cached pages under a flood of uncached ones (${f.date.slice(0, 16)}, \`npm run flood\`)`,
    ``,
    `\`/\` and \`/collection/gowns\` asked every 250 ms: ${f.idleSeconds} s with the server idle, then ${f.seconds} s while one client sends ${f.perSecond} requests a second of addresses no cache holds (available-on days, sorts, filters, pages, their /hi twins, made-up product ids, searches), each server under a 384 MB heap. Goal: median ≤ ${GOAL.medianMs} ms and p95 ≤ ${GOAL.p95Ms} ms under the flood.`,
    ``,
    `| database | page | idle median / p95 ms | flood median / p95 ms | flood ÷ idle | goal |`,
    `|---|---|---|---|---|---|`,
    ...rows,
    ``,
    `The flood's answers: ${answers}.`,
    ``,
    ``,
  ].join("\n");
}
