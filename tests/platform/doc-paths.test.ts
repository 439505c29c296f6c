import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A newcomer follows the paths the documentation names. Every repository path written in
// backticks there must exist, and every relative link must reach a file (and its heading).

const ROOT = path.resolve(__dirname, "../..");

/** The documents read: the front door, the habits, docs/, the bench's notes and each feature's README. */
function documents(): string[] {
  const inFolder = (dir: string, pick: (name: string) => string | null) =>
    existsSync(path.join(ROOT, dir))
      ? readdirSync(path.join(ROOT, dir))
          .map(pick)
          .filter((file): file is string => file !== null && existsSync(path.join(ROOT, file)))
      : [];
  return [
    "README.md",
    "CONTRIBUTING.md",
    "bench/README.md",
    ...inFolder("docs", (name) => (name.endsWith(".md") ? `docs/${name}` : null)),
    ...inFolder("features", (name) => `features/${name}/README.md`),
  ].filter((file) => existsSync(path.join(ROOT, file)));
}

/** What a path written in the docs must start with to be read as one of this repository's. */
const TOP_FOLDERS = [
  "app",
  "features",
  "lib",
  "components",
  "messages",
  "prisma",
  "tests",
  "bench",
  "scripts",
  "deploy",
  "docs",
  "public",
  "types",
  "netlify",
  ".ci",
];
const TOP_FILES = [
  "server.mjs",
  "lib/server/cache-handler.mjs",
  "proxy.ts",
  "next.config.ts",
  "package.json",
  "package-lock.json",
  "Dockerfile",
  "compose.yaml",
  "vercel.json",
  "netlify.toml",
  "instrumentation.ts",
  "instrumentation-node.ts",
  "playwright.config.ts",
  "vitest.config.ts",
  "prisma.config.ts",
  "tsconfig.json",
  "eslint.config.mjs",
  "knip.jsonc",
  "postcss.config.mjs",
  ".dependency-cruiser.cjs",
  ".prettierrc.json",
  ".prettierignore",
  ".dockerignore",
  ".gitignore",
  "README.md",
  "CONTRIBUTING.md",
];

const isRepositoryPath = (token: string) =>
  TOP_FILES.includes(token) || TOP_FOLDERS.some((folder) => token.startsWith(`${folder}/`));

/** Prose without its fenced blocks (commands and sample output, not paths to follow). */
const withoutFences = (text: string) => text.replace(/^```[\s\S]*?^```/gm, "");

/** The repository paths one document writes in backticks, trimmed of a `:line` or `#anchor`. */
function pathsIn(text: string): string[] {
  const found = new Set<string>();
  for (const [, span] of withoutFences(text).matchAll(/`([^`\n]+)`/g)) {
    for (const word of span!.split(/\s+/)) {
      const token = word
        .replace(/^["'(]+/, "")
        .replace(/[,;.:"']+$/, "")
        .replace(/#.*$/, "")
        .replace(/:\d+(?:[-:]\d+)?$/, "");
      if (isRepositoryPath(token)) found.add(token);
    }
  }
  return [...found];
}

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts`. */
function expandBraces(pattern: string): string[] {
  const match = /\{([^{}]*)\}/.exec(pattern);
  if (!match) return [pattern];
  return match[1]!
    .split(",")
    .flatMap((choice) =>
      expandBraces(pattern.slice(0, match.index) + choice + pattern.slice(match.index + match[0].length)),
    );
}

const escape = (text: string) => text.replace(/[.+?^$()|[\]\\]/g, "\\$&");

/** One segment of a pattern as a test on a folder entry's name: `*` and a `<placeholder>` stand for any text. */
function segmentTest(segment: string): (name: string) => boolean {
  if (!/[*<]/.test(segment)) return (name) => name === segment;
  const source = segment
    .split(/(\*|<[^>]*>)/)
    .map((part) => (part === "*" ? "[^/]*" : part.startsWith("<") ? "[^/]+" : escape(part)))
    .join("");
  const regex = new RegExp(`^${source}$`);
  return (name) => regex.test(name);
}

const isDirectory = (full: string) => statSync(full).isDirectory();

/** Whether anything under `dir` answers the remaining segments (`**` any depth, `[param]` folders literal). */
function matches(dir: string, segments: string[]): boolean {
  if (segments.length === 0) return true;
  const [head, ...rest] = segments;
  if (head === "") return rest.length === 0 ? isDirectory(dir) : matches(dir, rest);
  if (!existsSync(dir) || !isDirectory(dir)) return false;
  if (head === "**") {
    if (matches(dir, rest)) return true;
    return readdirSync(dir).some(
      (name) => isDirectory(path.join(dir, name)) && matches(path.join(dir, name), segments),
    );
  }
  const test = segmentTest(head!);
  return readdirSync(dir).some((name) => test(name) && matches(path.join(dir, name), rest));
}

const pathExists = (written: string) => expandBraces(written).every((one) => matches(ROOT, one.split("/")));

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, "")
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, "")
    .replace(/\s/g, "-");

