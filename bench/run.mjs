// npm run bench — builds, starts the production server on the embedded database (and on
// DATABASE_URL when set), measures, and writes bench/report.md and bench/report.json.
// Everything is a ratio against a baseline measured in the same run, or a median of runs.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { dataSafetyReport, measureDataSafety } from "./data-safety.mjs";
import { instancesReport, invalidationLatency } from "./instances.mjs";
import { catalogueReport, measureCatalogue } from "./catalogue.mjs";
import { measureRentals, rentalsReport } from "./rentals.mjs";
import { measureReminders, remindersReport } from "./reminders.mjs";
import { measureMemory, memoryReport } from "./memory.mjs";
import { floodLatencyReport } from "./flood-latency.mjs";
import { measureScale, scaleReport } from "./scale.mjs";
import { measurePhone, phoneReport } from "./phone.mjs";
import {
  ADMIN,
  PORT,
  RUNS,
  appEnv,
  env,
  firstLoadJs,
  lighthouseRuns,
  log,
  median,
  root,
  run,
  sleep,
  startServer,
  work,
} from "./lib.mjs";

const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PUBLIC_ROUTES = [
  "/",
  "/about",
  "/royal-pick",
  "/gallery",
  "/contact",
  "/trending",
  "/collection/gowns",
  "/beauty-care/soap",
  "/cart",
  "/checkout",
  "/t&c",
];

async function startBaseline(port, target, rowsFile) {
  const child = spawn(
    process.execPath,
    [path.join(root, "bench/baseline-server.mjs"), String(port), target, rowsFile ?? ""],
    { cwd: root, env, stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise((resolve, reject) => {
    child.stdout.on("data", (d) => String(d).includes("baseline on") && resolve());
    child.on("exit", (c) => reject(new Error(`baseline exited ${c}`)));
  });
  return child;
}

async function cannon(url, opts = {}) {
  const r = await autocannon({ url, connections: 20, duration: ROUND_SECONDS, ...opts });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx };
}

/** A B A B … so drift on a noisy machine hits both sides alike. */
async function interleaved(a, b) {
  const as = [],
    bs = [];
  for (let i = 0; i < ROUNDS; i++) {
    as.push(await cannon(a));
    bs.push(await cannon(b));
  }
  const sum = (xs) => ({
    rps: median(xs.map((x) => x.rps)),
    p99: median(xs.map((x) => x.p99)),
    errors: xs.reduce((n, x) => n + x.errors, 0),
    non2xx: xs.reduce((n, x) => n + x.non2xx, 0),
  });
  const A = sum(as),
    B = sum(bs);
  const bytes = async (url) => (await (await fetch(url)).arrayBuffer()).byteLength;
  return {
    app: { ...A, bytes: await bytes(a) },
    baseline: { ...B, bytes: await bytes(b) },
    ratio: A.rps / B.rps,
    clean: A.errors + A.non2xx + B.errors + B.non2xx === 0,
  };
}

async function adminToken(base) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  return (await res.json()).token;
}

