// Mobile Lighthouse on the pages phones land on (issues #13, #30, #31): the normal mobile
// profile and a slow-CPU one, interleaved with the empty Next.js page, with the main-thread
// milliseconds each script costs. `npm run bench -- --only phone`.
//   BENCH_PHONE_PAGES="/,/collection/gowns"  measure only these labels (the floor always)
//   BENCH_PHONE_PROFILES=slow                 measure only this profile
//   BENCH_PHONE_BEFORE=1                      keep this run as the "before" of the report
//   BENCH_CHROME_FLAGS="--switch …"           experiments: extra Chromium switches (lib.mjs)
import { execSync } from "node:child_process";
import {
  EXTRA_CHROME_FLAGS,
  FIRST_VISIT,
  PORT,
  RUNS,
  SLOW_CPU,
  appEnv,
  firstLoadJs,
  log,
  mobileLighthouseInterleaved,
  root,
  startServer,
  stopServer,
} from "./lib.mjs";
import { chunkNames } from "./chunk-names.mjs";

const FLOOR = "empty Next.js page (floor)";
const PRODUCT = "/collection/gowns/{id}";
export const PHONE_PAGES = ["/", "/collection/gowns", "/search?q=lehenga", PRODUCT, "/cart", "/checkout"];
/** Their Hindi twins: each within the same goals, and first-load JS ≤ 1.05× its English twin. */
export const HINDI_TWINS = {
  "/hi": "/",
  "/hi/collection/gowns": "/collection/gowns",
  "/hi/search?q=लहंगा": "/search?q=lehenga",
  "/hi/collection/gowns/{id}": PRODUCT,
  "/hi/cart": "/cart",
  "/hi/checkout": "/checkout",
};
const PROFILES = [
  {
    name: "normal",
    config: undefined,
    title: "normal mobile profile (Lighthouse's default: 4× CPU slowdown, slow 4G)",
  },
  {
    name: "slow",
    config: SLOW_CPU,
    title: "slow-CPU profile (8× CPU slowdown, slow 4G): the budget Android phone of issue #31",
  },
];
/**
 * The host's own Devanagari font, as every phone has one (Android: Noto Sans Devanagari; iOS:
 * Kohinoor Devanagari). A phone draws its first Hindi page in it (components/layout/
 * devanagari-webfont.tsx); a host with none draws boxes and measures those instead (the
 * developers' host on 28 Nov: fc-list :lang=hi empty).
 */
function devanagariSystemFont() {
  try {
    return execSync("fc-list :lang=hi family", { encoding: "utf8" }).split("\n").filter(Boolean).sort()[0] ?? null;
  } catch {
    return null;
  }
}

const commit = () => {
  try {
    return execSync("git rev-parse --short HEAD", { cwd: root }).toString().trim();
  } catch {
    return "unknown";
  }
};

export async function phoneLighthouse({ floorApp, embeddedEnv }) {
  const base = `http://127.0.0.1:${PORT}`;
  const wanted = process.env.BENCH_PHONE_PAGES?.split(",").filter(Boolean);
  const profileNames = process.env.BENCH_PHONE_PROFILES?.split(",").filter(Boolean);
  const servers = [];
  try {
    // Pushed one by one, so a server that failed to start does not leave the other running.
    servers.push(await floorApp.start());
    servers.push(await startServer(root, PORT, appEnv(base, embeddedEnv())));
    const gown = (await (await fetch(`${base}/api/collection/gown`)).json())[0];
    const url = (label) => base + encodeURI(label.replace("{id}", gown._id));
    const labels = [...PHONE_PAGES, ...Object.keys(HINDI_TWINS)].filter((l) => !wanted || wanted.includes(l));
    const pages = [{ label: FLOOR, url: `${floorApp.base}/` }, ...labels.map((label) => ({ label, url: url(label) }))];
    for (const p of pages.slice(1)) await fetch(p.url); // ISR pages rendered once before measuring
    const firstLoad = {};
    for (const p of pages)
      firstLoad[p.label] = await firstLoadJs(new URL(p.url).origin, p.url.slice(new URL(p.url).origin.length));
    log("first-load JS (gzipped bytes)", JSON.stringify(firstLoad));
    const profiles = PROFILES.filter((p) => !profileNames || profileNames.includes(p.name));
    const systemFont = devanagariSystemFont();
    if (labels.some((l) => l.startsWith("/hi")) && !systemFont) {
      log(
        "WARNING: this host has no Devanagari font (fc-list :lang=hi), unlike any phone: its first Hindi pages are drawn in boxes. apt-get install fonts-noto-core",
      );
    }
    const results = await mobileLighthouseInterleaved(pages, { profiles });
    return {
      date: new Date().toISOString(),
      commit: commit(),
      devanagariSystemFont: systemFont,
      runs: RUNS,
      chromeFlags: EXTRA_CHROME_FLAGS,
      clearedStorage: FIRST_VISIT.clearStorageTypes,
      firstLoadJs: firstLoad,
      profiles: results,
      chunks: Object.fromEntries([...chunkNames(floorApp.dir), ...chunkNames(root)]),
    };
  } finally {
    for (const s of servers) await stopServer(s);
  }
}

