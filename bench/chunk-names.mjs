// Names for the script files a page loads, so the bench can say what costs main-thread time.
// Turbopack's chunks are named by hash; the client reference manifests of the build say which
// module id is which client component, and each chunk lists the module ids it defines.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";

// Text only the named library's code contains (checked against this build's chunks).
const SIGNATURES = [
  ["react-dom", "hydrateRoot"],
  ["Next.js app router", "NEXT_ROUTER"],
  ["embla-carousel", "embla"],
  ["framer-motion", "useReducedMotion"],
  ["zustand", "zustand persist middleware"],
];

function walk(dir, out = []) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (e.name.endsWith("client-reference-manifest.js")) out.push(p);
  }
  return out;
}

const shortName = (module) =>
  module
    .replace(/^\[project\]\//, "")
    .replace(/ <module evaluation>$/, "")
    .replace(/^node_modules\/((?:@[^/]+\/)?[^/]+)\/.*$/, "$1");

/** Map of "/_next/static/chunks/x.js" → a short description of what it holds; empty when there is no build. */
export function chunkNames(root) {
  const names = new Map();
  const appDir = path.join(root, ".next/server/app");
  if (!existsSync(appDir)) return names;
  const idToModule = new Map();
  const chunks = new Set();
  for (const file of walk(appDir)) {
    const text = readFileSync(file, "utf8");
    for (const [, json] of text.matchAll(/__RSC_MANIFEST\["[^"]+"\] = (\{.*\});?\s*$/gm)) {
      const manifest = JSON.parse(json);
      for (const [module, entry] of Object.entries(manifest.clientModules ?? {})) {
        idToModule.set(String(entry.id), shortName(module));
        for (const c of entry.chunks ?? []) chunks.add(c);
      }
    }
  }
  // Chunks no client component names (React, the router) are looked at too, for their libraries.
  for (const f of readdirSync(path.join(root, ".next/static/chunks")))
    if (f.endsWith(".js")) chunks.add(`/_next/static/chunks/${f}`);
  for (const chunk of chunks) {
    const file = path.join(root, ".next", chunk.replace(/^\/_next\//, ""));
    if (!existsSync(file)) continue;
    const code = readFileSync(file, "utf8");
    const own = new Set();
    for (const [, id] of code.matchAll(/[,[](\d{2,7}),(?:\(|[a-zA-Z_$]+=>)/g)) {
      const m = idToModule.get(id);
      if (m && !m.startsWith("next") && !m.includes("/next/")) own.add(m);
    }
    const libs = SIGNATURES.filter(([, sig]) => code.includes(sig)).map(([n]) => n);
    const list = [...own].map((m) => m.replace(/^(components|features|lib)\//, "").replace(/\.tsx?$/, ""));
    const shown = list.slice(0, 4).join(", ") + (list.length > 4 ? ` +${list.length - 4}` : "");
    names.set(chunk, [shown, libs.length ? `(${libs.join(", ")})` : ""].filter(Boolean).join(" ") || "Next.js runtime");
  }
  return names;
}