async function writePath(base) {
  const tag = `bench-${Date.now()}`;
  const items = await (await fetch(`${base}/api/collection/gown`)).json();
  const latencies = [];
  const results = await Promise.all(
    Array.from({ length: 200 }, async (_, i) => {
      const t = performance.now();
      const res = await fetch(`${base}/api/orders`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          productId: items[i % items.length]._id,
          userName: `${tag}-${i}`,
          userPhone: "9811045872",
        }),
      }).catch(() => null);
      latencies.push(performance.now() - t);
      return res?.status ?? 0;
    }),
  );
  const token = await adminToken(base);
  const orders = await (
    await fetch(`${base}/api/orders?limit=500&q=${tag}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const names = orders.map((o) => o.userName).filter((n) => n.startsWith(tag));
  return {
    requests: 200,
    errors: results.filter((s) => s !== 201).length,
    stored: names.length,
    unique: new Set(names).size,
    p50Ms: Math.round(median(latencies)),
    p99Ms: Math.round([...latencies].sort((a, b) => a - b)[197]),
  };
}

async function measureTarget(name, serverEnv, opts) {
  const port = PORT,
    base = `http://127.0.0.1:${port}`;
  log(`== ${name}: starting the app`);
  const server = await startServer(root, port, appEnv(base, serverEnv));
  const out = { name };
  try {
    for (const r of PUBLIC_ROUTES) await fetch(base + r); // warm caches
    const gown = (await (await fetch(`${base}/api/collection/gown`)).json())[0];
    const productRoute = `/collection/gowns/${gown._id}`;

    out.firstLoadJs = {};
    for (const r of [...PUBLIC_ROUTES, productRoute])
      out.firstLoadJs[r.startsWith("/collection/gowns/") ? "/collection/gowns/{id}" : r] = await firstLoadJs(base, r);

    log("throughput: API vs plain node:http");
    let rowsFile;
    if (opts.baselineTarget === "memory") {
      const token = await adminToken(base);
      const all = await (
        await fetch(`${base}/api/collection`, { headers: { authorization: `Bearer ${token}` } })
      ).json();
      const known = new Set([
        "_id",
        "category",
        "title",
        "description",
        "price",
        "images",
        "fabric",
        "work",
        "dupatta",
        "occasions",
        "sizeFit",
        "customAlterations",
      ]);
      const rows = all.map((it, order) => ({
        ...it,
        order,
        attributes: Object.fromEntries(Object.entries(it).filter(([k]) => !known.has(k))),
      }));
      rowsFile = path.join(work, "rows.json");
      writeFileSync(rowsFile, JSON.stringify(rows));
    }
    const baseline = await startBaseline(PORT + 1, opts.baselineTarget, rowsFile);
    try {
      const [a, b] = await Promise.all([
        fetch(`${base}/api/collection/gown`).then((r) => r.json()),
        fetch(`http://127.0.0.1:${PORT + 1}/api/collection/gown`).then((r) => r.json()),
      ]);
      out.sameJson = JSON.stringify(a) === JSON.stringify(b);
      out.api = await interleaved(`${base}/api/collection/gown`, `http://127.0.0.1:${PORT + 1}/api/collection/gown`);
    } finally {
      baseline.kill();
    }
    log("throughput: collection page vs static file");
    out.page = await interleaved(`${base}/collection/gowns`, `${base}/robots.txt`);
    log("write path: 200 concurrent orders");
    out.writePath = await writePath(base);
    if (opts.lighthouse)
      out.lighthouse = await lighthouseRuns(base, [
        "/",
        "/collection/gowns",
        productRoute,
        "/gallery",
        "/cart",
        "/checkout",
      ]);
  } finally {
    server.kill();
    await sleep(1000);
  }
  return out;
}

/** Issue #17 (embedded) and issue #12 (PostgreSQL) figures, each on servers of their own. */
async function measureExtras(target, serverEnv) {
  const servers = [];
  const start = async (port, extra = {}) => {
    const base = `http://127.0.0.1:${port}`;
    const child = await startServer(root, port, appEnv(base, { ...serverEnv, BACKUP_EVERY_HOURS: "0", ...extra }));
    servers.push(child);
    return { child, base };
  };
  try {
    if (!serverEnv.DATABASE_URL) {
      log("== data safety (embedded)");
      const { base } = await start(PORT + 10, { DATA_DIR: path.join(work, "safety-data") });
      let n = 0;
      const startFresh = () => start(PORT + 11, { DATA_DIR: path.join(work, `term-data-${n++}`) });
      return { dataSafety: await measureDataSafety({ base, token: await adminToken(base), startFresh, log }) };
    }
    log("== two instances on PostgreSQL");
    const a = await start(PORT + 20);
    const b = await start(PORT + 21);
    const latency = await invalidationLatency(a.base, b.base, await adminToken(a.base));
    const c = await start(PORT + 22, { CACHE_SYNC_MS: "3600000" });
    const cmp = await interleaved(`${a.base}/api/collection/gown`, `${c.base}/api/collection/gown`);
    return { instances: { latency, cost: { withSync: cmp.app.rps, withoutSync: cmp.baseline.rps, clean: cmp.clean } } };
  } finally {
    for (const s of servers) s.kill("SIGTERM");
    await sleep(1500);
  }
}

/**
 * The floor: an empty App Router page with one client component, built with the same
 * Next.js and React versions in a folder of its own (outside this repo, so Turbopack's
 * workspace root is the floor app's and nothing of ours is compiled into it). A build of the
 * same versions and sources is reused.
 */
function buildFloor() {
  const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  const dir = path.join(os.tmpdir(), "boutique-bench-floor-app");
  const deps = ["next", "react", "react-dom"].map((d) => `${d}@${pkg.dependencies[d]}`);
  const dev = ["typescript", "@types/react", "@types/node"].map((d) => `${d}@${pkg.devDependencies[d]}`);
  const stamp = JSON.stringify({
    deps,
    dev,
    app: readFileSync(path.join(root, "bench/floor-app/app/page.tsx"), "utf8"),
  });
  const stampFile = path.join(dir, ".bench-stamp");
  if (!(
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8") === stamp &&
    existsSync(path.join(dir, ".next/BUILD_ID"))
  )) {
    rmSync(dir, { recursive: true, force: true });
    cpSync(path.join(root, "bench/floor-app"), dir, { recursive: true });
    writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "floor", private: true }));
    run(`npm install --no-audit --no-fund --ignore-scripts ${[...deps, ...dev].join(" ")}`, dir);
    run("node_modules/.bin/next build", dir);
    writeFileSync(stampFile, stamp);
  }
  return {
    dir,
    pkg,
    start: () => startServer(dir, PORT + 2, {}, path.join(dir, "node_modules/.bin/next")),
    base: `http://127.0.0.1:${PORT + 2}`,
  };
}