const verdict = (v, floor, profile) => {
  const near = profile === "slow" ? 5 : 3;
  const score =
    profile === "slow"
      ? v.performance >= floor.performance - near
      : v.performance >= 95 || v.performance >= floor.performance - near;
  const tbt = v.tbtMs <= 1.5 * Math.max(floor.tbtMs, 1);
  return score && tbt && v.cls === 0
    ? "met"
    : `**not met**${score ? "" : " (score)"}${tbt ? "" : " (TBT)"}${v.cls === 0 ? "" : " (CLS)"}`;
};

/** "react-dom … 420 · layout chunk … 180": the scripts that cost a page main-thread time, largest first. */
function scriptLine(v, chunks) {
  const scripts = Object.entries(v.mainThread?.scripts ?? {})
    .filter(([, s]) => s.total >= 20)
    .sort((a, b) => b[1].total - a[1].total);
  const name = (u) => {
    if (u.startsWith("/_next/static/chunks/")) return `${chunks[u] ?? "Next.js runtime"} [${u.split("/").pop()}]`;
    if (u === "Unattributable") return "unattributed (style, layout, paint, collection)";
    return u.startsWith("/") ? `the document ${u} (HTML, inline RSC data)` : u;
  };
  return scripts.map(([u, s]) => `${name(u)} ${s.total} (${s.scripting} script, ${s.parse} parse)`).join(" · ");
}

function profileSection(p, profile, heading) {
  const pages = p.profiles?.[profile.name];
  if (!pages) return [];
  const floor = pages[FLOOR];
  const lines = [
    ``,
    `### ${heading}: ${profile.title}`,
    ``,
    profile.name === "slow"
      ? `Goal: within 5 points of the empty Next.js page in the same runs; TBT ≤ 1.5× the floor's; CLS 0.`
      : `Goal: ≥ 95, or within 3 points of the empty Next.js page in the same runs; TBT ≤ 1.5× the floor's; CLS 0.`,
    `"LCP seen" is the largest paint of the unthrottled load Lighthouse simulates from: its LCP counts every request, script evaluation and layout that came before it.`,
    ``,
    `| page | perf | runs | LCP ms | LCP seen ms | TBT ms | TBT × floor | CLS | main thread ms (script) | benchmarkIndex | goal |`,
    `|---|---|---|---|---|---|---|---|---|---|---|`,
  ];
  for (const [label, v] of Object.entries(pages)) {
    const ref = label === FLOOR;
    const scripting = v.mainThread?.work?.scriptEvaluation;
    const total = v.mainThread ? Math.round(Object.values(v.mainThread.work).reduce((a, b) => a + b, 0)) : "";
    lines.push(
      `| ${label} | ${v.performance} | ${v.scores.join(", ")} | ${v.lcpMs} | ${v.observedLcpMs ?? "–"} | ${v.tbtMs} | ${ref ? "1.00" : (v.tbtMs / Math.max(floor.tbtMs, 1)).toFixed(2)} | ${v.cls} | ${total} (${scripting ?? ""}) | ${v.benchmarkIndex} | ${ref ? "reference" : verdict(v, floor, profile.name)} |`,
    );
  }
  lines.push(
    ``,
    `Main-thread milliseconds by script (medians; a chunk is named by the client components it defines):`,
    ``,
  );
  for (const [label, v] of Object.entries(pages))
    lines.push(`- **${label}**: ${scriptLine(v, p.chunks ?? {}) || "(no script over 20 ms)"}`);
  return lines;
}

