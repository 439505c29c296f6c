import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "@/messages/en/apiErrors.json";
import hi from "@/messages/hi/apiErrors.json";
import { HttpError } from "@/lib/errors";

// The API's refusals are written once, in messages/{en,hi}/apiErrors.json: the code names a
// key and its values, and the English answer is the catalogue's English.

const ROOT = path.resolve(__dirname, "../..");
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === "generated" || name === "node_modules") return [];
    if (statSync(file).isDirectory()) return sources(file);
    return /\.(ts|tsx|mjs)$/.test(name) ? [file] : [];
  });
}

describe("the API's error sentences", () => {
  const keys = Object.keys(en) as (keyof typeof en)[];

  it("each English sentence has a Hindi one naming the same values", () => {
    expect(Object.keys(hi).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(placeholders(hi[key]), key).toEqual(placeholders(en[key]));
  });

  it("an error that names its words answers the catalogue's English, every value filled in", () => {
    for (const key of keys) {
      const values = Object.fromEntries(placeholders(en[key]).map((name, i) => [name, `v${i}`]));
      const error = new HttpError(400, { key, values });
      expect(error.message).not.toMatch(/[{}]/);
      expect(error.message).toBe(en[key].replace(/\{(\w+)\}/g, (_, name: string) => values[name]!));
      expect(error.words).toEqual({ key, values });
    }
  });

  it("no English sentence of the catalogue is written again in the code", () => {
    const code = ["app", "features", "lib", "components"]
      .flatMap((dir) => sources(path.join(ROOT, dir)))
      .map((file) => [path.relative(ROOT, file), readFileSync(file, "utf8")] as const);
    const copies: string[] = [];
    for (const key of keys) {
      // The longest run of words between two values: long enough to be this sentence and no other.
      const fragment = en[key]
        .split(/\{\w+\}/)
        .map((part) => part.trim())
        .sort((a, b) => b.length - a.length)[0]!;
      if (fragment.length < 24) continue;
      for (const [file, text] of code) if (text.includes(fragment)) copies.push(`${key} in ${file}`);
    }
    expect(copies).toEqual([]);
  });
});