async function floor() {
  const { pkg, start, base } = buildFloor();
  const server = await start();
  try {
    const js = await firstLoadJs(base, "/");
    // The same Lighthouse runs on the empty page: what this machine allows any Next.js page.
    const lighthouse = process.env.BENCH_SKIP_LIGHTHOUSE
      ? undefined
      : await lighthouseRuns(base, ["/"], () => "empty Next.js page (floor)");
    return { ...js, lighthouse, next: pkg.dependencies.next, react: pkg.dependencies.react };
  } finally {
    server.kill();
  }
}

function report(data) {
  const kib = (b) => (b / 1024).toFixed(1);
  const goal = (ok) => (ok ? "met" : "**not met**");
  const lines = [
    `# Benchmark report`,
    ``,
    `Run ${data.date} on ${data.machine.cpus} × ${data.machine.cpuModel}, ${data.machine.memGiB} GiB, Node ${data.machine.node}. Lighthouse runs per page: ${data.settings?.lighthouseRuns ?? RUNS} (medians).`,
    ``,
  ];
  lines.push(
    `## First-load JavaScript (gzipped)`,
    ``,
    `Empty Next.js page with one client component (the floor): **${kib(data.floor.bytes)} KiB**. Goal: every public route ≤ 1.25× the floor.`,
    ``,
    `| route | KiB | × floor | goal |`,
    `|---|---|---|---|`,
  );
  const embedded = data.targets[0];
  for (const [route, v] of Object.entries(embedded.firstLoadJs))
    lines.push(
      `| ${route} | ${kib(v.bytes)} | ${(v.bytes / data.floor.bytes).toFixed(2)} | ${goal(v.bytes <= 1.25 * data.floor.bytes)} |`,
    );
  for (const t of data.targets) {
    lines.push(
      ``,
      `## Throughput on ${t.name} (autocannon, 20 connections, ${ROUNDS}×${ROUND_SECONDS}s interleaved, medians)`,
      ``,
      `| measure | app req/s | baseline req/s | ratio | goal | bytes (app / baseline) | errors/non-2xx |`,
      `|---|---|---|---|---|---|---|`,
    );
    const size = (x) => (x.bytes === undefined ? "" : `${x.bytes} / `);
    lines.push(
      `| GET /api/collection/gown vs node:http + same SQL${t.sameJson ? " (same JSON)" : " (JSON differs!)"} | ${t.api.app.rps.toFixed(0)} | ${t.api.baseline.rps.toFixed(0)} | ${t.api.ratio.toFixed(2)} | ≥ 0.5: ${goal(t.api.ratio >= 0.5)} | ${size(t.api.app)}${t.api.baseline.bytes ?? ""} | ${t.api.clean ? "0" : "**some**"} |`,
    );
    lines.push(
      `| /collection/gowns HTML vs /robots.txt (static) | ${t.page.app.rps.toFixed(0)} | ${t.page.baseline.rps.toFixed(0)} | ${t.page.ratio.toFixed(2)} | ≥ 0.8: ${goal(t.page.ratio >= 0.8)} | ${size(t.page.app)}${t.page.baseline.bytes ?? ""} | ${t.page.clean ? "0" : "**some**"} |`,
    );
    const w = t.writePath;
    lines.push(
      ``,
      `Write path: ${w.requests} concurrent POST /api/orders → ${w.stored} stored, ${w.unique} unique, ${w.errors} errors; p50 ${w.p50Ms} ms, p99 ${w.p99Ms} ms. Goal (each stored exactly once, 0 errors): ${goal(w.stored === w.requests && w.unique === w.requests && w.errors === 0)}.`,
    );
  }
  if (embedded.lighthouse) {
    lines.push(
      ``,
      `## Lighthouse 12.8 (embedded database)`,
      ``,
      `| preset | page | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | benchmarkIndex | goals |`,
      `|---|---|---|---|---|---|---|---|---|---|---|`,
    );
    for (const v of Object.values(data.floor.lighthouse ?? {})) {
      lines.push(
        `| ${v.preset} | ${v.route} | ${v.performance} | ${v.accessibility} | ${v.bestPractices} | ${v.seo} | ${v.lcpMs} | ${v.tbtMs} | ${v.cls} | ${v.benchmarkIndex} | reference |`,
      );
    }
    for (const v of Object.values(embedded.lighthouse)) {
      const indexable = !["/cart", "/checkout"].includes(v.route);
      const perfGoal = v.preset === "mobile" ? v.performance >= 95 : v.performance >= 100;
      const ok = perfGoal && v.accessibility >= 100 && v.bestPractices >= 100 && (!indexable || v.seo >= 100);
      lines.push(
        `| ${v.preset} | ${v.route.replace(/\/collection\/gowns\/.+/, "/collection/gowns/{id}")} | ${v.performance} | ${v.accessibility} | ${v.bestPractices} | ${v.seo} | ${v.lcpMs} | ${v.tbtMs} | ${v.cls} | ${v.benchmarkIndex} | ${goal(ok)} |`,
      );
    }
    lines.push(
      ``,
      `Goals: mobile performance ≥ 95, desktop 100, accessibility 100, best practices 100, SEO 100 on indexable pages (/cart and /checkout are noindex by design, so their SEO score is not a goal).`,
    );
  }
  for (const t of data.targets) {
    if (t.extras?.dataSafety) lines.push(dataSafetyReport(t.extras.dataSafety));
    if (t.extras?.instances) lines.push(instancesReport(t.extras.instances));
  }
  if (data.phone || data.phoneBefore) lines.push(phoneReport(data));
  if (data.catalogue) lines.push(catalogueReport(data.catalogue));
  if (data.rentals) lines.push(rentalsReport(data.rentals));
  if (data.reminders) lines.push(remindersReport(data.reminders));
  if (data.memory) lines.push(memoryReport(data.memory));
  if (data.scale) lines.push(scaleReport(data.scale));
  if (data.flood) lines.push(floodLatencyReport(data.flood));
  if (data.notes?.length) lines.push(``, `## Notes`, ``, ...data.notes.map((n) => `- ${n}`));
  return lines.join("\n") + "\n";
}

