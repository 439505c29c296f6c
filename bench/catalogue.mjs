// Issue #13's catalogue-size run: one category filled to 100 and to 10,000 pieces (by
// bench/seed-catalogue.ts, before the server starts), on the embedded database and on
// PostgreSQL when DATABASE_URL (or BENCH_DATABASE_URL) is set. Page 1's HTML must not grow
// with the catalogue; search and the API's pages are timed on requests the server has not
// cached (each asks something new), so the figures are the queries', not the cache's.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
  PORT,
  appEnv,
  log,
  median,
  mobileLighthouseInterleaved,
  percentile,
  root,
  startServer,
  stopServer,
  work,
} from "./lib.mjs";

const SIZES = [100, 10_000];
const CATEGORY = { key: "gown", path: "/collection/gowns" };
const SAMPLES = Number(process.env.BENCH_CATALOGUE_SAMPLES ?? 60);

// What visitors type: whole words, misspellings, other spellings, two-word asks.
const WORDS = [
  "ruby",
  "maroon",
  "blush",
  "emerald",
  "royal",
  "teal",
  "ivory",
  "gold",
  "lavender",
  "mustard",
  "black",
  "peach",
  "silk",
  "banarasi",
  "banarsi",
  "georgette",
  "jorjet",
  "organza",
  "velvet",
  "velvat",
  "net",
  "chiffon",
  "satin",
  "crepe",
  "chanderi",
  "anarkali",
  "anarkli",
  "lehenga",
  "lehnga",
  "lengha",
  "gown",
  "gaun",
  "trail",
  "saree",
  "sari",
  "zari",
  "sequin",
  "gota",
  "mirror",
  "kundan",
  "pearl",
  "bandhani",
  "sangeet",
  "mehendi",
  "mehndi",
  "reception",
  "wedding",
  "cocktail",
  "festive",
  "indo-western",
];
/** `n` different queries: single words first, then pairs. */
function queries(n) {
  const out = [...WORDS];
  for (let i = 0; out.length < n; i++) out.push(`${WORDS[i % WORDS.length]} ${WORDS[(i * 7 + 3) % WORDS.length]}`);
  return out.slice(0, n);
}

async function timed(url) {
  const t = performance.now();
  const res = await fetch(url);
  const body = await res.arrayBuffer();
  return { ms: performance.now() - t, status: res.status, bytes: body.byteLength };
}

const round = (ms) => Math.round(ms * 10) / 10;

/**
 * p50/p95 of one request per URL, in turn (each a cache miss on the server), each after a
 * request the server answers from its cache (`reference`): what Next and this host cost at
 * the same moments, since the machine is shared and its load moves within a run.
 */
async function timings(urls, reference) {
  const runs = [],
    refs = [];
  for (const u of urls) {
    refs.push((await timed(reference)).ms);
    runs.push(await timed(u));
  }
  const ms = runs.map((r) => r.ms);
  return {
    requests: runs.length,
    p50Ms: round(median(ms)),
    p95Ms: round(percentile(ms, 95)),
    maxMs: Math.round(Math.max(...ms)),
    errors: runs.filter((r) => r.status !== 200).length,
    cachedP50Ms: round(median(refs)),
    cachedP95Ms: round(percentile(refs, 95)),
  };
}

async function domElements(url) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 915 } });
    await page.goto(url, { waitUntil: "load" });
    return await page.evaluate(() => document.querySelectorAll("*").length);
  } finally {
    await browser.close();
  }
}

