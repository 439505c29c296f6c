import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLIENT_NAMESPACES, catalogueFor } from "@/messages";

// The catalogues against each other and against the code: every key English has,
// Hindi has, with the same placeholders; every key is used somewhere; every namespace file is
// listed in messages/index.ts.

type Tree = { [key: string]: string | Tree | Tree[] | string[] };
const ROOT = path.resolve(__dirname, "../..");
const en = catalogueFor("en") as unknown as Record<string, Tree>;
const hi = catalogueFor("hi") as unknown as Record<string, Tree>;

/** Every leaf as "a.b.c" → text (arrays by index). */
function leaves(tree: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === "string") out.set(prefix, tree);
  else if (tree && typeof tree === "object")
    for (const [k, v] of Object.entries(tree))
      for (const [p, t] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(p, t);
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(name) ? [full] : [];
  });
}

describe("message catalogues", () => {
  it("Hindi has every English message, and nothing English lacks", () => {
    const english = leaves(en);
    const hindi = leaves(hi);
    expect([...english.keys()].filter((k) => !hindi.has(k))).toEqual([]);
    expect([...hindi.keys()].filter((k) => !english.has(k))).toEqual([]);
  });

  it("no message is empty, and each language fills the same placeholders", () => {
    const hindi = leaves(hi);
    for (const [key, text] of leaves(en)) {
      expect(text.trim(), key).not.toBe("");
      expect(hindi.get(key)?.trim(), key).not.toBe("");
      expect(placeholders(hindi.get(key) ?? ""), key).toEqual(placeholders(text));
    }
  });

  it("uses plain {name} placeholders only, which the client translator understands", () => {
    for (const [key, text] of [...leaves(en), ...leaves(hi)])
      expect(text, key).not.toMatch(/\{\s*\w+\s*,\s*(plural|select|selectordinal|number|date|time)/);
  });

  it("every Hindi message is in Hindi (Devanagari), unless it is only a name, a number or a symbol", () => {
    for (const [key, text] of leaves(hi)) {
      const latinWords = text.replace(/\{\w+\}/g, "").match(/[A-Za-z]{3,}/g) ?? [];
      if (latinWords.length === 0) continue;
      expect(/[\u0900-\u097F]/.test(text), `${key}: ${text}`).toBe(true);
    }
  });

  it("every namespace file is listed in messages/index.ts, and every listed namespace has both files", () => {
    for (const locale of ["en", "hi"]) {
      const files = readdirSync(path.join(ROOT, "messages", locale)).map((f) => f.replace(/\.json$/, ""));
      expect(files.sort(), locale).toEqual(Object.keys(en).sort());
    }
  });

  it("every key is used by the code", () => {
    // A key counts as used when a source file names its namespace and the key as string
    // literals ("ns" … "key"): keys are written out, never built from parts, so this finds them.
    const files = ["app", "components", "features", "lib"]
      .flatMap((d) => sourceFiles(path.join(ROOT, d)))
      .map((f) => readFileSync(f, "utf8"));
    const unused: string[] = [];
    for (const [namespace, tree] of Object.entries(en)) {
      const users = files.filter((text) => text.includes(`"${namespace}"`));
      for (const key of Object.keys(tree)) {
        // A plural pair (`pieces_one`, `pieces_other`) is named by its base: pluralKey(locale, "pieces", n).
        const base = key.replace(/_(one|other)$/, "");
        if (!users.some((text) => text.includes(`"${key}"`) || text.includes(`"${base}"`)))
          unused.push(`${namespace}.${key}`);
      }
    }
    expect(unused).toEqual([]);
  });

  it("the namespaces sent to the browser exist", () => {
    for (const ns of CLIENT_NAMESPACES) expect(en[ns], ns).toBeDefined();
  });
});