mkdirSync(work, { recursive: true });
// `npm run bench -- --only catalogue` (or BENCH_SECTIONS=catalogue) re-measures one section and
// keeps the rest of the last report; a full run with Lighthouse takes about an hour here.
// Sections: extras (data safety, two instances), catalogue (10,000 pieces), phone (mobile
// Lighthouse, normal and slow CPU, on the pages phones land on, English and Hindi, beside the floor), rentals (200 racing
// reservations, availability at 10,000 reservations), reminders (10,000 due reminders
// drained by two instances, duplicates counted; needs no build), memory (resident
// memory on a fresh and an existing embedded folder and on PostgreSQL, under light traffic),
// scale (pages and orders a second with one and three instances on one PostgreSQL;
// needs DATABASE_URL).
const onlyArg = process.argv.indexOf("--only");
const only = (onlyArg > 0 ? process.argv[onlyArg + 1] : process.env.BENCH_SECTIONS)?.split(",").filter(Boolean);
const wants = (section) => !only || only.includes(section);
if (!process.env.BENCH_SKIP_BUILD) run("node_modules/.bin/next build");
const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model,
  memGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  platform: `${os.platform()} ${os.release()}`,
};
const data = only
  ? JSON.parse(readFileSync(path.join(root, "bench/report.json"), "utf8"))
  : {
      date: new Date().toISOString(),
      machine,
      settings: { lighthouseRuns: RUNS, rounds: ROUNDS, roundSeconds: ROUND_SECONDS },
      targets: [],
      notes: [],
    };