async function measureSize(target, size, serverEnv, { lighthouse }) {
  const port = PORT + 30,
    base = `http://127.0.0.1:${port}`;
  log(`catalogue ${target}: seeding ${size} ${CATEGORY.key} pieces`);
  const seedStart = performance.now();
  execFileSync(
    path.join(root, "node_modules/.bin/tsx"),
    [path.join(root, "bench/seed-catalogue.ts"), String(size), CATEGORY.key],
    {
      cwd: root,
      env: { ...process.env, ...serverEnv },
      stdio: "inherit",
    },
  );
  const seedMs = Math.round(performance.now() - seedStart);
  const server = await startServer(root, port, appEnv(base, { ...serverEnv, BACKUP_EVERY_HOURS: "0" }));
  try {
    const total = Number((await fetch(`${base}/api/collection/${CATEGORY.key}?limit=1`)).headers.get("x-total-count"));
    // Page 1 as a visitor's first request finds it (rendered on demand, then cached), then cached.
    const first = await timed(base + CATEGORY.path);
    const html = Buffer.from(await (await fetch(base + CATEGORY.path)).arrayBuffer());
    const page1 = {
      firstRenderMs: Math.round(first.ms),
      bytes: html.byteLength,
      gzipBytes: gzipSync(html).byteLength,
      images: (html.toString().match(/<img\s/g) ?? []).length,
    };
    if (target === "embedded PGlite") page1.domElements = await domElements(base + CATEGORY.path);
    const reference = `${base}/api/collection/${CATEGORY.key}?limit=24`;
    await fetch(reference);
    const pages = Math.ceil(total / 24);
    // Pages spread over the whole category, the deepest last (OFFSET grows with the page).
    const pageNumbers = Array.from(
      { length: Math.min(SAMPLES, pages) },
      (_, i) => 1 + Math.floor((i * (pages - 1)) / Math.max(1, Math.min(SAMPLES, pages) - 1)),
    );
    const apiPage = await timings(
      pageNumbers.map((p) => `${base}/api/collection/${CATEGORY.key}?limit=24&page=${p}`),
      reference,
    );
    const apiDefault = await timed(`${base}/api/collection/${CATEGORY.key}?sort=price-asc`);
    const qs = queries(SAMPLES);
    const apiSearch = await timings(
      qs.map((q) => `${base}/api/search?q=${encodeURIComponent(q)}`),
      reference,
    );
    const searchPage = await timings(
      qs.map((q) => `${base}/search?q=${encodeURIComponent(q)}`),
      reference,
    );
    const filtered = await timings(
      ["silk", "velvet", "net", "organza", "georgette", "chiffon", "satin", "crepe", "cotton"].flatMap((f) => [
        `${base}${CATEGORY.path}?fabric=${f}`,
        `${base}${CATEGORY.path}?fabric=${f}&sort=price-asc`,
      ]),
      reference,
    );
    const out = {
      target,
      size,
      total,
      seedMs,
      loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10),
      page1,
      apiPage: { ...apiPage, deepestPage: pageNumbers.at(-1) },
      apiDefault: { ms: Math.round(apiDefault.ms), bytes: apiDefault.bytes },
      apiSearch,
      searchPage,
      filteredPage: filtered,
    };
    if (lighthouse) out.lighthouse = await lighthouse(base + CATEGORY.path);
    log(`catalogue ${target} ${size}:`, JSON.stringify(out));
    return out;
  } finally {
    await stopServer(server);
  }
}

/** `lighthouse`: measure page 1 at the largest size (beside the empty floor page, when given). */
export async function measureCatalogue({ lighthouse, floor } = {}) {
  const runs = [];
  for (const size of SIZES) {
    const dataDir = path.join(work, `catalogue-${size}`);
    rmSync(dataDir, { recursive: true, force: true });
    const lh =
      lighthouse && size === SIZES.at(-1)
        ? async (url) => {
            const server = floor ? await floor.start() : null;
            try {
              const pages = [
                ...(floor ? [{ label: "empty Next.js page (floor)", url: `${floor.base}/` }] : []),
                { label: `${CATEGORY.path} at ${size}`, url },
              ];
              return await mobileLighthouseInterleaved(pages);
            } finally {
              if (server) await stopServer(server);
            }
          }
        : undefined;
    runs.push(await measureSize("embedded PGlite", size, { DATA_DIR: dataDir, DATABASE_URL: "" }, { lighthouse: lh }));
    rmSync(dataDir, { recursive: true, force: true });
  }
  const pgBase = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (pgBase) {
    const { createFreshDatabase, dropDatabase } = await import("../scripts/fresh-database.mjs");
    for (const size of SIZES) {
      const { name, url } = await createFreshDatabase(pgBase, "bench_catalogue");
      try {
        runs.push(
          await measureSize("PostgreSQL", size, { DATABASE_URL: url, DATA_DIR: path.join(work, "pg-data") }, {}),
        );
      } finally {
        await dropDatabase(pgBase, name);
      }
    }
  }
  return { date: new Date().toISOString(), samples: SAMPLES, runs };
}

