// `npm run check:imports`: the import-loop and layering check (CONTRIBUTING.md, "Layout").
// 1. dependency-cruiser with .dependency-cruiser.cjs: no module loops, lib/ imports no feature,
//    app/ or components/, a feature is reached through its door, features in their declared
//    order (the rules are listed with their reasons in that file).
// 2. Loops between rooms: each folder of lib/ and components/, each room of a feature, and
//    each file directly in lib/ (lib/db.ts) is a room of its own, so lib/db.ts →
//    lib/backup/ while lib/backup/ → lib/db.ts is a loop even though no one file loops.
// Exits 1 on any violation.
import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const json = execFileSync(
  join(root, "node_modules", ".bin", "depcruise"),
  ["--config", ".dependency-cruiser.cjs", "--output-type", "json", "."],
  { cwd: root, encoding: "utf8", maxBuffer: 1 << 28 },
);
const result = JSON.parse(json);

// dependency-cruiser names each loop once per module or folder in it: print each loop once.
const seen = new Set();
let failed = false;
for (const v of result.summary.violations) {
  failed ||= v.rule.severity === "error";
  let chain = v.cycle ? [v.from, ...v.cycle.map((step) => step.name)] : [v.from, v.to];
  if (v.cycle) {
    const ring = chain.slice(0, -1);
    const start = ring.indexOf([...ring].sort()[0]);
    chain = [...ring.slice(start), ...ring.slice(0, start), ring[start]];
  }
  const key = `${v.rule.name} ${chain.join(" ")}`;
  if (seen.has(key)) continue;
  seen.add(key);
  console.log(`  ${v.rule.severity} ${v.rule.name}: ${chain.join(" → ")}`);
}
const cruised = `${result.summary.totalCruised} modules, ${result.summary.totalDependenciesCruised} imports`;
console.log(
  seen.size ? `x ${seen.size} rule violation(s) (${cruised}).` : `✔ dependency-cruiser: no rule broken (${cruised}).`,
);

// A room: features/<feature>/<room>, lib/<folder or file>, components/<folder or file>;
// anything else counts by its top folder (app, tests, scripts, bench) or as itself.
function room(path) {
  const parts = path.split("/");
  if (parts[0] === "features" && parts.length > 2) return parts.slice(0, 3).join("/") + (parts.length > 3 ? "/" : "");
  if ((parts[0] === "lib" || parts[0] === "components") && parts.length > 1)
    return parts.slice(0, 2).join("/") + (parts.length > 2 ? "/" : "");
  return parts.length > 1 ? parts[0] + "/" : path;
}

/** @type {Map<string, Map<string, string>>} room → room it imports → one import that does it */
const edges = new Map();
for (const mod of result.modules) {
  if (mod.coreModule || mod.source.startsWith("node_modules/") || mod.source.startsWith("lib/generated/")) continue;
  const from = room(mod.source);
  for (const dep of mod.dependencies) {
    if (
      dep.coreModule ||
      dep.couldNotResolve ||
      dep.resolved.startsWith("node_modules/") ||
      dep.resolved.startsWith("lib/generated/")
    )
      continue;
    const to = room(dep.resolved);
    if (to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    const out = edges.get(from);
    if (!out.has(to))
      out.set(to, `${mod.source} → ${dep.resolved}${dep.dependencyTypes.includes("type-only") ? " (types)" : ""}`);
  }
}

// Tarjan's strongly connected components: every group of two or more rooms is a loop.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const loops = [];
let next = 0;
function visit(v) {
  index.set(v, next);
  low.set(v, next);
  next++;
  stack.push(v);
  onStack.add(v);
  for (const w of edges.get(v)?.keys() ?? []) {
    if (!index.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
  }
  if (low.get(v) === index.get(v)) {
    const group = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) loops.push(group.sort());
  }
}
for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);

for (const group of loops) {
  failed = true;
  const members = new Set(group);
  console.log(`\n  error no-room-loop: ${group.join(", ")} import each other in a loop:`);
  for (const from of group)
    for (const [to, example] of edges.get(from) ?? [])
      if (members.has(to)) console.log(`      ${from} → ${to}   e.g. ${example}`);
}
console.log(
  loops.length
    ? `\nx ${loops.length} loop(s) between rooms.`
    : "✔ no loop between rooms (lib/*, components/*, features/*/*).",
);
process.exit(failed ? 1 : 0);