function embeddedEnv() {
  const dataDir = path.join(work, "data");
  rmSync(dataDir, { recursive: true, force: true });
  return { DATA_DIR: dataDir, DATABASE_URL: "" };
}
if (!only) {
  log("== floor: empty Next.js app");
  data.floor = await floor();
  data.targets.push(
    await measureTarget("embedded PGlite", embeddedEnv(), {
      baselineTarget: "memory",
      lighthouse: !process.env.BENCH_SKIP_LIGHTHOUSE,
    }),
  );
}
const embedded = data.targets.find((t) => t.name === "embedded PGlite");
if (embedded && wants("extras")) {
  for (const d of ["safety-data", "term-data-0", "term-data-1", "term-data-2"])
    rmSync(path.join(work, d), { recursive: true, force: true });
  embedded.extras = await measureExtras(embedded, embeddedEnv());
  embedded.extrasDate = new Date().toISOString();
}
if (process.env.DATABASE_URL && wants("extras")) {
  const { createFreshDatabase, dropDatabase } = await import("../scripts/fresh-database.mjs");
  const { name, url } = await createFreshDatabase(process.env.DATABASE_URL, "bench");
  try {
    const pgEnv = { DATABASE_URL: url, DATA_DIR: path.join(work, "pg-data") };
    let pg = data.targets.find((t) => t.name === "PostgreSQL");
    if (!only)
      data.targets.push((pg = await measureTarget("PostgreSQL", pgEnv, { baselineTarget: url, lighthouse: false })));
    if (pg) {
      pg.extras = await measureExtras(pg, pgEnv);
      pg.extrasDate = new Date().toISOString();
    }
  } finally {
    await dropDatabase(process.env.DATABASE_URL, name);
  }
}
if (wants("phone") && !process.env.BENCH_SKIP_LIGHTHOUSE) {
  await measurePhone(data, { floorApp: buildFloor(), embeddedEnv });
}
if (wants("catalogue")) {
  log("== catalogue size: 100 and 10,000 pieces in one category");
  data.catalogue = await measureCatalogue({ lighthouse: !process.env.BENCH_SKIP_LIGHTHOUSE, floor: buildFloor() });
}
if (wants("rentals")) {
  log("== renting by date: 200 racing reservations, availability at 10,000 reservations");
  data.rentals = [await measureRentals("PGlite", { DATABASE_URL: "" }, PORT)];
  if (process.env.DATABASE_URL) {
    const { createFreshDatabase, dropDatabase } = await import("../scripts/fresh-database.mjs");
    const { name, url } = await createFreshDatabase(process.env.DATABASE_URL, "bench_rentals");
    try {
      data.rentals.push(await measureRentals("PostgreSQL", { DATABASE_URL: url }, PORT));
    } finally {
      await dropDatabase(process.env.DATABASE_URL, name);
    }
  }
}
if (wants("reminders")) {
  log("== reminders: 10,000 due, drained by two instances");
  data.reminders = [await measureReminders("PGlite", null)];
  if (process.env.DATABASE_URL) {
    const { createFreshDatabase, dropDatabase } = await import("../scripts/fresh-database.mjs");
    const { name, url } = await createFreshDatabase(process.env.DATABASE_URL, "bench_reminders");
    try {
      data.reminders.push(await measureReminders("PostgreSQL", url));
    } finally {
      await dropDatabase(process.env.DATABASE_URL, name);
    }
  }
}

if (wants("memory")) {
  log("== memory: embedded on a fresh and an existing folder, PostgreSQL-backed, as on a 1 GB host");
  data.memory = await measureMemory({ port: PORT + 40, postgresUrl: process.env.DATABASE_URL });
}
if (wants("scale") && process.env.DATABASE_URL) {
  log("== scale: one and three instances on one PostgreSQL");
  data.scale = await measureScale({ port: PORT + 50, postgresUrl: process.env.DATABASE_URL });
}
if (existsSync(path.join(root, "bench/notes.json")))
  data.notes = JSON.parse(readFileSync(path.join(root, "bench/notes.json"), "utf8"));
writeFileSync(path.join(root, "bench/report.json"), JSON.stringify(data, null, 2) + "\n");
writeFileSync(path.join(root, "bench/report.md"), report(data));
log("wrote bench/report.md and bench/report.json");