export function catalogueReport(c) {
  const kib = (b) => (b / 1024).toFixed(1);
  const goal = (ok) => (ok ? "met" : "**not met**");
  const lines = [``, `## Catalogue size: 100 and 10,000 pieces in one category (${c.date.slice(0, 16)})`, ``];
  lines.push(
    `Each category was filled by bench/seed-catalogue.ts before its server started (the demo pieces plus generated ones). Times are one request at a time on loopback, each asking something the server had not cached (${c.samples} different search queries, pages spread over the category), so they are the database's work plus Next's, not a cache hit. Each was preceded by a request the server answers from its cache (the "cached API hit" column): on this shared 2-core host that is the floor of what any answer costs at that moment.`,
    ``,
  );
  lines.push(
    `| database | pieces | page 1 HTML | gzipped | × at 100 | goal ≤ 1.1× | DOM elements | first render | API page p50 / p95 (deepest) | API default (100, by price) | /api/search p50 / p95 | /search p50 / p95 | filtered page p50 / p95 | cached API hit p50 / p95, same moments | load average |`,
    `|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|`,
  );
  for (const r of c.runs) {
    const small = c.runs.find(
      (x) =>
        x.target === r.target && x.size === Math.min(...c.runs.filter((y) => y.target === r.target).map((y) => y.size)),
    );
    const ratio = r.page1.bytes / small.page1.bytes;
    lines.push(
      `| ${r.target} | ${r.total.toLocaleString("en")} | ${kib(r.page1.bytes)} KiB | ${kib(r.page1.gzipBytes)} KiB | ${ratio.toFixed(2)} | ${goal(ratio <= 1.1)} | ${r.page1.domElements ?? "–"} | ${r.page1.firstRenderMs} ms | ${r.apiPage.p50Ms} / ${r.apiPage.p95Ms} ms (page ${r.apiPage.deepestPage}) | ${r.apiDefault.ms} ms, ${kib(r.apiDefault.bytes)} KiB | ${r.apiSearch.p50Ms} / ${r.apiSearch.p95Ms} ms | ${r.searchPage.p50Ms} / ${r.searchPage.p95Ms} ms | ${r.filteredPage.p50Ms} / ${r.filteredPage.p95Ms} ms | ${r.apiSearch.cachedP50Ms} / ${r.apiSearch.cachedP95Ms} ms | ${r.loadAverage?.[0] ?? "–"} |`,
    );
  }
  const pgBig = c.runs.find((r) => r.target === "PostgreSQL" && r.size === 10_000);
  lines.push(
    ``,
    pgBig
      ? `Search at 10,000 pieces on PostgreSQL: /api/search p95 ${pgBig.apiSearch.p95Ms} ms, /search p95 ${pgBig.searchPage.p95Ms} ms; goal p95 < 50 ms: ${goal(pgBig.apiSearch.p95Ms < 50)} (API), ${goal(pgBig.searchPage.p95Ms < 50)} (page).`
      : `PostgreSQL was not measured (set DATABASE_URL or BENCH_DATABASE_URL).`,
  );
  const errors = c.runs.reduce(
    (n, r) => n + r.apiPage.errors + r.apiSearch.errors + r.searchPage.errors + r.filteredPage.errors,
    0,
  );
  lines.push(``, `Requests not answered 200: ${errors}.`);
  const lh = c.runs.find((r) => r.lighthouse)?.lighthouse;
  if (lh) {
    lines.push(
      ``,
      `Mobile Lighthouse on page 1 at 10,000 pieces (embedded database; ${Object.values(lh)[0].runs} runs each, interleaved with the empty floor page, medians). Goal: ≥ 95, or within 3 points of the floor in the same runs.`,
      ``,
      `| page | perf | runs | LCP ms | TBT ms | CLS |`,
      `|---|---|---|---|---|---|`,
    );
    const floorScore = lh["empty Next.js page (floor)"]?.performance;
    for (const v of Object.values(lh))
      lines.push(
        `| ${v.route} | ${v.performance}${v.route.startsWith("empty") ? " (reference)" : ` (${goal(v.performance >= 95 || (floorScore !== undefined && v.performance >= floorScore - 3))})`} | ${v.scores.join(", ")} | ${v.lcpMs} | ${v.tbtMs} | ${v.cls} |`,
      );
  }
  return lines.join("\n");
}
