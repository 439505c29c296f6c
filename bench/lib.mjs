// What every bench section shares: the servers it starts, first-load JS, Lighthouse.
import { spawn, execSync } from "node:child_process";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { defaultSettings, throttling } from "lighthouse/core/config/constants.js";

const { mobileSlow4G } = throttling;

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
export const work = path.join(root, "bench/.work");
export const RUNS = Number(process.env.BENCH_RUNS ?? 5);
export const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * The first of the ports the bench listens on (default 3400): the app on PORT, its baselines
 * on PORT+1/+2, the data-safety servers on +10/+11, the two-instance ones on +20…+22, the
 * catalogue-size ones on +30/+31, the memory one on +40. BENCH_PORT moves them all (another run
 * on this host).
 */
export const PORT = Number(process.env.BENCH_PORT ?? 3400);
export const ADMIN = { email: "bench@example.com", password: "bench-password-123" };
export const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
export const log = (...a) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...a);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
/** Nearest-rank percentile. */
export const percentile = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.max(0, Math.ceil((p / 100) * xs.length) - 1))];

export function run(cmd, cwd = root, extraEnv = {}) {
  log("$", cmd);
  execSync(cmd, { cwd, stdio: "inherit", env: { ...env, ...extraEnv } });
}

/** The environment the shop runs with in every bench section. */
export const appEnv = (base, extra = {}) => ({
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  PUBLIC_FORM_RATE_LIMIT: "1000000",
  RENTAL_DAILY_PIECE_DAYS: "1000000",
  RENTAL_PENDING_PIECE_DAYS: "1000000",
  RENTAL_PENDING_STAYS_PER_PIECE: "1000000",
  SITE_URL: base,
  NEXTAUTH_URL: base,
  ...extra,
});