const anchorsIn = (text: string) =>
  new Set(
    [...withoutFences(text).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)].map(([, heading]) =>
      anchorOf(heading!.replace(/\]\([^)]*\)/g, "]").replace(/[[\]]/g, "")),
    ),
  );

/** Relative links, `](docs/x.md)` or `](#section)`, that do not reach a file or a heading. */
function brokenLinks(file: string, text: string): string[] {
  const broken: string[] = [];
  for (const [, target] of withoutFences(text).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z]+:/i.test(target!)) continue; // https:, mailto:
    const [where, anchor] = target!.split("#") as [string, string | undefined];
    const full = where
      ? path.resolve(path.dirname(path.join(ROOT, file)), decodeURIComponent(where))
      : path.join(ROOT, file);
    if (!existsSync(full)) broken.push(`${file}: ${target}`);
    else if (anchor && full.endsWith(".md") && !anchorsIn(readFileSync(full, "utf8")).has(decodeURIComponent(anchor)))
      broken.push(`${file}: ${target} (no such heading)`);
  }
  return broken;
}

describe("paths in the documentation", () => {
  const files = documents();

  it("reads the README, docs/ and the feature READMEs", () => {
    expect(files).toContain("README.md");
    expect(files.some((file) => file.startsWith("docs/"))).toBe(true);
  });

  it("every repository path written in backticks exists", () => {
    const missing = files.flatMap((file) =>
      pathsIn(readFileSync(path.join(ROOT, file), "utf8"))
        .filter((written) => !pathExists(written))
        .map((written) => `${file}: ${written}`),
    );
    if (missing.length) console.log(`Paths that do not exist:\n  ${missing.join("\n  ")}`);
    expect(missing).toEqual([]);
  });

  it("every relative link reaches a file, and its heading", () => {
    const broken = files.flatMap((file) => brokenLinks(file, readFileSync(path.join(ROOT, file), "utf8")));
    if (broken.length) console.log(`Links that lead nowhere:\n  ${broken.join("\n  ")}`);
    expect(broken).toEqual([]);
  });

  it("reads paths the way they are written", () => {
    expect(pathsIn("see `lib/db.ts:12`, `features/rentals/rules/terms.ts#L3` and `npm run db:diff -- <name>`")).toEqual(
      ["lib/db.ts", "features/rentals/rules/terms.ts"],
    );
    expect(pathExists("features/rentals/rules/terms.ts")).toBe(true);
    expect(pathExists("app/[locale]/collection/[slug]")).toBe(true);
    expect(pathExists("messages/hi/*.json")).toBe(true);
    expect(pathExists("app/api/**/route.ts")).toBe(true);
    expect(pathExists("prisma/migrations/<timestamp>_<name>/migration.sql")).toBe(true);
    expect(pathExists("features/rentals/{rules,server}/")).toBe(true);
    expect(pathExists("lib/content/cached-pages.ts")).toBe(false);
    expect(pathExists("features/rentals/{rules,nowhere}/")).toBe(false);
  });

  it("reads links and headings the way GitHub does", () => {
    expect(anchorOf("Paying online (Razorpay), optional")).toBe("paying-online-razorpay-optional");
    expect(anchorOf("What `npm test` runs")).toBe("what-npm-test-runs");
    expect(anchorOf("The owner's screens")).toBe("the-owners-screens");
    expect(
      brokenLinks(
        "README.md",
        "[a](docs/configuration.md#settings) [b](https://example.com) [c](#nowhere) [d](docs/nothing.md)",
      ),
    ).toEqual(["README.md: #nowhere (no such heading)", "README.md: docs/nothing.md"]);
  });
});