function phoneSections(p, heading) {
  const flags = p.chromeFlags?.length ? `, Chromium switches added: \`${p.chromeFlags.join(" ")}\`` : "";
  const lines = [
    ``,
    `## ${heading} (${p.date.slice(0, 16)}, commit ${p.commit ?? "?"}, ${p.runs} runs each, interleaved, medians${flags})`,
  ];
  if ("devanagariSystemFont" in p) {
    lines.push(
      ``,
      p.devanagariSystemFont
        ? `The host's own Devanagari font, as a phone's: ${p.devanagariSystemFont.split(",")[0]}.`
        : `**This host had no Devanagari font** (\`fc-list :lang=hi\`), unlike any phone: its first Hindi pages were drawn in boxes. \`apt-get install fonts-noto-core\` before measuring them.`,
    );
  }
  if (p.clearedStorage) {
    lines.push(
      ``,
      `Every run a first visit: before each, Lighthouse emptied the HTTP cache and the origin's ${p.clearedStorage.join(", ")}.`,
    );
  }
  for (const profile of PROFILES)
    lines.push(...profileSection(p, profile, heading.startsWith("Before") ? "Before" : "Now"));
  if (p.firstLoadJs?.["/hi"] && p.firstLoadJs?.["/"]) {
    lines.push(
      ``,
      `First-load JavaScript of the Hindi pages against their English twins (issue #30: ≤ 1.05×):`,
      ``,
      `| Hindi page | KiB | English twin KiB | ratio | goal |`,
      `|---|---|---|---|---|`,
    );
    for (const [hindi, english] of Object.entries(HINDI_TWINS)) {
      if (!p.firstLoadJs[hindi] || !p.firstLoadJs[english]) continue;
      const [h, e] = [p.firstLoadJs[hindi].bytes, p.firstLoadJs[english].bytes];
      lines.push(
        `| ${hindi} | ${(h / 1024).toFixed(1)} | ${(e / 1024).toFixed(1)} | ${(h / e).toFixed(3)} | ${h <= 1.05 * e ? "met" : "**not met**"} |`,
      );
    }
  }
  if (p.firstLoadJs?.[FLOOR]) {
    const f = p.firstLoadJs[FLOOR].bytes;
    lines.push(``, `First-load JavaScript against the floor's ${(f / 1024).toFixed(1)} KiB (goal ≤ 1.25×): `);
    lines.push(
      Object.entries(p.firstLoadJs)
        .filter(([l]) => l !== FLOOR)
        .map(
          ([l, v]) =>
            `${l} ${(v.bytes / 1024).toFixed(1)} KiB (${(v.bytes / f).toFixed(2)}×${v.bytes <= 1.25 * f ? "" : ", **not met**"})`,
        )
        .join(" · "),
    );
  }
  return lines;
}

/** The report's phone section: the latest run, and the run kept as "before" when there is one. */
export function phoneReport(data) {
  const lines = [];
  if (data.phone?.profiles) lines.push(...phoneSections(data.phone, "Mobile Lighthouse on the pages phones land on"));
  else if (data.phone)
    lines.push(
      ``,
      `## Mobile Lighthouse (${data.phone.date.slice(0, 16)}): an older run without profiles; re-run \`npm run bench -- --only phone\``,
    );
  if (data.phoneBefore?.profiles) lines.push(...phoneSections(data.phoneBefore, "Before issue #31's changes"));
  return lines.join("\n");
}

/** Runs the phone section into `data` (keeping the run as "before" when asked). */
export async function measurePhone(data, deps) {
  log("== mobile Lighthouse, normal and slow CPU: the pages phones land on beside the floor");
  const result = await phoneLighthouse(deps);
  if (process.env.BENCH_PHONE_BEFORE) data.phoneBefore = result;
  else data.phone = result;
}