// The shop runs as npm start runs it (scripts/start.sh: Node sized to SERVER_MEMORY_MB, then
// server.mjs); the empty floor app under `next start`.
// onSpawn(child) runs as soon as the process exists, before it answers (bench/memory.mjs).
export async function startServer(cwd, port, extraEnv, nextBin, onSpawn) {
  // A server left over on this port would answer for the new one and be measured instead.
  if (
    await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is already in use (set BENCH_PORT)`);
  const [cmd, args] = nextBin ? [nextBin, ["start"]] : ["sh", [path.join(root, "scripts/start.sh")]];
  const child = spawn(cmd, [...args, "-p", String(port), "-H", "127.0.0.1"], {
    cwd,
    env: { ...env, ...extraEnv },
    stdio: ["ignore", "pipe", "pipe"],
  });
  onSpawn?.(child);
  child.stdout.on("data", () => {});
  child.stderr.on("data", (d) => process.env.BENCH_VERBOSE && process.stderr.write(d));
  let exited = null;
  child.on("exit", (code) => (exited = code));
  for (let i = 0; i < 240; i++) {
    if (exited !== null) throw new Error(`server on ${port} exited with ${exited} (BENCH_VERBOSE=1 shows its log)`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      if (res.status < 500) return child;
    } catch {}
    await sleep(500);
  }
  child.kill();
  throw new Error(`server on ${port} did not start`);
}

/** Stops a server and waits for it to exit (an embedded database's folder is free after). */
export async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await Promise.race([exited, sleep(15_000)]);
}

/** Gzipped bytes of the scripts a route's HTML loads (modern scripts only, no nomodule). */
export async function firstLoadJs(base, route) {
  const html = await (await fetch(base + route)).text();
  const srcs = [
    ...new Set(
      [...html.matchAll(/<script(?![^>]*nomodule)[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, "&")),
    ),
  ];
  let bytes = 0;
  for (const src of srcs) bytes += gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())).length;
  return { bytes, scripts: srcs.length };
}

/**
 * Extra Chromium switches for Lighthouse's browser, for experiments only (the report heading
 * names them). A `--disable-features=` here replaces chrome-launcher's whole list, which
 * disables RenderDocument among others: repeat that list to change one feature alone.
 */
export const EXTRA_CHROME_FLAGS = (process.env.BENCH_CHROME_FLAGS ?? "").split(/\s+/).filter(Boolean);

/**
 * Every Lighthouse run a first visit: Lighthouse empties the HTTP cache before each run but by
 * default keeps the origin's localStorage, cookies and IndexedDB, so from the second run on a
 * page met the notes earlier runs left. On the Hindi pages that was the Devanagari gate's note
 * ("the files are cached", components/layout/devanagari-webfont.tsx) with the files gone from
 * the emptied cache: each such run fetched 104 KB of fonts before its first paint, a state a
 * phone reaches only if its cache evicts the files, and which simulated FCP charged 0.7 s.
 * Applied to the floor and every page alike.
 */
export const FIRST_VISIT = {
  clearStorageTypes: [...defaultSettings.clearStorageTypes, "local_storage", "cookies", "indexeddb"],
};

async function launchChrome() {
  const chromeLauncher = await import("chrome-launcher");
  return chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      ...EXTRA_CHROME_FLAGS,
    ],
  });
}

function summarise(lhr) {
  const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    // What the unthrottled load really showed, from which Lighthouse simulates the phone: its
    // LCP counts every network request, script evaluation and layout before this moment.
    observedLcp: lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? null,
  };
}

function medians(preset, route, runs) {
  const m = (k) => median(runs.map((r) => r[k]));
  return {
    preset,
    route,
    runs: runs.length,
    performance: m("performance"),
    scores: runs.map((r) => r.performance),
    accessibility: m("accessibility"),
    bestPractices: m("bestPractices"),
    seo: m("seo"),
    lcpMs: Math.round(m("lcp")),
    tbtMs: Math.round(m("tbt")),
    cls: Number(m("cls").toFixed(3)),
    benchmarkIndex: Math.round(m("benchmarkIndex")),
    observedLcpMs: runs.every((r) => r.observedLcp != null) ? Math.round(m("observedLcp")) : null,
  };
}

export async function lighthouseRuns(base, routes, label = (route) => route) {
  const { default: lighthouse } = await import("lighthouse");
  const { default: desktopConfig } = await import("lighthouse/core/config/desktop-config.js");
  const chrome = await launchChrome();
  const results = {};
  try {
    for (const [preset, config] of [
      ["mobile", undefined],
      ["desktop", desktopConfig],
    ]) {
      for (const route of routes) {
        const runs = [];
        for (let i = 0; i < RUNS; i++)
          runs.push(
            summarise(
              (
                await lighthouse(
                  base + route,
                  { port: chrome.port, output: "json", logLevel: "error", ...FIRST_VISIT },
                  config,
                )
              ).lhr,
            ),
          );
        results[`${preset} ${label(route)}`] = medians(preset, label(route), runs);
        log("lighthouse", preset, route, JSON.stringify(results[`${preset} ${label(route)}`]));
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/**
 * Lighthouse's mobile settings with the CPU slowed twice as much (cpuSlowdownMultiplier 8
 * instead of 4): the budget Android phone of issue #31, where the pages' own script work
 * (hydration) weighs twice as much against the network.
 */
export const SLOW_CPU = {
  extends: "lighthouse:default",
  settings: { throttling: { ...mobileSlow4G, cpuSlowdownMultiplier: 2 * mobileSlow4G.cpuSlowdownMultiplier } },
};

/** Main-thread time per script file (Lighthouse's bootup-time audit) and per kind of work. */
function mainThread(lhr) {
  const scripts = {};
  for (const item of lhr.audits["bootup-time"]?.details?.items ?? []) {
    const url = String(item.url);
    const key = /^https?:/.test(url) ? new URL(url).pathname : url;
    scripts[key] = { total: item.total, scripting: item.scripting, parse: item.scriptParseCompile };
  }
  const work = {};
  for (const item of lhr.audits["mainthread-work-breakdown"]?.details?.items ?? []) work[item.group] = item.duration;
  return { scripts, work };
}

/** Medians across runs of each script's and each kind of work's milliseconds. */
function mainThreadMedians(runs) {
  const urls = new Set(runs.flatMap((r) => Object.keys(r.scripts)));
  const scripts = {};
  for (const u of urls) {
    const m = (k) => Math.round(median(runs.map((r) => r.scripts[u]?.[k] ?? 0)));
    scripts[u] = { total: m("total"), scripting: m("scripting"), parse: m("parse") };
  }
  const groups = new Set(runs.flatMap((r) => Object.keys(r.work)));
  const work = Object.fromEntries([...groups].map((g) => [g, Math.round(median(runs.map((r) => r.work[g] ?? 0)))]));
  return { scripts, work };
}

/**
 * Mobile Lighthouse on several pages, one run of each in turn, RUNS times (page A, B, C, A,
 * B, C…), so this host's drift within a run (see benchmarkIndex) hits every page alike.
 * `pages`: [{ label, url }]. With `profiles` ([{ name, config }]), each page is measured under
 * each profile back to back within a round, and the result is keyed by profile name; each
 * page's entry then also carries the median main-thread milliseconds per script.
 */
export async function mobileLighthouseInterleaved(pages, { profiles } = {}) {
  const { default: lighthouse } = await import("lighthouse");
  const chrome = await launchChrome();
  const list = profiles ?? [{ name: "normal", config: undefined }];
  const runs = Object.fromEntries(list.map((pr) => [pr.name, Object.fromEntries(pages.map((p) => [p.label, []]))]));
  const threads = Object.fromEntries(list.map((pr) => [pr.name, Object.fromEntries(pages.map((p) => [p.label, []]))]));
  try {
    for (let i = 0; i < RUNS; i++) {
      for (const p of pages) {
        for (const pr of list) {
          const { lhr } = await lighthouse(
            p.url,
            { port: chrome.port, output: "json", logLevel: "error", ...FIRST_VISIT },
            pr.config,
          );
          const r = summarise(lhr);
          runs[pr.name][p.label].push(r);
          threads[pr.name][p.label].push(mainThread(lhr));
          log(
            `lighthouse mobile${profiles ? ` ${pr.name}` : ""} ${i + 1}/${RUNS}`,
            p.label,
            r.performance,
            `LCP ${Math.round(r.lcp)} ms TBT ${Math.round(r.tbt)} ms`,
          );
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  const result = (name) =>
    Object.fromEntries(
      pages.map((p) => [
        p.label,
        {
          ...medians("mobile", p.label, runs[name][p.label]),
          ...(profiles ? { mainThread: mainThreadMedians(threads[name][p.label]) } : {}),
        },
      ]),
    );
  return profiles ? Object.fromEntries(list.map((pr) => [pr.name, result(pr.name)])) : result("normal");
}
